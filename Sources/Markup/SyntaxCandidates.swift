#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a note's Markdown could hold syntax that costs cmark-gfm work on every note, judged
/// from its bytes before parsing: GFM autolinks, footnotes and formulas (``mathMayOccur(in:)``).
///
/// Why: most notes use neither, and each costs on every note whether used or not. The autolink
/// extension, about a tenth of cmark's parse: its `w` and `:` are special characters, so every
/// text run is cut at each `w` and each inline extension is asked about it, and its post-pass
/// looks for `@` in every text node. Footnotes (`CMARK_OPT_FOOTNOTES`), about a twentieth: a
/// pass over the whole tree at the end of each parse. The checks are conservative (the byte
/// sequences may sit in code, link targets or raw HTML, where nothing is made of them), never
/// the other way: `SyntaxCandidatesTests` renders random notes without them each way and
/// compares the HTML and the trees.
package struct SyntaxCandidates {
    /// False only when no autolink can be in the source: it holds none of `www.` (for the `w`
    /// matcher), `://` (for the `:` matcher: every scheme it knows ends so), `@` (for the
    /// post-pass over text nodes: emails, `mailto:`, `xmpp:`), and no character reference that
    /// could put an `@` in a text node (`&#…;`, `&commat;`).
    let autolink: Bool
    /// False only when no footnote can be in the source: it holds no `^` (a reference `[^a]`, a
    /// definition `[^a]: text`, and cmark-gfm's handling of `[\^a]`, which differs with footnotes
    /// on) and no character reference that could make one (`&#…;`, `&Hat;`).
    let footnote: Bool

    /// Both answers for `source`; its character references are looked through once for both.
    init(in source: UnsafeRawBufferPointer) {
        guard let base = source.baseAddress, source.count > 0 else {
            autolink = false
            footnote = false
            return
        }
        let end = base + source.count
        let references = SyntaxCandidates.characterReferences(from: base, to: end)
        autolink = references.numericOrAt || memchr(base, Int32(UInt8(ascii: "@")), source.count) != nil
            || SyntaxCandidates.followedBySlashes(from: base, to: end) || SyntaxCandidates.precededByW(from: base, to: end)
        footnote = references.numericOrHat || memchr(base, Int32(UInt8(ascii: "^")), source.count) != nil
    }

    /// Whether `source` could hold a formula (GitHub's math): a `$` followed by something other than a
    /// blank. Every formula starts so (`$x$`, `` $`x`$ ``, `$$x$$`); a shell prompt (`$ make`) does not,
    /// and notes full of prompts in code blocks then skip the math extension's work.
    static func mathMayOccur(in source: UnsafeRawBufferPointer) -> Bool {
        guard let base = source.baseAddress, source.count > 1 else { return false }
        let end = base + source.count
        var cursor = base
        while cursor < end - 1, let found = memchr(cursor, Int32(UInt8(ascii: "$")), end - 1 - cursor) {
            let dollar = UnsafeRawPointer(found)
            let next = dollar.load(fromByteOffset: 1, as: UInt8.self)
            if next != 32 && next != 9 && next != 10 && next != 13 { return true }
            cursor = dollar + 1
        }
        return false
    }

    /// Whether `source` could hold an admonition of the colon or MkDocs syntax or a content tab: `:::`,
    /// `!!!`, `???` or `===` somewhere (every opening line holds one). Notes without skip the extension.
    static func admonitionMayOccur(in source: UnsafeRawBufferPointer) -> Bool {
        [UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "=")].contains {
            runOffset(of: $0, length: 3, in: source) != nil
        }
    }

    /// Whether `source` could hold a highlight (`==marked==`): `==` somewhere. Notes without one skip the
    /// extension (whose `=` would otherwise be asked about at every equals sign).
    static func highlightMayOccur(in source: UnsafeRawBufferPointer) -> Bool {
        runOffset(of: UInt8(ascii: "="), length: 2, in: source) != nil
    }

    /// Whether `source` could hold a definition list: a `:` followed by a blank with nothing before it on
    /// its line but blanks and block quote markers (every definition's line starts so, inside any container).
    /// Notes without one skip the extension (whose block opener would be asked about on every line).
    static func definitionListMayOccur(in source: UnsafeRawBufferPointer) -> Bool {
        guard let base = source.baseAddress, source.count > 1 else { return false }
        var index = 0
        while index < source.count - 1, let found = memchr(base + index, Int32(UInt8(ascii: ":")), source.count - 1 - index) {
            let at = base.distance(to: UnsafeRawPointer(found))
            index = at + 1
            guard source[at + 1] == 32 || source[at + 1] == 9 else { continue }
            var before = at - 1
            while before >= 0, source[before] == 32 || source[before] == 9 || source[before] == 62 { before -= 1 }
            if before < 0 || source[before] == 10 || source[before] == 13 { return true }
        }
        return false
    }

    /// Where the first run of `length` bytes `byte` (`[[`, `%%`, `:::`) starts at or after `start` in
    /// `source`, or nil. `memchr` finds each `byte`; the bytes after it are compared in place.
    package static func runOffset(of byte: UInt8, length: Int, in source: UnsafeRawBufferPointer, from start: Int = 0) -> Int? {
        guard let base = source.baseAddress, length >= 1 else { return nil }
        var index = start
        while index + length <= source.count, let found = memchr(base + index, Int32(byte), source.count - length + 1 - index) {
            let at = base.distance(to: UnsafeRawPointer(found))
            var count = 1
            while count < length, source[at + count] == byte { count += 1 }
            if count == length { return at }
            index = at + 1
        }
        return nil
    }

    /// ``autolink`` alone.
    static func autolinkMayOccur(in source: UnsafeRawBufferPointer) -> Bool { SyntaxCandidates(in: source).autolink }

    /// ``footnote`` alone.
    static func footnoteMayOccur(in source: UnsafeRawBufferPointer) -> Bool { SyntaxCandidates(in: source).footnote }

    /// Whether an `&` is followed by `#` (a numeric character reference may stand for any
    /// character) or by `commat;`, and whether by `#` or `Hat;`.
    private static func characterReferences(from base: UnsafeRawPointer, to end: UnsafeRawPointer)
        -> (numericOrAt: Bool, numericOrHat: Bool) {
        var at = false, hat = false
        var cursor = base
        while cursor < end, let found = memchr(cursor, Int32(UInt8(ascii: "&")), end - cursor) {
            let ampersand = UnsafeRawPointer(found)
            let rest = end - ampersand - 1
            if rest >= 1, ampersand.load(fromByteOffset: 1, as: UInt8.self) == UInt8(ascii: "#") { return (true, true) }
            at = at || follows(ampersand, "commat;", rest)
            hat = hat || follows(ampersand, "Hat;", rest)
            if at && hat { break }
            cursor = ampersand + 1
        }
        return (at, hat)
    }

    /// Whether `name` comes right after the `&` at `ampersand`, with `rest` bytes after it.
    private static func follows(_ ampersand: UnsafeRawPointer, _ name: StaticString, _ rest: Int) -> Bool {
        rest >= name.utf8CodeUnitCount && memcmp(ampersand + 1, name.utf8Start, name.utf8CodeUnitCount) == 0
    }

    /// Whether a `:` is followed by `//`.
    private static func followedBySlashes(from base: UnsafeRawPointer, to end: UnsafeRawPointer) -> Bool {
        var cursor = base
        while cursor < end, let found = memchr(cursor, Int32(UInt8(ascii: ":")), end - cursor) {
            let colon = UnsafeRawPointer(found)
            if end - colon >= 3, colon.load(fromByteOffset: 1, as: UInt8.self) == UInt8(ascii: "/"),
               colon.load(fromByteOffset: 2, as: UInt8.self) == UInt8(ascii: "/") { return true }
            cursor = colon + 1
        }
        return false
    }

    /// Whether a `.` follows three `w`s in either case (the matcher needs lower case `www.`;
    /// either case is accepted here in case a version of it does not).
    private static func precededByW(from base: UnsafeRawPointer, to end: UnsafeRawPointer) -> Bool {
        var cursor = base + 3
        while cursor < end, let found = memchr(cursor, Int32(UInt8(ascii: ".")), end - cursor) {
            let dot = UnsafeRawPointer(found)
            if isW(dot.load(fromByteOffset: -1, as: UInt8.self)), isW(dot.load(fromByteOffset: -2, as: UInt8.self)),
               isW(dot.load(fromByteOffset: -3, as: UInt8.self)) { return true }
            cursor = dot + 1
        }
        return false
    }

    @inline(__always)
    private static func isW(_ byte: UInt8) -> Bool { byte | 0x20 == UInt8(ascii: "w") }
}
