import Foundation
@testable import FolioSite

/// A content folder of hand-made hostile notes, built for real into a temporary folder.
///
/// Why: the hardening tests (issue 11) must show each problem end to end, through the same
/// build as `folio build`, and must work against the code before the fix (so they only use
/// ``SiteBuilder`` and ``BuildReport``).
struct HostileNoteFixture {
    let root = SiteFixture.temporaryDirectory()
    var content: URL { root.appendingPathComponent("content") }
    var output: URL { root.appendingPathComponent("site") }

    init(_ notes: [String: [UInt8]]) throws {
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        for (name, bytes) in notes {
            try Data(bytes).write(to: content.appendingPathComponent(name))
        }
    }

    init(_ notes: [String: String]) throws {
        try self.init(notes.mapValues { Array($0.utf8) })
    }

    /// Builds the site and returns the report with the build's wall time in seconds.
    func build() throws -> (report: BuildReport, seconds: Double) {
        let start = Date()
        let report = try SiteFixture.build(content.path, into: output)
        return (report, Date().timeIntervalSince(start))
    }

    func page(_ path: String) -> String { SiteFixture.read(output, path) }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
