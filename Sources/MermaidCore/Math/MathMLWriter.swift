// Why: a page's `$…$` and `$$…$$` formulas are written as MathML Core, which every current browser
// lays out natively (Chromium 109+, Firefox, Safari): no KaTeX or MathJax script, no web fonts, and
// the page stays a static file that works offline. The tree is the one `MathParser` builds for
// diagram labels, so both accept the same TeX and report the same errors.

/// Writes a parsed formula as a `<math>` element.
///
/// ```swift
/// let node = try MathParser.parse("\\frac{a}{b}")
/// MathMLWriter.element(node, tex: "\\frac{a}{b}", display: true)
/// // <math display="block"><semantics><mfrac><mi>a</mi><mi>b</mi></mfrac><annotation …
/// ```
package enum MathMLWriter {
    /// The `<math>` element for `node`, parsed from `tex`: display style (a block) or inline. The
    /// TeX rides along as an `application/x-tex` annotation (what copy and screen readers can use).
    package static func element(_ node: MathNode, tex: String, display: Bool) -> String {
        var out = display ? "<math display=\"block\">" : "<math>"
        out += "<semantics>"
        write(node, asOne: true, into: &out)
        out += "<annotation encoding=\"application/x-tex\">"
        escape(tex, into: &out)
        out += "</annotation></semantics></math>"
        return out
    }

    /// Writes `node`; with `asOne`, as exactly one element (a script's base, a fraction's part).
    private static func write(_ node: MathNode, asOne: Bool, into out: inout String) {
        switch node {
        case .row(let nodes):
            if nodes.count == 1, !isFunction(nodes[0]) { write(nodes[0], asOne: asOne, into: &out); return }
            // An empty group is kept: `{}=` makes the `=` a relation between two terms.
            if asOne || nodes.isEmpty { out += "<mrow>" }
            writeRow(nodes, into: &out)
            if asOne || nodes.isEmpty { out += "</mrow>" }
        case .glyph(let text, let variant, let cls):
            glyph(text, variant, cls, into: &out)
        case .text(let text, let variant):
            switch variant {
            case .bold: out += "<mtext style=\"font-weight:bold\">"
            case .italic: out += "<mtext style=\"font-style:italic\">"
            case .roman: out += "<mtext>"
            }
            // Spaces as no-break ones: HTML would drop those at either end (`\text{if }`).
            escape(String(text.map { $0 == " " || $0 == "\t" || $0 == "\n" ? "\u{00A0}" : $0 }), into: &out)
            out += "</mtext>"
        case .scripts(let base, let sub, let sup):
            scripts(base, sub: sub, sup: sup, into: &out)
        case .fraction(let numerator, let denominator):
            out += "<mfrac>"
            write(numerator, asOne: true, into: &out)
            write(denominator, asOne: true, into: &out)
            out += "</mfrac>"
        case .root(let radicand, let index):
            if let index {
                out += "<mroot>"
                write(radicand, asOne: true, into: &out)
                write(index, asOne: true, into: &out)
                out += "</mroot>"
            } else {
                out += "<msqrt>"
                write(radicand, asOne: false, into: &out)
                out += "</msqrt>"
            }
        case .space(let em):
            out += "<mspace width=\"" + length(em) + "\"></mspace>"
        case .delimited(let open, let inner, let close):
            out += "<mrow>"
            if !open.isEmpty { fence(open, into: &out) }
            write(inner, asOne: false, into: &out)
            if !close.isEmpty { fence(close, into: &out) }
            out += "</mrow>"
        case .bigDelimiter(let delimiter, let scale):
            let size = length(scale)
            out += "<mo fence=\"true\" stretchy=\"true\" symmetric=\"true\" minsize=\"" + size + "\" maxsize=\"" + size + "\">"
            escape(delimiter, into: &out)
            out += "</mo>"
        case .table(let table):
            self.table(table, into: &out)
        case .brace(let inner, let over):
            out += over ? "<mover accent=\"true\">" : "<munder accentunder=\"true\">"
            write(inner, asOne: true, into: &out)
            out += over ? "<mo stretchy=\"true\">\u{23DE}</mo></mover>" : "<mo stretchy=\"true\">\u{23DF}</mo></munder>"
        case .overline(let inner):
            out += "<mover accent=\"true\">"
            write(inner, asOne: true, into: &out)
            out += "<mo stretchy=\"true\">\u{203E}</mo></mover>"
        }
    }

    /// A row's children, with runs of digits (and a decimal point between digits) as one number.
    private static func writeRow(_ nodes: [MathNode], into out: inout String) {
        var index = 0
        while index < nodes.count {
            if let digits = digitText(nodes[index]) {
                var number = digits
                var next = index + 1
                while next < nodes.count {
                    if let more = digitText(nodes[next]) { number += more; next += 1; continue }
                    if case .glyph(".", _, _) = nodes[next], next + 1 < nodes.count, digitText(nodes[next + 1]) != nil {
                        number += "."
                        next += 1
                        continue
                    }
                    break
                }
                out += "<mn>" + number + "</mn>"
                index = next
                continue
            }
            let node = nodes[index]
            if isFunction(node) {
                // TeX's thin spaces around `\sin`, `\log`: before it after a term, after it before its
                // argument (not before a parenthesis). MathML's function application operator has none.
                if index > 0, !isOperatorOrOpening(nodes[index - 1]) { out += "<mspace width=\"0.1667em\"></mspace>" }
                write(node, asOne: true, into: &out)
                let next = index + 1 < nodes.count ? nodes[index + 1] : nil
                out += next.map(isOperatorOrOpening) ?? true ? "<mo>\u{2061}</mo>" : "<mo rspace=\"0.1667em\">\u{2061}</mo>"
            } else {
                write(node, asOne: false, into: &out)
            }
            index += 1
        }
    }

    /// An operator, a punctuation mark, an opening delimiter or a space: no thin space beside a function.
    private static func isOperatorOrOpening(_ node: MathNode) -> Bool {
        switch node {
        case .glyph(let text, _, let cls):
            if case .ordinary = cls { return text == "(" || text == "[" || text == "{" || text == "|" }
            return true
        case .scripts(let base, _, _): return isOperatorOrOpening(base)
        case .space, .delimited, .bigDelimiter: return true
        default: return false
        }
    }

    private static func digitText(_ node: MathNode) -> String? {
        guard case .glyph(let text, let variant, .ordinary) = node, variant != .bold, !text.isEmpty,
              text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return text
    }

    /// `\sin`, `\operatorname{f}`, and those with scripts (`\sin^2`).
    private static func isFunction(_ node: MathNode) -> Bool {
        if case .glyph(_, _, .function) = node { return true }
        if case .scripts(.glyph(_, _, .function), _, _) = node { return true }
        return false
    }

    /// Sub- and superscripts; limits under and over a large operator that takes them (`\sum`,
    /// `\lim`), which MathML moves beside it in inline style.
    private static func scripts(_ base: MathNode, sub: MathNode?, sup: MathNode?, into out: inout String) {
        var limits = false
        if case .glyph(_, _, .largeOperator(let takesLimits)) = base { limits = takesLimits }
        if case .brace = base { limits = true }
        let tag: String
        switch (sub != nil, sup != nil) {
        case (true, true): tag = limits ? "munderover" : "msubsup"
        case (true, false): tag = limits ? "munder" : "msub"
        default: tag = limits ? "mover" : "msup"
        }
        out += "<" + tag + ">"
        write(base, asOne: true, into: &out)
        if let sub { write(sub, asOne: true, into: &out) }
        if let sup { write(sup, asOne: true, into: &out) }
        out += "</" + tag + ">"
    }

    /// An environment's rows as `<mtable>` in its delimiters; a `\binom` as a fraction without a bar.
    private static func table(_ table: MathTable, into out: inout String) {
        out += "<mrow>"
        if !table.open.isEmpty { fence(table.open, into: &out) }
        if table.layout == .stack {
            out += "<mfrac linethickness=\"0\">"
            for row in table.rows { write(row.first ?? .row([]), asOne: true, into: &out) }
            out += "</mfrac>"
        } else {
            out += table.layout == .aligned ? "<mtable displaystyle=\"true\">" : "<mtable>"
            let columns = table.columnCount
            for row in table.rows {
                out += "<mtr>"
                for column in 0..<columns {
                    out += cellStart(table, column: column)
                    if column < row.count { write(row[column], asOne: false, into: &out) }
                    out += "</mtd>"
                }
                out += "</mtr>"
            }
            out += "</mtable>"
        }
        if !table.close.isEmpty { fence(table.close, into: &out) }
        out += "</mrow>"
    }

    /// A cell's start tag: its column's alignment, and no padding between the halves of an aligned pair.
    private static func cellStart(_ table: MathTable, column: Int) -> String {
        // `columnalign` for Firefox and Safari; Chromium ignores it and takes only the prefixed
        // `text-align` values in a cell (its plain `left`, `right` and `center` all set the cell's
        // content at the left, measured in Chromium 156).
        var attribute = "", style: [String] = []
        switch table.alignment(of: column) {
        case .left:
            attribute = " columnalign=\"left\""
            style.append("text-align:-webkit-left")
        case .right:
            attribute = " columnalign=\"right\""
            style.append("text-align:-webkit-right")
        case .center: break
        }
        if table.layout == .aligned { style.append(column % 2 == 0 ? "padding-right:0" : "padding-left:0") }
        return "<mtd" + attribute + (style.isEmpty ? "" : " style=\"" + style.joined(separator: ";") + "\"") + ">"
    }

    /// One glyph: a number, an identifier or an operator, as TeX's class and the character say.
    private static func glyph(_ text: String, _ variant: MathVariant, _ cls: MathClass, into out: inout String) {
        let scalars = Array(text.unicodeScalars)
        if scalars.count == 2, let spacing = spacingAccent(scalars[1]) {
            out += "<mover accent=\"true\">"
            glyph(String(Character(scalars[0])), variant, cls, into: &out)
            out += "<mo>" + spacing + "</mo></mover>"
            return
        }
        switch cls {
        case .binary, .relation, .punctuation:
            tagged("mo", text, into: &out)
        case .largeOperator(let limits):
            if text.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0 == " " }) {
                // `\lim`, `\max`: an upright word, set as an operator so limits can move beside it.
                tagged(limits ? "mo movablelimits=\"true\" lspace=\"0.1667em\" rspace=\"0.1667em\"" : "mo", text, into: &out,
                       close: "mo")
            } else {
                tagged(limits ? "mo movablelimits=\"true\"" : "mo", text, into: &out, close: "mo")
            }
        case .function:
            tagged("mi", text, into: &out)
        case .ordinary:
            if text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) {
                tagged("mn", text, into: &out)
            } else if fences.contains(text) {
                tagged("mo stretchy=\"false\"", text, into: &out, close: "mo")
            } else if text == "/" || text == "!" {
                tagged("mo", text, into: &out)
            } else if variant == .bold, let bold = boldLetters(text) {
                tagged("mi", bold, into: &out)
            } else if scalars.count == 1, variant != .italic || !scalars[0].properties.isAlphabetic {
                // One character not in italic (a capital Greek letter, `\mathrm{d}`, `∞`).
                tagged("mi mathvariant=\"normal\"", text, into: &out, close: "mi")
            } else {
                tagged("mi", text, into: &out)
            }
        }
    }

    /// Characters that are delimiters: operators in MathML, kept at their size unless `\left`/`\big`.
    private static let fences: Set<String> = ["(", ")", "[", "]", "{", "}", "|", "‖", "⟨", "⟩", "⌊", "⌋", "⌈", "⌉"]

    private static func fence(_ text: String, into out: inout String) {
        tagged("mo fence=\"true\" stretchy=\"true\" symmetric=\"true\"", text, into: &out, close: "mo")
    }

    /// The spacing form of a combining accent `MathSymbols.accents` puts on a character.
    private static func spacingAccent(_ mark: Unicode.Scalar) -> String? {
        switch mark.value {
        case 0x0300: return "`"
        case 0x0301: return "\u{00B4}"
        case 0x0302: return "^"
        case 0x0303: return "~"
        case 0x0304, 0x0305: return "\u{00AF}"
        case 0x0306: return "\u{02D8}"
        case 0x0307: return "\u{02D9}"
        case 0x0308: return "\u{00A8}"
        case 0x030A: return "\u{02DA}"
        case 0x030C: return "\u{02C7}"
        case 0x20D7: return "\u{2192}"
        default: return nil
        }
    }

    /// ASCII letters and digits as Unicode's mathematical bold ones (MathML Core's way to set bold).
    private static func boldLetters(_ text: String) -> String? {
        var result = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let mapped: UInt32
            switch value {
            case 0x41...0x5A: mapped = 0x1D400 + value - 0x41
            case 0x61...0x7A: mapped = 0x1D41A + value - 0x61
            case 0x30...0x39: mapped = 0x1D7CE + value - 0x30
            default: return nil
            }
            guard let bold = Unicode.Scalar(mapped) else { return nil }
            result.unicodeScalars.append(bold)
        }
        return result
    }

    private static func tagged(_ open: String, _ text: String, into out: inout String, close: String? = nil) {
        out += "<" + open + ">"
        escape(text, into: &out)
        out += "</" + (close ?? open) + ">"
    }

    /// `em` as a CSS length, at most four decimals.
    private static func length(_ em: Double) -> String {
        let scaled = (em * 10_000).rounded()
        var text = String(Int(scaled.magnitude) / 10_000)
        let fraction = Int(scaled.magnitude) % 10_000
        if fraction > 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 4 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return (scaled < 0 ? "-" : "") + text + "em"
    }

    /// Text content, escaped as all of the engine's SVG text is (``XMLEscape``).
    private static func escape(_ text: String, into out: inout String) {
        XMLEscape.append(text, to: &out, attribute: false)
    }
}
