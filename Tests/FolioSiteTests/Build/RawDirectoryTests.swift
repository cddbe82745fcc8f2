import Foundation
import Testing
@testable import FolioSite

/// Listing a folder (``RawDirectory``): the entries as the file system names them, and, when asked,
/// each one's `lstat` taken through the open folder — the same answer a whole-path `lstat` gives.
@Suite struct RawDirectoryTests {
    @Test func statsTakenThroughTheFolderAreTheWholePathOnes() throws {
        let folder = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try SiteFixture.write(["note.md": "# Note\n", "sub/inner.md": "x", ".hidden": "h"], under: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.md", withDestinationPath: "note.md")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/dangling.md", withDestinationPath: "nowhere.md")
        guard case .success(let entries) = RawDirectory.entries(folder.path, statting: true) else {
            Issue.record("the folder could not be listed")
            return
        }
        #expect(Set(entries.compactMap(\.name)) == ["note.md", "sub", ".hidden", "link.md", "dangling.md"])
        for entry in entries {
            let taken = try #require(entry.info, "\(entry.name ?? "?") has no stat")
            var whole = stat()
            #expect(lstat(folder.path + "/" + entry.name!, &whole) == 0)
            // Not followed: a link is a link, even one that leads nowhere.
            #expect(taken.st_mode == whole.st_mode && taken.st_ino == whole.st_ino && taken.st_size == whole.st_size)
            #expect(taken.st_mtim.tv_sec == whole.st_mtim.tv_sec && taken.st_mtim.tv_nsec == whole.st_mtim.tv_nsec)
        }
        // Not asked: no stat is taken.
        guard case .success(let plain) = RawDirectory.entries(folder.path) else { return }
        #expect(plain.count == entries.count && plain.allSatisfy { $0.info == nil })
    }

    /// Names ordered by their bytes, as `lexicographicallyPrecedes` orders them (prefixes first,
    /// bytes above 0x7F after ASCII, not as signed characters).
    @Test func nameOrderIsByteOrder() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [[97], [98], [65], [45], [46], [47], [0xC3, 0xA9], [0xE9], [0x7F], [0x80], [48]]
        for _ in 0..<200 {
            let entries = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                RawDirectory.Entry(bytes: (0..<Int.random(in: 1...5, using: &generator)).flatMap { _ in pieces.randomElement(using: &generator)! })
            }
            #expect(RawDirectory.inNameOrder(entries).map(\.bytes)
                    == entries.map(\.bytes).sorted { $0.lexicographicallyPrecedes($1) })
        }
    }
}
