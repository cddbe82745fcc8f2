// Why: the laid-out formula — what `MathLayout` computes and `MathLabel` draws — kept apart
// from both so the geometry can be tested without SVG and drawn without re-measuring.

/// A laid-out formula: its size around the baseline and what to draw, in px relative to
/// the left end of the baseline (y grows downwards).
package struct MathBox: Sendable, Equatable {
    /// One thing to draw.
    package enum Item: Sendable, Equatable {
        /// Text with its baseline's left end at (`x`, `y`), `size` relative to the label's font size.
        case glyph(String, x: Double, y: Double, size: Double, variant: MathVariant)
        /// A horizontal rule (fraction bar, overline) from `x1` to `x2` at `y`.
        case rule(x1: Double, x2: Double, y: Double, thickness: Double)
        /// A polyline: a radical sign and its overbar, or an `\overbrace`/`\underbrace` brace.
        case polyline([(x: Double, y: Double)], thickness: Double)

        package static func == (a: Item, b: Item) -> Bool {
            switch (a, b) {
            case let (.glyph(t1, x1, y1, s1, v1), .glyph(t2, x2, y2, s2, v2)):
                return t1 == t2 && x1 == x2 && y1 == y2 && s1 == s2 && v1 == v2
            case let (.rule(a1, b1, c1, d1), .rule(a2, b2, c2, d2)):
                return a1 == a2 && b1 == b2 && c1 == c2 && d1 == d2
            case let (.polyline(p1, t1), .polyline(p2, t2)):
                return t1 == t2 && p1.count == p2.count && zip(p1, p2).allSatisfy { $0.x == $1.x && $0.y == $1.y }
            default:
                return false
            }
        }
    }

    package var width: Double
    /// Height above the baseline.
    package var ascent: Double
    /// Depth below the baseline.
    package var descent: Double
    package var items: [Item]

    package init(width: Double = 0, ascent: Double = 0, descent: Double = 0, items: [Item] = []) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.items = items
    }

    /// The text of every glyph, in drawing order (for tests and accessible labels).
    package var text: String {
        items.compactMap { if case .glyph(let t, _, _, _, _) = $0 { return t } else { return nil } }.joined()
    }

    /// `other` placed with its baseline's left end at (`dx`, `dy`).
    mutating func place(_ other: MathBox, dx: Double, dy: Double) {
        for item in other.items {
            switch item {
            case let .glyph(t, x, y, s, v): items.append(.glyph(t, x: x + dx, y: y + dy, size: s, variant: v))
            case let .rule(x1, x2, y, th): items.append(.rule(x1: x1 + dx, x2: x2 + dx, y: y + dy, thickness: th))
            case let .polyline(points, th): items.append(.polyline(points.map { ($0.x + dx, $0.y + dy) }, thickness: th))
            }
        }
    }
}
