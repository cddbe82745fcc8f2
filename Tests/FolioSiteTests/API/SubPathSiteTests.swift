// Why: sites are published under sub-paths (`https://USER.github.io/REPO/`). Every link, image,
// stylesheet and script of every page must resolve to a file of the built site, none may be
// root-absolute (`/…` breaks under a sub-path), and the sitemap's and feed's absolute addresses must
// all lie under the base URL and name files that exist. Real builds into temporary folders. Links the
// build itself reported as broken (the fixtures and seeds have some on purpose) are left out.
import Foundation
import Testing
@testable import FolioSite

@Suite struct SubPathSiteTests {
    static let base = "https://example.org/project/"

    /// Folio's own documentation (many pages, tags, a custom folio.yml), the basic fixture, the seeds.
    static var sites: [String] {
        [SiteFixture.packageRoot.appendingPathComponent("Content").path, SiteFixture.basic]
            + (SiteFixture.seedsExist ? [SiteFixture.seeds] : [])
    }

    @Test(arguments: sites) func everyLinkAndAssetResolvesUnderASubPath(content: String) throws {
        let output = SiteFixture.temporaryDirectory().appendingPathComponent("_site")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let report = try SiteFixture.build(content, into: output) { $0.baseURL = Self.base }
        // Links the notes' authors got wrong are the build's warnings, written as the author wrote them.
        let reported = Set(report.diagnostics
            .filter { [DiagnosticCode.brokenLink, DiagnosticCode.brokenImage].contains($0.code) }
            .compactMap { $0.message.firstMatch(of: #/'([^']*)'/#).map { String($0.1) } })
        let root = output.standardizedFileURL
        var checked = 0
        var broken: [String] = []
        for page in Self.files(under: root, ending: ".html") {
            let html = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            let folder = (page as NSString).deletingLastPathComponent
            for url in Self.references(in: Self.withoutDiagrams(html)) where !reported.contains(url) {
                if url.hasPrefix("/") {
                    broken.append("\(page): root-absolute '\(url)' breaks under a sub-path")
                    continue
                }
                guard let target = Self.localTarget(url, from: folder) else { continue }
                checked += 1
                if !Self.exists(target, in: root) { broken.append("\(page): '\(url)' → \(target) does not exist") }
            }
        }
        for file in ["sitemap.xml", "feed.xml"] {
            let xml = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let addresses = xml.matches(of: #/<loc>([^<]+)</loc>|<link[^>]*href="([^"]+)"|<id>(https?:[^<]+)</id>/#)
                .compactMap { match in (match.1 ?? match.2 ?? match.3).map(String.init) }
            #expect(!addresses.isEmpty, "\(file) lists addresses")
            for address in addresses {
                guard address.hasPrefix(Self.base) else {
                    broken.append("\(file): '\(address)' is not under \(Self.base)")
                    continue
                }
                checked += 1
                let path = String(address.dropFirst(Self.base.count)).removingPercentEncoding ?? ""
                if !Self.exists(path.split(separator: "#").first.map(String.init) ?? "", in: root) {
                    broken.append("\(file): '\(address)' names no file")
                }
            }
        }
        #expect(checked > 20, "links were found and checked (\(checked))")
        #expect(broken.isEmpty, "\(broken.prefix(20).joined(separator: "\n"))")
        let index = SiteFixture.read(output, "index.html")
        #expect(index.contains("<link rel=\"canonical\" href=\"\(Self.base)"), "canonical links use the sub-path")
    }

    /// href, src and srcset values of every element (raw, entity-decoded for &amp;).
    static func references(in html: String) -> [String] {
        html.matches(of: #/\s(?:href|src)="([^"]*)"/#).map { String($0.1).replacingOccurrences(of: "&amp;", with: "&") }
    }

    /// The page without its inline SVG diagrams, whose links are the diagram author's (checked by Mermaid).
    static func withoutDiagrams(_ html: String) -> String {
        html.replacing(#/<svg[\s\S]*?</svg>/#, with: "")
    }

    /// The site path `url` points to from a page in `folder`; nil for external, fragment-only or data URLs.
    static func localTarget(_ url: String, from folder: String) -> String? {
        if url.isEmpty || url.hasPrefix("#") { return nil }
        if url.firstMatch(of: #/^[A-Za-z][A-Za-z0-9+.-]*:/#) != nil { return nil }  // https:, mailto:, data:
        let path = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let decoded = String(path).removingPercentEncoding ?? String(path)
        var parts: [Substring] = folder.isEmpty ? [] : folder.split(separator: "/")
        for part in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if parts.isEmpty { return "../" + decoded }  // climbs out of the site: reported as missing
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/") + (decoded.hasSuffix("/") || decoded.isEmpty ? "/" : "")
    }

    /// A file, or a folder holding index.html, inside `root`.
    static func exists(_ path: String, in root: URL) -> Bool {
        if path.hasPrefix("../") { return false }
        var isDirectory: ObjCBool = false
        let url = root.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return false }
        return !isDirectory.boolValue || FileManager.default.fileExists(atPath: url.appendingPathComponent("index.html").path)
    }

    static func files(under root: URL, ending suffix: String) -> [String] {
        let base = root.path + "/"
        return (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(suffix) && FileManager.default.fileExists(atPath: base + $0) }.sorted()
    }
}
