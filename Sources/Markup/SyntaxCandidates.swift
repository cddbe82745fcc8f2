#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a note's Markdown could hold syntax that costs cmark-gfm work on every note, judged
/// from its bytes before parsing: GFM autolinks and footnotes.
///
/// Why: most notes use neither, and each costs on every note whether used or not. The autolink
/// extension, about a tenth of cmark's parse: its `w` and `:` are special characters, so every
/// text run is cut at each `w` and each inline extension is asked about it, and its post-pass
/// looks for `@` in every text node. Footnotes (`CMARK_OPT_FOOTNOTES`), about a twentieth: a
/// pass over the whole tree at the end of each parse. The checks are conservative (the byte
/// sequences may sit in code, link targets or raw HTML, where nothing is made of them), never
/// the other way: `SyntaxCandidatesTests` renders random notes without them each way and
/// compares the HTML and the trees.
enum SyntaxCandidates {
    /// False only when no autolink can be in `source`: it holds none of `www.` (for the `w`
    /// matcher), `://` (for the `:` matcher: every scheme it knows ends so), `@` (for the
    /// post-pass over text nodes: emails, `mailto:`, `xmpp:`), and no character reference that
    /// could put an `@` in a text node (`&#…;`, `&commat;`).
    static func autolinkMayOccur(in source: UnsafeRawBufferPointer) -> Bool {
        guard let base = source.baseAddress, source.count > 0 else { return false }
        let end = base + source.count
        if memchr(base, Int32(UInt8(ascii: "@")), source.count) != nil { return true }
        return followedBySlashes(from: base, to: end) || precededByW(from: base, to: end)
            || characterReference(from: base, to: end, named: "commat;")
    }

    /// False only when no footnote can be in `source`: it holds no `^` (a reference `[^a]`, a
    /// definition `[^a]: text`, and cmark-gfm's handling of `[\^a]`, which differs with footnotes
    /// on) and no character reference that could make one (`&#…;`, `&Hat;`).
    static func footnoteMayOccur(in source: UnsafeRawBufferPointer) -> Bool {
        guard let base = source.baseAddress, source.count > 0 else { return false }
        if memchr(base, Int32(UInt8(ascii: "^")), source.count) != nil { return true }
        return characterReference(from: base, to: base + source.count, named: "Hat;")
    }

    /// Whether an `&` is followed by `#` (a numeric character reference may stand for any
    /// character) or by `name`.
    private static func characterReference(from base: UnsafeRawPointer, to end: UnsafeRawPointer, named name: StaticString) -> Bool {
        var cursor = base
        while cursor < end, let found = memchr(cursor, Int32(UInt8(ascii: "&")), end - cursor) {
            let ampersand = UnsafeRawPointer(found)
            let rest = end - ampersand - 1
            if rest >= 1, ampersand.load(fromByteOffset: 1, as: UInt8.self) == UInt8(ascii: "#") { return true }
            if rest >= name.utf8CodeUnitCount, memcmp(ampersand + 1, name.utf8Start, name.utf8CodeUnitCount) == 0 { return true }
            cursor = ampersand + 1
        }
        return false
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
