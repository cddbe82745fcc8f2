import CCmarkPinnedCharacters
import Dispatch
import Testing
@testable import Markup

/// The two ways pages finish parsing: serialised (what the library products do, since only
/// the executables link `CCmarkPinnedCharacters`), then in parallel once the pinned
/// characters are registered, as `folio` does at start-up, and installed on the next parse. One test, so the two phases run
/// in this order: no other test in the process installs the pinning.
@Suite("Pinned special characters")
struct PinnedCharactersTests {
    @Test func serialisedUntilInstalledThenParallel() {
        // Before: libcmark-gfm switches the characters itself; finishes take turns.
        #expect(!CMarkRuntime.shared.parsesInParallel)
        #expect(PinnedCharactersTests.pagesDifferingInParallel() == 0, "serialised finishes")

        let pinning = CMarkCharacterPinning(pin: folio_cmark_pin_special_characters,
                                            unpin: folio_cmark_unpin_special_characters,
                                            switches: folio_cmark_special_character_switches)
        // `folio` registers the pinning at start-up; it is installed on the next use of the runtime.
        pinning.register()
        let installed = CMarkRuntime.shared.parsesInParallel
        #expect(pinning.install() == installed, "a later install reports the first")
        #if os(Linux)
        // ELF interposition: the test binary's definition replaces the library's.
        #expect(installed)
        #endif
        #expect(PinnedCharactersTests.pagesDifferingInParallel() == 0, "parallel finishes")
    }

    /// Parses pages with tables, strikethrough and autolinks on 64 threads at once, every other
    /// one a page that cannot hold an autolink (parsed without the extension, while autolink's
    /// characters are switched on and off under it by the others), and counts the results that
    /// differ from a lone parse. cmark-gfm switches the extensions' characters on and off in a
    /// process-wide table around each inline parse; unserialised and unpinned, a page finishing
    /// on one thread left `~~strike~~` and autolinks unparsed on another, at random.
    static func pagesDifferingInParallel() -> Int {
        // Tables matter too: the table extension parses each row's inlines while block
        // parsing, switching the same characters on and off.
        let linked = (1...200).map {
            "Line \($0) ~~gone~~ and www.example.org/\($0) | x |\n\n| a | b |\n|---|---|\n| ~~\($0)~~ | https://x.org/\($0) |"
        }.joined(separator: "\n\n")
        let unlinked = (1...200).map {
            "Line \($0) ~~gone~~ with two words, wow | x |\n\n| a | b |\n|---|---|\n| ~~\($0)~~ | w\($0)w: ww |"
        }.joined(separator: "\n\n")
        let expected = [MarkdownDocument(parsing: linked).renderHTML(), MarkdownDocument(parsing: unlinked).renderHTML()]
        #expect(expected[0].contains("<del>gone</del>"))
        #expect(expected[0].contains("<td><del>7</del></td>"))
        #expect(expected[0].contains("<a href=\"https://x.org/7\">"))
        #expect(expected[1].contains("<td><del>7</del></td>"))
        #expect(expected[1] == MarkdownDocument(parsing: unlinked, options: .init(), syntax: .always).renderHTML())
        let count = 64
        var results = [String](repeating: "", count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = SendableSlots(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.buffer[index] = MarkdownDocument(parsing: index % 2 == 0 ? linked : unlinked).renderHTML()
            }
        }
        return results.indices.filter { results[$0] != expected[$0 % 2] }.count
    }
}

private struct SendableSlots: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<String>
}
