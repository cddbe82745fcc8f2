import MermaidCore

/// A node, edge or subgraph label: parsed by the core (`<br>`, entity codes, markdown
/// strings, inline tags; `<`, `>` and `&` otherwise literal), wrapped like mermaid's
/// 200 px label boxes, measured, and drawn as SVG text centred on x = 0.
struct FlowLabel {
    var block: TextBlock
    var width: Double
    var height: Double
    let measurer: TextMeasurer
    /// Set when the label holds `$$…$$`: drawn by the core's math label (never wrapped,
    /// as KaTeX's display output is not).
    var math: MathLabel?

    init(_ text: FlowText, measurer: TextMeasurer, maxWidth: Double?) {
        self.measurer = measurer
        if !text.isMarkdown, let math = MathLabel(text.raw, measurer: measurer, breakOnBackslashN: true) {
            self.math = math
            block = TextBlock(lines: [])
            width = math.width
            height = math.height
            return
        }
        var block: TextBlock
        if !text.isMarkdown, let lines = Self.plainLines(text.raw) {
            // Fast path: lines split by `<br>` with nothing else to interpret (most labels).
            block = TextBlock(lines: lines.map { TextLine(runs: $0.isEmpty ? [] : [TextRun($0)]) })
        } else {
            // Outside markdown strings mermaid breaks the line at a literal `\n` too.
            var raw = text.isMarkdown ? text.raw : Self.breakingBackslashN(text.raw)
            if text.isMarkdown { raw = "`" + raw + "`" }
            block = LabelText.parse(raw)
            if text.isMarkdown {
                while block.lines.count > 1, block.lines.last?.runs.isEmpty == true { block.lines.removeLast() }
            }
        }
        guard Self.hasVisibleText(block) else {
            self.block = block
            width = 0
            height = 0
            return
        }
        var size = measurer.measure(block)
        // Lines break where mermaid's would, in the measured font (the box is then sized with the
        // fallback font's slack, which is never narrower).
        if let maxWidth, size.width > maxWidth {
            block = measurer.wrap(block, width: maxWidth, asBrowserLabel: true)
            size = measurer.measure(block)
        }
        self.block = block
        width = size.width
        height = size.height
    }

    var isEmpty: Bool { width == 0 }

    /// `<text>` centred on x = 0 whose first line box starts at `top`.
    func draw(top: Double, textStyle: String = "", into svg: inout SVGWriter) {
        if let math {
            math.draw(x: 0, topY: top, anchor: .middle, style: textStyle.isEmpty ? nil : textStyle, into: &svg)
            return
        }
        SVGText.draw(block, x: 0, topY: top, anchor: .middle, measurer: measurer,
                     style: textStyle.isEmpty ? nil : textStyle, rules: true, into: &svg)
    }

    /// The label's lines when it has only `<br>`/`<br/>`/`<br />` breaks and plain text; nil
    /// when the core's full label parser is needed.
    static func plainLines(_ raw: String) -> [String]? {
        if let single = plainLine(raw) { return [single] }
        var lines: [String] = []
        var rest = Substring(raw)
        while let lt = rest.firstIndex(of: "<") {
            let tail = rest[lt...]
            var length = 0
            for form in ["<br>", "<br/>", "<br />", "<BR>", "<BR/>", "<BR />"] where tail.hasPrefix(form) {
                length = form.count
                break
            }
            guard length > 0, let line = plainLine(String(rest[..<lt])) else { return nil }
            lines.append(line)
            rest = tail.dropFirst(length)
        }
        guard let last = plainLine(String(rest)) else { return nil }
        lines.append(last)
        return lines
    }

    /// The label itself when it is a single line with no markup, entity or line break
    /// (spaces collapsed and trimmed as a browser shows them); nil otherwise.
    static func plainLine(_ raw: String) -> String? {
        var needsSpaceFix = false
        var previousSpace = true
        for b in raw.utf8 {
            switch b {
            case UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "#"), UInt8(ascii: "`"), 10, 13,
                 UInt8(ascii: "\\"):
                return nil
            case 32, 9:
                if previousSpace || b == 9 { needsSpaceFix = true }
                previousSpace = true
            default:
                previousSpace = false
            }
        }
        if previousSpace && !raw.isEmpty { needsSpaceFix = true }
        guard needsSpaceFix else { return raw }
        return raw.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// Any character other than spaces (cheaper than trimming every line).
    static func hasVisibleText(_ block: TextBlock) -> Bool {
        for line in block.lines {
            for run in line.runs where run.text.utf8.contains(where: { $0 != 32 && $0 != 9 }) { return true }
        }
        return false
    }

    /// True when `s` contains `:fa-`.
    static func containsIconMarker(_ s: String) -> Bool {
        var state = 0
        for b in s.utf8 {
            switch (state, b) {
            case (_, UInt8(ascii: ":")): state = 1
            case (1, UInt8(ascii: "f")): state = 2
            case (2, UInt8(ascii: "a")): state = 3
            case (3, UInt8(ascii: "-")): return true
            default: state = 0
            }
        }
        return false
    }

    /// `fa:fa-car` (an icon of the Font Awesome web font, which is not bundled).
    static func isIconReference(_ word: Substring) -> Bool {
        guard let colon = word.firstIndex(of: ":") else { return false }
        return word[..<colon].hasPrefix("fa") && word[word.index(after: colon)...].hasPrefix("fa-")
    }

    /// `one\ntwo` (a backslash and an n) → `one<br>two`.
    static func breakingBackslashN(_ s: String) -> String {
        guard s.containsByte(UInt8(ascii: "\\")) else { return s }
        return s.replacingOccurrences(of: "\\n", with: "<br>")
    }
}
