import Foundation
import Testing
@testable import FolioSite

/// Custom heading ids, `## Install {#setup}` (README "Writing notes"): the rule, the page's ids and
/// table of contents, links to them, and titles taken from such headings.
@Suite struct HeadingIDTests {
    /// ``HeadingID/split(_:needsText:)`` without its search flag.
    static func pair(_ text: String, needsText: Bool = true) -> (String, String?)? {
        HeadingID.split(text, needsText: needsText).map { ($0.text, $0.id) }
    }

    /// MkDocs-Material's bare `data-search-exclude` makes a list of its own (with or without an id), and
    /// says so; a list without it does not.
    @Test func searchExcludeFlag() {
        #expect(HeadingID.split("Secret { data-search-exclude }").map { [$0.text, $0.id ?? "-", "\($0.searchExcluded)"] }
                == ["Secret", "-", "true"])
        #expect(HeadingID.split("Secret {#s data-search-exclude}").map { [$0.text, $0.id ?? "-", "\($0.searchExcluded)"] }
                == ["Secret", "s", "true"])
        #expect(HeadingID.split("Open {#open}")?.searchExcluded == false)
        #expect(HeadingID.split("Open { #open .x }")?.searchExcluded == false)
        for text in ["Near { data-search-excluded }", "Valued {data-search-exclude=1 x}", "Other { data-x }"] {
            #expect(HeadingID.split(text) == nil, "\(text)")
        }
    }

    @Test func theSuffixRule() {
        #expect(Self.pair("Install {#setup}")! == ("Install", "setup"))
        #expect(Self.pair("Tabs\t\t{#a.b:c_d-1}  ")! == ("Tabs", "a.b:c_d-1"))
        #expect(Self.pair("Title {#9lives}")! == ("Title", "9lives"))
        for text in ["{#alone}", "NoSpace{#x}", "Empty {#}", "Dash {#-x}", "Space {# x}", "Braces {#a}b", "Wide {#é}",
                     "Two {#a b}", "Plain", "Hash {x}", "Double {##x}"] {
            #expect(Self.pair(text) == nil, "\(text)")
        }
        #expect(Self.pair(" {#after-markup}", needsText: false)! == ("", "after-markup"))
    }

    /// MkDocs' attr_list and Hugo's Goldmark write the suffix as an attribute list: its id counts, classes
    /// and other attributes go, and a list without an id leaves the slug.
    @Test func attributeListSuffixes() {
        #expect(Self.pair("One { #one }")! == ("One", "one"))
        #expect(Self.pair("Two {: #two .wide }")! == ("Two", "two"))
        #expect(Self.pair("Three {#three .x data-y=z}")! == ("Three", "three"))
        #expect(Self.pair("Four {.x}")! == ("Four", nil))
        for text in ["Sets {a, b}", "Bad { #-x }", "Glued{ #x }", "{ #x }", "Open { #x", "Config {key}", "Set {x=1}"] {
            #expect(Self.pair(text) == nil, "\(text)")
        }
    }

    /// The site's two notes built: `guide.md` as given, and `other.md`, which links to `guide.md#setup`.
    static func build(_ guide: String) throws -> (guide: String, other: String, report: BuildReport) {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try SiteFixture.write(["content/guide.md": guide,
                               "content/other.md": "# Other\n\nSee [setup](guide.md#setup).\n"], under: root)
        let output = root.appendingPathComponent("site")
        let report = try SiteFixture.build(root.appendingPathComponent("content").path, into: output)
        return (SiteFixture.read(output, "guide.html"), SiteFixture.read(output, "other.html"), report)
    }

    @Test func theIdIsTheWritersAndTheSuffixIsNotShown() throws {
        let (guide, _, report) = try Self.build("# Guide\n\n## Install the tool {#setup}\n\nText.\n\n## Use *it* well {#use}\n")
        #expect(guide.contains("<h2 id=\"setup\">Install the tool<a class=\"heading-anchor\" href=\"#setup\""))
        #expect(guide.contains("<h2 id=\"use\">Use <em>it</em> well<a class=\"heading-anchor\" href=\"#use\""))
        #expect(!guide.contains("{#"), "the suffix never reaches the page (headings, table of contents, search)")
        #expect(guide.contains("href=\"#setup\">Install the tool</a>"), "the table of contents links the custom id")
        #expect(!report.diagnostics.contains { $0.code == DiagnosticCode.brokenLink }, "\(report.diagnostics)")
    }

    @Test func aLinkToAnIdThatIsNotThereStillWarns() throws {
        let (_, _, report) = try Self.build("# Guide\n\n## Setup notes {#install}\n")
        #expect(report.diagnostics.contains { $0.code == DiagnosticCode.brokenLink && $0.message.contains("#setup") },
                "the heading's slug (setup-notes) is not an id any more, and #setup never was: \(report.diagnostics)")
    }

    @Test func repeatedIdsAreNumberedAndSuffixesInCodeStayText() throws {
        let (guide, _, _) = try Self.build("# Guide\n\n## One {#setup}\n\n## Two {#setup}\n\n## Setup\n\n## Use `{#x}`\n")
        #expect(guide.contains("<h2 id=\"setup\">One<a"))
        #expect(guide.contains("<h2 id=\"setup-1\">Two<a"))
        #expect(guide.contains("<h2 id=\"setup-2\">Setup<a"))
        #expect(guide.contains("<h2 id=\"use-x\">Use <code>{#x}</code><a"))
    }

    @Test func titlesTakenFromHeadingsLeaveTheSuffixOut() throws {
        let (guide, _, _) = try Self.build("# The Guide {#top}\n\nText.\n")
        #expect(guide.contains("<title>The Guide"), "a title from the first heading")
        #expect(guide.contains("<h1 class=\"page-title\" id=\"top\">") || guide.contains("id=\"top\""))
        #expect(!guide.contains("{#top}"))
        let outline = MarkdownOutline(body: "Setext title {#s}\n===\n\nPart {#p}\n---\n")
        #expect(outline.firstH1 == "Setext title")
        #expect(outline.firstH2 == "Part")
    }
}
