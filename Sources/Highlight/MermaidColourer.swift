/// Colours a diagram's source (the part after its `---` front matter) for the "Diagram source"
/// block under each drawn diagram: the header and statement keywords of its diagram type, arrows,
/// strings, numbers, comments, `%%{init}%%` directives, attribute keys and annotations; labels and
/// message text stay plain.
///
/// Why a lexer of ours: mermaid has ~27 diagram types and no published tree-sitter grammar covers
/// more than eight (the language pack's colours the others by error recovery: gitGraph not at all,
/// C4's punctuation inside strings). Mermaid's syntax is line-oriented: a statement per line, a
/// keyword first, labels in brackets or after a `:`. So one pass per line, steered by the header's
/// ``MermaidDialect``, colours every type the same way (issue 19: "a small grammar of ours is fine").
struct MermaidColourer {
    private let bytes: [UInt8]
    private var classes: [UInt8]
    private var dialect = MermaidDialect()
    private var headerSeen = false
    /// Inside a `%%{ … }%%` directive that spans lines.
    private var inDirective = false

    /// The ``TokenClass`` raw value of each byte of `bytes` (0: plain).
    static func classes(of bytes: [UInt8]) -> [UInt8] {
        var colourer = MermaidColourer(bytes: bytes, classes: [UInt8](repeating: 0, count: bytes.count))
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != Byte.newline { end += 1 }
            colourer.line(start, end)
            start = end + 1
        }
        return colourer.classes
    }

    private init(bytes: [UInt8], classes: [UInt8]) {
        self.bytes = bytes
        self.classes = classes
    }

    private mutating func line(_ start: Int, _ end: Int) {
        var i = start
        while i < end && Byte.isSpace(bytes[i]) { i += 1 }
        if inDirective {
            set(i, end, .meta)
            if find(Array("}%%".utf8), from: i, to: end) != nil { inDirective = false }
            return
        }
        if starts(with: "%%{", at: i, end) {
            set(i, end, .meta)
            inDirective = find(Array("}%%".utf8), from: i + 3, to: end) == nil
            return
        }
        if starts(with: "%%", at: i, end) || dialect.slashComments && starts(with: "//", at: i, end) {
            return set(i, end, .comment)
        }
        guard i < end else { return }
        if !headerSeen {
            headerSeen = true
            let wordEnd = self.wordEnd(i, end, joinsHyphens: true)
            if wordEnd > i, let known = MermaidDialect.forHeader(String(decoding: bytes[i..<wordEnd], as: UTF8.self)) {
                dialect = known
                set(i, wordEnd, .keyword)
                i = wordEnd
            }
        }
        code(i, end)
    }

    /// The code of a line from `start`: statements, arrows, strings and labels.
    private mutating func code(_ start: Int, _ end: Int) {
        var i = start
        var atStatement = true
        var styling = false
        while i < end {
            let b = bytes[i], next = i + 1 < end ? bytes[i + 1] : 0
            if Byte.isSpace(b) { i += 1; continue }
            if b == Byte.quote || b == Byte.apostrophe && dialect.singleQuotedStrings && (i == start || !Byte.isWord(bytes[i - 1]))
                && find([b], from: i + 1, to: end) != nil {
                i = string(i, end)
                atStatement = false
                continue
            }
            if b == Byte.percent && next == Byte.percent || dialect.slashComments && b == Byte.slash && next == Byte.slash
                && (i == start || Byte.isSpace(bytes[i - 1])) {
                return set(i, end, .comment)
            }
            if b == Byte.semicolon || dialect.bracesSeparateStatements && (b == Byte.openBrace || b == Byte.closeBrace) {
                set(i, i + 1, .punctuation)
                i += 1
                atStatement = true
                continue
            }
            if b == Byte.colon {
                if next == Byte.colon {  // `:::class` (flowchart) or `::icon(…)` (mindmap)
                    var j = i
                    while j < end && bytes[j] == Byte.colon { j += 1 }
                    let word = wordEnd(j, end, joinsHyphens: true)
                    set(i, word, .attribute)
                    i = word
                    continue
                }
                set(i, i + 1, .punctuation)
                if dialect.colonStartsText && !styling { return }  // message or description text: plain
                i += 1
                continue
            }
            if let arrowEnd = arrow(i, end) {
                set(i, arrowEnd, .operator)
                i = arrowEnd
                atStatement = false
                if i < end && bytes[i] == Byte.bar, let close = find([Byte.bar], from: i + 1, to: end) {  // `-->|label|`
                    set(i, i + 1, .punctuation)
                    set(close, close + 1, .punctuation)
                    i = close + 1
                }
                continue
            }
            if b == Byte.less && next == Byte.less {  // `<<interface>>`: a word (or words) between the brackets
                var close = i + 2
                while close < end && (Byte.isWord(bytes[close]) || bytes[close] == 32) { close += 1 }
                if close > i + 2 && starts(with: ">>", at: close, end) {
                    set(i, close + 2, .attribute)
                    i = close + 2
                    continue
                }
            }
            if starts(with: "[*]", at: i, end) {  // a state diagram's start or end
                set(i, i + 3, .builtin)
                i += 3
                continue
            }
            if b == Byte.at && next == Byte.openBrace {  // `A@{ shape: … }`
                set(i, i + 2, .punctuation)
                i += 2
                continue
            }
            if b == Byte.at && Byte.isWordStart(next) {  // ZenUML's `@Actor`
                let word = wordEnd(i + 1, end, joinsHyphens: false)
                set(i, word, .attribute)
                i = word
                continue
            }
            if b == Byte.hash && styling && Byte.isHexDigit(next) {  // a colour: `fill:#f9f`
                var j = i + 1
                while j < end && Byte.isHexDigit(bytes[j]) { j += 1 }
                set(i, j, .number)
                i = j
                continue
            }
            if Byte.isDigit(b) || b == Byte.minus && Byte.isDigit(next) && (i == start || !Byte.isWord(bytes[i - 1])) {
                let number = numberEnd(i + 1, end)
                set(i, number, .number)
                i = label(after: number, end)
                atStatement = false
                continue
            }
            if Byte.isWordStart(b) {
                let wordEnd = self.wordEnd(i, end, joinsHyphens: dialect.hyphenJoinsWords)
                let word = String(decoding: bytes[i..<wordEnd], as: UTF8.self)
                var after = wordEnd
                while after < end && Byte.isSpace(bytes[after]) { after += 1 }
                let keyFollows = after < end && bytes[after] == Byte.colon && (after + 1 == end || bytes[after + 1] != Byte.colon)
                if keyFollows && (dialect.keys.contains(word) || styling) {
                    set(i, wordEnd, .property)
                    if dialect.textStatements.contains(word) && atStatement {
                        return set(after, after + 1, .punctuation)
                    }
                } else if atStatement && (dialect.statements.contains(word) || dialect.textStatements.contains(word)) {
                    set(i, wordEnd, .keyword)
                    if dialect.textStatements.contains(word) {
                        if keyFollows { set(after, after + 1, .punctuation) }
                        return  // `title …`: the rest is text
                    }
                    styling = ["style", "classDef", "linkStyle", "cssClass"].contains(word)
                } else if dialect.inline.contains(word) {
                    set(i, wordEnd, .keyword)
                } else if dialect.constants.contains(word) {
                    set(i, wordEnd, .constant)
                } else if !dialect.bracketsHoldText && wordEnd < end && bytes[wordEnd] == Byte.openParen {
                    set(i, wordEnd, .function)  // ZenUML's `A.method(…)`
                }
                atStatement = false
                i = label(after: wordEnd, end)
                continue
            }
            if Byte.isBracket(b) || b == Byte.comma { set(i, i + 1, .punctuation) }
            i += 1
        }
    }

    /// After a node's id: its label in brackets (`[Start]`, `((round))`, `{{hex}}`) is plain text, its
    /// strings coloured; the brackets are punctuation. Returns where the code goes on.
    private mutating func label(after i: Int, _ end: Int) -> Int {
        guard dialect.bracketsHoldText, i < end, Byte.isOpener(bytes[i]) else { return i }
        var depth = 0, j = i
        while j < end {
            let b = bytes[j]
            if b == Byte.quote, find([b], from: j + 1, to: end) != nil {
                j = string(j, end)
                continue
            }
            if Byte.isOpener(b) { depth += 1; set(j, j + 1, .punctuation) }
            else if Byte.isCloser(b) {
                depth -= 1
                set(j, j + 1, .punctuation)
                if depth == 0 { return j + 1 }
            } else if depth > 0 && j > i && Byte.isOpener(bytes[j - 1]) && (b == Byte.slash || b == Byte.backslash) {
                set(j, j + 1, .punctuation)  // `[/slanted/]`
            }
            j += 1
        }
        return end
    }

    /// A string from its opening quote to the closing one (or the line's end); returns the index after it.
    private mutating func string(_ i: Int, _ end: Int) -> Int {
        let close = find([bytes[i]], from: i + 1, to: end).map { $0 + 1 } ?? end
        set(i, close, .string)
        return close
    }

    /// The most bytes an arrow is read over (mermaid's longest links are a few dashes longer than
    /// `-->`): a scan per byte stays bounded on a line of 100,000 `<` or `.`.
    static let longestArrow = 32

    /// The end of the arrow or relation starting at `i` in this dialect, or nil.
    private func arrow(_ i: Int, _ end: Int) -> Int? {
        func at(_ k: Int) -> UInt8 { k < end ? bytes[k] : 0 }
        func line(_ k: Int) -> Int? {  // `--` or `..`
            at(k) == Byte.minus && at(k + 1) == Byte.minus || at(k) == Byte.dot && at(k + 1) == Byte.dot ? k + 2 : nil
        }
        switch dialect.arrows {
        case .sequence:
            var j = i
            if at(j) == Byte.less && at(j + 1) == Byte.less { j += 2 }
            guard at(j) == Byte.minus else { return nil }
            let dashes = j
            while at(j) == Byte.minus && j - dashes <= 2 { j += 1 }
            guard j - dashes <= 2 else { return nil }
            if at(j) == Byte.greater { j += at(j + 1) == Byte.greater ? 2 : 1 }
            else if at(j) == UInt8(ascii: "x") || at(j) == Byte.closeParen { j += 1 }
            else { return nil }
            if at(j) == Byte.plus || at(j) == Byte.minus { j += 1 }
            return j
        case .entityRelation:
            var j = i
            while j - i < 2 && (at(j) == Byte.bar || at(j) == Byte.closeBrace || at(j) == Byte.o) { j += 1 }
            guard var k = line(j) else { return nil }
            let tail = k
            while k - tail < 2 && (at(k) == Byte.bar || at(k) == Byte.openBrace || at(k) == Byte.o) { k += 1 }
            return k
        case .classRelation:
            var j = i
            if at(j) == Byte.less && at(j + 1) == Byte.bar { j += 2 }
            else if at(j) == Byte.less || at(j) == Byte.star || at(j) == Byte.o { j += 1 }
            guard var k = line(j) else { return nil }
            while (at(k) == Byte.minus || at(k) == Byte.dot) && k - i < MermaidColourer.longestArrow { k += 1 }
            if at(k) == Byte.bar && at(k + 1) == Byte.greater { k += 2 }
            else if at(k) == Byte.greater || at(k) == Byte.star
                        || at(k) == Byte.o && !Byte.isWord(at(k + 1)) { k += 1 }
            return k
        case .general:
            var j = i
            var lines = 0
            while Byte.isLinkByte(at(j)) && j - i < MermaidColourer.longestArrow {
                if at(j) == Byte.minus || at(j) == Byte.equals || at(j) == Byte.tilde { lines += 1 }
                j += 1
            }
            guard j - i >= 2, lines > 0 else { return nil }
            if (at(j) == UInt8(ascii: "x") || at(j) == Byte.o) && !Byte.isWord(at(j + 1)) { j += 1 }
            return j
        }
    }

    /// The end of a word from `i`: letters, digits, `_` and non-ASCII bytes, with `-` inside a word
    /// (`cherry-pick`, `x-axis`) when `joinsHyphens`.
    private func wordEnd(_ i: Int, _ end: Int, joinsHyphens: Bool) -> Int {
        var j = i
        while j < end {
            if Byte.isWord(bytes[j]) { j += 1; continue }
            if joinsHyphens && bytes[j] == Byte.minus && j > i && j + 1 < end && Byte.isWord(bytes[j + 1]) { j += 1; continue }
            break
        }
        return j
    }

    /// The end of a number from `i` (after its first digit): digits, letters of a unit or hex
    /// (`30d`, `0x1F`), and `.`/`-` between digits (`1.5`, `2014-01-01`, a packet's `0-15`).
    private func numberEnd(_ i: Int, _ end: Int) -> Int {
        var j = i
        while j < end {
            let b = bytes[j]
            if Byte.isWord(b) && b < 0x80 || b == Byte.percent { j += 1; continue }
            if (b == Byte.dot || b == Byte.minus) && j + 1 < end && Byte.isDigit(bytes[j + 1]) { j += 1; continue }
            break
        }
        return j
    }

    private func starts(with text: StaticString, at i: Int, _ end: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard i + count <= end else { return false }
        return text.withUTF8Buffer { buffer in (0..<count).allSatisfy { bytes[i + $0] == buffer[$0] } }
    }

    private func find(_ needle: [UInt8], from i: Int, to end: Int) -> Int? {
        guard !needle.isEmpty, i + needle.count <= end else { return nil }
        for k in i...(end - needle.count) where bytes[k] == needle[0] {
            if needle.count == 1 || (1..<needle.count).allSatisfy({ bytes[k + $0] == needle[$0] }) { return k }
        }
        return nil
    }

    private mutating func set(_ from: Int, _ to: Int, _ tokenClass: TokenClass) {
        guard from < to else { return }
        for k in from..<min(to, classes.count) { classes[k] = tokenClass.rawValue }
    }
}

