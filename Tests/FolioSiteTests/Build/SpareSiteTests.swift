import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import FolioSite

/// The kept previous site (``SpareSite``) that a cached build starts from: whatever was done to it
/// between builds, the published site is the cold build's, and nothing outside it is touched.
@Suite struct SpareSiteTests {
    /// Builds `site` warm twice (so a spare exists), runs `damage` on the spare, edits a note, builds
    /// warm again and checks the output against a cold build. Returns the last warm report.
    @discardableResult
    /// `editing`: false to change nothing after the damage, and to build once more before it, so the
    /// spare is the live site (every page and index file is then reused from the spare itself).
    private func buildAfter(_ site: BuildCacheSite, editing: Bool = true, damage: (URL) throws -> Void) throws -> BuildReport {
        let options = site.options(output: site.warmOutput, cached: true)
        _ = try SiteBuilder(options: options).build()
        try site.write(try site.read("content/" + site.notes[0]) + "\nA change.\n", to: "content/" + site.notes[0])
        _ = try SiteBuilder(options: options).build()
        if !editing { _ = try SiteBuilder(options: options).build() }
        let spare = site.cache.appendingPathComponent(SpareSite.folderName)
        #expect(FileManager.default.fileExists(atPath: spare.path), "the replaced site is kept")
        try damage(spare)
        if editing {
            try site.write(try site.read("content/" + site.notes[1]) + "\nAnother change.\n", to: "content/" + site.notes[1])
        }
        let warm = try SiteBuilder(options: options).build()
        let cold = site.root.appendingPathComponent("cold")
        try? FileManager.default.removeItem(at: cold)
        _ = try SiteBuilder(options: site.options(output: cold, cached: false)).build()
        #expect(BuildCacheSite.files(site.warmOutput) == BuildCacheSite.files(cold))
        #expect(BuildCacheSite.kinds(site.warmOutput) == BuildCacheSite.kinds(cold))
        return warm
    }

    private func page(_ site: BuildCacheSite, _ index: Int) -> String {
        site.notes[index].replacingOccurrences(of: ".md", with: ".html")
    }

    @Test func aSpareIsUsedAndItsStaleFilesAreRemoved() throws {
        let site = try BuildCacheSite(seed: 31, notes: 6)
        let report = try buildAfter(site) { spare in
            // A page of a deleted note, listed in the spare's manifest: the new site must not keep it.
            let manifest = spare.appendingPathComponent(OutputManifest.fileName)
            try (try String(contentsOf: manifest, encoding: .utf8) + "gone/old.html\n").write(to: manifest, atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(at: spare.appendingPathComponent("gone"), withIntermediateDirectories: true)
            try Data("old".utf8).write(to: spare.appendingPathComponent("gone/old.html"))
        }
        #expect(report.cacheWarnings.isEmpty, "\(report.cacheWarnings)")
        #expect(!FileManager.default.fileExists(atPath: site.warmOutput.appendingPathComponent("gone").path))
    }

    @Test(arguments: ["bytes", "mode", "truncate", "folder-for-file", "file-for-folder"])
    func aTamperedSpareFileNeverReachesTheSite(_ damage: String) throws {
        let site = try BuildCacheSite(seed: 32, notes: 6)
        let report = try buildAfter(site) { spare in
            let index = spare.appendingPathComponent("index.html"), note = spare.appendingPathComponent(page(site, 2))
            switch damage {
            case "bytes":
                // Same size, other bytes, in a generated page and in a reused page's name.
                for url in [index, note] {
                    var bytes = [UInt8](try Data(contentsOf: url))
                    bytes[bytes.count / 2] ^= 0x01
                    try FileManager.default.removeItem(at: url)
                    try Data(bytes).write(to: url)
                }
            case "mode":
                chmod(index.path, 0o666)
                chmod(note.path, 0o600)
            case "truncate":
                truncate(index.path, 10)
            case "folder-for-file":
                try FileManager.default.removeItem(at: index)
                try FileManager.default.createDirectory(at: index, withIntermediateDirectories: true)
            default:
                // A file where the new site needs a folder (the manifest lists it: it looks like Folio's).
                let folder = note.deletingLastPathComponent()
                if folder.path != spare.path {
                    try FileManager.default.removeItem(at: folder)
                    try Data("x".utf8).write(to: folder)
                }
            }
        }
        if damage == "folder-for-file" || damage == "file-for-folder" {
            // A folder or file the manifest does not list makes the spare untrusted: left alone, with a warning.
            #expect(report.cacheWarnings.count <= 1)
        } else {
            #expect(report.cacheWarnings.isEmpty, "\(report.cacheWarnings)")
        }
    }

    /// Reused files are checked in the kept site itself (``KeptPagesCheck``, ``SearchBlockReuse``): a
    /// page in a folder and an index text block written through in place (the live file is the same
    /// inode), a heads file replaced; nothing changed in the notes, so every other page and block is reused.
    @Test(arguments: ["page", "search-text", "search-heads"])
    func aFileChangedInTheSpareIsNotReused(_ damage: String) throws {
        let site = try BuildCacheSite(seed: 36, notes: 8)
        let folderPage = site.notes.first { $0.hasPrefix("guides/") }
        #expect(folderPage != nil, "the fixture has a note in a folder")
        let report = try buildAfter(site, editing: false) { spare in
            let search = spare.appendingPathComponent("_folio/search")
            func first(_ folder: String) throws -> URL {
                let names = try FileManager.default.contentsOfDirectory(atPath: search.appendingPathComponent(folder).path).sorted()
                #expect(!names.isEmpty, "the site has a search index")
                return search.appendingPathComponent(folder + "/" + (names.first ?? ""))
            }
            switch damage {
            case "page":
                if let folderPage {
                    try overwriteMiddleByte(of: spare.appendingPathComponent(folderPage.replacingOccurrences(of: ".md", with: ".html")))
                }
            case "search-text":
                try overwriteMiddleByte(of: try first("d"))
            default:
                let url = try first("h")
                var bytes = [UInt8](try Data(contentsOf: url))
                bytes[bytes.count / 2] ^= 0x01
                try FileManager.default.removeItem(at: url)
                try Data(bytes).write(to: url)
            }
        }
        #expect(report.cacheWarnings.isEmpty, "\(report.cacheWarnings)")
    }

    /// Flips one bit in the middle of `url` through the same inode (no new file).
    private func overwriteMiddleByte(of url: URL) throws {
        let handle = try FileHandle(forUpdating: url)
        defer { try? handle.close() }
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size / 2)
        var byte = [UInt8](try handle.read(upToCount: 1) ?? Data([0]))
        byte[0] ^= 0x01
        try handle.seek(toOffset: size / 2)
        try handle.write(contentsOf: Data(byte))
    }

