#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a note's Markdown could hold a GFM autolink (`www.example.org`, `https://…`, an email
/// address, `mailto:`/`xmpp:`), judged from its bytes before parsing.
///
/// Why: cmark-gfm's autolink extension costs about a tenth of its parse on every note: its `w`
/// and `:` are special characters, so every text run is cut at each `w` and each inline
/// extension is asked about it, and its post-pass looks for `@` in every text node. Most notes
/// link with `[text](url)` or not at all, and a note with none of the byte sequences below
/// cannot hold an autolink: `www.` for the `w` matcher, `://` for the `:` matcher (every scheme
/// it knows ends so), `@` for the post-pass (emails, `mailto:`, `xmpp:`). The check is
/// conservative (the sequences may sit in code, link targets or raw HTML, where no autolink
/// is made), never the other way: `AutolinkCandidatesTests` renders random notes without these
/// sequences with and without the extension and compares the HTML.
enum AutolinkCandidates {
    /// False only when no autolink can be in `source`.
    static func mayOccur(in source: UnsafeRawBufferPointer) -> Bool {
        guard let base = source.baseAddress, source.count > 0 else { return false }
        let end = base + source.count
        if memchr(base, Int32(UInt8(ascii: "@")), source.count) != nil { return true }
        return followedBySlashes(from: base, to: end) || precededByW(from: base, to: end)
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
