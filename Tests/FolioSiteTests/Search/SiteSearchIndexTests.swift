import Foundation
import Testing
@testable import FolioSite

/// The search index as `folio build` writes it (README "Search"): what is indexed, what is not, the
/// switches, and that the compressed text decodes.
@Suite struct SiteSearchIndexTests {
    static func site(config: String = "title: Searchable\n") throws -> (root: URL, output: URL) {
        let root = SiteFixture.temporaryDirectory()
        try SiteFixture.write([
            "folio.yml": config,
            "content/networking.md": """
            ---
            title: Networking guide
            tags: [transport]
            ---
            # Networking guide

            Intro about sockets.

            ## Retries

            Requests are retried with exponential backoff.

            ```mermaid
            flowchart LR
              A[Client] --> B[URLSession pipeline]
            ```
            """,
            "content/private.md": "---\ntitle: Hidden note\nsearch: false\n---\n# Hidden note\n\nSecretword appears here.\n",
            "content/other.md": "# Other\n\nNothing about networks.\n",
        ], under: root)
        let output = root.appendingPathComponent("site")
        _ = try SiteFixture.build(root.appendingPathComponent("content").path, into: output)
        return (root, output)
    }

    static func indexText(_ output: URL) -> String {
        SiteFixture.snapshot(output.appendingPathComponent("_folio/search"))
            .sorted { $0.key < $1.key }.map { String(decoding: $0.value, as: UTF8.self) }.joined(separator: "\n")
    }

    @Test func indexesTitlesHeadingsTextAndDiagramLabels() throws {
        let (root, output) = try Self.site()
        defer { try? FileManager.default.removeItem(at: root) }
        let index = Self.indexText(output)
        #expect(index.contains("folioSearch.meta({\"v\":3,\"docs\":2,"))
        for stem in ["\"network\":", "\"retri\":", "\"urlsess\":", "\"socket\":", "\"transport\":"] {
            #expect(index.contains(stem), "stem \(stem) indexed")
        }
        #expect(index.contains("\"networking.html\",\"Networking guide\""))
        #expect(index.contains("\"retries\",\"Retries\""))
        let page = SiteFixture.read(output, "networking.html")
        #expect(page.contains("data-search"))
        #expect(page.contains("role=\"combobox\""))
    }

    @Test func frontMatterSearchFalseLeavesThePageOut() throws {
        let (root, output) = try Self.site()
        defer { try? FileManager.default.removeItem(at: root) }
        let index = Self.indexText(output)
        #expect(!index.contains("secretword"))
        #expect(!index.contains("private.html"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("private.html").path))
    }

    /// MkDocs-Material's form, `search: {exclude: true}`, leaves the page out too; `exclude: false` does not.
    @Test func materialsSearchExcludeLeavesThePageOut() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try SiteFixture.write([
            "content/out.md": "---\ntitle: Out\nsearch:\n  exclude: true\n---\n# Out\n\nQuokkaword.\n",
            "content/in.md": "---\ntitle: In\nsearch:\n  exclude: false\n  boost: 2\n---\n# In\n\nWombatword.\n",
        ], under: root)
        let output = root.appendingPathComponent("site")
        _ = try SiteFixture.build(root.appendingPathComponent("content").path, into: output)
        let index = Self.indexText(output)
        #expect(!index.contains("quokkaword") && !index.contains("out.html"))
        #expect(index.contains("wombatword") && index.contains("in.html"))
    }

    /// MkDocs-Material's `## Heading { data-search-exclude }`: that heading and its text up to the next
    /// heading are not indexed; the page shows them (without the braces), and the sections around stay.
    @Test func headingsFlaggedDataSearchExcludeLeaveTheirSectionOut() throws {
        let site = try BuiltSite(files: [
            "guide.md": "# Guide\n\nOpening wombatword.\n\n## Secret part { data-search-exclude }\n\nHidden quokkaword.\n\n"
                + "### Deeper {#deeper data-search-exclude}\n\nAlso numbatword.\n\n## After\n\nVisible dingoword.\n",
            "links.md": "# Links\n\n[Guide](guide.md){ data-search-exclude }\n",
        ])
        defer { site.remove() }
        let index = Self.indexText(site.output)
        #expect(index.contains("wombatword") && index.contains("dingoword") && index.contains("\"after\""))
        #expect(!index.contains("quokkaword") && !index.contains("numbatword") && !index.contains("secret"))
        let page = site.page("guide.html")
        #expect(page.contains("<h2 id=\"secret-part\" data-search-exclude>Secret part<a"))
        #expect(page.contains("<h3 id=\"deeper\" data-search-exclude>Deeper<a"))
        #expect(page.contains("Hidden quokkaword.") && !page.contains("{ data-search-exclude }"))
        // On a link the flag is an attribute like any other `data-*`: left out with a warning.
        #expect(site.warnings.contains { $0.message.contains("'data-search-exclude'") && $0.file.hasSuffix("links.md") })
        #expect(!site.page("links.html").contains("data-search-exclude"))
    }

    @Test func configSearchFalseWritesNoIndexAndNoBox() throws {
        let (root, output) = try Self.site(config: "title: Quiet\nsearch: false\n")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("_folio/search").path))
        #expect(!SiteFixture.read(output, "networking.html").contains("data-search"))
    }

    @Test func compressedTextDecodesToTheSections() throws {
        let (root, output) = try Self.site()
        defer { try? FileManager.default.removeItem(at: root) }
        let block = try #require(SiteFixture.snapshot(output.appendingPathComponent("_folio/search"))
            .first { $0.key.hasPrefix("d/") }?.value)
        let text = String(decoding: block, as: UTF8.self)
        let parts = text.split(separator: "\"")
        let payload = try #require(parts.dropLast().last.map(String.init))
        let gzip = try #require(Data(base64Encoded: payload))
        let plain = try #require(PrecompressorTests.gunzip(gzip))
        // A tab before each page, its sections' texts joined by line feeds (what `search.js` splits).
        #expect(plain.first == 0x09)
        let sections = String(decoding: plain.dropFirst(), as: UTF8.self)
            .split(separator: "\t", omittingEmptySubsequences: false)
            .map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        #expect(sections.count == 2)
        #expect(sections.joined().contains { $0.contains("exponential backoff") })
        #expect(sections.joined().contains { $0.contains("URLSession pipeline") })
    }

    @Test func identicalBuildsWriteIdenticalIndexes() throws {
        let (root, output) = try Self.site()
        defer { try? FileManager.default.removeItem(at: root) }
        let again = root.appendingPathComponent("again")
        _ = try SiteFixture.build(root.appendingPathComponent("content").path, into: again)
        #expect(SiteFixture.snapshot(output.appendingPathComponent("_folio/search"))
                == SiteFixture.snapshot(again.appendingPathComponent("_folio/search")))
    }
}