/// The bytes ``MermaidColourer`` looks at.
private enum Byte {
    static let newline = UInt8(ascii: "\n"), quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'")
    static let percent = UInt8(ascii: "%"), slash = UInt8(ascii: "/"), backslash = UInt8(ascii: "\\")
    static let semicolon = UInt8(ascii: ";"), colon = UInt8(ascii: ":"), comma = UInt8(ascii: ",")
    static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}"), openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")"), bar = UInt8(ascii: "|"), less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">"), minus = UInt8(ascii: "-"), plus = UInt8(ascii: "+"), dot = UInt8(ascii: ".")
    static let hash = UInt8(ascii: "#"), equals = UInt8(ascii: "="), tilde = UInt8(ascii: "~"), star = UInt8(ascii: "*"), at = UInt8(ascii: "@")

    static let o = UInt8(ascii: "o")
    /// The bytes a flowchart-style link is made of (`-`, `=`, `.`, `<`, `>`, `~`).
    static func isLinkByte(_ b: UInt8) -> Bool { b == minus || b == equals || b == dot || b == less || b == greater || b == tilde }
    static func isSpace(_ b: UInt8) -> Bool { b == 32 || b == 9 || b == 13 }
    static func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
    static func isHexDigit(_ b: UInt8) -> Bool { isDigit(b) || b | 0x20 >= 97 && b | 0x20 <= 102 }
    static func isLetter(_ b: UInt8) -> Bool { b | 0x20 >= 97 && b | 0x20 <= 122 }
    static func isWordStart(_ b: UInt8) -> Bool { isLetter(b) || b == 95 || b >= 0x80 }
    static func isWord(_ b: UInt8) -> Bool { isWordStart(b) || isDigit(b) }
    static func isOpener(_ b: UInt8) -> Bool { b == 91 || b == 40 || b == 123 }
    static func isCloser(_ b: UInt8) -> Bool { b == 93 || b == 41 || b == 125 }
    static func isBracket(_ b: UInt8) -> Bool { isOpener(b) || isCloser(b) }
}
