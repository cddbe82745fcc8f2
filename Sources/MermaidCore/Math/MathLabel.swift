// Why: a label holding `$$…$$` mixes styled text (read by `LabelText`, so `<br>`, entities
// and inline HTML work as in any label) with formulas (`MathParser`, `MathLayout`). Lines
// grow to fit a tall formula, and the whole label is drawn with explicit positions, because
// a stacked fraction cannot be expressed as one run of SVG text.

/// A label with formulas: measured, then drawn as SVG `<text>` plus the rules of fractions
/// and radicals.
///
/// ```swift
/// if let label = MathLabel("Area $$\\pi r^2$$", measurer: context.text) {
///     // label.width, label.height size the shape; label.problems become warnings
///     label.draw(x: 0, topY: -label.height / 2, anchor: .middle, into: &svg)
/// }
/// ```
package struct MathLabel: Sendable {
    /// A piece of one line.
    package enum Piece: Sendable {
        case text(TextRun, width: Double)
        case math(MathBox)
    }

    /// One line: pieces left to right and the line box around the baseline.
    package struct Line: Sendable {
        package var pieces: [Piece] = []
        package var width = 0.0
        package var ascent = 0.0
        package var descent = 0.0
        /// The line follows an `<hr>`: a rule is drawn above it.
        package var ruleAbove = false
    }

    package private(set) var lines: [Line] = []
    package private(set) var width = 0.0
    package private(set) var height = 0.0
    /// One sentence per formula outside the drawn subset (drawn as its source text).
    package private(set) var problems: [String] = []
    let measurer: TextMeasurer

    /// Most formulas read from one label; later `$$` pairs stay text.
    static let maxFormulas = 256

    /// True when `raw` holds a `$$…$$` pair on one line.
    package static func containsMath(_ raw: String) -> Bool {
        guard raw.containsByte(UInt8(ascii: "$")) else { return false }
        return !extract(raw).formulas.isEmpty
    }

    /// The reasons the formulas of `raw` fall back to source text (empty when all are drawn).
    package static func problems(in raw: String) -> [String] {
        extract(raw).formulas.compactMap { source in
            if case .failure(let error) = MathParser.result(source) { return problem(source, error) }
            return nil
        }
    }

    static func problem(_ source: String, _ error: MathParseError) -> String {
        let shown = source.count > 60 ? String(source.prefix(57)) + "…" : source
        return "math '$$\(shown)$$' is drawn as its source text: \(error.message)"
    }

    /// Reads `raw` (the label text, quotes removed); nil when it holds no formula.
    /// - Parameter breakOnBackslashN: break the text outside formulas at a literal `\n`, as
    ///   flowcharts do (inside a formula `\neq` and `\nu` stay commands).
    package init?(_ raw: String, measurer: TextMeasurer, breakOnBackslashN: Bool = false) {
        let (text, formulas) = Self.extract(raw)
        guard !formulas.isEmpty else { return nil }
        self.measurer = measurer
        var boxes: [MathBox?] = []
        for source in formulas {
            switch MathParser.result(source) {
            case .success(let node): boxes.append(MathLayout(measurer: measurer).layout(node))
            case .failure(let error):
                problems.append(Self.problem(source, error))
                boxes.append(nil)
            }
        }
        let block = LabelText.parse(text, breakOnBackslashN: breakOnBackslashN)
        let s = measurer.fontSize
        let lineHeight = measurer.lineHeight()
        let textAscent = lineHeight / 2 + measurer.baselineOffset()
        let pad = 0.1 * s
        for blockLine in block.lines {
            var line = Line()
            line.ruleAbove = blockLine.ruleAbove
            if !blockLine.runs.isEmpty { line.ascent = textAscent; line.descent = lineHeight - textAscent }
            for run in blockLine.runs {
                for piece in Self.split(run, formulas: formulas, boxes: boxes) {
                    switch piece {
                    case .left(let textRun):
                        let w = measurer.width(of: textRun.text, size: s * textRun.sizeFactor, bold: textRun.bold,
                                               italic: textRun.italic)
                        line.pieces.append(.text(textRun, width: w))
                        line.width += w
                    case .right(let box):
                        line.pieces.append(.math(box))
                        line.width += box.width
                        line.ascent = max(line.ascent, box.ascent + pad)
                        line.descent = max(line.descent, box.descent + pad)
                    }
                }
            }
            if blockLine.runs.isEmpty { line.ascent = textAscent; line.descent = lineHeight - textAscent }
            width = max(width, line.width)
            height += line.ascent + line.descent
            lines.append(line)
        }
    }

    enum Either { case left(TextRun), right(MathBox) }

    /// A run's text cut at formula placeholders; a formula outside the subset is its source.
    static func split(_ run: TextRun, formulas: [String], boxes: [MathBox?]) -> [Either] {
        var out: [Either] = []
        var pending = ""
        for scalar in run.text.unicodeScalars {
            let index = Int(scalar.value) - Int(placeholderBase)
            guard index >= 0, index < formulas.count else { pending.unicodeScalars.append(scalar); continue }
            if let box = boxes[index] {
                if !pending.isEmpty { out.append(.left(run.with(text: pending))); pending = "" }
                out.append(.right(box))
            } else {
                pending += "$$" + formulas[index] + "$$"
            }
        }
        if !pending.isEmpty { out.append(.left(run.with(text: pending))) }
        return out
    }

    static let placeholderBase: UInt32 = 0xE100

    /// `raw` with each `$$…$$` (paired left to right, never across a line break) replaced by
    /// a private-use placeholder, and the formulas' sources.
    static func extract(_ raw: String) -> (text: String, formulas: [String]) {
        guard raw.containsByte(UInt8(ascii: "$")) else { return (raw, []) }
        let chars = Array(raw.unicodeScalars)
        var text = String.UnicodeScalarView()
        var formulas: [String] = []
        var i = 0
        while i < chars.count {
            if chars[i] == "$", i + 1 < chars.count, chars[i + 1] == "$", formulas.count < maxFormulas,
               let end = closing(chars, from: i + 2) {
                formulas.append(String(String.UnicodeScalarView(chars[(i + 2)..<end])))
                text.append(Unicode.Scalar(placeholderBase + UInt32(formulas.count - 1))!)
                i = end + 2
                continue
            }
            text.append(chars[i])
            i += 1
        }
        return (String(text), formulas)
    }

    /// Index of the `$$` closing a formula opened before `start`; nil at a line break or end.
    private static func closing(_ chars: [Unicode.Scalar], from start: Int) -> Int? {
        var j = start
        while j + 1 < chars.count {
            let c = chars[j]
            if c == "\n" { return nil }
            if c == "<", j + 2 < chars.count, chars[j + 1] == "b" || chars[j + 1] == "B",
               chars[j + 2] == "r" || chars[j + 2] == "R" { return nil }
            if c == "$", chars[j + 1] == "$" { return j > start ? j : nil }
            j += 1
        }
        return nil
    }
}
