// Why: attribute values such as `translate(12.5, 40)`, path data or polygon points mix fixed
// text with numbers and, sometimes, user text. Interpolating them into a plain `String` would
// format numbers with `description` (`1e-05`) and leave text unescaped. An `SVGValue` literal
// formats every interpolated number with `NumberFormat` and escapes every piece of text, into
// UTF-8 bytes that `SVGWriter` copies as they are.

/// An attribute value built by string interpolation, escaped and formatted by construction:
/// `"M\(x),\(y)L\(x2),\(y2)"` as an `SVGValue` gives `M1.5,2L3,4`.
/// Only `Double`, `Int` and `String` can be interpolated; any other type does not compile.
package struct SVGValue: ExpressibleByStringInterpolation, Sendable {
    /// The value's UTF-8, escaped for a double-quoted attribute.
    package let bytes: SVGBytes

    /// The value as text, escaped for a double-quoted attribute.
    package var escaped: String { bytes.string }

    package init(stringLiteral value: StaticString) {
        var out = SVGBytes()
        value.withUTF8Buffer { XMLEscape.append(utf8: $0, to: &out, attribute: true) }
        bytes = out
    }

    package init(stringInterpolation: StringInterpolation) {
        bytes = stringInterpolation.output
    }

    /// Collects the literal pieces and the interpolated values.
    package struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var output: SVGBytes

        package init(literalCapacity: Int, interpolationCount: Int) {
            output = SVGBytes(capacity: literalCapacity + 8 * interpolationCount)
        }

        package mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { XMLEscape.append(utf8: $0, to: &output, attribute: true) }
        }

        /// A number, formatted by `NumberFormat` (2 decimals, no `-0`, no exponent).
        package mutating func appendInterpolation(_ value: Double) {
            NumberFormat.append(value, to: &output)
        }

        /// A whole number.
        package mutating func appendInterpolation(_ value: Int) {
            NumberFormat.append(value, to: &output)
        }

        /// Text, escaped.
        package mutating func appendInterpolation(_ value: String) {
            XMLEscape.append(value, to: &output, attribute: true)
        }

        /// A value built elsewhere (already escaped).
        package mutating func appendInterpolation(_ value: SVGValue) {
            output.append(value.bytes)
        }
    }
}

extension SVGValue {
    /// Space-separated `x,y` pairs, as polygon `points` want them.
    package static func points(_ pts: [(Double, Double)]) -> SVGValue {
        var interpolation = StringInterpolation(literalCapacity: 0, interpolationCount: pts.count * 2)
        for (i, p) in pts.enumerated() {
            if i > 0 { interpolation.output.append(UInt8(ascii: " ")) }
            NumberFormat.append(p.0, to: &interpolation.output)
            interpolation.output.append(UInt8(ascii: ","))
            NumberFormat.append(p.1, to: &interpolation.output)
        }
        return SVGValue(stringInterpolation: interpolation)
    }

    /// Path data or other values computed as text by a trusted geometry helper (e.g.
    /// `CurveStyle.path`), escaped like any text.
    package init(_ text: String) {
        var out = SVGBytes()
        XMLEscape.append(text, to: &out, attribute: true)
        bytes = out
    }
}
