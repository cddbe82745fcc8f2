import MermaidCore

/// A label laid out into lines of styled runs, measured and ready to draw as SVG `<text>`.
///
/// Handles what mermaid handles in labels: `<br>` (any spelling) and newlines break lines,
/// `#quot;`/`#35;`-style entity codes are decoded, markdown strings give bold/italic runs,
/// and long lines wrap at `maxWidth` like mermaid's 200 px label boxes. Everything else,
/// including `<`, `>` and `&`, shows literally.
struct LabelText {
    struct Run: Equatable {
        var text: String
        var bold = false
        var italic = false
    }

    var lines: [[Run]]
    var lineWidths: [Double]
    var width: Double
    var height: Double
    var lineHeight: Double
    var fontSize: Double

    init(_ text: FlowText, measurer: TextMeasurer, maxWidth: Double? = 200) {
        fontSize = measurer.fontSize
        lineHeight = measurer.lineHeight(size: nil)
        let decoded = LabelText.decodeEntities(LabelText.stripIcons(text.raw))
        var parsed: [[Run]] = []
        for rawLine in LabelText.splitLines(decoded) {
            let line = text.isMarkdown ? String(Substring(rawLine).trimmingSpaces) : rawLine
            parsed.append(text.isMarkdown ? LabelText.markdownRuns(line) : [Run(text: line)])
        }
        if text.isMarkdown {
            while parsed.count > 1, parsed.last?.allSatisfy({ $0.text.isEmpty }) == true { parsed.removeLast() }
        }
        var lines: [[Run]] = []
        for line in parsed { lines += LabelText.wrap(line, measurer: measurer, maxWidth: maxWidth) }
        self.lines = lines
        lineWidths = lines.map { line in line.reduce(0) { $0 + measurer.width(of: $1.text, bold: $1.bold, italic: $1.italic) } }
        let empty = lines.allSatisfy { $0.allSatisfy { $0.text.allSatisfy { $0 == " " || $0 == "\u{00A0}" } } }
        width = empty ? 0 : (lineWidths.max() ?? 0)
        height = empty ? 0 : Double(lines.count) * lineHeight
    }

    var isEmpty: Bool { width == 0 }

    /// `<text>` centred on x = 0 whose first line box starts at `top`.
    func svg(top: Double, textStyle: String = "") -> String {
        var out = "<text text-anchor=\"middle\""
        if !textStyle.isEmpty { out += " style=\"\(SVGText.escape(textStyle))\"" }
        out += ">"
        for (i, line) in lines.enumerated() {
            // Baseline: middle of the line box, shifted down by ~0.35em so the glyphs are centred.
            let y = top + Double(i) * lineHeight + lineHeight / 2 + fontSize * 0.35
            out += "<tspan x=\"0\" y=\"\(SVGText.number(y))\">"
            for run in line {
                if run.bold || run.italic {
                    out += "<tspan"
                    if run.bold { out += " font-weight=\"bold\"" }
                    if run.italic { out += " font-style=\"italic\"" }
                    out += ">\(SVGText.escape(run.text))</tspan>"
                } else {
                    out += SVGText.escape(run.text)
                }
            }
            out += "</tspan>"
        }
        return out + "</text>"
    }

    // MARK: Parsing

    /// Splits at `<br>`, `<br/>`, `<br />` (any case) and at newlines.
    static func splitLines(_ s: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var i = s.startIndex
        while i < s.endIndex {
            let ch = s[i]
            if ch == "\n" {
                lines.append(current)
                current = ""
                i = s.index(after: i)
                continue
            }
            if ch == "<", let end = brEnd(s, from: i) {
                lines.append(current)
                current = ""
                i = end
                continue
            }
            current.append(ch)
            i = s.index(after: i)
        }
        lines.append(current)
        return lines
    }

    private static func brEnd(_ s: String, from i: String.Index) -> String.Index? {
        var j = s.index(after: i)
        for expected in "br" {
            guard j < s.endIndex, s[j].lowercased() == String(expected) else { return nil }
            j = s.index(after: j)
        }
        while j < s.endIndex, s[j] == " " { j = s.index(after: j) }
        if j < s.endIndex, s[j] == "/" { j = s.index(after: j) }
        guard j < s.endIndex, s[j] == ">" else { return nil }
        return s.index(after: j)
    }

