import MermaidCore

/// Translates a `zenuml` diagram into sequence diagram statements.
///
/// Why: ZenUML is the one diagram type mermaid documents that its core does not draw itself (a
/// plugin renders it with its own HTML). It is a sequence diagram written as code: `A.method()`
/// calls with `{ … }` bodies, `A->B: text` async messages, `return`, `new`, and `if`/`while`/`opt`/
/// `par`/`try` blocks. Translating it to the statements of `sequenceDiagram` draws it with the
/// sequence renderer (lifelines, activations, frames) instead of an error box.
///
/// What maps to what: a call is a solid message from the current caller (the callee of the
/// enclosing `{ … }`, else an unnamed starter on the left) with the callee activated for its body;
/// `x = A.m()` and `return x` add a dashed reply; `A->B: text` is an async message (open head),
/// dashed after `@return`/`@reply`; `new A(…)` creates `A`; `if`/`else` frame as `alt`, `while`,
/// `for`, `forEach` and `loop` as `loop`, `opt`, `par`, `critical` as themselves, `try`/`catch`/
/// `finally` as a `try` frame. `// comments` are not drawn.
package struct ZenUMLParser {
    private let source: DiagramSource
    private var statements: [SequenceStatement] = []
    /// Open `{`: a call's body (its callee and caller, and the variable its reply assigns) or a frame.
    private enum Open { case call(callee: String, caller: String, assigns: String?), frame(BlockKind) }
    private var open: [(what: Open, position: SourcePosition)] = []
    private var repliesNext = false
    private var usesStarter = false

    /// The participant top-level calls come from.
    static let starter = "zenuml-starter"

    package init(source: DiagramSource) { self.source = source }

    /// Parses every line after the `zenuml` header.
    package static func parse(_ source: DiagramSource) throws -> [SequenceStatement] {
        var parser = ZenUMLParser(source: source)
        for line in source.lines.dropFirst() { try parser.line(line) }
        if let last = parser.open.last {
            throw parser.error("unclosed '{': expected '}' to close the block opened here", at: last.position)
        }
        if parser.usesStarter {
            let declaration = SequenceStatement(kind: .participant(id: starter, alias: " ", aliasWrap: nil, kind: .actor, created: false),
                                                position: SourcePosition(line: source.lines.first?.number ?? 1, column: 1))
            parser.statements.insert(declaration, at: 0)
        }
        return parser.statements
    }

    /// The innermost open call: its callee makes the calls written in its body.
    private var innermostCall: (callee: String, caller: String)? {
        for entry in open.reversed() { if case .call(let callee, let caller, _) = entry.what { return (callee, caller) } }
        return nil
    }

    private mutating func line(_ line: SourceLine) throws {
        let text = ZenUMLParser.withoutComment(Substring(line.text))
        let lead = text.prefix { $0 == " " || $0 == "\t" }.count
        var t = trimmed(text)
        let pos = SourcePosition(line: line.number, column: lead + 1)
        guard !t.isEmpty else { return }
        if t.hasSuffix(";") { t.removeLast() }
        if t.hasPrefix("}") { return try close(trimmed(String(t.dropFirst())), at: pos) }
        let opens = t.hasSuffix("{")
        if opens { t = trimmed(String(t.dropLast())) }
        let word = t.prefix { $0.isLetter || $0 == "@" }.lowercased()
        switch word {
        case "title" where !opens:
            append(.title(trimmed(String(t.dropFirst(5)))), pos)
        case _ where (word == "@return" || word == "@reply") && t.count == word.count:
            repliesNext = true
        case _ where ZenUMLParser.frameWords.contains(word) && isFrameHead(t, word):
            guard opens else { throw error("expected '{' after '\(word)'", at: pos) }
            let kind: BlockKind = switch word {
            case "if": .alt
            case "opt": .opt
            case "par": .par
            case "try": .tryCatch
            case "critical": .critical
            default: .loop
            }
            open.append((.frame(kind), pos))
            append(.blockStart(kind, label: condition(t, after: word), wrap: nil), pos)
        case "return":
            let value = trimmed(String(t.dropFirst(6)))
            if let call = innermostCall { append(reply(from: call.callee, to: call.caller, text: value), pos) }
        default:
            try statement(t, opens: opens, at: pos)
        }
    }

    /// The line without a `// comment`: a whole-line one, or one after a space or a bracket, unless
    /// it is in a message's text (`A->B: see http://x` keeps its URL).
    static func withoutComment(_ text: Substring) -> Substring {
        guard text.containsBytes("//") else { return text }
        let scalars = Array(text.unicodeScalars)
        var i = 0, inMessage = false
        while i + 1 < scalars.count {
            if scalars[i] == ":" { inMessage = true }
            if scalars[i] == "/", scalars[i + 1] == "/", !inMessage, i == 0 || " \t){};".unicodeScalars.contains(scalars[i - 1]) {
                return Substring(String(String.UnicodeScalarView(scalars[..<i])))
            }
            i += 1
        }
        return text
    }

    static let frameWords: Set<String> = ["if", "while", "for", "foreach", "loop", "opt", "par", "try", "critical"]

    /// `if(x)`, `while (x)`, `opt`: a frame keyword followed by nothing or a condition in brackets.
    private func isFrameHead(_ t: String, _ word: String) -> Bool {
        let rest = trimmed(t.dropFirst(word.count))
        return rest.isEmpty || rest.hasPrefix("(")
    }

    private func condition(_ t: String, after word: String) -> String {
        var rest = trimmed(t.dropFirst(word.count))
        if rest.hasPrefix("("), rest.hasSuffix(")") { rest = String(rest.dropFirst().dropLast()) }
        return rest
    }

    /// `}` and what may follow it on the line: `else`, `else if(x) {`, `catch(e) {`, `finally {`.
    private mutating func close(_ rest: String, at pos: SourcePosition) throws {
        guard let top = open.last else { throw error("unexpected '}': there is no open block to close", at: pos) }
        if rest.isEmpty {
            open.removeLast()
            switch top.what {
            case .frame: append(.blockEnd, pos)
            case .call(let callee, let from, let assigns):
                append(.deactivate(callee), pos)
                if let value = assigns { append(reply(from: callee, to: from, text: value), pos) }
            }
            return
        }
        guard rest.hasSuffix("{"), case .frame(let kind) = top.what else {
            throw error("expected '}' alone, or '} else {', '} catch {' or '} finally {'", at: pos)
        }
        let section = trimmed(String(rest.dropLast()))
        let word = section.prefix { $0.isLetter }.lowercased()
        switch (kind, word) {
        case (.alt, "else"):
            let inner = trimmed(section.dropFirst(4))
            append(.blockSection(.alt, label: inner.hasPrefix("if") ? condition(inner, after: "if") : "else", wrap: nil), pos)
        case (.tryCatch, "catch"), (.tryCatch, "finally"):
            append(.blockSection(.tryCatch, label: section, wrap: nil), pos)
        default:
            throw error("'\(word)' cannot follow this block's '}'", at: pos)
        }
    }

    /// A participant, an async message or a call.
    private mutating func statement(_ t: String, opens: Bool, at pos: SourcePosition) throws {
        if t.containsBytes("->"), let arrow = t.firstRange(of: "->") {
            let from = trimmed(t[..<arrow.lowerBound])
            let rest = trimmed(t[arrow.upperBound...])
            guard isName(from) else { throw error("expected a participant name before '->'", at: pos) }
            if let colon = rest.firstIndex(of: ":"), isName(trimmed(rest[..<colon])) {
                let to = trimmed(rest[..<colon])
                let text = trimmed(rest[rest.index(after: colon)...])
                let dashed = repliesNext
                repliesNext = false
                let arrowKind = SequenceArrow(token: dashed ? "--)" : "-)", dotted: dashed, startHead: .none, endHead: .point)
                append(.message(from: from, to: to, arrow: arrowKind, activateTarget: false, deactivateSource: false,
                                central: nil, text: text, wrap: nil), pos)
                if opens { throw error("an async message has no body: remove the '{'", at: pos) }
                return
            }
            return try call(rest, from: from, opens: opens, at: pos)
        }
        // `A as Alice`, `@Actor Alice`, `Bob`, `"Long name"`.
        var words = t.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var kind = ParticipantKind.participant
        if let first = words.first, first.hasPrefix("@") {
            kind = ParticipantKind(rawValue: first.dropFirst().lowercased()) ?? .participant
            words.removeFirst()
        }
        if !opens, words.count == 1, isName(words[0]) {
            append(.participant(id: unquoted(words[0]), alias: nil, aliasWrap: nil, kind: kind, created: false), pos)
        } else if !opens, words.count == 3, words[1] == "as", isName(words[0]) {
            append(.participant(id: words[0], alias: unquoted(words[2]), aliasWrap: nil, kind: kind, created: false), pos)
        } else {
            try call(t, from: nil, opens: opens, at: pos)
        }
    }

    /// `[Type] [x =] A.method(args)` or `[x =] new A(args)`, from `from` or the current caller.
    private mutating func call(_ t: String, from explicit: String?, opens: Bool, at pos: SourcePosition) throws {
        var expression = Substring(t)
        var assigns: String?
        if let equals = t.firstIndex(of: "="), !t[..<equals].contains("(") {
            assigns = t[..<equals].split(separator: " ").last.map(String.init)
            expression = t[t.index(after: equals)...]
        }
        expression = expression.drop { $0 == " " }
        let caller = explicit ?? innermostCall?.callee ?? ZenUMLParser.starter
        if caller == ZenUMLParser.starter { usesStarter = true }
        let target: String, label: String
        if expression.hasPrefix("new ") {
            let created = expression.dropFirst(4).drop { $0 == " " }
            target = trimmed(created.prefix { $0 != "(" })
            guard isName(target) else { throw expected(at: pos) }
            append(.participant(id: target, alias: nil, aliasWrap: nil, kind: .participant, created: true), pos)
            label = "«create»" + (created.contains("(") ? " " + created.drop { $0 != "(" } : "")
        } else {
            guard let dot = expression.firstIndex(of: "."), isName(String(expression[..<dot])) else { throw expected(at: pos) }
            target = String(expression[..<dot])
            label = String(expression[expression.index(after: dot)...])
            guard !label.isEmpty else { throw expected(at: pos) }
        }
        let arrow = SequenceArrow(token: "->>", dotted: false, startHead: .none, endHead: .filled)
        append(.message(from: caller, to: target, arrow: arrow, activateTarget: opens, deactivateSource: false,
                        central: nil, text: label, wrap: nil), pos)
        if opens {
            open.append((.call(callee: target, caller: caller, assigns: assigns), pos))
        } else if let value = assigns {
            append(reply(from: target, to: caller, text: value), pos)
        }
    }

    private func reply(from: String, to: String, text: String) -> SequenceStatement.Kind {
        .message(from: from, to: to, arrow: SequenceArrow(token: "-->>", dotted: true, startHead: .none, endHead: .filled),
                 activateTarget: false, deactivateSource: false, central: nil, text: text, wrap: nil)
    }

    private func trimmed(_ s: some StringProtocol) -> String { SequenceText.trim(String(s)) }

    private func isName(_ s: String) -> Bool {
        if s.count >= 2, s.hasPrefix("\""), s.hasSuffix("\"") { return true }
        guard !s.isEmpty else { return false }
        // One pass over the bytes: ASCII letters, digits and `_` are what the rule below accepts, and an
        // ASCII byte starts its character unless a non-ASCII byte came first (then the rule decides).
        for byte in s.utf8 {
            if byte >= 0x80 { return s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
            let lower = byte | 0x20
            guard (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F else { return false }
        }
        return true
    }

    private func unquoted(_ s: String) -> String {
        s.count >= 2 && s.hasPrefix("\"") && s.hasSuffix("\"") ? String(s.dropFirst().dropLast()) : s
    }

    private mutating func append(_ kind: SequenceStatement.Kind, _ pos: SourcePosition) {
        statements.append(SequenceStatement(kind: kind, position: pos))
    }

    private func expected(at pos: SourcePosition) -> MermaidError {
        error("expected a participant (A, A as Alice), a message (A->B: text), a call (A.method() or new A()), "
              + "'return', or a block (if, while, opt, par, try)", at: pos)
    }

    private func error(_ message: String, at pos: SourcePosition) -> MermaidError {
        source.error(message, line: pos.line, column: pos.column)
    }
}
