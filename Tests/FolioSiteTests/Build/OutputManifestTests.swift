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
        #expect(OutputManifest.firstForeignEntry(in: root.path, listed: ManifestPaths(listed)) == nil)
    }

    @Test func theFirstForeignEntryIsNamedInPathOrder() throws {
        let listed = (0..<200).map { "b/note-\($0).html" } + ["a/page.html", "index.html"]
        let foreign = ["z-last.txt", "b/zz.txt", "b/note-7.html.orig", "a/x/deep.txt"]
        let root = try folder(listed + foreign)
        defer { try? FileManager.default.removeItem(at: root) }
        // `a/x` is a folder no listed file lives in: it is named as a folder.
        #expect(OutputManifest.firstForeignEntry(in: root.path, listed: ManifestPaths(listed)) == "a/x/")
        try FileManager.default.removeItem(at: root.appendingPathComponent("a/x"))
        #expect(OutputManifest.firstForeignEntry(in: root.path, listed: ManifestPaths(listed)) == "b/note-7.html.orig")
    }

    @Test func anEmptyFolderNoListedFileNeedsIsForeign() throws {
        let listed = ["index.html", "docs/a.html"]
        let root = try folder(listed, emptyFolders: ["docs/empty", "zeta"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(OutputManifest.firstForeignEntry(in: root.path, listed: ManifestPaths(listed)) == "docs/empty/")
    }

    @Test func theManifestReadsBackEveryPathItWrote() throws {
        let written = ["index.html", "a\\b.html", "line\nbreak/x.html", "cr\r.html", "é/ü.html", "z/deep/er/file.txt"]
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(OutputManifest.contents(written).utf8).write(to: root.appendingPathComponent(OutputManifest.fileName))
        #expect(OutputManifest.read(in: root.path)?.paths == Set(written))
        // No trailing line break, and blank lines, change nothing.
        let text = OutputManifest.contents(written)
        try Data((text.replacingOccurrences(of: "index.html\n", with: "index.html\n\n")).dropLast().utf8)
            .write(to: root.appendingPathComponent(OutputManifest.fileName))
        #expect(OutputManifest.read(in: root.path)?.paths == Set(written))
    }

    @Test func aManifestThatIsNotUTF8OrHasNoHeaderIsNone() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent(OutputManifest.fileName)
        try Data("# Files\nindex.html\ncaf".utf8 + [0xE9] + Array(".html\n".utf8)).write(to: file)
        #expect(OutputManifest.read(in: root.path) == nil)
        try Data("index.html\n".utf8).write(to: file)
        #expect(OutputManifest.read(in: root.path) == nil)
        #expect(OutputManifest.read(in: root.appendingPathComponent("missing").path) == nil)
    }

    @Test func aForeignFileDeepInAListedFolderIsFound() throws {
        let listed = (0..<50).map { "s/t/u/note-\($0).html" } + ["index.html"]
        let root = try folder(listed + ["s/t/u/extra.html"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(OutputManifest.firstForeignEntry(in: root.path, listed: ManifestPaths(listed)) == "s/t/u/extra.html")
        #expect(OutputManifest.firstForeignEntry(in: root.path, listed: ManifestPaths(listed + ["s/t/u/extra.html"])) == nil)
    }

    /// Names are compared by their bytes, as the file system keeps them: `café.html` spelt with a
    /// combining accent is another file than the listed precomposed one, and so foreign.
    @Test func aNameSpeltWithOtherCodePointsIsForeign() throws {
        let listed = ["index.html", "notes/caf\u{E9}.html"]
        let root = try folder(listed)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(OutputManifest.firstForeignEntry(in: root.path, listed: ManifestPaths(listed)) == nil)
        try Data("x".utf8).write(to: root.appendingPathComponent("notes/cafe\u{301}.html"))
        guard try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("notes").path).count == 2 else {
            return  // a file system that normalises names keeps one file: nothing to tell apart
        }
        #expect(OutputManifest.firstForeignEntry(in: root.path, listed: ManifestPaths(listed)) == "notes/cafe\u{301}.html")
    }

    @Test func aNameThatIsNotUTF8IsForeignAndShownEscaped() throws {
        let listed = ["index.html", "a/b.html"]
        let root = try folder(listed)
        defer { try? FileManager.default.removeItem(at: root) }
        let name = Array((root.path + "/a/caf").utf8) + [0xE9, 0]
        let fd = name.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        guard fd >= 0 else { return }  // a file system that refuses such names has nothing to test
        close(fd)
        let shown = OutputManifest.firstForeignEntry(in: root.path, listed: ManifestPaths(listed))
        #expect(shown?.hasPrefix("a/caf") == true && shown != "a/caf")
    }
}
