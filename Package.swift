// swift-tools-version:6.0
import PackageDescription

// Folio: a static documentation site generator with a native Mermaid engine.
//
// Module graph (arrows point one way; see README "Architecture"):
//   folio (CLI) ─┬─> FolioSite ─┬─> Markup ─> CCmarkGFM (system library: libcmark-gfm), CCmarkArena, CCmarkMath, CCmarkAdmonition, CCmarkMark,
//                │              │                                 CCmarkDefinitionList
//                │              ├─> HTMLSanitizer ─> CGumbo (system library: libgumbo)
//                │              ├─> CZlib, CBrotli (system libraries: zlib, libbrotlienc; `compress: true`)
//                │              ├─> CIgzip (ISA-L, Debian's libisal: the search index's text, the cache parts' CRCs)
//                │              ├─> CompiledMustache (no dependencies)
//                │              ├─> Highlight ─> CHighlightGrammars (tree-sitter 0.25 + grammars from `make grammars`)
//                │              ├─> FolioSearch (no dependencies: the search index)
//                │              └─> Mermaid
//                ├─> CCmarkPinnedCharacters (executables only: handed to Markup at start-up)
//                ├─> FolioServe ─> FolioSite
//                └─> Mermaid ─> MermaidFlowchart, MermaidSequence, MermaidClass, MermaidState, MermaidER,
//                                 MermaidRequirement, MermaidBlock (block uses MermaidFlowchart's shapes),
//                                 MermaidGitGraph, MermaidMindmap, MermaidTreeView, MermaidIshikawa,
//                                 MermaidCharts (pie, packet, journey, timeline, quadrant, xychart),
//                                 MermaidArchitecture, MermaidC4
//                                 └─> MermaidCore, GraphLayout
// The Mermaid product never depends on cmark or on the site code.
let package = Package(
    name: "Folio",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "folio", targets: ["folio"]),
        .library(name: "Mermaid", targets: ["Mermaid"]),
        .library(name: "FolioSite", targets: ["FolioSite"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.20.0"),
    ],
    targets: [
        // MARK: Markdown
        .systemLibrary(
            name: "CCmarkGFM",
            path: "Sources/CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // Lets pages parse in parallel: see Sources/CCmarkPinnedCharacters/pinned_characters.c.
        // It patches libcmark-gfm for the whole process, so only the executables link it (and
        // hand it to Markup with CMarkCharacterPinning); the library products finish pages one
        // at a time without it.
        .target(name: "CCmarkPinnedCharacters", path: "Sources/CCmarkPinnedCharacters",
                linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // An arena for cmark's allocations: each document's tree is cut from a few chunks and dropped
        // at once (see Sources/CCmarkArena/arena.c).
        .target(name: "CCmarkArena", path: "Sources/CCmarkArena"),
        // GitHub's `$…$` / `$$…$$` math as a cmark-gfm inline extension (see Sources/CCmarkMath/math_syntax.c).
        .target(name: "CCmarkMath", path: "Sources/CCmarkMath"),
        // Docusaurus `:::note` and MkDocs `!!! note` admonitions as a cmark-gfm block extension
        // (see Sources/CCmarkAdmonition/admonition_syntax.c).
        .target(name: "CCmarkAdmonition", path: "Sources/CCmarkAdmonition"),
        // Obsidian's and MkDocs' `==highlight==` as a cmark-gfm inline extension (see Sources/CCmarkMark/mark_syntax.c).
        .target(name: "CCmarkMark", path: "Sources/CCmarkMark"),
        // Definition lists (`Term` then `:   definition`) as a cmark-gfm block extension (see
        // Sources/CCmarkDefinitionList/definition_list_syntax.c).
        .target(name: "CCmarkDefinitionList", path: "Sources/CCmarkDefinitionList"),
        .target(name: "Markup", dependencies: ["CCmarkGFM", "CCmarkArena", "CCmarkMath", "CCmarkAdmonition", "CCmarkMark",
                                               "CCmarkDefinitionList"]),
        // Raw HTML in notes is parsed with gumbo (HTML5) and only an allowlist is written back.
        .systemLibrary(
            name: "CGumbo",
            path: "Sources/CGumbo",
            pkgConfig: "gumbo",
            providers: [.apt(["libgumbo-dev"])]
        ),
        .target(name: "HTMLSanitizer", dependencies: ["CGumbo"]),
        // Precompressed `.gz` and `.br` siblings of text files (`compress: true` in folio.yml).
        .systemLibrary(
            name: "CZlib",
            path: "Sources/CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // The search index's compressed text (ISA-L's igzip: one-shot gzip, 1.75× libdeflate's level 1;
        // Sources/CIgzip/igzip.c) and the page cache's part checks (ISA-L's CRC-64, crc.c). Debian: libisal-dev.
        .target(name: "CIgzip", path: "Sources/CIgzip", linkerSettings: [.linkedLibrary("isal")]),
        .systemLibrary(
            name: "CBrotli",
            path: "Sources/CBrotli",
            pkgConfig: "libbrotlienc",
            providers: [.apt(["libbrotli-dev"])]
        ),
        // The Brotli decoder, for the tests only (FolioSiteTests check `.br` files decode).
        .systemLibrary(
            name: "CBrotliDecode",
            path: "Sources/CBrotliDecode",
            pkgConfig: "libbrotlidec",
            providers: [.apt(["libbrotli-dev"])]
        ),
        // mimalloc replaces glibc malloc in the executables only (never in a library product):
        // a site build spends a fifth of its time in glibc's allocator. See README "Speed".
        .systemLibrary(
            name: "CMimalloc",
            path: "Sources/CMimalloc",
            providers: [.apt(["libmimalloc-dev"])]
        ),

        // Syntax highlighting: the tree-sitter 0.25 runtime and the grammars `make grammars` fetches
        // from PyPI and compiles into .build/grammars/libfoliogrammars.a; grammars.h includes that
        // runtime's api.h by path, never a system one (README "Syntax highlighting").
        .systemLibrary(
            name: "CHighlightGrammars",
            path: "Sources/CHighlightGrammars"
        ),
        // `.build/static-cxx` holds a link to GCC's libstdc++.a (`make grammars` puts it there): the
        // static ICU in Foundation needs libstdc++, and linked from the shared library its ~760 typeinfo
        // references cost the dynamic loader a symbol lookup each at every start (23% of `folio
        // mermaid`'s instructions on a small file). Without the link, the shared library is used.
        .target(name: "Highlight", dependencies: ["CHighlightGrammars"],
                linkerSettings: [.unsafeFlags(["-L\(Context.packageDirectory)/.build/grammars",
                                               "-L\(Context.packageDirectory)/.build/static-cxx"])]),

        // MARK: Mermaid engine (pure Swift, no site or cmark dependency)
        .target(name: "GraphLayout"),
        .target(name: "MermaidCore", exclude: ["Text/FontTables/generate_font_tables.py"]),
        .target(name: "MermaidFlowchart", dependencies: ["MermaidCore", "GraphLayout"]),
        .target(name: "MermaidSequence", dependencies: ["MermaidCore"]),
        .target(name: "MermaidClass", dependencies: ["MermaidCore", "GraphLayout"]),
        .target(name: "MermaidState", dependencies: ["MermaidCore", "GraphLayout"]),
        .target(name: "MermaidER", dependencies: ["MermaidCore", "GraphLayout"]),
        .target(name: "MermaidRequirement", dependencies: ["MermaidCore", "GraphLayout"]),
        // Block diagrams draw their shapes with the flowchart's outlines.
        .target(name: "MermaidBlock", dependencies: ["MermaidCore", "GraphLayout", "MermaidFlowchart"]),
        .target(name: "MermaidGitGraph", dependencies: ["MermaidCore"]),
        .target(name: "MermaidMindmap", dependencies: ["MermaidCore"]),
        .target(name: "MermaidTreeView", dependencies: ["MermaidCore"]),
        .target(name: "MermaidIshikawa", dependencies: ["MermaidCore"]),
        // Charts without graph layout: pie, packet, user journey, timeline, quadrant, xychart.
        .target(name: "MermaidCharts", dependencies: ["MermaidCore"]),
        .target(name: "MermaidArchitecture", dependencies: ["MermaidCore", "GraphLayout"]),
        .target(name: "MermaidC4", dependencies: ["MermaidCore", "GraphLayout"]),
        .target(name: "Mermaid", dependencies: [
            "MermaidCore", "MermaidFlowchart", "MermaidSequence", "MermaidClass", "MermaidState", "MermaidER",
            "MermaidRequirement", "MermaidBlock", "MermaidGitGraph", "MermaidMindmap", "MermaidTreeView", "MermaidIshikawa",
            "MermaidCharts", "MermaidArchitecture", "MermaidC4",
        ]),

        // MARK: Site
        // A fast Mustache subset over generic values; FolioSite maps pages onto it and falls
        // back to swift-mustache for anything else.
        .target(name: "CompiledMustache"),
        // The search index: text from rendered pages, tokens, Porter stems, sharded script files.
        .target(name: "FolioSearch"),
        .target(name: "FolioSite", dependencies: [
            "Markup", "Mermaid", "MermaidCore", "CompiledMustache", "HTMLSanitizer", "CZlib", "CBrotli", "Highlight", "FolioSearch", "CIgzip",
            .product(name: "Yams", package: "Yams"),
            .product(name: "Mustache", package: "swift-mustache"),
        ]),
        .target(name: "FolioServe", dependencies: [
            "FolioSite", "Mermaid",
            .product(name: "FlyingSocks", package: "FlyingFox"),
        ]),
        // The git commit `folio --version` prints, written by the Makefile (build_info.c says how).
        .target(name: "CFolioBuildInfo", path: "Sources/CFolioBuildInfo"),
        .executableTarget(name: "folio", dependencies: [
            "FolioSite", "FolioServe", "Mermaid", "Markup", "CCmarkPinnedCharacters", "CFolioBuildInfo",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .target(name: "CMimalloc", condition: .when(platforms: [.linux])),
        ]),
        .executableTarget(name: "folio-bench", dependencies: [
                              "Mermaid", "MermaidCore", "FolioSite", "Markup", "FolioServe", "CCmarkPinnedCharacters", "Highlight",
                              .target(name: "CMimalloc", condition: .when(platforms: [.linux])),
                          ],
                          path: "Sources/FolioBench"),

        // MARK: Tests (mirror Sources/)
        .testTarget(name: "MarkupTests", dependencies: ["Markup", "TestRandom"]),
        .testTarget(name: "HTMLSanitizerTests", dependencies: ["HTMLSanitizer"]),
        .testTarget(name: "CCmarkPinnedCharactersTests", dependencies: ["CCmarkPinnedCharacters", "Markup"]),
        // A seeded generator shared by the randomised tests.
        .target(name: "TestRandom", path: "Tests/TestRandom"),
        .testTarget(name: "GraphLayoutTests", dependencies: ["GraphLayout", "TestRandom"]),
        .testTarget(name: "MermaidCoreTests", dependencies: ["MermaidCore"]),
        .testTarget(name: "MermaidFlowchartTests", dependencies: ["MermaidFlowchart", "Mermaid", "MermaidTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "MermaidSequenceTests", dependencies: ["MermaidSequence", "Mermaid", "MermaidTestSupport"],
                    exclude: ["Fixtures"]),
        // Corpus reader, role counter and fuzz mutator shared by the diagram test targets.
        .target(name: "MermaidTestSupport", dependencies: ["MermaidCore", "Mermaid"], path: "Tests/MermaidTestSupport"),
        .testTarget(name: "MermaidClassTests", dependencies: ["MermaidClass", "Mermaid", "MermaidTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "MermaidStateTests", dependencies: ["MermaidState", "Mermaid", "MermaidTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "MermaidERTests", dependencies: ["MermaidER", "Mermaid", "MermaidTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "MermaidRequirementTests", dependencies: ["MermaidRequirement", "Mermaid", "MermaidTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "MermaidBlockTests", dependencies: ["MermaidBlock", "Mermaid", "MermaidTestSupport", "MermaidFlowchart"], exclude: ["Fixtures"]),
        .testTarget(name: "MermaidGitGraphTests", dependencies: ["MermaidGitGraph", "Mermaid", "MermaidTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "MermaidMindmapTests", dependencies: ["MermaidMindmap", "Mermaid", "MermaidTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "MermaidTreeViewTests", dependencies: ["MermaidTreeView", "Mermaid", "MermaidTestSupport"]),
        .testTarget(name: "MermaidIshikawaTests", dependencies: ["MermaidIshikawa", "Mermaid", "MermaidTestSupport"]),
        .testTarget(name: "MermaidChartsTests", dependencies: ["MermaidCharts", "Mermaid", "MermaidTestSupport"]),
        .testTarget(name: "MermaidArchitectureTests", dependencies: ["MermaidArchitecture", "Mermaid", "MermaidTestSupport", "GraphLayout"]),
        .testTarget(name: "MermaidC4Tests", dependencies: ["MermaidC4", "Mermaid", "MermaidTestSupport", "GraphLayout"]),
        .testTarget(name: "MermaidTests", dependencies: ["Mermaid", "MermaidCore"], exclude: ["Fidelity"]),
        .testTarget(name: "HighlightTests", dependencies: ["Highlight"], exclude: ["Corpus", "pygments_tokens.py"]),
        .testTarget(name: "FolioSearchTests", dependencies: ["FolioSearch"]),
        .testTarget(name: "CompiledMustacheTests", dependencies: ["CompiledMustache", "TestRandom", .product(name: "Mustache", package: "swift-mustache")]),
        .testTarget(name: "FolioSiteTests", dependencies: ["FolioSite", "CZlib", "CBrotliDecode", "TestRandom",
                                                     .product(name: "Mustache", package: "swift-mustache")],
                    exclude: ["Fixtures"]),
        // Runs the built `folio` executable as users do.
        .testTarget(name: "FolioCLITests"),
        .testTarget(name: "FolioServeTests", dependencies: ["FolioServe", "FolioSite", "Mermaid"], exclude: ["Browser"]),
    ],
    swiftLanguageModes: [.v5]
)
