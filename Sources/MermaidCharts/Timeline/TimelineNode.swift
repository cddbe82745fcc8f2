// Why: every box of a timeline (section, period, event) is the same shape: a rounded-top box with a
// coloured bottom line and wrapped, centred text. Measuring and drawing it in one place keeps the
// layout's heights and the drawing's in step.
import Foundation
import MermaidCore

/// One timeline box's text, wrapped, and its measures (mermaid's `drawNode`).
struct TimelineNode {
    /// Inner padding of the left-to-right layout's boxes (the top-down layout uses 5).
    static let padding = 20.0

    let lines: [String]
    /// Space on each side of the text, and below it.
    let padding: Double

    /// Wraps `text` as mermaid does: greedily by words while a line's width in the measured font
    /// stays within `width`; a `<br>` always breaks. A line that would not fit the box even with
    /// the widest fallback font is wrapped again inside it (a long word is split).
    init(_ text: String, width: Double, padding: Double = TimelineNode.padding, context: DiagramContext) {
        self.padding = padding
        let boxInner = width + 2 * padding - 4
        var result: [String] = []
        for source in TimelineNode.breakingAtBR(text).split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in source.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if current.isEmpty || context.text.naturalWidth(of: candidate) <= width {
                    current = candidate
                } else {
                    result.append(current)
                    current = String(word)
                }
            }
            result.append(current)
        }
        lines = result.flatMap { line -> [String] in
            guard context.text.width(of: line) > boxInner else { return [line] }
            return context.text.wrap(TextBlock(plain: line), width: boxInner).lines.map(\.plainText)
        }
    }

    /// Height of the text block: one line's glyph box, then 1.1em per further line (mermaid's
    /// tspans advance by `1.1em`).
    static func textHeight(lines: Int, fontSize: Double) -> Double {
        fontSize * 1.0635 + Double(max(lines, 1) - 1) * fontSize * 1.1
    }

    /// The box's natural height: text, half a line of air and the padding.
    func height(fontSize: Double) -> Double {
        TimelineNode.textHeight(lines: lines.count, fontSize: fontSize) + fontSize * 0.55 + padding
    }

    /// Draws the box with its top-left corner at the origin of the current group.
    /// `width` is the text width; the box is `width + 2 × padding` wide and `height` high.
    func draw(width textWidth: Double, height: Double, colorIndex: Int, id: String, into svg: inout SVGWriter) {
        let section = colorIndex % 12 - 1
        let width = textWidth + 2 * padding
        svg.openGroup(class: "timeline-node section-\(section)")
        svg.open("g")
        svg.start("path")
        svg.attr("id", id)
        svg.attr("class", "node-bkg node-undefined")
        svg.attr("d", format: "M0 \(height - 5) v\(-height + 10) q0,-5,5,-5 h\(width - 10) q5,0,5,5 v\(height - 5) H0 Z")
        svg.endEmpty()
        svg.start("line")
        svg.attr("class", "node-line-\(section)")
        svg.endpoints(x1: 0, y1: height, x2: width, y2: height)
        svg.endEmpty()
        svg.end("g")
        svg.start("g")
        svg.attr("transform", format: "translate(\(width / 2), \(padding / 2))")
        svg.startBody()
        svg.start("text")
        svg.attr("dy", "1em")
        svg.attr("dominant-baseline", "middle")
        svg.attr("text-anchor", "middle")
        svg.startBody()
        for (index, line) in lines.enumerated() {
            svg.start("tspan")
            svg.attr("x", 0)
            svg.attr("dy", index == 0 ? "1em" : "1.1em")
            svg.startBody()
            svg.text(line)
            svg.end("tspan")
        }
        svg.end("text")
        svg.end("g")
        svg.end("g")
    }

    /// `a<br>b`, `a<br/>b`, `a<br />b` → `a\nb`.
    static func breakingAtBR(_ text: String) -> String {
        guard text.containsByte(UInt8(ascii: "<")) else { return text }
        if let plain = asciiBreakingAtBR(text) { return plain }
        return text.replacingOccurrences(of: "<br\\s*/?>", with: "\n", options: [.regularExpression, .caseInsensitive])
    }

    /// `breakingAtBR` without the regular expression, for ASCII text whose `<br` tags have only spaces
    /// before their `/` or `>` (every tag in practice); nil for anything else, which the expression reads.
    private static func asciiBreakingAtBR(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<"), i + 2 < bytes.count, bytes[i + 1] | 0x20 == UInt8(ascii: "b"),
                  bytes[i + 2] | 0x20 == UInt8(ascii: "r") else {
                out.append(bytes[i])
                i += 1
                continue
            }
            var j = i + 3
            while j < bytes.count, bytes[j] == 32 { j += 1 }
            if j < bytes.count, bytes[j] == 9 || bytes[j] == 10 || bytes[j] == 12 || bytes[j] == 13 || bytes[j] == 11 {
                return nil  // other white space: left to the expression's own idea of `\s`
            }
            if j < bytes.count, bytes[j] == UInt8(ascii: "/") { j += 1 }
            if j < bytes.count, bytes[j] == UInt8(ascii: ">") {
                out.append(10)
                i = j + 1
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
