/// The YAML subset mermaid front matter uses, parsed without a YAML library (MermaidCore
/// has no dependencies): block maps nested by indentation, `- ` lists, plain, single- and
/// double-quoted scalars, `|`/`>` block scalars, flow `{…}`/`[…]` collections, `#` comments,
/// and keys with punctuation such as `license(s)`. Every key and value keeps its position.
struct FrontMatterYAML {
    struct Line {
        var number: Int
        var indent: Int
        var text: String  // without indentation and trailing comment
        var raw: String = ""  // without indentation, comment kept (continuation of quoted scalars)
    }

    private var lines: [Line] = []
    /// Every source line without its indentation (comments kept), index 0 = `firstLine`.
    private var source: [String] = []
    private var firstLine = 1
    private var cursor = 0
    private var depth = 0

    /// `source` holds the lines between the `---` fences; `firstLine` is the number of the first one.
    static func parse(_ source: [String], firstLine: Int) throws -> ConfigNode {
        var parser = FrontMatterYAML()
        parser.firstLine = firstLine
        for (offset, raw) in source.enumerated() {
            let expanded = raw.containsByte(9) ? raw.replacingOccurrences(of: "\t", with: "    ") : raw
            let indent = expanded.prefix { $0 == " " }.count
            let raw = String(expanded.dropFirst(indent))
            parser.source.append(raw)
            let body = Self.stripComment(raw)
            if body.isEmpty || body == "---" || body == "..." { continue }
            parser.lines.append(Line(number: firstLine + offset, indent: indent, text: body, raw: raw))
        }
        guard let first = parser.lines.first else {
            return ConfigNode(kind: .map([]), position: SourcePosition(line: firstLine, column: 1))
        }
        let node = try parser.parseBlock(indent: first.indent)
        if parser.cursor < parser.lines.count {
            let l = parser.lines[parser.cursor]
            throw ConfigSyntaxError(message: "unexpected indentation in front matter",
                                    position: SourcePosition(line: l.number, column: l.indent + 1))
        }
        return node
    }

    /// Removes a ` #…` comment that is outside quotes, and trailing spaces.
    static func stripComment(_ text: String) -> String {
        if text.utf8.first == UInt8(ascii: "#") { return "" }
        if !text.containsByte(UInt8(ascii: "#")) { return text.trimmingASCIIWhitespace() }
        return stripASCIIComment(text) ?? stripCommentByCharacters(text)
    }

