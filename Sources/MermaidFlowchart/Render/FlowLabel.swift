import MermaidCore

/// A node, edge or subgraph label: parsed by the core (`<br>`, entity codes, markdown
/// strings, inline tags; `<`, `>` and `&` otherwise literal), wrapped like mermaid's
/// 200 px label boxes, measured, and drawn as SVG text centred on x = 0.
struct FlowLabel {
    var block: TextBlock
    var width: Double
    var height: Double
    let measurer: TextMeasurer

    init(_ text: FlowText, measurer: TextMeasurer, maxWidth: Double?) {
        self.measurer = measurer
        var raw = Self.stripIcons(text.raw)
        if text.isMarkdown { raw = "`" + raw + "`" }
        var block = LabelText.parse(raw)
        if text.isMarkdown {
            while block.lines.count > 1, block.lines.last?.runs.isEmpty == true { block.lines.removeLast() }
        }
        if let maxWidth {
            // mermaid never breaks inside a word: a long word widens the box instead.
            block = measurer.wrap(block, width: max(maxWidth, Self.widestWord(block, measurer: measurer)))
        }
        self.block = block
        if block.isEmpty {
            width = 0
            height = 0
        } else {
            let size = measurer.measure(block)
            width = size.width
            height = size.height
        }
    }

    var isEmpty: Bool { width == 0 }

    /// `<text>` centred on x = 0 whose first line box starts at `top`.
    func svg(top: Double, textStyle: String = "") -> String {
        SVGText.render(block, x: 0, topY: top, anchor: .middle, measurer: measurer,
                       style: textStyle.isEmpty ? nil : textStyle)
    }

    static func widestWord(_ block: TextBlock, measurer: TextMeasurer) -> Double {
        var widest = 0.0
        for line in block.lines {
            for run in line.runs {
                for word in run.text.split(separator: " ") {
                    widest = max(widest, measurer.width(of: String(word), bold: run.bold, italic: run.italic))
                }
            }
        }
        return widest + 1
    }

    /// `fa:fa-car` icon references draw nothing without the icon font; drop them.
    static func stripIcons(_ s: String) -> String {
        guard s.contains(":fa-") else { return s }
        var words: [Substring] = []
        for word in s.split(separator: " ", omittingEmptySubsequences: false) {
            if let colon = word.firstIndex(of: ":"), word[..<colon].hasPrefix("fa"),
               word[word.index(after: colon)...].hasPrefix("fa-") { continue }
            words.append(word)
        }
        return String(words.joined(separator: " ").drop(while: { $0 == " " }))
    }
}
