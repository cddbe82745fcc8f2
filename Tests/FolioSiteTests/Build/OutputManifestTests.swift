// Why: the ownership check first walks the output folder in listing order (no sort) and sorts only
// once something foreign turned up; these tests hold it to naming the first foreign entry in path
// order whatever order the file system lists, and to finding nothing in a folder it fully lists.
import Foundation
import Testing
@testable import FolioSite

@Suite("Output manifest: foreign entries")
struct OutputManifestTests {
    private func folder(_ files: [String], emptyFolders: [String] = []) throws -> URL {
        let root = SiteFixture.temporaryDirectory()
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.utf8).write(to: url)
        }
        for name in emptyFolders {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        return root
    }

    @Test func aFullyListedFolderHasNothingForeign() throws {
        let listed = (0..<300).map { "section-\($0 % 7)/note-\($0).html" } + ["index.html", "_folio/site.css"]
        let root = try folder(listed)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(OutputManifest.firstForeignEntry(in: root.path, listed: Set(listed)) == nil)
    }

    @Test func theFirstForeignEntryIsNamedInPathOrder() throws {
        let listed = (0..<200).map { "b/note-\($0).html" } + ["a/page.html", "index.html"]
        let foreign = ["z-last.txt", "b/zz.txt", "b/note-7.html.orig", "a/x/deep.txt"]
        let root = try folder(listed + foreign)
        defer { try? FileManager.default.removeItem(at: root) }
        // `a/x` is a folder no listed file lives in: it is named as a folder.
        #expect(OutputManifest.firstForeignEntry(in: root.path, listed: Set(listed)) == "a/x/")
        try FileManager.default.removeItem(at: root.appendingPathComponent("a/x"))
        #expect(OutputManifest.firstForeignEntry(in: root.path, listed: Set(listed)) == "b/note-7.html.orig")
    }

    @Test func anEmptyFolderNoListedFileNeedsIsForeign() throws {
        let listed = ["index.html", "docs/a.html"]
        let root = try folder(listed, emptyFolders: ["docs/empty", "zeta"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(OutputManifest.firstForeignEntry(in: root.path, listed: Set(listed)) == "docs/empty/")
    }
}
