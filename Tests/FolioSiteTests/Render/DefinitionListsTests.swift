import Foundation
import Testing
import FolioSearch
@testable import FolioSite

/// Definition lists on a built page: terms and definitions with the page's other syntax inside (wikilinks,
/// abbreviations, emoji, highlights, diagrams), summaries that skip the terms, search text that keeps terms
/// and definitions apart, and `markdown.definitionLists: false`.
@Suite("Definition lists")
struct DefinitionListsTests {
    static let glossary = """
        # Glossary

        *[CI]: Continuous integration

        Build cache
        :   Where [[setup|warm builds]] keep what they reuse, ==per page==. :tada:

            ```mermaid
            graph TD; Edit-->Rebuild
            ```

        [[Setup]]
        : The CI page, $x^2$.

        Words after the list.
        """

    @Test func termsAndDefinitionsHoldThePagesOtherSyntax() throws {
        let (pages, report) = try WikiLinksTests.build(["glossary.md": Self.glossary, "setup.md": "# Setup\n\nSteps.\n"])
        let html = pages("glossary.html")
        #expect(html.contains("<dl>\n<dt>Build cache</dt>\n<dd>\n<p>Where <a href=\"setup.html\">warm builds</a> keep what they reuse, <mark>per page</mark>. 🎉</p>"),
                "\(html)")
        #expect(html.contains("<figure class=\"diagram\" id=\"diagram-1\""), "a diagram inside a definition is drawn")
        #expect(html.contains("<dt><a href=\"setup.html\">Setup</a></dt>"), "a wikilink in a term")
        #expect(html.contains("The <abbr title=\"Continuous integration\">CI</abbr> page, <math>"), "\(html)")
        #expect(html.contains("</dl>\n<p>Words after the list.</p>"))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.diagrams == 1)

        let (plain, _) = try WikiLinksTests.build(["glossary.md": Self.glossary, "setup.md": "# Setup\n",
                                                   "folio.yml": "markdown:\n  definitionLists: false\n"])
        #expect(!plain("glossary.html").contains("<dl>") && plain("glossary.html").contains("Build cache\n:   Where"))
    }

    @Test func aSummarySkipsTheTermsAndTheDefinitions() throws {
        let note = "Cache\n: Where builds keep things.\n\nThe real summary.\n"
        let (pages, _) = try WikiLinksTests.build(["note.md": note])
        #expect(pages("index.html").contains("The real summary."))
        #expect(!pages("index.html").contains("Where builds"))
        let (plain, _) = try WikiLinksTests.build(["note.md": note, "folio.yml": "markdown:\n  definitionLists: false\n"])
        #expect(plain("index.html").contains("Cache : Where builds keep things."), "without definition lists it is a paragraph")
    }

    @Test func searchKeepsTermsAndDefinitionsApart() {
        let sections = SearchTextExtractor.sections(fromHTML: "<dl>\n<dt>Cache</dt>\n<dd>\n<p>Warm</p>\n</dd>\n</dl>\n")
        #expect(sections.map(\.text).joined().split(separator: " ").contains("Cache"))
        #expect(!sections.map(\.text).joined().contains("CacheWarm"))
    }
}
