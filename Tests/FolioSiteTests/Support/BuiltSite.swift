import Foundation
@testable import FolioSite

/// A content folder made of `files` and built once into a fresh output folder, for the tests that read
/// its pages and diagnostics; ``remove()`` deletes both folders.
struct BuiltSite {
    let content: URL
    let output: URL
    let report: BuildReport

    init(files: [String: String]) throws {
        content = try NavigationSiteTests.site(files)
        output = SiteFixture.temporaryDirectory()
        report = try SiteFixture.build(content.path, into: output)
    }

    /// The text of the output file at `path` ("" when there is none).
    func page(_ path: String) -> String { SiteFixture.read(output, path) }

    /// The diagnostics worse than a note.
    var problems: [Diagnostic] { report.diagnostics.filter { $0.severity != .note } }

    /// The warnings.
    var warnings: [Diagnostic] { report.diagnostics.filter { $0.severity == .warning } }

    func remove() {
        try? FileManager.default.removeItem(at: content)
        try? FileManager.default.removeItem(at: output)
    }
}
