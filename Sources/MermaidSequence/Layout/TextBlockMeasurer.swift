import MermaidCore

/// Measures blocks of label lines with the diagram's font, the way mermaid's
/// `calculateTextDimensions` does: width of the widest line, one line height per line.
struct TextBlockMeasurer {
    let measurer: TextMeasurer
    let lineHeight: Double

    func width(_ line: String) -> Double {
        line.isEmpty ? 0 : measurer.width(of: line).rounded(.up)
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
