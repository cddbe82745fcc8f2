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
}
