import Testing
@testable import FolioSite

@Suite("Site paths")
struct SitePathsTests {
    @Test func relativeURLs() {
        #expect(SitePaths.relativeURL(from: "index.html", to: "a/b.html") == "a/b.html")
        #expect(SitePaths.relativeURL(from: "a/b.html", to: "c.html") == "../c.html")
        #expect(SitePaths.relativeURL(from: "a/b/c.html", to: "a/x/y.png") == "../x/y.png")
        #expect(SitePaths.relativeURL(from: "a/b.html", to: "a/my file.png") == "my%20file.png")
        #expect(SitePaths.rootPrefix(from: "a/b/c.html") == "../../")
        #expect(SitePaths.relativeURL(from: "a/b.html", to: "a/b.html") == "b.html")
        #expect(SitePaths.relativeURL(from: "a/b/c.html", to: "a/b") == "../b")
        #expect(SitePaths.relativeURL(from: "x/y.html", to: "") == "../")
        #expect(SitePaths.relativeURL(from: "/x//y/z.html", to: "x/y/é #.png") == "%C3%A9%20%23.png")
        #expect(SitePaths.relativeURL(from: "tags/x.html", to: "section-1/n~o_t.e-s.html") == "../section-1/n~o_t.e-s.html")
    }

    /// The fast path (already-normal paths returned as they are) agrees with the general one.
    @Test func normalizeFastPathAgrees() {
        let cases: [(String, String?)] = [
            ("a/b.md", "a/b.md"), ("...", "..."), ("a/.../b", "a/.../b"), (".hidden/x", ".hidden/x"),
            ("", ""), ("/a", "a"), ("a/", "a"), ("a//b", "a/b"), (".", ""), ("./a", "a"), ("a/.", "a"),
            ("a/..", ""), ("..", nil), ("a/b/../../..", nil), ("a/..b", "a/..b"),
        ]
        for (input, expected) in cases {
            #expect(SitePaths.normalize(input) == expected, "\(input)")
        }
        #expect(SitePaths.isNormal("a/b.md"))
        #expect(!SitePaths.isNormal("a/./b"))
        #expect(!SitePaths.isNormal("a//b"))
    }

