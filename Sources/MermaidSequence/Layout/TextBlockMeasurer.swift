import MermaidCore

/// Measures blocks of label lines with the diagram's font, the way mermaid's
/// `calculateTextDimensions` does: width of the widest line, one line height per line.
struct TextBlockMeasurer {
    let measurer: TextMeasurer
    let lineHeight: Double
    /// Layout asks for the same label widths several times (margins, frames, placement).
    private let cache = WidthCache()

    private final class WidthCache {
        var widths: [String: Double] = [:]
    }

    init(measurer: TextMeasurer, lineHeight: Double) {
        self.measurer = measurer
        self.lineHeight = lineHeight
    }

    func width(_ line: String) -> Double {
        if line.isEmpty { return 0 }
        if let known = cache.widths[line] { return known }
        let w = measurer.width(of: line).rounded(.up)
        if cache.widths.count < 4_096 { cache.widths[line] = w }
        return w
    }

    /// Width of the widest line in the measured font only, without fallback slack: for spacing
    /// free-standing message text, which no shape has to contain.
    func naturalWidth(_ lines: [String]) -> Double {
        lines.reduce(0) { max($0, $1.isEmpty ? 0 : measurer.naturalWidth(of: $1).rounded(.up)) }
    }

    func size(_ lines: [String]) -> (width: Double, height: Double) {
        var w = 0.0
        var nonEmpty = false
        for line in lines {
            w = max(w, width(line))
            if !line.isEmpty { nonEmpty = true }
        }
        return (w, nonEmpty ? Double(lines.count) * lineHeight : 0)
    }

    func wrap(_ text: String, width: Double) -> [String] {
        // Like mermaid, text with explicit breaks is not re-wrapped.
        let explicit = SequenceText.lines(text)
        if explicit.count > 1 { return explicit }
        return SequenceText.wrap(text, maxWidth: width, measure: self.width)
    }
}
