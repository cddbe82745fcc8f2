// Why: every diagram type writes SVG. Writing it by string concatenation in each module meant
// each had to remember to escape user text and format numbers; one forgotten call is an
// injection or a `1e-7` in a coordinate. This writer is the only way the renderers produce
// markup: tag and attribute names are `StaticString` (compile-time literals, never user
// data), attribute values and text are escaped as they are appended, numbers go through
// `NumberFormat`, and everything lands in one growing `String` buffer (no per-element arrays).

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
    /// The markup written so far.
    package private(set) var output: String = ""

    /// A writer whose buffer reserves `capacity` bytes (0 for small fragments).
    package init(capacity: Int = 0) {
        if capacity > 0 { output.reserveCapacity(capacity) }
    }

    /// True when nothing was written.
    package var isEmpty: Bool { output.isEmpty }

    // MARK: Elements

    /// `<name` — follow with `attr` calls, then `startBody()` or `endEmpty()`.
    package mutating func start(_ name: StaticString) {
        output += "<"
        appendStatic(name)
    }

    /// `>`: the start tag is complete, children follow.
    package mutating func startBody() { output += ">" }

    /// `/>`: the element has no children.
    package mutating func endEmpty() { output += "/>" }

    /// `</name>`.
    package mutating func end(_ name: StaticString) {
        output += "</"
        appendStatic(name)
        output += ">"
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
        output += " "
        appendStatic(name)
        output += "=\""
        XMLEscape.append(value, to: &output, attribute: true)
        output += "\""
    }

    /// The attribute when `value` is not nil.
    package mutating func attr(_ name: StaticString, _ value: String?) {
        if let value { attr(name, value) }
    }

    /// ` name="12.35"`: a number formatted by `NumberFormat`.
    package mutating func attr(_ name: StaticString, _ value: Double) {
        output += " "
        appendStatic(name)
        output += "=\""
        NumberFormat.append(value, to: &output)
        output += "\""
    }

    /// ` name="3"` for a whole number.
    package mutating func attr(_ name: StaticString, _ value: Int) {
        output += " "
        appendStatic(name)
        output += "=\"" + String(value) + "\""
    }

    /// An attribute assembled by interpolation — `format: "translate(\(x), \(y))"` — where
    /// numbers are formatted and text is escaped (see `SVGValue`).
    package mutating func attr(_ name: StaticString, format value: SVGValue) {
        output += " "
        appendStatic(name)
        output += "=\"" + value.escaped + "\""
    }

    /// `x`, `y`, `width` and `height` of a box given by its top-left corner.
    package mutating func frame(x: Double, y: Double, width: Double, height: Double) {
        attr("x", x)
        attr("y", y)
        attr("width", width)
        attr("height", height)
    }

    // MARK: Content

    /// Character data, escaped (`&`, `<`, `>`; with `escapingQuotes` also `"` and line breaks as
    /// character references, for text that was historically escaped like an attribute).
    package mutating func text(_ s: String, escapingQuotes: Bool = false) {
        XMLEscape.append(s, to: &output, attribute: escapingQuotes)
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
        output += "<style>"
        if css.utf8.contains(UInt8(ascii: "<")) {
            for c in css.unicodeScalars {
                if c == "<" { output += "\\3C " } else { output.unicodeScalars.append(c) }
            }
        } else {
            output += css
        }
        output += "</style>"
    }

    /// Appends markup produced by another writer.
    package mutating func append(_ other: SVGWriter) { output += other.output }

    private mutating func appendStatic(_ s: StaticString) {
        s.withUTF8Buffer { output += String(decoding: $0, as: UTF8.self) }
    }
}
