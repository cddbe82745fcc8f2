import Testing
@testable import FolioSite

@Suite("Title disambiguation")
struct TitleDisambiguatorTests {
    func page(_ path: String, _ title: String, h2: String?, date: String? = nil) -> PageSummary {
        PageSummary(sourcePath: path, outputPath: path + ".html", frontMatter: FrontMatter(), title: title,
                    baseTitle: title, firstH1: title, firstH2: h2, summary: "", date: date.flatMap(PageDate.init),
                    created: nil, updated: nil, authors: [], version: nil, copyright: nil, licenses: [], tags: [],
                    categories: [], diagramCount: 0, diagnostics: [])
    }

    @Test func sharedTitlesGetTheirFirstH2() {
        var pages = [
            page("a", "A Diagrammatic Guide", h2: "1. SwiftUI Bridge"),
            page("b", "A Diagrammatic Guide", h2: "Overview Concepts"),
            page("c", "Unique", h2: "Whatever"),
            page("d", "A Diagrammatic Guide", h2: "Diagram 2: Flow"),
        ]
        TitleDisambiguator.disambiguate(&pages)
        #expect(pages.map(\.title) == [
            "A Diagrammatic Guide — SwiftUI Bridge",
            "A Diagrammatic Guide — Overview Concepts",
            "Unique",
            "A Diagrammatic Guide — Flow",
        ])
    }

    @Test func fallsBackToDateThenFileName() {
        var pages = [
            page("x/one", "Same", h2: nil, date: "2024-01-01"),
            page("x/two", "Same", h2: nil, date: "2024-01-01"),
            page("x/three", "Same", h2: nil, date: "2024-02-02"),
        ]
        TitleDisambiguator.disambiguate(&pages)
        #expect(pages[2].title == "Same (2024-02-02)")
        #expect(pages[0].title == "Same (2024-01-01) (one)")
        #expect(pages[1].title == "Same (2024-01-01) (two)")
        #expect(Set(pages.map(\.title)).count == 3)
    }

    @Test func titlesDifferingOnlyInCaseAreShared() {
        var pages = [
            page("a", "Guide", h2: "Install"),
            page("b", "Unique one", h2: "Whatever"),
            page("c", "GUIDE", h2: "Usage"),
            page("d", "guide", h2: "Tuning"),
            page("e", "Unique two", h2: nil),
        ]
        TitleDisambiguator.disambiguate(&pages)
        #expect(pages.map(\.title) == ["Guide — Install", "Unique one", "GUIDE — Usage", "guide — Tuning", "Unique two"])
    }

    /// Titles are the same when their lowercased texts are equal strings: in any case, and (beyond
    /// ASCII) spelt with other code points that `String` takes as equal, such as the Kelvin sign for
    /// `K` or a combining accent; titles that only share a hash of their bytes are left alone.
    @Test func titlesEqualInAnyCaseOrSpellingAreDisambiguated() {
        var pages = [
            page("a", "Queue Guide", h2: "One"),
            page("b", "QUEUE guide", h2: "Two"),
            page("c", "Queue Guides", h2: "Three"),
        ] + (0..<2_000).map { page("n\($0)", "Note \($0)", h2: "Part") }
        TitleDisambiguator.disambiguate(&pages)
        #expect(pages[0].title == "Queue Guide — One" && pages[1].title == "QUEUE guide — Two")
        #expect(pages[2].title == "Queue Guides")
        #expect(pages[3...].allSatisfy { $0.title == $0.baseTitle })

        var spelt = [
            page("k1", "Kelvin scale", h2: "Ice"),
            page("k2", "\u{212A}elvin scale", h2: "Steam"),
            page("e1", "Caf\u{E9}", h2: "Menu"),
            page("e2", "Cafe\u{301}", h2: "Hours"),
            page("z", "Zebra", h2: "Stripes"),
        ]
        TitleDisambiguator.disambiguate(&spelt)
        #expect(spelt[0].title == "Kelvin scale — Ice" && spelt[1].title == "\u{212A}elvin scale — Steam")
        #expect(spelt[2].title == "Caf\u{E9} — Menu" && spelt[3].title == "Cafe\u{301} — Hours")
        #expect(spelt[4].title == "Zebra")
    }

    /// The ASCII hash is that of the lowercased text's bytes, and nil beyond ASCII.
    @Test func theASCIIHashFoldsCaseOnly() {
        #expect(TitleDisambiguator.asciiLoweredHash("Queue [Guide] @ 10") == TitleDisambiguator.asciiLoweredHash("queue [guide] @ 10"))
        #expect(TitleDisambiguator.asciiLoweredHash("A-Z") != TitleDisambiguator.asciiLoweredHash("a_z"))
        #expect(TitleDisambiguator.asciiLoweredHash("@[") != TitleDisambiguator.asciiLoweredHash("`{"))   // 64, 91 are not letters
        #expect(TitleDisambiguator.asciiLoweredHash("caf\u{E9}") == nil)
    }
}
