import MermaidCore

/// Parses the body of a `sequenceDiagram` into flat statements with positions.
///
/// Mermaid's grammar is line oriented: every statement starts with a keyword or is a
/// message `A->>B: text`. Block structure (`loop` … `end`, `alt`/`else`, `box` … `end`) is
/// checked here with an explicit stack, so unbalanced input gets a precise error and deep
/// nesting costs no recursion.
package struct SequenceParser {
    private let source: DiagramSource
    private var statements: [SequenceStatement] = []
    private var open: [(kind: BlockKind?, position: SourcePosition, keyword: String)] = []
    /// Non-fatal findings (ignored statements), reported as warnings by the renderer.
    package private(set) var warnings: [MermaidWarning] = []

    package init(source: DiagramSource) {
        self.source = source
    }

    /// Parses every line after the header.
    package static func parse(_ source: DiagramSource) throws -> (statements: [SequenceStatement], warnings: [MermaidWarning]) {
        var parser = SequenceParser(source: source)
        try parser.run()
        return (parser.statements, parser.warnings)
    }

    private mutating func run() throws {
        guard let header = source.lines.first else { return }
        // The header keyword may be followed by statements on the same line (`sequenceDiagram; A->>B: x`).
        let headerScalars = Array(header.text.unicodeScalars)
        var offset = 0
        while offset < headerScalars.count, SequenceText.isSpace(headerScalars[offset]) { offset += 1 }
        offset += "sequenceDiagram".unicodeScalars.count
        for segment in SequenceSegment.split(header, from: offset) { try statement(segment) }
        for line in source.lines.dropFirst() {
            for segment in SequenceSegment.split(line) { try statement(segment) }
        }
        if let last = open.last {
            let what = last.kind?.rawValue ?? "box"
            throw error("unclosed '\(last.keyword)' block: expected 'end' to close the \(what) opened here",
                        at: last.position)
        }
    }

    // MARK: - Statements

    private mutating func statement(_ seg: SequenceSegment) throws {
        let s = seg.scalars
        var wordEnd = 0
        while wordEnd < s.count, !SequenceText.isSpace(s[wordEnd]), s[wordEnd] != ":" { wordEnd += 1 }
        let word = seg.string(0..<wordEnd).lowercased()
        let restStart = skipSpaces(s, from: wordEnd)
        var rest: String { SequenceText.trim(seg.string(restStart..<s.count)) }
        let pos = seg.position(at: 0)
        let insideBox = open.last.map { $0.kind == nil } ?? false

        // Keyword forms of the participant types (`database DB as Users`), unless the line is a message.
        let typeKeyword = ParticipantKind(rawValue: word).flatMap { kind -> ParticipantKind? in
            guard kind != .participant, kind != .actor, restStart > wordEnd,
                  SequenceArrowScanner.findArrow(in: Array(s[restStart...])) == nil else { return nil }
            return kind
        }
        if insideBox, typeKeyword == nil, !["participant", "actor", "create", "destroy", "end"].contains(word) {
            throw error("only participant declarations are allowed inside a box; expected 'end'", at: pos)
        }
        if let kind = typeKeyword {
            return try participant(seg, from: restStart, kind: kind, created: false, at: pos)
        }
        switch word {
        case "participant", "actor":
            try participant(seg, from: restStart, kind: word == "actor" ? .actor : .participant, created: false, at: pos)
        case "create":
            var w2 = restStart
            while w2 < s.count, !SequenceText.isSpace(s[w2]) { w2 += 1 }
            let second = seg.string(restStart..<w2).lowercased()
            guard let kind = ParticipantKind(rawValue: second) else {
                throw error("expected 'participant', 'actor' or a participant type after 'create'",
                            at: seg.position(at: restStart))
            }
            try participant(seg, from: skipSpaces(s, from: w2), kind: kind, created: true, at: pos)
        case "destroy":
            try checkActorName(rest, seg, offset: restStart)
            append(.destroy(id: rest), pos)
        case "box":
            let (color, title) = SequenceParser.boxData(rest)
            open.append((nil, pos, "box"))
            append(.boxStart(color: color, title: title), pos)
        case "end":
            guard let top = open.popLast() else {
                throw error("unexpected 'end': there is no open block to close", at: pos)
            }
            append(top.kind == nil ? .boxEnd : .blockEnd, pos)
        case "loop", "opt", "alt", "par", "par_over", "critical", "break", "rect":
            let kind = BlockKind(rawValue: word) ?? .loop
            let (text, wrap) = SequenceText.extractWrap(rest)
            open.append((kind, pos, word))
            append(.blockStart(kind, label: text, wrap: wrap), pos)
        case "else", "and", "option":
            let expected: [BlockKind] = word == "else" ? [.alt] : word == "and" ? [.par, .parOver] : [.critical]
            guard let top = open.last, let kind = top.kind, expected.contains(kind) else {
                let parent = word == "else" ? "alt" : word == "and" ? "par" : "critical"
                throw error("'\(word)' is only allowed inside '\(parent)'", at: pos)
            }
            let (text, wrap) = SequenceText.extractWrap(rest)
            append(.blockSection(kind, label: text, wrap: wrap), pos)
        case "note":
            try note(seg, from: restStart, at: pos)
        case "activate", "deactivate":
            try checkActorName(rest, seg, offset: restStart)
            append(word == "activate" ? .activate(rest) : .deactivate(rest), pos)
        case "autonumber":
            try autonumber(rest, seg, offset: restStart, at: pos)
        case "title":
            var text = rest
            if wordEnd < s.count, s[wordEnd] == ":" { text = SequenceText.trim(seg.string((wordEnd + 1)..<s.count)) }
            append(.title(text), pos)
        case "acctitle", "accdescr":
            var text = rest
            if let colon = s.firstIndex(of: ":") { text = SequenceText.trim(seg.string((colon + 1)..<s.count)) }
            append(word == "acctitle" ? .accTitle(text) : .accDescr(text), pos)
        case "link", "links", "properties", "details":
            try actorDetail(word, seg, from: restStart, at: pos)
        default:
            try message(seg)
        }
    }

    private mutating func append(_ kind: SequenceStatement.Kind, _ pos: SourcePosition) {
        statements.append(SequenceStatement(kind: kind, position: pos))
    }

    // MARK: - Participants

    private mutating func participant(_ seg: SequenceSegment, from start: Int, kind: ParticipantKind,
                                      created: Bool, at pos: SourcePosition) throws {
        let s = seg.scalars
        guard start < s.count else { throw error("expected a participant name", at: seg.position(at: s.count)) }
        var kind = kind
        var alias: String?
        var aliasWrap: Bool?
        var id: String
        var afterId: Int

        if let at = find(s, "@{", from: start) {
            id = SequenceText.trim(seg.string(start..<at))
            guard let close = s[(at + 2)...].firstIndex(of: "}") else {
                throw error("unclosed '@{' in participant metadata: expected '}'", at: seg.position(at: at))
            }
            let meta = SequenceParser.metadata(seg.string((at + 2)..<close))
            if let type = meta["type"] {
                guard let parsed = ParticipantKind(rawValue: type.lowercased()) else {
                    throw error("unknown participant type '\(type)'; expected one of "
                                + ParticipantKind.allCases.map(\.rawValue).joined(separator: ", "),
                                at: seg.position(at: at))
                }
                kind = parsed
            }
            if let a = meta["alias"] { alias = a }
            afterId = close + 1
        } else {
            var end = start
            while end < s.count, !SequenceText.isSpace(s[end]) { end += 1 }
            let next = skipSpaces(s, from: end)
            if next + 2 <= s.count, isWord(s, at: next, "as") {
                id = seg.string(start..<end)
                afterId = end
            } else {
                id = SequenceText.trim(seg.string(start..<s.count))
                afterId = s.count
            }
        }
        try checkActorName(id, seg, offset: start)
        let next = skipSpaces(s, from: afterId)
        if next < s.count {
            guard isWord(s, at: next, "as") else {
                throw error("unexpected text after participant '\(id)': expected 'as' and an alias",
                            at: seg.position(at: next))
            }
            let (text, wrap) = SequenceText.extractWrap(seg.string((next + 2)..<s.count))
            if !text.isEmpty { alias = text; aliasWrap = wrap }
        }
        append(.participant(id: id, alias: alias, aliasWrap: aliasWrap, kind: kind, created: created), pos)
    }

    /// Reads `"type": "database", "alias": "Name"` (JSON-ish or YAML-ish, one level).
    static func metadata(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        var parts: [String] = []
        var current = ""
        var quote: Character?
        for ch in text {
            if let q = quote {
                if ch == q { quote = nil }
                current.append(ch)
            } else if ch == "\"" || ch == "'" {
                quote = ch
                current.append(ch)
            } else if ch == "," || ch == "\n" {
                parts.append(current)
                current = ""
            } else {
                current.append(ch)
            }
        }
        parts.append(current)
        for part in parts {
            guard let colon = part.firstIndex(of: ":") else { continue }
            let key = unquote(String(part[..<colon]))
            let value = unquote(String(part[part.index(after: colon)...]))
            if !key.isEmpty { result[key] = value }
        }
        return result
    }

    private static func unquote(_ s: String) -> String {
        var t = SequenceText.trim(s)
        if t.count >= 2, let f = t.first, f == "\"" || f == "'", t.last == f { t = String(t.dropFirst().dropLast()) }
        return t
    }

    /// Mermaid's box header: a leading colour (`rgb(…)`, `rgba(…)`, `hsl(…)`, a CSS name,
    /// `transparent`, `none`) and the rest as title. A first word that is not a colour is part of the title.
    static func boxData(_ rest: String) -> (color: String?, title: String?) {
        let text = SequenceText.trim(rest)
        let lower = text.lowercased()
        for fn in ["rgba", "rgb", "hsla", "hsl"] where lower.hasPrefix(fn) {
            let afterName = lower.dropFirst(fn.count).drop(while: { $0 == " " })
            if afterName.first == "(", let close = text.lastIndex(of: ")"), SequenceColor.isColor(String(text[...close])) {
                let color = String(text[...close])
                let title = SequenceText.trim(String(text[text.index(after: close)...]))
                return (color, title.isEmpty ? nil : title)
            }
        }
        let word = text.prefix(while: { $0.isLetterQuick || $0.isNumber || $0 == "_" })
        if !word.isEmpty, Color(css: String(word)) != nil || word.lowercased() == "none" {
            let title = SequenceText.trim(String(text.dropFirst(word.count)))
            return (String(word), title.isEmpty ? nil : SequenceText.extractWrap(title).text)
        }
        return (nil, text.isEmpty ? nil : SequenceText.extractWrap(text).text)
    }

    // MARK: - Notes, details, autonumber

    private mutating func note(_ seg: SequenceSegment, from start: Int, at pos: SourcePosition) throws {
        let s = seg.scalars
        var i = start
        let placement: NotePlacement
        if isWord(s, at: i, "left") || isWord(s, at: i, "right") {
            let isLeft = isWord(s, at: i, "left")
            i = skipSpaces(s, from: i + (isLeft ? 4 : 5))
            guard isWord(s, at: i, "of") else {
                throw error("expected 'of' after '\(isLeft ? "left" : "right")'", at: seg.position(at: i))
            }
            i += 2
            placement = isLeft ? .leftOf : .rightOf
        } else if isWord(s, at: i, "over") {
            i += 4
            placement = .over
        } else {
            throw error("expected 'left of', 'right of' or 'over' after 'Note'", at: seg.position(at: i))
        }
        guard let colon = s[i...].firstIndex(of: ":") else {
            throw error("expected ':' followed by the note text", at: seg.position(at: s.count))
        }
        var actors: [String] = []
        var partStart = i
        for j in i...colon where j == colon || s[j] == "," {
            let name = SequenceText.trim(seg.string(partStart..<j))
            try checkActorName(name, seg, offset: skipSpaces(s, from: partStart))
            actors.append(name)
            partStart = j + 1
        }
        if placement != .over, actors.count > 1 {
            throw error("a note \(placement == .leftOf ? "left" : "right") of takes one participant; use 'over A,B' to span two",
                        at: seg.position(at: i))
        }
        if actors.count > 2 {
            throw error("a note can span at most two participants", at: seg.position(at: i))
        }
        let (text, wrap) = SequenceText.extractWrap(seg.string((colon + 1)..<s.count))
        append(.note(placement: placement, actors: actors, text: text, wrap: wrap), pos)
    }

    private mutating func actorDetail(_ word: String, _ seg: SequenceSegment, from start: Int,
                                      at pos: SourcePosition) throws {
        let s = seg.scalars
        guard let colon = s[start...].firstIndex(of: ":") else {
            throw error("expected '\(word) <participant>: …'", at: seg.position(at: s.count))
        }
        let actor = SequenceText.trim(seg.string(start..<colon))
        try checkActorName(actor, seg, offset: start)
        let text = SequenceText.trim(seg.string((colon + 1)..<s.count))
        switch word {
        case "link":
            guard let at = text.firstIndex(of: "@") else {
                throw error("expected 'link \(actor): label @ url'", at: seg.position(at: colon + 1))
            }
            append(.link(actor: actor, label: SequenceText.trim(String(text[..<at])),
                         url: SequenceText.trim(String(text[text.index(after: at)...]))), pos)
        case "links":
            append(.links(actor: actor, json: text), pos)
        case "properties":
            append(.properties(actor: actor, json: text), pos)
        default:
            warnings.append(MermaidWarning(line: pos.line, column: pos.column,
                                           message: "'\(word)' is not supported and was ignored",
                                           sourceLine: sourceLine(pos.line), code: "unsupported-syntax"))
        }
    }

    private mutating func autonumber(_ rest: String, _ seg: SequenceSegment, offset: Int,
                                     at pos: SourcePosition) throws {
        let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if words.isEmpty { return append(.autonumber(start: nil, step: nil, visible: true), pos) }
        if words.count == 1, words[0].lowercased() == "off" {
            return append(.autonumber(start: nil, step: nil, visible: false), pos)
        }
        let numbers = words.map { Double($0) }
        guard words.count <= 2, numbers.allSatisfy({ n in n.map { $0.isFinite && $0 >= 0 && $0 < 1e9 } ?? false }) else {
            throw error("expected 'autonumber', 'autonumber off', 'autonumber <start>' or 'autonumber <start> <step>'",
                        at: seg.position(at: offset))
        }
        append(.autonumber(start: numbers.first ?? nil, step: numbers.count > 1 ? numbers[1] : 1, visible: true), pos)
    }

    // MARK: - Messages

    private mutating func message(_ seg: SequenceSegment) throws {
        let s = seg.scalars
        guard let (arrowStart, arrowEnd, arrow, sourceCircle) = SequenceArrowScanner.findArrow(in: s) else {
            throw error("unrecognised statement '\(seg.text)': expected a message such as 'A->>B: text', "
                        + "or a keyword (participant, Note, loop, …)", at: seg.position(at: 0))
        }
        let from = SequenceText.trim(seg.string(0..<arrowStart))
        try checkActorName(from, seg, offset: 0)
        var i = skipSpaces(s, from: arrowEnd)
        var activate = false, deactivate = false, targetCircle = false
        if i < s.count, s[i] == "+" { activate = true; i += 1 }
        else if i < s.count, s[i] == "-" { deactivate = true; i += 1 }
        else if i + 1 < s.count, s[i] == "(", s[i + 1] == ")" { targetCircle = true; i += 2 }
        let colon = s[i...].firstIndex(of: ":")
        let toEnd = colon ?? s.count
        let to = SequenceText.trim(seg.string(i..<toEnd))
        try checkActorName(to, seg, offset: skipSpaces(s, from: i))
        guard let textColon = colon else {
            throw error("expected ':' and the message text after '\(to)'", at: seg.position(at: s.count))
        }
        let (text, wrap) = SequenceText.extractWrap(seg.string((textColon + 1)..<s.count))
        let central = sourceCircle || targetCircle ? CentralConnection(atSource: sourceCircle, atTarget: targetCircle) : nil
        append(.message(from: from, to: to, arrow: arrow, activateTarget: activate, deactivateSource: deactivate,
                        central: central, text: text, wrap: wrap), seg.position(at: 0))
    }

    // MARK: - Helpers

    /// Participant ids may not be empty and may not hold `<`, `>`, `:`, `,` (mermaid's lexer rejects them).
    private func checkActorName(_ name: String, _ seg: SequenceSegment, offset: Int) throws {
        if name.isEmpty { throw error("expected a participant name", at: seg.position(at: offset)) }
        for c in name.unicodeScalars where c == "<" || c == ">" || c == "," || c == ":" {
            let column = seg.scalars[min(offset, seg.scalars.count)...].firstIndex(of: c) ?? offset
            throw error("invalid character '\(c)' in participant name '\(name)'", at: seg.position(at: column))
        }
    }

    private func skipSpaces(_ s: [Unicode.Scalar], from i: Int) -> Int {
        var j = i
        while j < s.count, SequenceText.isSpace(s[j]) { j += 1 }
        return j
    }

    /// Whether the case-insensitive `word` starts at `i` and is followed by a space or the end.
    private func isWord(_ s: [Unicode.Scalar], at i: Int, _ word: String) -> Bool {
        let w = Array(word.unicodeScalars)
        guard i + w.count <= s.count else { return false }
        for k in 0..<w.count where s[i + k].properties.lowercaseMapping != String(w[k]) { return false }
        return i + w.count == s.count || SequenceText.isSpace(s[i + w.count])
    }

    private func find(_ s: [Unicode.Scalar], _ needle: String, from start: Int) -> Int? {
        let n = Array(needle.unicodeScalars)
        guard s.count >= n.count, start <= s.count - n.count else { return nil }
        outer: for i in start...(s.count - n.count) {
            for k in 0..<n.count where s[i + k] != n[k] { continue outer }
            return i
        }
        return nil
    }

    private func sourceLine(_ line: Int) -> String {
        source.lines.first(where: { $0.number == line })?.original ?? ""
    }

    private func error(_ message: String, at pos: SourcePosition) -> MermaidError {
        MermaidError(line: pos.line, column: pos.column, message: message, sourceLine: sourceLine(pos.line))
    }
}
