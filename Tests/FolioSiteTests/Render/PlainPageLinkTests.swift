// Why: plain relative links to pages are rewritten on bytes (LinkRewriter+PageLinks.swift), beside
// the general resolution that handles every link. Whatever the bytes path takes, it must leave
// exactly what the general way leaves: the same destination, and no diagnostic or reference the
// general way would have recorded. These tests run both on the same links and compare.
import Markup
import Testing
@testable import FolioSite

@Suite("Plain page links on bytes")
struct PlainPageLinkTests {
    static func page(_ source: String, _ output: String) -> PageSummary {
        PageSummary(sourcePath: source, outputPath: output, frontMatter: FrontMatter(), title: "T", baseTitle: "T",
                    firstH1: nil, firstH2: nil, summary: "", date: nil, created: nil, updated: nil, authors: [],
                    version: nil, copyright: nil, licenses: [], tags: [], categories: [], diagramCount: 0, diagnostics: [])
    }

    /// Pages in nested folders, folder indexes, a name needing escapes, and (when asked) a non-ASCII
    /// one, which keeps every lookup on the general way.
    static func plan(urls: URLStyle, nonASCII: Bool) -> SitePlan {
        var sources = ["index.md", "a.md", "guide/index.md", "guide/setup.md", "guide/deep/x.md", "guide/deep/index.md",
                       "other/b.md", "other/c d.md", "z~y_x.md"]
        if nonASCII { sources.append("café/é.md") }
        let pages = sources.map { source in
            page(source, urls.outputPath(plain: String(source.dropLast(3)) + ".html"))
        }
        return SitePlan(pages: pages, assets: ["img/p.png", "guide/file.txt"], urls: urls)
    }

    /// Destinations built from path pieces, page names, and the bytes the bytes path refuses.
    static func destinations(count: Int, seed: UInt64) -> [String] {
        let pieces = ["..", ".", "", "guide", "deep", "other", "a.md", "b.md", "x.md", "index.md", "setup.md", "c d.md",
                      "z~y_x.md", "a.html", "setup.html", "img", "p.png", "file.txt", "missing.md", "#top", "?q=1",
                      "%20", ":", "é", "\\", "café", "é.md"]
        var state = seed
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        return (0..<count).map { _ in
            let parts = (0..<(1 + next() % 5)).map { _ in pieces[next() % pieces.count] }
            return (next() % 6 == 0 ? "/" : "") + parts.joined(separator: "/")
        }
    }

    /// Runs the rewriter over links to `destinations` from `page`, with or without the bytes path.
    static func rewrite(_ destinations: [String], from page: PageSummary, plan: SitePlan, onBytes: Bool)
        -> (urls: [String?], rewriter: LinkRewriter) {
        let text = destinations.indices.map { "[link \($0)](x)" }.joined(separator: "\n\n")
        let document = MarkdownDocument(parsing: text)
        let links = document.nodes(of: .link)
        for (link, destination) in zip(links, destinations) { link.destination = destination }
        var rewriter = LinkRewriter(plan: plan, page: page, file: page.sourcePath, lines: LineIndex(text))
        rewriter.takesPlainPageLinksOnBytes = onBytes
        rewriter.rewrite(links)
        return (links.map(\.destination), rewriter)
    }

    @Test("the bytes path leaves what the general way leaves",
          arguments: [(URLStyle.plain, false, UInt64(1)), (.pretty, false, 2), (.plain, true, 3), (.pretty, true, 4)])
    func agreesWithTheGeneralWay(urls: URLStyle, nonASCII: Bool, seed: UInt64) {
        let plan = Self.plan(urls: urls, nonASCII: nonASCII)
        let destinations = Self.destinations(count: 600, seed: seed)
        for page in plan.pages {
            let fast = Self.rewrite(destinations, from: page, plan: plan, onBytes: true)
            let general = Self.rewrite(destinations, from: page, plan: plan, onBytes: false)
            for index in destinations.indices where fast.urls[index] != general.urls[index] {
                Issue.record("from \(page.outputPath): \(destinations[index].debugDescription) → \(String(describing: fast.urls[index])), general way \(String(describing: general.urls[index]))")
            }
            #expect(fast.rewriter.diagnostics.map(\.message) == general.rewriter.diagnostics.map(\.message))
            #expect(fast.rewriter.anchorReferences.count == general.rewriter.anchorReferences.count)
            #expect(fast.rewriter.localFragments.count == general.rewriter.localFragments.count)
        }
    }

    @Test("it takes the common link and refuses what it does not cover")
    func takesTheCommonLink() throws {
        let plan = Self.plan(urls: .plain, nonASCII: false)
        let from = try #require(plan.pages.first { $0.sourcePath == "guide/deep/x.md" })
        let destinations = ["../setup.md", "../../other/c d.md", "../../z~y_x.md", "/a.md", "../setup.md#top", "../../img/p.png",
                            "nothing.md", "../../../a.md", "https://example.org/a.md"]
        let text = destinations.indices.map { "[link \($0)](x)" }.joined(separator: "\n\n")
        let document = MarkdownDocument(parsing: text)
        let links = document.nodes(of: .link)
        for (link, destination) in zip(links, destinations) { link.destination = destination }
        let rewriter = LinkRewriter(plan: plan, page: from, file: from.sourcePath, lines: LineIndex(text))
        // A space is left to the general way, as are fragments, assets, missing pages and climbing out.
        #expect(links.map { rewriter.rewritePlainPageLink($0) } == [true, false, true, true, false, false, false, false, false])
        #expect(links.prefix(4).map(\.destination) == ["../setup.html", "../../other/c d.md", "../../z~y_x.html", "../../a.html"])
    }
}
