// Why: every link of every page is resolved through PathTable; it must answer exactly as the
// dictionary it replaced: found, not found, non-ASCII keys, a key given twice, equivalent spellings.

import Testing
@testable import FolioSite

struct PathTableTests {
    @Test func answersAsADictionaryWould() {
        var pairs: [(key: String, value: String)] = []
        var expected: [String: String] = [:]
        for index in 0..<5_000 {
            let key = "section-\(index % 40)/note-\(index).md"
            pairs.append((key, "section-\(index % 40)/note-\(index).html"))
            expected[key] = "section-\(index % 40)/note-\(index).html"
        }
        // An empty key, and a key given twice (the last value wins).
        for (key, value) in [("", "index.html"), ("section-1/note-1.md", "moved.html")] {
            pairs.append((key, value))
            expected[key] = value
        }
        let table = PathTable(pairs)
        for (key, value) in expected { #expect(table[key] == value, "\(key)") }
        for missing in ["section-1/note-5000.md", "section-1/note-1.m", "SECTION-1/note-1.md", "/", "caf\u{E9}.md"] {
            #expect(table[missing] == nil, "\(missing)")
        }
        // With a non-ASCII key, every key is answered too.
        let mixed = PathTable(pairs + [("caf\u{E9}/na\u{EF}ve.md", "cafe/naive.html")])
        #expect(mixed["caf\u{E9}/na\u{EF}ve.md"] == "cafe/naive.html")
        #expect(mixed["section-7/note-7.md"] == "section-7/note-7.html")
        #expect(mixed["section-1/note-1.md"] == "moved.html")
    }

    /// Keys compare as Swift strings do: canonically equivalent spellings are one key.
    @Test func equivalentSpellingsAreOneKey() {
        let composed = "caf\u{E9}.md", decomposed = "cafe\u{301}.md"
        #expect(PathTable([(composed, "a.html")])[decomposed] == "a.html")
        #expect(PathTable([(decomposed, "a.html"), ("b.md", "b.html")])[composed] == "a.html")
        // The Kelvin sign is K.
        #expect(PathTable([("K.md", "k.html")])["\u{212A}.md"] == "k.html")
        #expect(PathTable([("\u{212A}.md", "k.html")])["K.md"] == "k.html")
    }

    @Test func anEmptyTableFindsNothing() {
        #expect(PathTable([])["a.md"] == nil)
        #expect(PathTable([])[""] == nil)
    }
}