    @Test func traversalIsRefused() {
        #expect(SitePaths.normalize("a/../../etc/passwd") == nil)
        #expect(SitePaths.normalize("a/./b/../c") == "a/c")
        #expect(SitePaths.safeComponent("../../evil") == "evil")
        #expect(SitePaths.safeComponent("..") == "page")
        #expect(SitePaths.safeComponent("ünï notes") == "ünï-notes")
        #expect(SitePaths.safeComponent("a\u{202E}b/../c") == "a-b-.-c" || !SitePaths.safeComponent("a\u{202E}b/../c").contains(".."))
        #expect(!SitePaths.safeComponent("a/../b").contains("/"))
        #expect(!SitePaths.safeComponent("x/../../y").contains(".."))
        // The byte fast path answers as the character walk does, on names made of the edge cases.
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "Z", "0", ".", "-", "_", "..", "--", " ", "é", "/", "~"]
        for _ in 0..<2_000 {
            let name = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(SitePaths.safeComponent(name) == SitePaths.sanitizedComponent(name), "\(name)")
        }
    }

    @Test func outputPathsAvoidCollisionsAndReservedNames() {
        let paths = SitePlan.outputPaths(for: [("index.md", nil), ("a.md", nil), ("a.markdown", nil),
                                               ("b.md", "../../x"), ("tags/t.md", nil)], assets: ["c.html"])
        #expect(paths == ["index-page.html", "a.html", "a-2.html", "x.html", "tags-content/t.html"])
    }

    /// Notes are planned in runs on several cores; collisions are still settled in the notes' order,
    /// across runs, and folders keep their own prefix in every run.
    @Test func outputPathsOfManyNotesCollideInOrderAcrossRuns() {
        var sources: [(path: String, slug: String?)] = []
        for index in 0..<3_000 {
            sources.append(("Guide \(index % 3)/note \(index).md", index % 500 == 7 ? "Same Slug" : nil))
        }
        let paths = SitePlan.outputPaths(for: sources, assets: ["Guide-0/Same-Slug/index.html"], urls: .pretty)
        #expect(paths.count == 3_000)
        #expect(Set(paths.map { $0.lowercased() }).count == 3_000)
        #expect(paths[0] == "Guide-0/note-0/index.html")
        #expect(paths[2_999] == "Guide-2/note-2999/index.html")
        // Notes 7, 1507 (folder 1), 507, 2007 (folder 0, where an asset holds the name) and 1007, 2507 (folder 2).
        #expect(paths[7] == "Guide-1/Same-Slug/index.html")
        #expect(paths[1_507] == "Guide-1/Same-Slug-2/index.html")
        #expect(paths[507] == "Guide-0/Same-Slug-2/index.html")
        #expect(paths[2_007] == "Guide-0/Same-Slug-3/index.html")
        #expect(paths[1_007] == "Guide-2/Same-Slug/index.html")
        #expect(paths[2_507] == "Guide-2/Same-Slug-2/index.html")
    }

    @Test func externalDetection() {
        #expect(SitePaths.isExternal("https://x.org"))
        #expect(SitePaths.isExternal("mailto:a@b"))
        #expect(SitePaths.isExternal("//cdn.example/x.js"))
        #expect(!SitePaths.isExternal("other.md"))
        #expect(!SitePaths.isExternal("dir/a:b.md"))
    }

    /// Link rewriting joins and normalises in one buffer; it must agree with joining the
    /// strings and normalising, including refusing paths that climb out of the site.
    @Test func normalizeJoiningAgreesWithJoinThenNormalize() {
        let directories = ["", "a", "a/b", "section-003", "ü/ß"]
        let paths = ["x.md", "../x.md", "../../x.md", "../../../x.md", "./x.md", "/x.md", "/../x.md", "a//b/./c.md",
                     "..", ".", "/", "b/../../c", "../section-004/note.md", "ü.md", "x/..", "...", "..x/y"]
        for directory in directories {
            for path in paths {
                let joined = path.hasPrefix("/") ? String(path.dropFirst()) : (directory.isEmpty ? path : directory + "/" + path)
                #expect(SitePaths.normalize(joining: directory, Substring(path)) == SitePaths.normalize(joined),
                        "\(directory) + \(path)")
            }
        }
    }

    /// The byte-level relative URL agrees with the plain definition on generated paths.
    @Test func relativeURLMatchesComponentDefinition() {
        func reference(_ from: String, _ to: String) -> String {
            // The page's folder is everything before its last `/`.
            let folder = from.lastIndex(of: "/").map { from[..<$0] } ?? ""
            let fromDirectory = Array(folder.split(separator: "/"))
            let toParts = to.split(separator: "/")
            var common = 0
            while common < fromDirectory.count, common < toParts.count - 1, fromDirectory[common] == toParts[common] { common += 1 }
            let up = String(repeating: "../", count: fromDirectory.count - common)
            return up + toParts[common...].map { SitePaths.percentEncode(String($0)) }.joined(separator: "/")
        }
        let parts = ["a", "b", "section-003", "é", "x y", "n.html", "", "~t"]
        var numbers = SeededNumbers(seed: 42)
        for _ in 0..<2_000 {
            let from = (0..<(1 + numbers.next(4))).map { _ in parts[numbers.next(parts.count)] }.joined(separator: "/")
            let to = (0..<numbers.next(5)).map { _ in parts[numbers.next(parts.count)] }.joined(separator: "/")
            #expect(SitePaths.relativeURL(from: from, to: to) == reference(from, to), "\(from) → \(to)")
        }
    }

    @Test func postNamesAreTheStemAndTheStemWithoutItsDatePrefix() {
        #expect(SitePlan.postNames("2024-01-05-hello-world") == ["2024-01-05-hello-world", "hello-world"])
        #expect(SitePlan.postNames("note-00302") == ["note-00302"])
        #expect(SitePlan.postNames("Note") == ["Note"])
        #expect(SitePlan.postNames("2024-01-05") == ["2024-01-05"])
        #expect(SitePlan.postNames("202-01-05-x") == ["202-01-05-x"])
        #expect(SitePlan.postNames("été-2024") == ["été-2024"])
        #expect(SitePlan.postNames("") == [""])
    }
}
