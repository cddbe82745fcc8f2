// Why: `urls: pretty` moves every note into a folder of its own (`a/b/index.html`, linked as `a/b/`),
// so every relative link between notes, every image and every generated link must still land on a
// file, one folder deeper than before. Real builds of a small nested site in both modes into
// temporary folders; every href/src is resolved against the built files (a URL ending in `/`
// names that folder's index.html).
import Foundation
import Testing
@testable import FolioSite

@Suite struct PrettyURLSiteTests {
    static let base = "https://example.org/project/"

    /// A nested site: links up and down folders, to a folder's index, with fragments, images
    /// from several depths, tags and a mermaid diagram.
    static func writeSite(urls: String?) throws -> URL {
        let root = SiteFixture.temporaryDirectory()
        let content = root.appendingPathComponent("content")
        let files: [String: String] = [
            "folio.yml": "title: Pretty\nbaseURL: \(base)\n" + (urls.map { "urls: \($0)\n" } ?? ""),
            "index.md": """
                ---
                title: Home
                tags: [intro]
                ---
                # Home

                See the [guide](guide/index.md), [setup](guide/setup.md), a [deep section](guide/deep/more.md#deep-section)
                and [about](about.md). ![Logo](media/logo.svg)
                """,
            "about.md": "# About\n\nBack [home](index.md) or to [setup](guide/setup.md#install).\n",
            "guide/index.md": "# Guide\n\n[Home](../index.md), [setup](setup.md), [more](deep/more.md).\n",
            "guide/setup.md": """
                ---
                tags: [intro, setup]
                ---
                # Setup

                ## Install

                Read [more](deep/more.md), [this part](#install) and [the guide](./index.md).
                ![Logo](../media/logo.svg)

                ```mermaid
                flowchart LR
                  A[Start] --> B[Done]
                ```
                """,
            "guide/deep/more.md": """
                # More

                ## Deep section

                Up to [setup](../setup.md), the [root](../../index.md), [about](../../about.md).
                ![Logo](../../media/logo.svg)
                """,
            "media/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"/>\n",
        ]
        try SiteFixture.write(files, under: content)
        return root
    }

    /// Builds the site; returns the output folder, every unresolved reference and the count checked.
    static func buildAndResolve(urls: String?) throws -> (output: URL, broken: [String], checked: Int, report: BuildReport) {
        let root = try writeSite(urls: urls)
        let output = root.appendingPathComponent("_site")
        let report = try SiteFixture.build(root.appendingPathComponent("content").path, into: output)
        var broken: [String] = []
        var checked = 0
        for page in SubPathSiteTests.files(under: output, ending: ".html") {
            let html = SiteFixture.read(output, page)
            let folder = (page as NSString).deletingLastPathComponent
            for url in SubPathSiteTests.references(in: SubPathSiteTests.withoutDiagrams(html)) {
                guard let target = SubPathSiteTests.localTarget(url, from: folder) else { continue }
                checked += 1
                if !SubPathSiteTests.exists(target, in: output) { broken.append("\(page): '\(url)' → \(target)") }
            }
        }
        return (output, broken, checked, report)
    }

