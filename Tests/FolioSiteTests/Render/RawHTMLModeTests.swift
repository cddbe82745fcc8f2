// Why: finding 12 of the hardening issue, end to end: real builds of the XSS vector page in each
// `markdown.rawHTML` mode. On main (before the setting) the default build kept every vector.
import Foundation
import Testing
@testable import FolioSite

struct RawHTMLModeTests {
    static let vectorPage = SiteFixture.testsDirectory.appendingPathComponent("Fixtures/xss/xss-vectors.md").path

    /// Builds the vector page (plus `extra` notes) with `folio.yml` holding `yml`.
    func build(yml: String?, extra: [String: String] = [:]) throws -> (page: String, report: BuildReport, out: URL) {
        let root = SiteFixture.temporaryDirectory()
        let content = root.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: RawHTMLModeTests.vectorPage, toPath: content.appendingPathComponent("xss-vectors.md").path)
        if let yml { try yml.write(to: content.appendingPathComponent("folio.yml"), atomically: true, encoding: .utf8) }
        for (name, text) in extra { try text.write(to: content.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let out = root.appendingPathComponent("site")
        let report = try SiteFixture.build(content.path, into: out)
        return (SiteFixture.read(out, "xss-vectors.html"), report, out)
    }

    /// The article body only: the theme's own scripts are not the author's.
    func article(_ page: String) -> String {
        guard let start = page.range(of: "<article"), let end = page.range(of: "</article>") else { return page }
        return String(page[start.upperBound..<end.lowerBound])
    }

    /// What in `body` could run script: banned tags or attribute names (quoted values blanked
    /// first, since escaped text inside a title is only text), and URL attributes whose scheme
    /// is not http, https, mailto or relative (a data: image in an <img> aside).
    func scriptCapableParts(of body: String) -> [String] {
        let blanked = body.replacingOccurrences(of: "=\"[^\"]*\"", with: "=\"\"", options: .regularExpression).lowercased()
        var found = RawHTMLModeTests.scriptCapable.filter { blanked.contains($0) }
        if blanked.range(of: "<[^>]*\\son[a-z]+=", options: .regularExpression) != nil { found.append("event handler") }
        let urls = try! NSRegularExpression(pattern: "(href|src|srcset|action|formaction|data)=\"([^\"]*)\"")
        for match in urls.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
            let value = (body as NSString).substring(with: match.range(at: 2)).replacingOccurrences(of: "&amp;", with: "&")
            let scheme = value.range(of: "^[a-zA-Z][a-zA-Z0-9+.-]*:", options: .regularExpression).map { value[$0].lowercased() }
            let safe = scheme == nil || ["http:", "https:", "mailto:"].contains(scheme!) || value.hasPrefix("data:image/")
            if !safe { found.append(value) }
        }
        return found
    }

    static let scriptCapable = ["<script", "<svg", "<math", "<iframe", "<object", "<embed", "<form", "<style", "<noscript",
                                "<textarea", "<template", "<base", "<meta", "<input", "<video", "<audio", "<marquee", "<body",
                                "style=", "srcdoc"]

    @Test func sanitizeIsTheDefaultAndRunsNoVector() throws {
        let (page, report, _) = try build(yml: nil)
        #expect(scriptCapableParts(of: article(page)) == [])
        let body = article(page).lowercased()
        #expect(body.contains("<kbd>ctrl</kbd>") && body.contains("<sup>2</sup>") && body.contains("<b>bold</b>"))
        #expect(body.contains("<img src=\"data:image/gif;base64,r0lgodlhaqabaaaaacw=\" alt=\"dot\""))
        #expect(body.contains("href=\"https://example.org/\""))
        let warnings = report.diagnostics.filter { $0.severity == .warning && $0.file.hasSuffix("xss-vectors.md") }
        // v2: `<img src=x onerror=…>` on line 15, the attribute at column 12.
        #expect(warnings.contains { $0.line == 15 && $0.column == 12 && $0.message.contains("onerror") })
        // v42: the Markdown link on line 94; v50, a reference definition used on line 97.
        #expect(warnings.contains { $0.line == 94 && $0.column == 1 && $0.message.contains("'javascript:' URL") })
        #expect(warnings.contains { $0.line == 97 && $0.column == 4 && $0.message.contains("'javascript:' URL") })
        #expect(warnings.filter { $0.message.contains("URL (it could run script)") }.count >= 14)
    }

    @Test func allowKeepsTheAuthorsHTML() throws {
        let (page, report, _) = try build(yml: "markdown:\n  rawHTML: allow\n")
        let body = article(page)
        #expect(body.contains("<img src=x onerror=\"alert('v2')\">"))
        #expect(body.contains("href=\"javascript:alert(&#x27;v42&#x27;)\""))
        #expect(!report.diagnostics.contains { $0.message.contains("raw HTML") || $0.message.contains("could run script") })
    }

    @Test func omitLeavesRawHTMLOutAndDropsUnsafeLinks() throws {
        let (page, _, _) = try build(yml: "markdown:\n  rawHTML: omit\n")
        let body = article(page).lowercased()
        #expect(body.contains("<!-- raw html omitted -->"))
        #expect(!body.contains("<kbd>"))
        #expect(scriptCapableParts(of: article(page)) == [])
    }

    @Test func anUnknownModeWarnsAndSanitizes() throws {
        let (page, report, _) = try build(yml: "markdown:\n  rawHTML: trusted\n")
        #expect(report.diagnostics.contains { $0.file.hasSuffix("folio.yml") && $0.message.contains("sanitize, allow or omit") })
        #expect(scriptCapableParts(of: article(page)) == [])
    }

    @Test func markdownInsideDetailsKeepsWorking() throws {
        let note = "# D\n\n<details>\n<summary>More</summary>\n\n*inside* [x](https://example.org/)\n\n</details>\n\n<div align=\"center\">\n\n<img src=\"x.png\" alt=\"A\" width=\"20\" onclick=\"y()\">\n\n</div>\n"
        let (_, _, out) = try build(yml: nil, extra: ["d.md": note, "x.png": "png"])
        let page = SiteFixture.read(out, "d.html")
        #expect(page.contains("<details>\n<summary>More</summary>\n<p><em>inside</em>"))
        #expect(page.contains("</p>\n</details>"))
        #expect(page.contains("<div align=\"center\">\n<img src=\"x.png\" alt=\"A\" width=\"20\">\n</div>"))
    }
}