    /// `stripComment` one character at a time: any text (the byte scan takes only ASCII).
    static func stripCommentByCharacters(_ text: String) -> String {
        if text.hasPrefix("#") { return "" }
        var quote: Character?
        var previous: Character = " "
        var result = ""
        for c in text {
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                if previous == " " || previous == ":" || previous == "[" || previous == "{" || previous == "," || result.isEmpty {
                    quote = c
                }
            } else if c == "#" && previous.isWhitespace {
                break
            }
            result.append(c)
            previous = c
        }
        return String(result.reversed().drop { $0 == " " }.reversed())
    }

    /// `stripComment` on the bytes of an ASCII line (colour values such as `'#f9f'` send most lines
    /// here), where each byte is one character: the same scan without building the result one
    /// character at a time. Nil for other text.
    private static func stripASCIIComment(_ text: String) -> String? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.isPlainASCII else { return nil }
            var quote: UInt8 = 0
            var previous = UInt8(ascii: " ")
            var end = 0
            for c in bytes {
                if quote != 0 {
                    if c == quote { quote = 0 }
                } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    if previous == 32 || previous == UInt8(ascii: ":") || previous == UInt8(ascii: "[")
                        || previous == UInt8(ascii: "{") || previous == UInt8(ascii: ",") || end == 0 {
                        quote = c
                    }
                } else if c == UInt8(ascii: "#") && (previous == 32 || (previous >= 9 && previous <= 12)) {
                    break
                }
                end += 1
                previous = c
            }
            while end > 0 && bytes[end - 1] == 32 { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
        } ?? nil
    }

    private mutating func parseBlock(indent: Int) throws -> ConfigNode {
        depth += 1
        defer { depth -= 1 }
        let l = lines[cursor]
        let start = SourcePosition(line: l.number, column: l.indent + 1)
        if depth > RelaxedJSONParser.maxDepth {
            throw ConfigSyntaxError(message: "front matter nested too deeply", position: start)
        }
        if l.text == "-" || l.text.hasPrefix("- ") {
            return try parseList(indent: indent, start: start)
        }
        return try parseMap(indent: indent, start: start)
    }

    private mutating func parseList(indent: Int, start: SourcePosition) throws -> ConfigNode {
        var items: [ConfigNode] = []
        while cursor < lines.count, lines[cursor].indent == indent,
              lines[cursor].text == "-" || lines[cursor].text.hasPrefix("- ") {
            let l = lines[cursor]
            let rest = String(l.text.dropFirst(1)).drop { $0 == " " }
            let itemIndent = l.indent + (l.text.count - rest.count)
            if rest.isEmpty {
                cursor += 1
                if cursor < lines.count, lines[cursor].indent > indent {
                    items.append(try parseBlock(indent: lines[cursor].indent))
                } else {
                    items.append(.scalar(.null, at: SourcePosition(line: l.number, column: itemIndent + 1)))
                }
            } else if Self.splitKey(String(rest)) != nil && !rest.hasPrefix("{") && !rest.hasPrefix("[") {
                // `- key: value` starts a map whose keys sit at the item's indentation.
                lines[cursor] = Line(number: l.number, indent: itemIndent, text: String(rest))
                items.append(try parseMap(indent: itemIndent, start: SourcePosition(line: l.number, column: itemIndent + 1)))
            } else {
                items.append(try scalarOrFlow(String(rest), line: l.number, column: itemIndent + 1, parentIndent: indent))
            }
        }
        return ConfigNode(kind: .list(items), position: start)
    }

    private mutating func parseMap(indent: Int, start: SourcePosition) throws -> ConfigNode {
        var entries: [ConfigNode.Entry] = []
        while cursor < lines.count, lines[cursor].indent == indent {
            let l = lines[cursor]
            guard let (key, rest, valueOffset) = Self.splitKey(l.text) else {
                throw ConfigSyntaxError(message: "expected 'key: value' in front matter",
                                        position: SourcePosition(line: l.number, column: l.indent + 1))
            }
            let keyPosition = SourcePosition(line: l.number, column: l.indent + 1)
            if rest.isEmpty {
                cursor += 1
                if cursor < lines.count, lines[cursor].indent > indent {
                    entries.append(.init(key: key, keyPosition: keyPosition, node: try parseBlock(indent: lines[cursor].indent)))
                } else if cursor < lines.count, lines[cursor].indent == indent, lines[cursor].text.hasPrefix("- ") {
                    entries.append(.init(key: key, keyPosition: keyPosition, node: try parseBlock(indent: indent)))
                } else {
                    entries.append(.init(key: key, keyPosition: keyPosition, node: .scalar(.null, at: keyPosition)))
                }
            } else {
                let node = try scalarOrFlow(rest, line: l.number, column: l.indent + valueOffset + 1, parentIndent: indent)
                entries.append(.init(key: key, keyPosition: keyPosition, node: node))
            }
        }
        return ConfigNode(kind: .map(entries), position: start)
    }

    /// Splits `key: rest`; the key ends at the first `:` followed by a space or the line end.
    /// Returns the key, the rest, and the rest's offset in characters.
    static func splitKey(_ text: String) -> (String, String, Int)? {
        let b = Array(text.utf8)
        func rest(from start: Int) -> (String, Int) {
            var k = start
            while k < b.count && b[k] == 32 { k += 1 }
            let offset = b[..<k].allSatisfy { $0 < 128 } ? k : String(decoding: b[..<k], as: UTF8.self).count
            return (String(decoding: b[k...], as: UTF8.self), offset)
        }
        if let q = b.first, q == 34 || q == 39 {
            guard let close = b[1...].firstIndex(of: q), close + 1 < b.count, b[close + 1] == 58 else { return nil }
            let (value, offset) = rest(from: close + 2)
            return (String(decoding: b[1..<close], as: UTF8.self), value, offset)
        }
        var i = 0
        while i < b.count {
            if b[i] == 58 && (i + 1 == b.count || b[i + 1] == 32) {
                let key = String(decoding: b[..<i], as: UTF8.self).trimmingASCIIWhitespace()
                guard !key.isEmpty else { return nil }
                let (value, offset) = rest(from: i + 1)
                return (key, value, offset)
            }
            i += 1
        }
        return nil
    }

    private mutating func scalarOrFlow(_ text: String, line: Int, column: Int, parentIndent: Int) throws -> ConfigNode {
        let position = SourcePosition(line: line, column: column)
        let rawLine = lines[cursor].raw
        cursor += 1
        if let quote = text.first, quote == "\"" || quote == "'" {
            if let value = try? Self.unquote(text, position: position) { return .scalar(.string(value), at: position) }
            // A quoted scalar continued on more-indented lines (folded with spaces, as YAML does).
            var full = Self.valueSuffix(of: rawLine, matching: text) ?? text
            var next = line + 1 - firstLine
            while next < source.count, !Self.closesQuote(full, quote) {
                full += " " + source[next].trimmingASCIIWhitespace()
                next += 1
            }
            while cursor < lines.count, lines[cursor].number < next + firstLine { cursor += 1 }
            return .scalar(.string(try Self.unquote(full.trimmingASCIIWhitespace(), position: position)), at: position)
        }
        if text == "|" || text == ">" || text.hasPrefix("|") || text.hasPrefix(">") {
            var collected: [String] = []
            while cursor < lines.count, lines[cursor].indent > parentIndent {
                collected.append(lines[cursor].text)
                cursor += 1
            }
            let joined = collected.joined(separator: text.hasPrefix("|") ? "\n" : " ")
            return .scalar(.string(joined), at: position)
        }
        if text.hasPrefix("{") || text.hasPrefix("[") {
            // Flow collections may continue on more-indented lines.
            var full = text
            while cursor < lines.count, lines[cursor].indent > parentIndent, !Self.balanced(full) {
                full += "\n" + lines[cursor].text
                cursor += 1
            }
            return try RelaxedJSONParser.parseDocument(full, line: line, column: column)
        }
        switch text {
        case "~", "null", "Null", "NULL": return .scalar(.null, at: position)
        case "true", "True", "TRUE": return .scalar(.bool(true), at: position)
        case "false", "False", "FALSE": return .scalar(.bool(false), at: position)
        default: return .scalar(RelaxedJSONParser.typedScalar(text), at: position)
        }
    }

    /// The part of the raw line (comment kept) from where the comment-stripped value starts.
    static func valueSuffix(of raw: String, matching value: String) -> String? {
        guard let first = value.first, let start = raw.firstIndex(of: first) else { return nil }
        let candidate = raw[start...]
        // The value may start later on the line (after `key: `): find the occurrence that begins it.
        var index = start
        while index < raw.endIndex {
            if raw[index...].hasPrefix(value) { return String(raw[index...]) }
            index = raw.index(after: index)
        }
        return String(candidate)
    }

    /// True when `text` (starting with `quote`) contains its closing quote.
    static func closesQuote(_ text: String, _ quote: Character) -> Bool {
        var escaped = false
        for c in text.dropFirst() {
            if escaped { escaped = false; continue }
            if c == "\\" && quote == "\"" { escaped = true; continue }
            if c == quote { return true }
        }
        return false
    }

    static func balanced(_ text: String) -> Bool {
        var level = 0
        var quote: Character?
        for c in text {
            if let q = quote { if c == q { quote = nil }; continue }
            switch c {
            case "\"", "'": quote = c
            case "{", "[": level += 1
            case "}", "]": level -= 1
            default: break
            }
        }
        return level <= 0
    }

    static func unquote(_ text: String, position: SourcePosition) throws -> String {
        if let plain = unquotedASCII(text) { return plain }
        return try unquoteByCharacters(text, position: position)
    }

    /// `unquote` on the bytes of ASCII text without CR (where a byte is a character), when the scalar is
    /// quoted and needs nothing undone but `''` (no backslash); nil otherwise, for the character-level
    /// reading. Colour values such as `'#f9f'` are most quoted scalars: reading them a character at a
    /// time cost about 4,000 instructions each.
    static func unquotedASCII(_ text: String) -> String? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.count >= 2, let quote = bytes.first, quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\""),
                  bytes[bytes.count - 1] == quote,
                  bytes.isPlainASCII, !bytes.contains(UInt8(ascii: "\\")) else { return nil }
            let inner = String(decoding: UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)]), as: UTF8.self)
            return quote == UInt8(ascii: "'") && inner.containsBytes("''") ? inner.replacingOccurrences(of: "''", with: "'") : inner
        } ?? nil
    }

    /// `unquote` one character at a time: any text, and the reference for ``unquotedASCII(_:)``.
    static func unquoteByCharacters(_ text: String, position: SourcePosition) throws -> String {
        guard let quote = text.first, text.count >= 2, text.last == quote else {
            throw ConfigSyntaxError(message: "unterminated string in front matter", position: position)
        }
        let inner = String(text.dropFirst().dropLast())
        if quote == "'" { return inner.containsBytes("''") ? inner.replacingOccurrences(of: "''", with: "'") : inner }
        var result = ""
        var escaped = false
        for c in inner {
            if escaped {
                switch c {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(c)
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                result.append(c)
            }
        }
        return result
    }
}

import Foundation
