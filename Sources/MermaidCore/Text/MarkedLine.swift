// Why: sequence diagrams keep their labels as plain `[String]` lines (measured by
// `LineMeasurer`, placed by mermaid's sequence arithmetic). A line that holds inline HTML
// (`<b>`, `<a href>` …) or a `$$…$$` formula is marked with a private-use prefix, so the
// same strings flow through that layout and are measured and drawn styled — by the shared
// label code (`LabelText`, `MathLabel`), never by a second parser.

/// A label line carrying markup: `mark` it, then measure and draw it through this type.
package enum MarkedLine {
    static let prefix: Unicode.Scalar = "\u{E001}"

    /// True when `line` holds an inline tag `LabelText` styles, or a `$$…$$` formula.
    package static func hasMarkup(_ line: String) -> Bool {
        var sawLess = false
        var sawDollar = false
        for b in line.utf8 {
            if b == UInt8(ascii: "<") { sawLess = true }
            if b == UInt8(ascii: "$") { sawDollar = true }
        }
        if sawDollar, MathLabel.containsMath(line) { return true }
        guard sawLess else { return false }
        let chars = Array(line)
        for (i, c) in chars.enumerated() where c == "<" {
            if let (tag, _) = InlineTag.match(chars, at: i), tag != .lineBreak, tag != .horizontalRule { return true }
        }
        return false
    }

    /// `line` (already free of `<br>`) marked; `&` and the characters in `literal` (text
    /// that must never read as markup, e.g. a `<` that came from an entity code) are
    /// escaped so the label parser gives them back unchanged.
    package static func mark(_ line: String, literal: [Character: String] = [:]) -> String {
        var out = String(Character(prefix))
        for c in line {
            if c == "&" { out += "&amp;" } else if let s = literal[c] { out += s } else { out.append(c) }
        }
        return out
    }

    /// True for a line made by `mark`.
    @inline(__always)
    package static func isMarked(_ line: String) -> Bool { line.unicodeScalars.first == prefix }

    static func body(_ line: String) -> String { String(line.unicodeScalars.dropFirst()) }

    /// The math label of a marked line holding a formula.
    package static func math(_ line: String, measurer: TextMeasurer) -> MathLabel? {
        isMarked(line) ? MathLabel(body(line), measurer: measurer) : nil
    }

    /// The styled runs of a marked line without formulas.
    package static func runs(_ line: String) -> [TextRun] {
        LabelText.parse(isMarked(line) ? body(line) : line).lines.first?.runs ?? []
    }

    /// What a reader sees: the text without tags (formulas as their source).
    package static func plainText(_ line: String) -> String {
        guard isMarked(line) else { return line }
        return LabelText.parse(body(line)).plainText
    }

    /// Width in px with fallback-font slack.
    package static func width(_ line: String, measurer: TextMeasurer) -> Double {
        if let math = math(line, measurer: measurer) { return math.width }
        return measurer.width(of: TextLine(runs: runs(line)))
    }

    /// Height in px: `lineHeight`, or a formula's height when taller.
    package static func height(_ line: String, measurer: TextMeasurer, lineHeight: Double) -> Double {
        guard let math = math(line, measurer: measurer) else { return lineHeight }
        return max(lineHeight, math.height)
    }

    /// The line's content inside an already open `<text>`/`<tspan>`: styled runs, escaped.
    package static func writeRuns(_ line: String, into svg: inout SVGWriter) {
        SVGText.runs(runs(line), into: &svg)
    }
}