    private static let namedEntities: [String: String] = [
        "quot": "\"", "amp": "&", "lt": "<", "gt": ">", "nbsp": "\u{00A0}", "apos": "'", "hash": "#",
        "semi": ";", "colon": ":", "copy": "©", "reg": "®", "hearts": "♥", "deg": "°", "euro": "€",
        "times": "×", "divide": "÷", "rarr": "→", "larr": "←", "harr": "↔", "mdash": "—", "ndash": "–",
    ]

    /// mermaid's entity codes: `#quot;`, `#35;`, `#x2665;` (and the same with `&`).
    static func decodeEntities(_ s: String) -> String {
        guard s.contains("#") || s.contains("&") else { return s }
        var out = ""
        var i = s.startIndex
        while i < s.endIndex {
            let ch = s[i]
            if ch == "#" || ch == "&", let semi = s[i...].prefix(12).firstIndex(of: ";") {
                var name = s[s.index(after: i)..<semi]
                if ch == "&", name.first == "#" { name = name.dropFirst() }
                var replacement: String?
                if let first = name.first, first == "x" || first == "X",
                   let v = UInt32(name.dropFirst(), radix: 16), let u = Unicode.Scalar(v) {
                    replacement = String(Character(u))
                } else if let v = UInt32(name), let u = Unicode.Scalar(v) {
                    replacement = String(Character(u))
                } else if let named = namedEntities[String(name)] {
                    replacement = named
                }
                if let replacement, !name.isEmpty {
                    out += replacement
                    i = s.index(after: semi)
                    continue
                }
            }
            out.append(ch)
            i = s.index(after: i)
        }
        return out
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

    /// `**bold**`, `__bold__`, `*italic*`, `_italic_` inside one line.
    static func markdownRuns(_ line: String) -> [Run] {
        var runs: [Run] = []
        var bold = false, italic = false
        var current = ""
        let chars = Array(line)
        var i = 0
        func flush() {
            if !current.isEmpty { runs.append(Run(text: current, bold: bold, italic: italic)) }
            current = ""
        }
        while i < chars.count {
            let c = chars[i]
            if (c == "*" || c == "_") && i + 1 < chars.count && chars[i + 1] == c {
                flush(); bold.toggle(); i += 2; continue
            }
            if c == "*" || (c == "_" && (i == 0 || chars[i - 1] == " " || italic)) {
                flush(); italic.toggle(); i += 1; continue
            }
            current.append(c)
            i += 1
        }
        flush()
        return runs.isEmpty ? [Run(text: "")] : runs
    }

    /// Greedy word wrap of one line of runs at `maxWidth` (a single long word stays whole).
    static func wrap(_ line: [Run], measurer: TextMeasurer, maxWidth: Double?) -> [[Run]] {
        let total = line.reduce(0) { $0 + measurer.width(of: $1.text, bold: $1.bold, italic: $1.italic) }
        guard let maxWidth, total > maxWidth else { return [line] }
        var words: [Run] = []
        for run in line {
            var word = ""
            for ch in run.text {
                word.append(ch)
                if ch == " " { words.append(Run(text: word, bold: run.bold, italic: run.italic)); word = "" }
            }
            if !word.isEmpty { words.append(Run(text: word, bold: run.bold, italic: run.italic)) }
        }
        var lines: [[Run]] = []
        var current: [Run] = []
        var width = 0.0
        for word in words {
            let trimmed = word.text.hasSuffix(" ") ? String(word.text.dropLast()) : word.text
            let w = measurer.width(of: trimmed, bold: word.bold, italic: word.italic)
            if !current.isEmpty && width + w > maxWidth {
                lines.append(trimTrailingSpace(current))
                current = []
                width = 0
            }
            current.append(word)
            width += measurer.width(of: word.text, bold: word.bold, italic: word.italic)
        }
        if !current.isEmpty { lines.append(trimTrailingSpace(current)) }
        return lines.map(merge)
    }

    private static func trimTrailingSpace(_ runs: [Run]) -> [Run] {
        var runs = runs
        if var last = runs.last, last.text.hasSuffix(" ") {
            last.text.removeLast()
            runs[runs.count - 1] = last
        }
        return runs
    }

    /// Joins neighbouring runs with the same style.
    private static func merge(_ runs: [Run]) -> [Run] {
        var out: [Run] = []
        for run in runs {
            if var last = out.last, last.bold == run.bold, last.italic == run.italic {
                last.text += run.text
                out[out.count - 1] = last
            } else {
                out.append(run)
            }
        }
        return out
    }
}
