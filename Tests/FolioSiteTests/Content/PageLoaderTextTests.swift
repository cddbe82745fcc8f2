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
}
