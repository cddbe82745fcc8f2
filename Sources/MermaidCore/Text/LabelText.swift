/// Turns the raw text of a label into a `TextBlock`, the way mermaid shows it.
///
/// - `<br>`, `<br/>`, `<br />` (any case) and newline characters break lines.
/// - Entity codes are decoded: `#quot;`, `#35;`, `#9829;`, `&amp;`, `&lt;`, `&#x2665;` …
/// - Markdown strings, the label wrapped in backticks ("`**bold** _it_`"), give bold and
///   italic runs and are marked `isMarkdown` (mermaid wraps them at 200px).
/// - The inline tags `<b> <strong> <i> <em> <u> <ins> <s> <del> <strike> <sup> <sub> <code>
///   <small> <span> <a>` become styled runs, as mermaid (securityLevel strict) shows them: a safe
///   `href` becomes the run's link, `<span style>` keeps colour, weight, style and decoration
///   (`TagAttributes`); `<hr>` breaks the line like `<br>`.
/// - Every other `<`, `>` and `&` is literal text: `"<head>"` shows `<head>`.
///
/// ```swift
/// let block = LabelText.parse("Start:<br/>**not** bold")   // 2 lines
/// let size = context.text.measure(block)
/// let svg = SVGText.render(block, centerX: 50, centerY: 20, measurer: context.text)
/// ```
package enum LabelText {
    /// Parses `raw` (quotes already removed by the diagram parser).
    /// - Parameter breakOnBackslashN: also break at the two characters `\n`, for the
    ///   diagram types where mermaid does so (off by default so `C:\new` stays intact).
    /// - Parameter emphasis: read markdown emphasis (`*it*`, `**bold**`, `__bold__`) in any
    ///   label, as class diagrams do for notes and relation labels (not wrapped); backticks are
    ///   then code spans shown literally, never a markdown string's quotes.
    package static func parse(_ raw: String, breakOnBackslashN: Bool = false, emphasis: Bool = false) -> TextBlock {
        let (text, markdown) = prepared(raw, breakOnBackslashN: breakOnBackslashN, emphasis: emphasis)
        // Usual case: no byte 10 or `<` (so no line break or tag character) and no emphasis to read.
        // Then the loop below only gathers every character into one run: the text decoded, as is.
        if !emphasis, !markdown, !text.utf8.contains(where: { $0 == 10 || $0 == 60 }) {
            var builder = Builder()
            if !text.isEmpty { builder.append(HTMLEntities.decode(text)) }
            return TextBlock(lines: builder.finish(), isMarkdown: false)
        }
        return parseCharacters(text, markdown: markdown, emphasis: emphasis)
    }

    /// `parse` without its plain-text shortcut, character by character: the general path, which
    /// the shortcut must match (`FastPathAgreementTests`).
    package static func parseByCharacters(_ raw: String, breakOnBackslashN: Bool = false, emphasis: Bool = false) -> TextBlock {
        let (text, markdown) = prepared(raw, breakOnBackslashN: breakOnBackslashN, emphasis: emphasis)
        return parseCharacters(text, markdown: markdown, emphasis: emphasis)
    }

    /// The label cut to 20,000 characters, a markdown string's backticks removed, `\\n` read as a break.
    private static func prepared(_ raw: String, breakOnBackslashN: Bool, emphasis: Bool) -> (String, Bool) {
        // Counting characters walks the whole text; at most 20,000 bytes is at most 20,000 characters.
        var text = raw.utf8.count > 20_000 && raw.count > 20_000 ? String(raw.prefix(20_000)) : raw
        var markdown = false
        let trimmed = text.trimmingASCIIWhitespace()
        if !emphasis, trimmed.hasPrefix("`"), trimmed.count >= 2, trimmed.hasSuffix("`") {
            markdown = true
            text = String(trimmed.dropFirst().dropLast())
        }
        if breakOnBackslashN, text.containsBytes("\\n") { text = text.replacingOccurrences(of: "\\n", with: "\n") }
        return (text, markdown)
    }

    private static func parseCharacters(_ text: String, markdown: Bool, emphasis: Bool) -> TextBlock {
        var builder = Builder()
        let chars = Array(text)
        var i = 0
        var pending = ""
        func flush() {
            if !pending.isEmpty { builder.append(HTMLEntities.decode(pending)); pending = "" }
        }
        let marks = emphasis ? EmphasisText.marks(chars) : markdown ? MarkdownEmphasis(chars) : nil
        while i < chars.count {
            let c = chars[i]
            if c == "\n" {
                flush(); builder.newLine(); i += 1; continue
            }
            if c == "<", let (tag, length) = InlineTag.match(chars, at: i) {
                flush()
                builder.apply(tag)
                i += length
                continue
            }
            if let marks, let (toggle, length) = marks.toggle(at: i) {
                flush()
                builder.toggle(toggle)
                i += length
                continue
            }
            pending.append(c)
            i += 1
        }
        flush()
        return TextBlock(lines: builder.finish(), isMarkdown: markdown)
    }

    /// Collapses whitespace runs to one space and trims each line (what a browser shows).
    static func normalizeSpaces(_ runs: [TextRun]) -> [TextRun] {
        var out: [TextRun] = []
        var lastWasSpace = true
        for run in runs {
            if let text = collapsedASCII(run.text, lastWasSpace: &lastWasSpace) {
                if !text.isEmpty { out.append(run.with(text: text)) }
                continue
            }
            var text = ""
            for c in run.text {
                let space = c == " " || c == "\t" || c == "\r"
                if space {
                    if !lastWasSpace { text.append(" ") }
                } else {
                    text.append(c)
                }
                lastWasSpace = space
            }
            if !text.isEmpty { out.append(run.with(text: text)) }
        }
        if var last = out.last, last.text.hasSuffix(" ") {
            last.text.removeLast()
            if last.text.isEmpty { out.removeLast() } else { out[out.count - 1] = last }
        }
        return out
    }

    /// `normalizeSpaces` for one run of ASCII text without CR (where each byte is one character): on the
    /// bytes, and the text itself when it holds no space or tab (most labels). Nil for other text.
    private static func collapsedASCII(_ text: String, lastWasSpace: inout Bool) -> String? {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            var spaces = false
            for byte in bytes {
                if byte >= 0x80 || byte == 13 { return nil }
                if byte == 32 || byte == 9 { spaces = true }
            }
            return !spaces
        } ?? nil
        guard let plain else { return nil }
        if plain {
            if !text.isEmpty { lastWasSpace = false }
            return text
        }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            let space = byte == 32 || byte == 9
            if space {
                if !lastWasSpace { out.append(32) }
            } else {
                out.append(byte)
            }
            lastWasSpace = space
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Accumulates styled runs into lines.
    struct Builder {
        var lines: [[TextRun]] = [[]]
        var style = TextRun("")
        var styleStack: [InlineTag] = []
        /// Lines that follow an `<hr>`.
        var rules: Set<Int> = []

        mutating func append(_ text: String) {
            guard !text.isEmpty else { return }
            if let last = lines[lines.count - 1].last, last.sameStyle(as: style) {
                lines[lines.count - 1][lines[lines.count - 1].count - 1].text += text
            } else {
                lines[lines.count - 1].append(style.with(text: text))
            }
        }

        mutating func newLine() {
            if lines.count < 10_000 { lines.append([]) }
        }

        mutating func apply(_ tag: InlineTag) {
            switch tag {
            case .lineBreak: newLine()
            case .horizontalRule:
                newLine()
                rules.insert(lines.count - 1)
            default:
                if tag.isClosing {
                    if let index = styleStack.lastIndex(where: { $0.name == tag.name }) {
                        styleStack.remove(at: index)
                    }
                } else if styleStack.count < 32 {
                    styleStack.append(tag)
                }
                restyle()
            }
        }

        mutating func toggle(_ toggle: MarkdownEmphasis.Toggle) {
            switch toggle {
            case .bold: style.bold.toggle()
            case .italic: style.italic.toggle()
            }
        }

        private mutating func restyle() {
            var s = TextRun("")
            for tag in styleStack { tag.applyStyle(to: &s) }
            style = s
        }

        func finish() -> [TextLine] {
            lines.enumerated().map { TextLine(runs: LabelText.normalizeSpaces($1), ruleAbove: rules.contains($0)) }
        }
    }
}

import Foundation
