import Foundation
@testable import FolioSite

/// Paths and helpers shared by the end-to-end tests.
enum SiteFixture {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let basic = testsDirectory.appendingPathComponent("Fixtures/basic").path
    static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    static let seeds = packageRoot.appendingPathComponent("../shared/seeds").standardizedFileURL.path
    static var seedsExist: Bool { FileManager.default.fileExists(atPath: seeds) }

    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func build(_ content: String = basic, into output: URL, configure: (inout BuildOptions) -> Void = { _ in })
        throws -> BuildReport {
        var options = BuildOptions(contentDirectory: content, outputDirectory: output.path)
        configure(&options)
        return try SiteBuilder(options: options).build()
    }

    /// Writes `files` (path → text) under `root`, making their folders.
    static func write(_ files: [String: String], under root: URL) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    static func read(_ output: URL, _ path: String) -> String {
        (try? String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// Every file under `root` (hidden ones included) with its bytes.
    static func snapshot(_ root: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return result
        }
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            // The staging sink's record of what it wrote is bookkeeping, not site content (OutputOwnershipTests).
            if relative == ".folio-manifest" { continue }
            result[relative] = FileManager.default.contents(atPath: url.path)
        }
        return result
    }

    /// Builds a site of `note` as `page.md` beside `other.md` (`# Other`), with `config` as its folio.yml,
    /// and returns the page's note body (between its `note-body` div and `</article>`) and the diagnostics.
    static func buildNote(_ note: String, config: String? = nil) throws -> (page: String, diagnostics: [Diagnostic]) {
        let content = temporaryDirectory()
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        var files = ["page.md": note, "other.md": "# Other\n"]
        if let config { files["folio.yml"] = config }
        try write(files, under: content)
        let report = try build(content.path, into: out)
        let page = read(out, "page.html")
        let body = page.components(separatedBy: "<div class=\"note-body\">").last ?? page
        return (body.components(separatedBy: "</article>").first ?? body, report.diagnostics)
    }
}
