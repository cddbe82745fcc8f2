// Why: every diagram type writes SVG. Writing it by string concatenation in each module meant
// each had to remember to escape user text and format numbers; one forgotten call is an
// injection or a `1e-7` in a coordinate. This writer is the only way the renderers produce
// markup: tag and attribute names are `StaticString` (compile-time literals, never user
// data), attribute values and text are escaped as they are appended, numbers go through
// `NumberFormat`, and everything lands in one growing UTF-8 byte buffer (no per-element
// arrays). Bytes rather than a `String`: a diagram makes tens of thousands of small appends,
// and appending bytes (static names copied from their literal, an attribute written in place)
// costs a fraction of a `String` append; the text is decoded once, at the end (`SVGBytes`).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A typed SVG writer appending to one buffer.
///
/// ```swift
/// var svg = SVGWriter()
/// svg.start("g"); svg.attr("class", "node default"); svg.attr("data-id", id); svg.startBody()
/// svg.start("rect"); svg.attr("x", -10.5); svg.attr("transform", format: "translate(\(x), \(y))"); svg.endEmpty()
/// svg.end("g")
/// ```
/// writes `<g class="node default" data-id="…"><rect x="-10.5" transform="translate(…, …)"/></g>`.
/// Pieces drawn ahead of their place (a node's outline, a label) are separate writers joined
/// with `append(_:)`, so markup only ever comes from a writer.
package struct SVGWriter: Sendable {
    /// The markup written so far, as UTF-8.
    private var buffer: SVGBytes

    /// The markup written so far, as UTF-8 (a copy).
    package var bytes: [UInt8] { buffer.array }

    /// A writer whose buffer reserves `capacity` bytes (0 for small fragments).
    package init(capacity: Int = 0) {
        buffer = SVGBytes(capacity: capacity)
    }

    /// Markup rearranged from other writers' output: every tag name, attribute and text in it was
    /// written (escaped) by an `SVGWriter` and only copied, reordered or given path data made of
    /// numbers. Only the hand-drawn pass (`RoughPass`) builds writers this way.
    package init(reassembled bytes: [UInt8]) {
        buffer = SVGBytes(bytes)
    }

    /// The markup written so far.
    package var output: String { buffer.string }

    /// The length of the markup in UTF-8 bytes.
    package var byteCount: Int { buffer.count }

    /// True when nothing was written.
    package var isEmpty: Bool { buffer.count == 0 }

    // MARK: Elements

    /// `<name` — follow with `attr` calls, then `startBody()` or `endEmpty()`.
    package mutating func start(_ name: StaticString) {
        name.withUTF8Buffer { name in
            let tail = buffer.tail(reserving: name.count + 1)
            tail[0] = UInt8(ascii: "<")
            if let source = name.baseAddress { (tail + 1).update(from: source, count: name.count) }
            buffer.advance(name.count + 1)
        }
    }

    /// `>`: the start tag is complete, children follow.
    package mutating func startBody() { buffer.append(UInt8(ascii: ">")) }

    /// `/>`: the element has no children.
    package mutating func endEmpty() { appendStatic("/>") }

    /// `</name>`.
    package mutating func end(_ name: StaticString) {
        name.withUTF8Buffer { name in
            let tail = buffer.tail(reserving: name.count + 3)
            tail[0] = UInt8(ascii: "<")
            tail[1] = UInt8(ascii: "/")
            if let source = name.baseAddress { (tail + 2).update(from: source, count: name.count) }
            tail[name.count + 2] = UInt8(ascii: ">")
            buffer.advance(name.count + 3)
        }
    }

    /// `<name>` without attributes.
    package mutating func open(_ name: StaticString) {
        start(name)
        startBody()
    }

    /// `<g class="…">`, the commonest opening.
    package mutating func openGroup(class className: String) {
        start("g")
        attr("class", className)
        startBody()
    }

    // MARK: Attributes

    /// ` name="value"`, the value escaped for a double-quoted attribute.
    package mutating func attr(_ name: StaticString, _ value: String) {
        // Usual case: a short value with nothing to escape goes in as one append (see `attrInOnePiece`).
        if let done: Bool = value.utf8.withContiguousStorageIfAvailable({ attrInOnePiece(name, value: $0) }), done {
            return
        }
        attrByPieces(name, value)
    }

    /// `attr(_:_:String)` piece by piece: the general path, which `attrInOnePiece` must match.
    package mutating func attrByPieces(_ name: StaticString, _ value: String) {
        attrStart(name)
        XMLEscape.append(value, to: &buffer, attribute: true)
        buffer.append(UInt8(ascii: "\""))
    }

    /// The longest ` name="value"` written in place by the one-piece forms.
    private static let pieceCapacity = 96

    /// ` name="value"` written in place at once, when `name` and `value` fit and no byte of `value`
    /// would be escaped (`&`, `<`, `>`, `"` or a control character); false, writing nothing,
    /// otherwise. An attribute took five appends, each checking the buffer's uniqueness and
    /// capacity: with the numbers' form below, the commonest calls of every diagram.
    private mutating func attrInOnePiece(_ name: StaticString, value: UnsafeBufferPointer<UInt8>) -> Bool {
        let nameCount = name.withUTF8Buffer { $0.count }
        let total = nameCount + value.count + 4
        guard total <= Self.pieceCapacity else { return false }
        guard let source = value.baseAddress else { return false }
        let count = value.count
        var i = 0
        while i + 8 <= count {
            if Self.needsEscaping(UnsafeRawPointer(source + i).loadUnaligned(as: UInt64.self)) { return false }
            i += 8
        }
        while i < count {
            let u = source[i]
            if u < 63, u == 38 || u == 60 || u == 62 || u == 34 || u < 32 { return false }
            i += 1
        }
        let base = buffer.tail(reserving: total)
        let at = Self.writePrefix(name, nameCount, base)
        (base + at).update(from: source, count: count)
        base[at + count] = UInt8(ascii: "\"")
        buffer.advance(at + count + 1)
        return true
    }

    /// Whether any of the eight bytes packed in `word` is `&`, `<`, `>`, `"` or a control character
    /// (below 32): the bytes `attrInOnePiece` leaves to the escaping path. Each test is the exact
    /// "some byte is zero" (or "below n") bit trick: a borrow can only mark bytes above a true match.
    @inline(__always)
    private static func needsEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZeroByte(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
        let control = (word &- ones &* 32) & ~word & highs
        return (control | hasZeroByte(word ^ (ones &* 38)) | hasZeroByte(word ^ (ones &* 60))
                | hasZeroByte(word ^ (ones &* 62)) | hasZeroByte(word ^ (ones &* 34))) != 0
    }

    /// Writes ` name="` at `base`; returns the index after it.
    private static func writePrefix(_ name: StaticString, _ nameCount: Int, _ base: UnsafeMutablePointer<UInt8>) -> Int {
        base[0] = UInt8(ascii: " ")
        if nameCount > 0 { name.withUTF8Buffer { (base + 1).update(from: $0.baseAddress!, count: nameCount) } }
        base[nameCount + 1] = UInt8(ascii: "=")
        base[nameCount + 2] = UInt8(ascii: "\"")
        return nameCount + 3
    }

    /// The attribute when `value` is not nil.
    package mutating func attr(_ name: StaticString, _ value: String?) {
        if let value { attr(name, value) }
    }

    /// ` name="12.35"`: a number formatted by `NumberFormat`.
    package mutating func attr(_ name: StaticString, _ value: Double) {
        // A number is at most 32 bytes (`NumberFormat`): with a name that fits, one append.
        let nameCount = name.withUTF8Buffer { $0.count }
        guard nameCount + 36 <= Self.pieceCapacity else { return attrByPieces(name, value) }
        let base = buffer.tail(reserving: nameCount + 36)
        let at = Self.writePrefix(name, nameCount, base)
        let written = NumberFormat.withDigits(value, decimals: 2) { digits in
            (base + at).update(from: digits.baseAddress!, count: digits.count)
            base[at + digits.count] = UInt8(ascii: "\"")
            return at + digits.count + 1
        }
        buffer.advance(written)
    }

    /// `attr(_:_:Double)` piece by piece: the general path, which the one-append form must match.
    package mutating func attrByPieces(_ name: StaticString, _ value: Double) {
        attrStart(name)
        NumberFormat.append(value, to: &buffer)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="3"` for a whole number.
    package mutating func attr(_ name: StaticString, _ value: Int) {
        attrStart(name)
        NumberFormat.append(value, to: &buffer)
        buffer.append(UInt8(ascii: "\""))
    }

    /// An attribute assembled by interpolation — `format: "translate(\(x), \(y))"` — where
    /// numbers are formatted and text is escaped (see `SVGValue`).
    package mutating func attr(_ name: StaticString, format value: SVGValue) {
        attrStart(name)
        buffer.append(value.bytes)
        buffer.append(UInt8(ascii: "\""))
    }

    /// `x`, `y`, `width` and `height` of a box given by its top-left corner.
    package mutating func frame(x: Double, y: Double, width: Double, height: Double) {
        attr("x", x)
        attr("y", y)
        attr("width", width)
        attr("height", height)
    }

    /// `x1`, `y1`, `x2` and `y2` of a `<line>`.
    package mutating func endpoints(x1: Double, y1: Double, x2: Double, y2: Double) {
        attr("x1", x1)
        attr("y1", y1)
        attr("x2", x2)
        attr("y2", y2)
    }

    // MARK: Content

    /// Character data, escaped (`&`, `<`, `>`; with `escapingQuotes` also `"` and line breaks as
    /// character references, for text that was historically escaped like an attribute).
    package mutating func text(_ s: String, escapingQuotes: Bool = false) {
        XMLEscape.append(s, to: &buffer, attribute: escapingQuotes)
    }

    /// `<name>text</name>` with the text escaped.
    package mutating func element(_ name: StaticString, text: String, escapingQuotes: Bool = false) {
        open(name)
        self.text(text, escapingQuotes: escapingQuotes)
        end(name)
    }

    /// A `<style>` element holding `css`. Style sheets are assembled from sanitised values;
    /// a `<` (which could end the element early) is written as the CSS escape `\3C `.
    package mutating func style(_ css: String) {
        style(joining: [css])
    }

    /// One `<style>` element holding `parts` one after another (as `style(parts.joined())`, without
    /// the joined copy).
    package mutating func style(joining parts: [String]) {
        appendStatic("<style>")
        let start = buffer.count
        for css in parts { buffer.append(css) }
        // memchr: a style sheet is a few kilobytes, and every diagram has one.
        let holdsLessThan = buffer.withUnsafeBufferPointer { buffer in
            buffer.count > start && memchr(buffer.baseAddress! + start, 60, buffer.count - start) != nil
        }
        if holdsLessThan {
            buffer.truncate(to: start)
            for css in parts {
                for u in css.utf8 {
                    if u == UInt8(ascii: "<") { appendStatic("\\3C ") } else { buffer.append(u) }
                }
            }
        }
        appendStatic("</style>")
    }

    /// Appends markup produced by another writer.
    package mutating func append(_ other: SVGWriter) { buffer.append(other.buffer) }

    /// Appends markup already written and escaped, cut into `pieces`, with `separator` between them.
    package mutating func append(_ pieces: [String], joinedBy separator: String) {
        for (i, piece) in pieces.enumerated() {
            if i > 0 { buffer.append(separator) }
            buffer.append(piece)
        }
    }

    /// ` name="`.
    private mutating func attrStart(_ name: StaticString) {
        let nameCount = name.withUTF8Buffer { $0.count }
        buffer.advance(Self.writePrefix(name, nameCount, buffer.tail(reserving: nameCount + 3)))
    }

    private mutating func appendStatic(_ s: StaticString) {
        s.withUTF8Buffer { buffer.append($0) }
    }
}
