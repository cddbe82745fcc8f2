// Why: the content scan walks the root's folders side by side, one tree per core; what it reports
// must not depend on that: every file once, in path order, kinds and skipped entries as a plain
// recursive walk of the same tree finds them.
import Foundation
import Testing
@testable import FolioSite

@Suite("ContentScanner")
struct ContentScannerTests {
    /// A tree with files at the root and three levels below, hidden entries, a `.txt` page and a
    /// `.txt` asset: the scan lists what `FileManager`'s recursive walk lists, sorted by path.
    @Test func scanListsEveryFileOnceInPathOrder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("folio-scan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var expected: [String: ContentFile.Kind] = [:]
        func write(_ path: String, _ text: String = "# note\n", kind: ContentFile.Kind?) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
            if let kind { expected[path] = kind }
        }
        try write("index.md", kind: .page)
        try write("logo.png", "png", kind: .asset)
        for top in ["b", "a", "c-3", "c 2"] {
            try write("\(top)/one.md", kind: .page)
            try write("\(top)/x/two.markdown", kind: .page)
            try write("\(top)/x/y/three.md", kind: .page)
            try write("\(top)/x/y/z/notes.txt", "---\ntitle: T\n---\nbody\n", kind: .page)
            try write("\(top)/x/y/z/plain.txt", "just text\n", kind: .asset)
            try write("\(top)/.hidden/skipped.md", kind: nil)
            try write("\(top)/x/.draft.md", kind: nil)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("empty/deeper"), withIntermediateDirectories: true)

        let scan = try ContentScanner(contentDirectory: root.path).scanReportingSkipped()
        #expect(scan.files.map(\.relativePath) == expected.keys.sorted())
        #expect(Dictionary(uniqueKeysWithValues: scan.files.map { ($0.relativePath, $0.kind) }) == expected)
        #expect(scan.skipped.isEmpty, "\(scan.skipped)")
    }

    /// Problems found in different trees all come back, sorted by path, beside the files around them.
    @Test func skippedEntriesOfEveryTreeAreReportedInPathOrder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("folio-scan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        for top in ["m", "k", "z"] {
            try fm.createDirectory(at: root.appendingPathComponent("\(top)/sub"), withIntermediateDirectories: true)
            try "# n\n".write(to: root.appendingPathComponent("\(top)/sub/note.md"), atomically: false, encoding: .utf8)
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("\(top)/sub/gone.png").path, withDestinationPath: "nowhere.png")
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("\(top)/sub/up").path, withDestinationPath: "../..")
        }
        let scan = try ContentScanner(contentDirectory: root.path).scanReportingSkipped()
        #expect(scan.files.map(\.relativePath) == ["k/sub/note.md", "m/sub/note.md", "z/sub/note.md"])
        #expect(scan.skipped.map(\.relativePath) == ["k/sub/gone.png", "k/sub/up", "m/sub/gone.png", "m/sub/up",
                                                     "z/sub/gone.png", "z/sub/up"])
        #expect(scan.skipped.allSatisfy { $0.reason.contains("dangling") || $0.reason.contains("loop") }, "\(scan.skipped)")
    }
}
