/// Parses the JSON dialect mermaid users write in `%%{init: …}%%` directives and YAML
/// flow collections: single- or double-quoted strings, bare keys and words, trailing
/// commas, and objects spanning many lines. Nesting depth is bounded so hostile input
/// cannot exhaust the stack.
///
/// Works on UTF-8 bytes (all syntax is ASCII); columns count characters (code points).
struct RelaxedJSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line: Int
    private var column: Int
    private var depth = 0
    static let maxDepth = 64

    /// `text` starts at `line`/`column` of the diagram source (newlines inside advance the line).
    init(_ text: String, line: Int, column: Int) {
        self.bytes = Array(text.utf8)
        self.line = line
        self.column = column
    }

    var position: SourcePosition { SourcePosition(line: line, column: column) }
    var atEnd: Bool { index >= bytes.count }
    private var current: UInt8 { bytes[index] }
    private var currentCharacter: String {
        var end = index + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    /// Parses one value and requires only whitespace after it.
    static func parseDocument(_ text: String, line: Int, column: Int) throws -> ConfigNode {
        var parser = RelaxedJSONParser(text, line: line, column: column)
        let node = try parser.parseValue()
        parser.skipWhitespace()
        if !parser.atEnd {
            throw ConfigSyntaxError(message: "unexpected '\(parser.currentCharacter)' after the value",
                                    position: parser.position)
        }
        return node
    }

    /// Parses the members of an object whose braces are omitted (`init: {…}` at directive level).
    mutating func parseMembers(until terminator: UInt8?) throws -> ConfigNode {
        let start = position
        var entries: [ConfigNode.Entry] = []
        while true {
            skipWhitespace()
            if atEnd { break }
            if let terminator, current == terminator { break }
            if current == UInt8(ascii: ",") { advance(); continue }
            let keyPosition = position
            let key = try parseKey()
            skipWhitespace()
            guard !atEnd, current == UInt8(ascii: ":") else {
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
        switch current {
        case UInt8(ascii: "{"):
            try enter()
            advance()
            let node = try parseMembers(until: UInt8(ascii: "}"))
            guard !atEnd else { throw ConfigSyntaxError(message: "missing '}' for the '{' here", position: start) }
            advance()
            depth -= 1
            return ConfigNode(kind: node.kind, position: start)
        case UInt8(ascii: "["):
            try enter()
            advance()
            var items: [ConfigNode] = []
            while true {
                skipWhitespace()
                guard !atEnd else { throw ConfigSyntaxError(message: "missing ']' for the '[' here", position: start) }
                if current == UInt8(ascii: "]") { advance(); break }
                if current == UInt8(ascii: ",") { advance(); continue }
                items.append(try parseValue())
            }
            depth -= 1
            return ConfigNode(kind: .list(items), position: start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .scalar(.string(try parseQuoted()), at: start)
        default:
            let word = parseBareWord()
            guard !word.isEmpty else {
                throw ConfigSyntaxError(message: "unexpected '\(currentCharacter)'", position: start)
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
            if let first = word.utf8.first, (first >= 48 && first <= 57) || first == 45 || first == 46 || first == 43,
               let n = Double(word) {
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
        if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") { return try parseQuoted() }
        let from = index
        while !atEnd, !Self.isKeyStop(current) { advance() }
        if index == from { throw ConfigSyntaxError(message: "unexpected '\(currentCharacter)'", position: position) }
        return String(decoding: bytes[from..<index], as: UTF8.self)
    }

    private static func isKeyStop(_ b: UInt8) -> Bool {
        b == UInt8(ascii: ":") || b == UInt8(ascii: ",") || b == UInt8(ascii: "}") || isSpace(b)
    }

    private mutating func parseBareWord() -> String {
        let from = index
        while !atEnd {
            let b = current
            if b == UInt8(ascii: ",") || b == UInt8(ascii: "}") || b == UInt8(ascii: "]") || b == UInt8(ascii: ":")
                || b == 10 { break }
            advance()
        }
        return String(decoding: bytes[from..<index], as: UTF8.self).trimmingASCIIWhitespace()
    }

    private mutating func parseQuoted() throws -> String {
        let start = position
        let quote = current
        advance()
        var text: [UInt8] = []
        while !atEnd {
            let c = current
            if c == quote { advance(); return String(decoding: text, as: UTF8.self) }
            if c == UInt8(ascii: "\\"), index + 1 < bytes.count {
                advance()
                switch current {
                case UInt8(ascii: "n"): text.append(10)
                case UInt8(ascii: "t"): text.append(9)
                case UInt8(ascii: "r"): text.append(13)
                default: text.append(current)
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
        while !atEnd, Self.isSpace(current) { advance() }
    }

    @inline(__always)
    private static func isSpace(_ b: UInt8) -> Bool { b == 32 || (b >= 9 && b <= 13) }

    private mutating func advance() {
        let b = bytes[index]
        if b == 10 {
            line += 1
            column = 1
        } else if b & 0xC0 != 0x80 {
            column += 1
        }
        // A multi-byte character counts once: its continuation bytes do not advance the column.
        index += 1
    }
}
