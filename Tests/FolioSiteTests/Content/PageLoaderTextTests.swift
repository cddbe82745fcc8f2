import Foundation
import Testing
@testable import FolioSite

@Suite("PageLoader file stems and summaries")
struct PageLoaderTextTests {
    /// The stem read on bytes is the one `NSString` gives, on ordinary and odd paths.
    @Test func fileStemIsNSStrings() {
        let paths = ["a/b.md", "note.md", "a/b.c.md", "a/.md", ".md", "a/b.", "a/b..md", "a/b", "a/b/", "", "/", "//",
                     "a/ b .md", "a/é.md", "a/b.m d", "a/b.md/", "a//b.md", "x/y/z.markdown", "a/b.tar.gz", "a/..md",
                     "a/...", "a/b.é", "a/.b.md", "a/b .md", "a/b. md", "..", ".", "a/.", "a/..", "日本/語.md"]
        for path in paths {
            let expected = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            #expect(PageLoader.fileStem(path) == expected, "\(path.debugDescription)")
        }
    }

    /// Shortening counts characters, not bytes: the byte shortcut never changes a result.
    @Test func shortenCountsCharacters() {
        #expect(PageLoader.shorten("short", limit: 10) == "short")
        let accented = String(repeating: "é", count: 8)   // 16 bytes, 8 characters
        #expect(PageLoader.shorten(accented, limit: 10) == accented)
        #expect(PageLoader.shorten("one two three four", limit: 10) == "one two…")
        let combining = String(repeating: "e\u{301}", count: 9)   // 27 bytes, 9 characters
        #expect(PageLoader.shorten(combining, limit: 9) == combining)
    }

    /// The ASCII shortcut cuts where the character walk cuts: random ASCII texts (words, runs without
    /// a space, leading spaces, carriage returns that send it the general way) against that walk.
    @Test func asciiShortcutCutsAsCharactersDo() {
        func byCharacters(_ text: String, limit: Int) -> String {
            guard text.count > limit else { return text }
            var cut = String(text.prefix(limit))
            if let space = cut.lastIndex(of: " ") { cut = String(cut[..<space]) }
            return cut + "…"
        }
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "word", "longerword", " ", "  ", "\r\n", "x1", "-", String(repeating: "z", count: 30)]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let limit = Int.random(in: 1...60, using: &generator)
            #expect(PageLoader.shorten(text, limit: limit) == byCharacters(text, limit: limit), "\(text.debugDescription) \(limit)")
        }
        #expect(PageLoader.shorten(" abcdef", limit: 4) == "…")
        #expect(PageLoader.shorten("abcdefgh", limit: 4) == "abcd…")
    }

    /// A note is read whole in one `read` (room for a byte more than its size): every size around the
    /// page and buffer boundaries gives the file's text, invalid UTF-8 repaired as `String(decoding:)`
    /// repairs it; an empty file, a folder and a missing file read as before.
    @Test func readStringReadsWholeFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-readstring-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = SystemRandomNumberGenerator()
        for size in [1, 2, 15, 16, 17, 4_095, 4_096, 4_097, 65_535, 65_536, 65_537, 300_001] {
            var bytes = (0..<size).map { _ in UInt8.random(in: 32...126, using: &generator) }
            if size > 20 { bytes[size / 2] = 0xFF }   // invalid UTF-8 in the middle
            let path = folder.appendingPathComponent("n\(size).md").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            #expect(PageLoader.readString(path) == String(decoding: bytes, as: UTF8.self), "size \(size)")
        }
        let empty = folder.appendingPathComponent("empty.md").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        #expect(PageLoader.readString(empty) == "")
        #expect(PageLoader.readString(folder.path) == nil)
        #expect(PageLoader.readString(folder.appendingPathComponent("missing.md").path) == nil)
    }
}
