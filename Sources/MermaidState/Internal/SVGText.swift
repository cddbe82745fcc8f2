import Foundation

import MermaidCore

/// Small SVG-writing primitives for the class renderer: escaping, number formatting, label
/// line splitting and multi-line `<text>` elements (never `<foreignObject>`).
enum SVGText {
    static func escape(_ s: String) -> String {
        guard s.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" || $0 == "\"" || $0 == "'" }) else { return s }
        var out = ""
        out.reserveCapacity(s.utf8.count + 16)
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    /// A coordinate rounded to 2 decimals, without a trailing `.0`.
    static func num(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let r = (v * 100).rounded() / 100
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        return String(r)
    }

    /// Splits a label at `<br>`, `<br/>`, `<br />` and literal `\n`, as mermaid does.
    static func lines(_ label: String) -> [String] {
        guard label.contains("<") || label.contains("\\n") else { return [label] }
        var result: [String] = []
        var current = ""
        let chars = Array(label)
        var i = 0
        while i < chars.count {
            if chars[i] == "<", let end = breakTagEnd(chars, i) {
                result.append(current)
                current = ""
                i = end
            } else if chars[i] == "\\", i + 1 < chars.count, chars[i + 1] == "n" {
                result.append(current)
                current = ""
                i += 2
            } else {
                current.append(chars[i])
                i += 1
            }
        }
        result.append(current)
        return result.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// If `chars[i...]` starts a `<br>`/`<br/>`/`<br />` tag (any case), the index after it.
    private static func breakTagEnd(_ chars: [Character], _ i: Int) -> Int? {
        guard i + 3 < chars.count, chars[i + 1].lowercased() == "b", chars[i + 2].lowercased() == "r" else { return nil }
        var j = i + 3
        while j < chars.count, chars[j] == " " { j += 1 }
        if j < chars.count, chars[j] == "/" { j += 1 }
        guard j < chars.count, chars[j] == ">" else { return nil }
        return j + 1
    }

    /// A `<text>` with one `<tspan>` per line, the block vertically centred on `centerY`.
    /// `baselineShift` moves a line's centre to its baseline (about 0.35 em for DejaVu/Liberation).
    static func block(_ lines: [String], x: Double, centerY: Double, lineHeight: Double, fontSize: Double,
                      anchor: String, attributes: String = "") -> String {
        let first = centerY - Double(lines.count - 1) * lineHeight / 2 + fontSize * 0.35
        var out = "<text x=\"\(num(x))\" y=\"\(num(first))\" text-anchor=\"\(anchor)\"\(attributes)>"
        for (index, line) in lines.enumerated() {
            out += "<tspan x=\"\(num(x))\" y=\"\(num(first + Double(index) * lineHeight))\">\(escape(line))</tspan>"
        }
        return out + "</text>"
    }

    /// Keeps only characters that are safe in an `id`/`class` attribute and a CSS selector.
    static func identifier(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            if (c.value >= 48 && c.value <= 57) || (c.value >= 65 && c.value <= 90) || (c.value >= 97 && c.value <= 122) || c == "-" || c == "_" {
                out.unicodeScalars.append(c)
            } else {
                out += "_"
            }
        }
        return out
    }
}
