/// A tiny, allocation-light SVG writer for diagram modules.
///
/// ```swift
/// var svg = SVGWriter()
/// svg.open("g", ["class": "node default", "data-id": "A"])   // attributes sorted by key
/// svg.element("rect", [("x", (-10).svg), ("y", "0")])       // ordered pairs keep order
/// svg.close("g")
/// ```
/// Attribute values are escaped; text must go through `text(_:)` or `XMLEscape.text`.
package struct SVGWriter: Sendable {
    package private(set) var output: String = ""

    package init(capacity: Int = 4096) {
        output.reserveCapacity(capacity)
    }

    /// `<name a="…">`, attributes in the given order; nil values are skipped.
    package mutating func open(_ name: String, _ attributes: [(String, String?)] = []) {
        output += "<" + name
        appendAttributes(attributes)
        output += ">"
    }

    /// Same with a dictionary (attributes sorted by name for determinism).
    package mutating func open(_ name: String, _ attributes: [String: String]) {
        open(name, attributes.sorted { $0.key < $1.key }.map { ($0.key, Optional($0.value)) })
    }

    package mutating func close(_ name: String) {
        output += "</" + name + ">"
    }

    /// `<name a="…"/>`.
    package mutating func element(_ name: String, _ attributes: [(String, String?)] = []) {
        output += "<" + name
        appendAttributes(attributes)
        output += "/>"
    }

    /// `<name a="…">escaped text</name>`.
    package mutating func element(_ name: String, _ attributes: [(String, String?)], text: String) {
        open(name, attributes)
        output += XMLEscape.text(text)
        close(name)
    }

    /// Escaped character data.
    package mutating func text(_ s: String) { output += XMLEscape.text(s) }

    /// Markup that is already valid SVG (e.g. from `SVGText.render`).
    package mutating func raw(_ markup: String) { output += markup }

    private mutating func appendAttributes(_ attributes: [(String, String?)]) {
        for (key, value) in attributes {
            guard let value else { continue }
            output += " " + key + "=\"" + XMLEscape.attribute(value) + "\""
        }
    }
}
