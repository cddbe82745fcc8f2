/// What an arrow between two nodes says: line style, heads, length and label.
struct LinkToken {
    var stroke: EdgeStroke
    var startHead: ArrowHead?
    var endHead: ArrowHead?
    var length: Int
    var text: FlowText?
}

/// Reads mermaid's arrow syntax: `-->`, `---`, `-.->`, `.->`, `==>`, `~~~`, heads `o`/`x`/`<`,
/// longer forms (`---->` spans more ranks), labels `-- text -->`, `-. text .->`,
/// `== text ==>` and `-->|text|`.
enum LinkScanner {
    private static let dash = UInt8(ascii: "-"), dot = UInt8(ascii: "."), equal = UInt8(ascii: "=")
    private static let tilde = UInt8(ascii: "~"), pipe = UInt8(ascii: "|"), quote = UInt8(ascii: "\"")

    static func head(_ b: UInt8) -> ArrowHead? {
        switch b {
        case UInt8(ascii: ">"), UInt8(ascii: "<"): return .point
        case UInt8(ascii: "o"): return .circle
        case UInt8(ascii: "x"): return .cross
        default: return nil
        }
    }

    /// True when an arrow starts at the cursor.
    static func startsLink(_ s: SourceScanner) -> Bool {
        var o = 0
        let b0 = s.peek(0)
        if b0 == UInt8(ascii: "<") || b0 == UInt8(ascii: "o") || b0 == UInt8(ascii: "x") { o = 1 }
        let a = s.peek(o), b = s.peek(o + 1)
        if a == dash && (b == dash || b == dot) { return true }
        if a == equal && b == equal { return true }
        if a == dot {
            // The short dotted arrow `.->` / `..-`: dots, then a dash (mermaid's `\-?\.+\-`).
            var i = o
            while s.peek(i) == dot { i += 1 }
            if s.peek(i) == dash { return true }
        }
        if o == 0 && a == tilde && b == tilde && s.peek(2) == tilde { return true }
        return false
    }

    /// Reads one arrow (with its label) at the cursor. Returns nil and leaves the cursor
    /// where the arrow went wrong when it is malformed; `error` then says what was expected.
    static func scan(_ s: inout SourceScanner, error: inout String?) -> LinkToken? {
        let start = s.pos
        var startHead: ArrowHead?
        let b0 = s.current
        if (b0 == UInt8(ascii: "<") || b0 == UInt8(ascii: "o") || b0 == UInt8(ascii: "x")),
           s.peek(1) == dash || s.peek(1) == equal || s.peek(1) == dot {
            startHead = head(b0)
            s.pos += 1
        }
        var token: LinkToken?
        switch s.current {
        case tilde:
            var n = 0
            while s.current == tilde { n += 1; s.pos += 1 }
            token = LinkToken(stroke: .invisible, startHead: nil, endHead: nil, length: max(1, n - 2))
        case dash where s.peek(1) == dot:
            token = scanDotted(&s, error: &error)
        case dot:
            token = scanDotted(&s, error: &error)
        case dash:
            token = scanRun(&s, char: dash, stroke: .normal, error: &error)
        case equal:
            token = scanRun(&s, char: equal, stroke: .thick, error: &error)
        default:
            error = "an arrow such as '-->'"
            s.pos = start
            return nil
        }
        guard var link = token else { return nil }
        if link.startHead == nil { link.startHead = startHead }
        if startHead != nil && link.endHead == nil {
            // `<---` without an end head: mermaid keeps only the start arrow.
            link.startHead = startHead
        }
        // `-->|label|`
        let save = s.pos
        s.skipSpaces()
        if s.current == pipe, link.text == nil {
            s.pos += 1
            guard let text = readUntil(&s, terminator: pipe) else {
                error = "a closing '|' after the edge label"
                return nil
            }
            link.text = text
        } else {
            s.pos = save
        }
        return link
    }

    /// `--`, `---`, `-->`, `--- text -->`, and the same with `=`.
    private static func scanRun(_ s: inout SourceScanner, char: UInt8, stroke: EdgeStroke,
                                error: inout String?) -> LinkToken? {
        var n = 0
        while s.current == char { n += 1; s.pos += 1 }
        if n < 2 {
            error = "an arrow such as '-->'"
            return nil
        }
        if let h = endHead(s.current, char: char) {
            s.pos += 1
            return LinkToken(stroke: stroke, startHead: nil, endHead: h, length: max(1, n - 1))
        }
        if n >= 3 {
            return LinkToken(stroke: stroke, startHead: nil, endHead: nil, length: max(1, n - 2))
        }
        // Exactly two: a label follows (`-- text -->`).
        return scanLabelled(&s, char: char, stroke: stroke, error: &error)
    }