    @Test(arguments: [nil, "plain", "pretty"]) func everyLinkResolves(urls: String?) throws {
        let (output, broken, checked, report) = try Self.buildAndResolve(urls: urls)
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        #expect(report.diagnostics.filter { $0.severity == .warning || $0.severity == .error }.isEmpty,
                "\(report.diagnostics.map(\.message))")
        #expect(checked > 30, "links were found and checked (\(checked))")
        #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
    }

    @Test func prettyWritesFoldersAndLinksWithoutHTML() throws {
        let (output, _, _, _) = try Self.buildAndResolve(urls: "pretty")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        for file in ["index.html", "about/index.html", "guide/index.html", "guide/setup/index.html",
                     "guide/deep/more/index.html"] {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(file).path), "\(file)")
        }
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("about.html").path))
        let setup = SiteFixture.read(output, "guide/setup/index.html")
        #expect(setup.contains("href=\"../deep/more/\""), "a link one folder deeper")
        #expect(setup.contains("href=\"../\""), "the guide's own page is its folder")
        #expect(setup.contains("src=\"../../media/logo.svg\""), "images climb out of the page's folder")
        #expect(setup.contains("<svg"), "the diagram is drawn")
        #expect(setup.contains("<link rel=\"canonical\" href=\"\(Self.base)guide/setup/\""))
        let more = SiteFixture.read(output, "guide/deep/more/index.html")
        #expect(more.contains("href=\"../../setup/\""))
        #expect(more.contains("href=\"../../../about/\""))
        let about = SiteFixture.read(output, "about/index.html")
        #expect(about.contains("href=\"../guide/setup/#install\""), "fragments follow the folder URL")
        // No link to a note is spelt with .html (generated listings keep their files).
        for page in SubPathSiteTests.files(under: output, ending: ".html") {
            let html = SubPathSiteTests.withoutDiagrams(SiteFixture.read(output, page))
            for url in SubPathSiteTests.references(in: html) where url.contains("index.html") {
                Issue.record("\(page) links to '\(url)'")
            }
        }
        let sitemap = SiteFixture.read(output, "sitemap.xml")
        #expect(sitemap.contains("<loc>\(Self.base)guide/setup/</loc>"))
        #expect(sitemap.contains("<loc>\(Self.base)guide/</loc>"))
        #expect(!sitemap.contains("setup.html"))
        let feed = SiteFixture.read(output, "feed.xml")
        #expect(feed.contains("href=\"\(Self.base)about/\""))
    }

    /// Folio's own documentation (a `nav:` list, tags, licenses, a base URL) with pretty URLs: every
    /// href/src of every page, and every sitemap and feed address, names a file of the site.
    @Test func folioDocumentationWithPrettyURLs() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: SiteFixture.packageRoot.appendingPathComponent("Content"), to: content)
        let config = content.appendingPathComponent("folio.yml")
        try Data((SiteFixture.read(content, "folio.yml") + "\nurls: pretty\n").utf8).write(to: config)
        let output = root.appendingPathComponent("_site")
        let report = try SiteFixture.build(content.path, into: output) { $0.baseURL = Self.base }
        let reported = Set(report.diagnostics
            .filter { [DiagnosticCode.brokenLink, DiagnosticCode.brokenImage].contains($0.code) }
            .compactMap { $0.message.firstMatch(of: #/'([^']*)'/#).map { String($0.1) } })
        var broken: [String] = []
        var checked = 0
        for page in SubPathSiteTests.files(under: output, ending: ".html") {
            let html = SubPathSiteTests.withoutDiagrams(SiteFixture.read(output, page))
            let folder = (page as NSString).deletingLastPathComponent
            for url in SubPathSiteTests.references(in: html) where !reported.contains(url) {
                if url.contains("index.html") { broken.append("\(page): '\(url)' is not a pretty URL") }
                guard let target = SubPathSiteTests.localTarget(url, from: folder) else { continue }
                checked += 1
                if !SubPathSiteTests.exists(target, in: output) { broken.append("\(page): '\(url)' → \(target)") }
            }
        }
        for file in ["sitemap.xml", "feed.xml"] {
            for match in SiteFixture.read(output, file).matches(of: #/<loc>([^<]+)</loc>|<link href="([^"]+)"/#) {
                guard let address = (match.1 ?? match.2).map(String.init), address.hasPrefix(Self.base) else { continue }
                checked += 1
                if address.hasSuffix(".html") || !SubPathSiteTests.exists(String(address.dropFirst(Self.base.count)), in: output) {
                    broken.append("\(file): '\(address)'")
                }
            }
        }
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("configuration/index.html").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("licenses/index.html").path))
        #expect(checked > 200, "links were found and checked (\(checked))")
        #expect(broken.isEmpty, "\(broken.prefix(20).joined(separator: "\n"))")
    }

    @Test func plainIsTheDefault() throws {
        let (output, _, _, _) = try Self.buildAndResolve(urls: nil)
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("guide/setup.html").path))
        #expect(SiteFixture.read(output, "about.html").contains("href=\"guide/setup.html#install\""))
    }

    @Test func anUnknownStyleIsAWarning() {
        let folder = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try? Data("urls: fancy\n".utf8).write(to: folder.appendingPathComponent("folio.yml"))
        let config = SiteConfig.load(from: folder.path, displayDirectory: "site")
        #expect(config.urls == .plain)
        #expect(config.diagnostics.contains { $0.message.contains("urls must be plain or pretty") && $0.line == 1 })
    }

    @Test func urlStyleArithmetic() {
        #expect(URLStyle.pretty.outputPath(plain: "a/b.html") == "a/b/index.html")
        #expect(URLStyle.pretty.outputPath(plain: "a/index.html") == "a/index.html")
        #expect(URLStyle.plain.outputPath(plain: "a/b.html") == "a/b.html")
        #expect(URLStyle.pretty.link("../index.html") == "../")
        #expect(URLStyle.pretty.link("index.html") == "./")
        #expect(URLStyle.plain.link("index.html") == "index.html")
        #expect(URLStyle.pretty.absolute(base: "https://x/", path: "index.html") == "https://x/")
        #expect(URLStyle.pretty.absolute(base: "https://x/", path: "a/b/index.html") == "https://x/a/b/")
    }
}