    @Test func aSymbolicLinkInTheSpareIsNeverFollowed() throws {
        let site = try BuildCacheSite(seed: 33, notes: 5)
        let outside = site.root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: outside.appendingPathComponent("index.html"))
        let report = try buildAfter(site) { spare in
            let index = spare.appendingPathComponent("index.html")
            try FileManager.default.removeItem(at: index)
            try FileManager.default.createSymbolicLink(at: index, withDestinationURL: outside.appendingPathComponent("index.html"))
        }
        #expect(report.cacheWarnings.count == 1 && report.cacheWarnings[0].contains("was not used"), "\(report.cacheWarnings)")
        #expect(try String(contentsOf: outside.appendingPathComponent("index.html"), encoding: .utf8) == "keep me")
    }

    @Test func aForeignFileInTheSpareIsLeftAlone() throws {
        let site = try BuildCacheSite(seed: 34, notes: 5)
        let foreign = site.cache.appendingPathComponent(SpareSite.folderName + "/notes-of-mine.txt")
        let report = try buildAfter(site) { _ in try Data("mine".utf8).write(to: foreign) }
        #expect(report.cacheWarnings.count == 1, "\(report.cacheWarnings)")
        #expect(try String(contentsOf: foreign, encoding: .utf8) == "mine", "never delete a file Folio did not write")
        // The replaced site was deleted instead of kept; the next builds still match the cold build.
        _ = try SiteBuilder(options: site.options(output: site.warmOutput, cached: true)).build()
        #expect(FileManager.default.fileExists(atPath: foreign.path))
    }

    /// A cache folder on another file system than the output: the replaced site cannot be moved
    /// there by a rename, so it is deleted as without a cache (checked with the RAM disk when there is one).
    @Test func aCacheOnAnotherFileSystemKeepsNoSpare() throws {
        let shm = "/dev/shm"
        guard let ram = SpareSite.device(of: shm), let tmp = SpareSite.device(of: NSTemporaryDirectory()), ram != tmp else {
            print("skipped: no second file system (/dev/shm) to put the output on")
            return
        }
        let site = try BuildCacheSite(seed: 35, notes: 4)
        let output = URL(fileURLWithPath: shm).appendingPathComponent("folio-spare-test-\(getpid())/site")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let options = site.options(output: output, cached: true)
        for _ in 0..<3 { _ = try SiteBuilder(options: options).build() }
        #expect(!FileManager.default.fileExists(atPath: site.cache.appendingPathComponent(SpareSite.folderName).path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path).sorted()
                == [".site.folio-lock", "site"])
    }
}
