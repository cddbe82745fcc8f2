// Why: diagram types that lay out plain label lines (sequence today; journey, timeline and
// others next) measure the same strings many times and, like mermaid's
// `calculateTextDimensions`, work in whole pixels. This is that measurer, shared, on top of
// `TextMeasurer`, with the kit's line breaking (`LineBreaks`) and wrapping (`GreedyWrap`).

/// Measures and wraps lists of plain label lines: widths rounded up to whole pixels and
/// cached, one `lineHeight` per line.
package struct LineMeasurer {
    /// The font measurer.
    package let measurer: TextMeasurer
    /// Height of one line in px.
    package let lineHeight: Double
    /// Layout asks for the same label widths several times (margins, frames, placement).
    private let cache = WidthCache()

    private final class WidthCache {
        var widths: [String: Double] = [:]
    }

    package init(measurer: TextMeasurer, lineHeight: Double) {
        self.measurer = measurer
        self.lineHeight = lineHeight
    }

    /// Width of one line in whole px, with fallback-font slack.
    package func width(_ line: String) -> Double {
        if line.isEmpty { return 0 }
        // A short line is measured again: its bytes' table lookups cost less than hashing it into the
        // cache and, half the time, storing it there (callgrind: the cache cost 1,500 instructions a
        // miss and 430 a hit against 370 to measure a docs example's label).
        if line.utf8.count <= Self.measuredAgainUpTo { return measure(line) }
        if let known = cache.widths[line] { return known }
        let w = measure(line)
        if cache.widths.count < 4_096 { cache.widths[line] = w }
        return w
    }

    /// The longest line, in UTF-8 bytes, that `width(_:)` measures instead of looking up.
    static let measuredAgainUpTo = 48

    private func measure(_ line: String) -> Double {
        (MarkedLine.isMarked(line) ? MarkedLine.width(line, measurer: measurer) : measurer.width(of: line)).rounded(.up)
    }

    /// Width of the widest line in the measured font only, without fallback slack: for spacing
    /// free-standing text, which no shape has to contain.
    package func naturalWidth(_ lines: [String]) -> Double {
        lines.reduce(0) {
            max($0, $1.isEmpty ? 0 : MarkedLine.isMarked($1) ? width($1) : measurer.naturalWidth(of: $1).rounded(.up))
        }
    }

    /// Height of one line: `lineHeight`, or more for a marked line with a tall formula.
    package func height(_ line: String) -> Double {
        MarkedLine.isMarked(line) ? MarkedLine.height(line, measurer: measurer, lineHeight: lineHeight) : lineHeight
    }

    /// Widest line × (line count × line height); zero height when every line is empty.
    package func size(_ lines: [String]) -> (width: Double, height: Double) {
        var w = 0.0
        var nonEmpty = false
        var h = 0.0
        for line in lines {
            w = max(w, width(line))
            if !line.isEmpty { nonEmpty = true }
            h += height(line)
        }
        return (w, nonEmpty ? h : 0)
    }

    /// `text` broken at `<br>` and, when it has no explicit break (as in mermaid), wrapped
    /// greedily to `width`, splitting words wider than a line.
    package func wrap(_ text: String, width maxWidth: Double) -> [String] {
        let explicit = LineBreaks.split(text)
        if explicit.count > 1 { return explicit }
        let limit = max(maxWidth, 1)
        var out: [String] = []
        for paragraph in explicit {
            let words = paragraph.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            let lines = GreedyWrap.lines(words, fits: { width($0) <= limit }, spaced: { $0 + " " + $1 },
                                         joined: { $0 + $1 }, characters: { $0.map { String($0) } })
            out += lines.isEmpty ? [""] : lines
        }
        return out
    }
}
