// Why: link rewriting answers its questions on bytes (for speed); each fast answer must be the
// one the plain code gives, on edge and random inputs.
import Testing
@testable import FolioSite

@Suite("Link rewriting fast paths")
struct LinkFastPathTests {
    /// Random destinations mixing the bytes that matter (`#`, `?`, `%`, `:`, `/`), letters, digits,
    /// spaces, controls, and non-ASCII text (accents, combining marks, Arabic digits).
    static func destinations(count: Int, seed: UInt64) -> [String] {
        let pieces = ["#", "?", "%", "%20", ":", "/", "//", ".", "..", "-", "+", "a", "Z", "http", "mailto",
                      "0", "9", " ", "\t", "\r\n", "é", "e\u{301}", "\u{663}", "ß", "x.md", "日本", ""]
        var state = seed
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        return (0..<count).map { _ in
            (0..<(next() % 7)).map { _ in pieces[next() % pieces.count] }.joined()
        }
    }

    static let edges = ["", "#", "?", "%", "#?%", "?#", "a?b#c", "a%b?c%d#e?f", "../a.md#x", "a.md?x=1#y",
                        "https://x.y/z", "//host/x", "/abs", "mailto:a@b", "a+b-c.d:x", "1a:b", "a1:b",
                        "é:x", "a\u{663}:x", "a\u{301}:x", "\r\n:", "C:\\x", "-:x", "#frag"]

    @Test("isExternal on bytes agrees with the rule on characters", arguments: [UInt64(1), 2, 3])
    func isExternalAgrees(seed: UInt64) {
        for destination in Self.edges + Self.destinations(count: 4000, seed: seed) {
            #expect(SitePaths.isExternal(destination) == SitePaths.isExternalByCharacters(destination),
                    "\(destination.debugDescription)")
        }
    }

    @Test("isExternal's answers on known destinations")
    func isExternalKnown() {
        #expect(SitePaths.isExternal("https://example.com"))
        #expect(SitePaths.isExternal("//cdn/x.js"))
        #expect(SitePaths.isExternal("mailto:a@b.c"))
        #expect(SitePaths.isExternal("a\u{663}:x"))       // a scheme may go on with any digit
        #expect(!SitePaths.isExternal("../notes/a.md"))
        #expect(!SitePaths.isExternal("é:x"))
        #expect(!SitePaths.isExternal("1a:b"))
    }

    @Test("a destination's #, ? and % are found as substring searches find them", arguments: [UInt64(4), 5])
    func piecesAgree(seed: UInt64) {
        for destination in Self.edges + Self.destinations(count: 4000, seed: seed) {
            let utf8 = destination.utf8
            let hash = utf8.firstIndex(of: 35)
            let beforeHash = destination[..<(hash ?? utf8.endIndex)]
            let mark = beforeHash.utf8.firstIndex(of: 63)
            let path = beforeHash[..<(mark ?? beforeHash.endIndex)]
            let pieces = DestinationPieces(destination)
            #expect(pieces.hash == hash.map { utf8.distance(from: utf8.startIndex, to: $0) }, "\(destination.debugDescription)")
            #expect(pieces.mark == mark.map { utf8.distance(from: utf8.startIndex, to: $0) }, "\(destination.debugDescription)")
            #expect(pieces.pathHasPercent == path.utf8.contains(37), "\(destination.debugDescription)")
        }
    }

    @Test("links resolve to pages, folder indexes, assets, or nothing")
    func planTargets() {
        func page(_ source: String, _ output: String) -> PageSummary {
            PageSummary(sourcePath: source, outputPath: output, frontMatter: FrontMatter(), title: "T", baseTitle: "T",
                        firstH1: nil, firstH2: nil, summary: "", date: nil, created: nil, updated: nil, authors: [],
                        version: nil, copyright: nil, licenses: [], tags: [], categories: [], diagramCount: 0, diagnostics: [])
        }
        let pages = [page("a/b.md", "a/b.html"), page("a/index.md", "a/index.html")]
        let plan = SitePlan(pages: pages, assets: ["img/x.png"])
        #expect(plan.target(contentPath: "a/b.md") == .page(outputPath: "a/b.html"))
        #expect(plan.target(contentPath: "a/b.html") == .page(outputPath: "a/b.html"))
        #expect(plan.target(contentPath: "a") == .page(outputPath: "a/index.html"))
        #expect(plan.target(contentPath: "img/x.png") == .asset(outputPath: "img/x.png"))
        #expect(plan.target(contentPath: "a/c.md") == .missing)
    }
}
