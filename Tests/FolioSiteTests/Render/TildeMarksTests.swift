import Foundation
import Testing
@testable import FolioSite

/// `H~2~O` (pymdownx.tilde) with `markdown.tilde: true`: the rules, double tildes still striking, code and
/// formulas untouched, and GitHub's single-tilde strikethrough kept by default.
@Suite struct TildeMarksTests {
    static func marks(_ text: String) -> [String] {
        var copy = text
        return copy.withUTF8 { TildeMarks.marks(in: $0) }.map(\.html)
    }

    @Test func subscriptsAndWhatStaysText() {
        #expect(Self.marks("H~2~O") == ["<sub>2</sub>"])
        #expect(Self.marks("CH~3~CH~2~OH, x~<i>~") == ["<sub>3</sub>", "<sub>2</sub>", "<sub>&lt;i&gt;</sub>"])
        for text in ["~/notes and ~/docs", "a ~ b ~ c", "~two words~", "~~x~~", "~x~~", "~~x~", "~", "~~", "~ ~", "about ~5 %"] {
            #expect(Self.marks(text).isEmpty, "\(text)")
        }
    }

    @Test func quickCheckNeedsATildePair() {
        for (text, may) in [("a~b", false), ("", false), ("~x~", true), ("~/a ~/b", false), ("x ~ y ~ z", false), ("H~2~O", true)] {
            var copy = text
            #expect(copy.withUTF8 { TildeMarks.mayOccur(in: $0) } == may, "\(text)")
        }
    }

    @Test func subscriptsInProseStrikethroughByDoubleTildes() throws {
        let site = try BuiltSite(files: [
            "folio.yml": "title: T\nmarkdown:\n  tilde: true\n",
            "page.md": "# Page\n\nWater is H~2~O and ethanol CH~3~CH~2~OH; ~~gone~~ stays struck.\n\n"
                + "`x~2~` in code, ~/notes stays, a ~ b ~ c too.\n\n```\ny = x~2~\n```\n\n| A |\n|---|\n| m~3~ |\n\n"
                + "- *H~2~O* in emphasis, [CO~2~](other.md) in a link\n",
            "other.md": "# Other\n",
        ])
        defer { site.remove() }
        let page = site.page("page.html")
        #expect(page.contains("Water is H<sub>2</sub>O and ethanol CH<sub>3</sub>CH<sub>2</sub>OH; <del>gone</del> stays struck."))
        #expect(page.contains("<code>x~2~</code>") && page.contains("y = x~2~") && page.contains("~/notes stays, a ~ b ~ c too."))
        #expect(page.contains("<td>m<sub>3</sub></td>"))
        #expect(page.contains("<em>H<sub>2</sub>O</em>") && page.contains(">CO<sub>2</sub></a>"))
        #expect(site.warnings.isEmpty, "\(site.warnings)")
    }

    @Test func offByDefaultSingleTildesStrikeAsOnGitHub() throws {
        let site = try BuiltSite(files: ["page.md": "# Page\n\nH~2~O and ~~gone~~\n"])
        defer { site.remove() }
        let page = site.page("page.html")
        #expect(page.contains("H<del>2</del>O and <del>gone</del>"))
        #expect(!page.contains("<sub>"))
    }
}
