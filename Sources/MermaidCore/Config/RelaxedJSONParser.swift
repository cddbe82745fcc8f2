/// Parses the JSON dialect mermaid users write in `%%{init: …}%%` directives and YAML
/// flow collections: single- or double-quoted strings, bare keys and words, trailing
/// commas, and objects spanning many lines. Nesting depth is bounded so hostile input
/// cannot exhaust the stack.
struct RelaxedJSONParser {
    private let chars: [Character]
    private var index = 0
    private var line: Int
    private var column: Int
    private var depth = 0
    static let maxDepth = 64

    /// `text` starts at `line`/`column` of the diagram source (newlines inside advance the line).
    init(_ text: String, line: Int, column: Int) {
        self.chars = Array(text)
        self.line = line
        self.column = column
    }

    var position: SourcePosition { SourcePosition(line: line, column: column) }
    var atEnd: Bool { index >= chars.count }

    /// Parses one value and requires only whitespace after it.
    static func parseDocument(_ text: String, line: Int, column: Int) throws -> ConfigNode {
        var parser = RelaxedJSONParser(text, line: line, column: column)
        let node = try parser.parseValue()
        parser.skipWhitespace()
        if !parser.atEnd {
            throw ConfigSyntaxError(message: "unexpected '\(parser.chars[parser.index])' after the value",
                                    position: parser.position)
        }
        return node
    }

    /// Parses the members of an object whose braces are omitted (`init: {…}` at directive level).
    mutating func parseMembers(until terminator: Character?) throws -> ConfigNode {
        let start = position
        var entries: [ConfigNode.Entry] = []
        while true {
            skipWhitespace()
            if atEnd { break }
            if let terminator, chars[index] == terminator { break }
            if chars[index] == "," { advance(); continue }
            let keyPosition = position
            let key = try parseKey()
            skipWhitespace()
            guard !atEnd, chars[index] == ":" else {
                // A bare word with no value (`%%{wrap}%%`) means `true`.
                entries.append(.init(key: key, keyPosition: keyPosition, node: .scalar(.bool(true), at: keyPosition)))
                continue
            }
            advance()
            let node = try parseValue()
            entries.append(.init(key: key, keyPosition: keyPosition, node: node))
        }
        return ConfigNode(kind: .map(entries), position: start)
    }

    mutating func parseValue() throws -> ConfigNode {
        skipWhitespace()
        guard !atEnd else { throw ConfigSyntaxError(message: "expected a value", position: position) }
        let start = position
        switch chars[index] {
        case "{":
            try enter()
            advance()
            let node = try parseMembers(until: "}")
            guard !atEnd else { throw ConfigSyntaxError(message: "missing '}' for the '{' here", position: start) }
            advance()
            depth -= 1
            return ConfigNode(kind: node.kind, position: start)
        case "[":
            try enter()
            advance()
            var items: [ConfigNode] = []
            while true {
                skipWhitespace()
                guard !atEnd else { throw ConfigSyntaxError(message: "missing ']' for the '[' here", position: start) }
                if chars[index] == "]" { advance(); break }
                if chars[index] == "," { advance(); continue }
                items.append(try parseValue())
            }
            depth -= 1
            return ConfigNode(kind: .list(items), position: start)
        case "\"", "'":
            return .scalar(.string(try parseQuoted()), at: start)
        default:
            let word = parseBareWord()
            guard !word.isEmpty else {
                throw ConfigSyntaxError(message: "unexpected '\(chars[index])'", position: start)
            }
            return .scalar(Self.typedScalar(word), at: start)
        }
    }

    /// `true`/`false`/`null`/numbers become typed values; anything else stays a string.
    static func typedScalar(_ word: String) -> ConfigValue {
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default:
            if let n = Double(word), word.first.map({ $0.isNumber || $0 == "-" || $0 == "." || $0 == "+" }) == true {
                return .number(n)
            }
            return .string(word)
        }
    }

    private mutating func enter() throws {
        depth += 1
        if depth > Self.maxDepth { throw ConfigSyntaxError(message: "config nested too deeply", position: position) }
    }

    private mutating func parseKey() throws -> String {
        guard !atEnd else { throw ConfigSyntaxError(message: "expected a key", position: position) }
        if chars[index] == "\"" || chars[index] == "'" { return try parseQuoted() }
        var key = ""
        while !atEnd, chars[index] != ":", chars[index] != ",", chars[index] != "}", !chars[index].isWhitespace {
            key.append(chars[index]); advance()
        }
        if key.isEmpty { throw ConfigSyntaxError(message: "unexpected '\(chars[index])'", position: position) }
        return key
    }

    private mutating func parseBareWord() -> String {
        var word = ""
        while !atEnd, !",}]:".contains(chars[index]), !chars[index].isNewline {
            word.append(chars[index]); advance()
        }
        return word.trimmingASCIIWhitespace()
    }

    private mutating func parseQuoted() throws -> String {
        let start = position
        let quote = chars[index]
        advance()
        var text = ""
        while !atEnd {
            let c = chars[index]
            if c == quote { advance(); return text }
            if c == "\\", index + 1 < chars.count {
                advance()
                let e = chars[index]
                switch e {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                default: text.append(e)
                }
                advance()
                continue
            }
            text.append(c)
            advance()
        }
        throw ConfigSyntaxError(message: "unterminated string", position: start)
    }

    mutating func skipWhitespace() {
        while !atEnd, chars[index].isWhitespace { advance() }
    }

    private mutating func advance() {
        if chars[index].isNewline { line += 1; column = 1 } else { column += 1 }
        index += 1
    }
}

import Foundation
