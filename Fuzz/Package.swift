// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for Folio (issue 11, "Fuzzing"). A package of its own, so that the root
// package's `swift build` and `swift test` never see a target that only links with
// `-sanitize=fuzzer`. Built and run by `make fuzz` / `make fuzz-smoke` (see Fuzz/run.sh):
//   swift build --package-path Fuzz --scratch-path .build-fuzz \
//     -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
let package = Package(
    name: "FolioFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Folio", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(name: "FuzzMermaid", dependencies: ["FuzzSupport", .product(name: "Mermaid", package: "Folio")]),
        .executableTarget(name: "FuzzFrontMatter", dependencies: ["FuzzSupport", .product(name: "FolioSite", package: "Folio")]),
        .executableTarget(name: "FuzzPage", dependencies: ["FuzzSupport", .product(name: "FolioSite", package: "Folio")]),
    ],
    swiftLanguageModes: [.v5]
)
