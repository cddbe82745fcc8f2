// Why: every C4 box (element, boundary header, relationship label) is a stack of text lines in
// different sizes and styles; measuring and drawing them from one description keeps the box
// sizes and the drawn text in step.
import MermaidCore

/// Lines of text, each block with its own font size, stacked top to bottom.
struct C4TextStack {
    struct Entry {
        var block: TextBlock
        var size: Double
        var className: String
    }

    private(set) var entries: [Entry] = []
    private(set) var width = 0.0
    private(set) var height = 0.0
    /// Gap between entries.
    static let gap = 2.0

    /// Adds `text` (with `<br>` breaks) wrapped to `wrapWidth`; empty text adds nothing.
    mutating func add(_ text: String, size: Double, bold: Bool = false, italic: Bool = false, className: String,
                      wrapWidth: Double, measurer: TextMeasurer) {
        guard !text.isEmpty else { return }
        let plain = LabelText.parse(text)
        let styled = TextBlock(lines: plain.lines.map { line in
            TextLine(runs: line.runs.map { run in
                var r = run
                r.bold = r.bold || bold
                r.italic = r.italic || italic
                return r
            })
        }, isMarkdown: plain.isMarkdown)
        let block = measurer.wrap(styled, width: wrapWidth, size: size)
        if !entries.isEmpty { height += Self.gap }
        entries.append(Entry(block: block, size: size, className: className))
        width = max(width, measurer.measure(block, size: size).width)
        height += measurer.lineHeight(size: size) * Double(max(block.lines.count, 1))
    }

    /// Draws the stack centred on `centerX` from `topY` down.
    func draw(centerX: Double, topY: Double, measurer: TextMeasurer, style: String?, into svg: inout SVGWriter) {
        var y = topY
        for entry in entries {
            SVGText.draw(entry.block, x: centerX, topY: y, anchor: .middle, measurer: measurer, className: entry.className,
                         size: entry.size, style: style, into: &svg)
            y += measurer.lineHeight(size: entry.size) * Double(max(entry.block.lines.count, 1)) + Self.gap
        }
    }
}
