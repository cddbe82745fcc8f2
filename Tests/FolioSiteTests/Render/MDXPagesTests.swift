import Foundation
import Testing
@testable import FolioSite

/// A Docusaurus folder builds as written: `.mdx` files are pages (linked, wikilinked, section pages), their
/// `<Tabs>` are content tabs and their `{/* comments */}` are left out.
@Suite struct MDXPagesTests {
    /// The fixture's notes, by path (`Fixtures/docusaurus`).
    static let files: [String: String] = {
        let root = SiteFixture.testsDirectory.appendingPathComponent("Fixtures/docusaurus")
        var files: [String: String] = [:]
        for path in ["intro.mdx", "guide/index.mdx", "other.md"] {
            files[path] = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
        }
        return files
    }()

    @Test func mdxFilesArePagesWithTabs() throws {
        let content = SiteFixture.temporaryDirectory()
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        try SiteFixture.write(Self.files, under: content)
        let report = try SiteFixture.build(content.path, into: out)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
        let intro = SiteFixture.read(out, "intro.html")
        #expect(intro.contains("<title>Install"))
        #expect(intro.contains("<label for=\"__tabbed_1_1\">npm</label><label for=\"__tabbed_1_2\">Yarn</label>"), "\(intro)")
        #expect(intro.contains("<input type=\"radio\" name=\"__tabbed_1\" id=\"__tabbed_1_1\" checked>"))
        #expect(intro.contains("<code class=\"language-bash\">"))
        #expect(intro.contains("<a href=\"guide/index.html\">the guide</a>"))
        #expect(!intro.contains("say which is best") && !intro.contains("TabItem") && !intro.contains("import Tabs"))
        #expect(SiteFixture.read(out, "other.html").contains("<a href=\"intro.html\">install</a>"))
        #expect(SiteFixture.read(out, "guide/index.html").contains("<a href=\"../intro.html\""))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("intro.mdx").path), "a page, not a copied file")
    }

    @Test func tabsStayRawHTMLWithAdmonitionsOff() throws {
        let content = SiteFixture.temporaryDirectory()
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        try SiteFixture.write(Self.files.merging(["folio.yml": "markdown:\n  admonitions: false\n"]) { $1 }, under: content)
        let report = try SiteFixture.build(content.path, into: out)
        #expect(!SiteFixture.read(out, "intro.html").contains("tabbed-set"))
        #expect(report.diagnostics.contains { $0.message.contains("removed <tabs>") })
    }
}