    private static func endHead(_ b: UInt8, char: UInt8) -> ArrowHead? {
        switch b {
        case UInt8(ascii: ">"): return .point
        case UInt8(ascii: "o"): return .circle
        case UInt8(ascii: "x"): return .cross
        default: return nil
        }
    }

    /// After `--`/`==`: text up to the closing run (`-->`, `---`, `--x`, `==>` …).
    private static func scanLabelled(_ s: inout SourceScanner, char: UInt8, stroke: EdgeStroke,
                                     error: inout String?) -> LinkToken? {
        let textStart = s.pos
        var i = s.pos
        var inQuotes = false
        while i < s.bytes.count {
            let b = s.bytes[i]
            if b == quote { inQuotes.toggle() }
            if b == 10 && !inQuotes { break }
            if !inQuotes && b == char && i + 1 < s.bytes.count && s.bytes[i + 1] == char {
                var j = i
                while j < s.bytes.count && s.bytes[j] == char { j += 1 }
                let run = j - i
                let next: UInt8 = j < s.bytes.count ? s.bytes[j] : 0
                if let h = endHead(next, char: char) {
                    let text = s.string(textStart..<i)
                    s.pos = j + 1
                    return LinkToken(stroke: stroke, startHead: nil, endHead: h, length: max(1, run - 1),
                                     text: cleanLabel(text))
                }
                if run >= 3 {
                    let text = s.string(textStart..<i)
                    s.pos = j
                    return LinkToken(stroke: stroke, startHead: nil, endHead: nil, length: max(1, run - 2),
                                     text: cleanLabel(text))
                }
                i = j
                continue
            }
            i += 1
        }
        error = char == dash ? "the end of the edge label, such as '-->' or '---'" : "the end of the edge label, such as '==>'"
        return nil
    }

    /// `-.-`, `-.->`, `-..->`, `-. text .->`, and the short `.->`, `.-`, `..->` (no leading dash).
    private static func scanDotted(_ s: inout SourceScanner, error: inout String?) -> LinkToken? {
        if s.current == dash { s.pos += 1 }
        var dots = 0
        while s.current == dot { dots += 1; s.pos += 1 }
        if s.current == dash {
            s.pos += 1
            var h: ArrowHead?
            if let x = endHead(s.current, char: dash) { h = x; s.pos += 1 }
            return LinkToken(stroke: .dotted, startHead: nil, endHead: h, length: max(1, dots))
        }
        // `-. text .->`: text up to dots + dash.
        let textStart = s.pos
        var i = s.pos
        var inQuotes = false
        while i < s.bytes.count {
            let b = s.bytes[i]
            if b == quote { inQuotes.toggle() }
            if b == 10 && !inQuotes { break }
            if b == dot && !inQuotes {
                var j = i
                while j < s.bytes.count && s.bytes[j] == dot { j += 1 }
                if j < s.bytes.count, s.bytes[j] == dash {
                    let text = s.string(textStart..<i)
                    var end = j + 1
                    var h: ArrowHead?
                    if end < s.bytes.count, let x = endHead(s.bytes[end], char: dash) { h = x; end += 1 }
                    s.pos = end
                    return LinkToken(stroke: .dotted, startHead: nil, endHead: h, length: max(1, j - i),
                                     text: cleanLabel(text))
                }
                i = j
                continue
            }
            i += 1
        }
        error = "the end of the dotted edge label, such as '.->'"
        return nil
    }

    /// Trims a label and removes surrounding quotes (`"…"`, markdown `"`…`"`).
    static func cleanLabel(_ raw: String) -> FlowText {
        var text = Substring(raw).trimmingSpaces
        if text.utf8.count >= 2, text.utf8.first == 34, text.utf8.last == 34 {
            text = text.dropFirst().dropLast()
            if text.utf8.count >= 2, text.utf8.first == 96, text.utf8.last == 96 {
                return FlowText(String(text.dropFirst().dropLast()), isMarkdown: true)
            }
        }
        return FlowText(String(text))
    }

    /// Reads text up to `terminator` (quotes protect it); nil when the line ends first.
    static func readUntil(_ s: inout SourceScanner, terminator: UInt8) -> FlowText? {
        let start = s.pos
        var inQuotes = false
        while s.pos < s.bytes.count {
            let b = s.current
            if b == quote { inQuotes.toggle() } else if b == terminator && !inQuotes {
                let text = s.string(start..<s.pos)
                s.pos += 1
                return cleanLabel(text)
            } else if b == 10 && !inQuotes {
                return nil
            }
            s.pos += 1
        }
        return nil
    }
}
