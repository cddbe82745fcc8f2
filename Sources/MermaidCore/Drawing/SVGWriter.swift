// Why: every diagram type writes SVG. Writing it by string concatenation in each module meant
// each had to remember to escape user text and format numbers; one forgotten call is an
// injection or a `1e-7` in a coordinate. This writer is the only way the renderers produce
// markup: tag and attribute names are `StaticString` (compile-time literals, never user
// data), attribute values and text are escaped as they are appended, numbers go through
// `NumberFormat`, and everything lands in one growing UTF-8 byte buffer (no per-element
// arrays). Bytes rather than a `String`: a diagram makes tens of thousands of small appends,
// and appending to a `[UInt8]` (static names copied from their literal, digits from a stack
// buffer) costs a fraction of a `String` append; the text is decoded once, at the end.
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
    package private(set) var bytes: [UInt8] = []

    /// A writer whose buffer reserves `capacity` bytes (0 for small fragments).
    package init(capacity: Int = 0) {
        if capacity > 0 { bytes.reserveCapacity(capacity) }
    }

    /// Markup rearranged from other writers' output: every tag name, attribute and text in it was
    /// written (escaped) by an `SVGWriter` and only copied, reordered or given path data made of
    /// numbers. Only the hand-drawn pass (`RoughPass`) builds writers this way.
    package init(reassembled bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The markup written so far.
    package var output: String { String(decoding: bytes, as: UTF8.self) }

    /// The length of the markup in UTF-8 bytes.
    package var byteCount: Int { bytes.count }

    /// True when nothing was written.
    package var isEmpty: Bool { bytes.isEmpty }

    // MARK: Elements

    /// `<name` — follow with `attr` calls, then `startBody()` or `endEmpty()`.
    package mutating func start(_ name: StaticString) {
        bytes.append(UInt8(ascii: "<"))
        appendStatic(name)
    }

    /// `>`: the start tag is complete, children follow.
    package mutating func startBody() { bytes.append(UInt8(ascii: ">")) }

    /// `/>`: the element has no children.
    package mutating func endEmpty() { appendStatic("/>") }

    /// `</name>`.
    package mutating func end(_ name: StaticString) {
        appendStatic("</")
        appendStatic(name)
        bytes.append(UInt8(ascii: ">"))
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
        attrStart(name)
        XMLEscape.append(value, to: &bytes, attribute: true)
        bytes.append(UInt8(ascii: "\""))
    }

    /// The attribute when `value` is not nil.
    package mutating func attr(_ name: StaticString, _ value: String?) {
        if let value { attr(name, value) }
    }

    /// ` name="12.35"`: a number formatted by `NumberFormat`.
    package mutating func attr(_ name: StaticString, _ value: Double) {
        attrStart(name)
        NumberFormat.append(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// ` name="3"` for a whole number.
    package mutating func attr(_ name: StaticString, _ value: Int) {
        attrStart(name)
        NumberFormat.append(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// An attribute assembled by interpolation — `format: "translate(\(x), \(y))"` — where
    /// numbers are formatted and text is escaped (see `SVGValue`).
    package mutating func attr(_ name: StaticString, format value: SVGValue) {
        attrStart(name)
        bytes.append(contentsOf: value.bytes)
        bytes.append(UInt8(ascii: "\""))
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
        XMLEscape.append(s, to: &bytes, attribute: escapingQuotes)
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
        let start = bytes.count
        for css in parts { bytes.append(contentsOf: css.utf8) }
        // memchr: a style sheet is a few kilobytes, and every diagram has one.
        let holdsLessThan = bytes.withUnsafeBufferPointer { buffer in
            buffer.count > start && memchr(buffer.baseAddress! + start, 60, buffer.count - start) != nil
        }
        if holdsLessThan {
            bytes.removeSubrange(start...)
            for css in parts {
                for u in css.utf8 {
                    if u == UInt8(ascii: "<") { appendStatic("\\3C ") } else { bytes.append(u) }
                }
            }
        }
        appendStatic("</style>")
    }

    /// Appends markup produced by another writer.
    package mutating func append(_ other: SVGWriter) { bytes.append(contentsOf: other.bytes) }

    /// Appends markup already written and escaped, cut into `pieces`, with `separator` between them.
    package mutating func append(_ pieces: [String], joinedBy separator: String) {
        for (i, piece) in pieces.enumerated() {
            if i > 0 { bytes.append(contentsOf: separator.utf8) }
            bytes.append(contentsOf: piece.utf8)
        }
    }

    /// ` name="`.
    private mutating func attrStart(_ name: StaticString) {
        bytes.append(UInt8(ascii: " "))
        appendStatic(name)
        appendStatic("=\"")
    }

    private mutating func appendStatic(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
