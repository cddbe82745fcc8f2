// Why: Hugo writes front matter in TOML between `+++` lines (its `hugo new` archetypes did so for
// years), so a Hugo site's content folder is full of it; read as Markdown, those lines became the top
// of every page and its title was lost. This reads TOML 1.0 into the same ``FrontMatter`` values the
// YAML front matter gives: strings decoded, every other scalar (numbers, booleans, dates) kept as
// written, as the YAML reader keeps them, arrays as lists, tables as maps in their order. No
// recursion deeper than ``FrontMatterLimits/maxDepth``; problems come back with their line and column.

/// Parses the TOML of a `+++` front matter block.
struct TOMLFrontMatter {
    private let bytes: [UInt8]
    private var at = 0
    private var line: Int
    private var lineStart = 0
    private let root = Table()
    private var current: Table
    private var keyLines: [String: Int] = [:]
    private var warnings: [FrontMatterError] = []

    /// A table under construction: its entries in order, and whether a `[header]` or a key defined it.
    private final class Table {
        var entries: [(key: String, node: Node)] = []
        var index: [String: Int] = [:]
        var explicit = false
        var inline = false
        subscript(key: String) -> Node? { index[key].map { entries[$0].node } }
        func set(_ key: String, _ node: Node) {
            if let at = index[key] { entries[at].node = node } else { index[key] = entries.count; entries.append((key, node)) }
        }
    }

    private enum Node {
        case value(FrontMatterValue)
        case table(Table)
        case tables([Table])
    }

    private struct Failure: Error {
        var line: Int
        var column: Int
        var message: String
    }

    /// Parses `text`, whose first line is line `firstLine` of the note.
    static func parse(_ text: String, firstLine: Int) -> FrontMatter {
        var parser = TOMLFrontMatter(bytes: Array(text.utf8), firstLine: firstLine)
        do {
            try parser.document()
        } catch let failure as Failure {
            return FrontMatter(error: FrontMatterError(line: failure.line, column: failure.column, message: "invalid TOML: " + failure.message))
        } catch {
            return FrontMatter(error: FrontMatterError(line: firstLine, column: 1, message: "invalid TOML"))
        }
        let entries = parser.root.entries.map { (key: $0.key, value: Self.value(of: $0.node)) }
        return FrontMatter(entries: entries, keyLines: parser.keyLines, warnings: parser.warnings)
    }

    private init(bytes: [UInt8], firstLine: Int) {
        self.bytes = bytes
        line = firstLine
        current = root
    }

    private static func value(of node: Node) -> FrontMatterValue {
        switch node {
        case .value(let value): return value
        case .table(let table): return .map(table.entries.map { (key: $0.key, value: value(of: $0.node)) })
        case .tables(let tables): return .list(tables.map { table in .map(table.entries.map { (key: $0.key, value: value(of: $0.node)) }) })
        }
    }

    // MARK: Document

    private mutating func document() throws {
        while true {
            skipBlank()
            guard let byte = peek else { return }
            if byte == 10 || byte == 13 { try newline(); continue }
            if byte == 35 { skipComment(); continue }  // #
            if byte == 91 { try header() } else { try keyValue(into: current, topLevel: current === root) }  // [
            try endOfLine()
        }
    }

    /// `[a.b]` or `[[a.b]]`.
    private mutating func header() throws {
        let startLine = line, startColumn = column
        at += 1
        let array = peek == 91
        if array { at += 1 }
        skipBlank()
        let path = try key()
        skipBlank()
        try expect(93, "']' to end the table header")
        if array { try expect(93, "']]' to end the array of tables header") }
        var table = root
        for (offset, part) in path.enumerated() {
            let last = offset == path.count - 1
            if offset == 0, table === root, keyLines[part] == nil { keyLines[part] = startLine }
            switch table[part] {
            case nil:
                let made = Table()
                if last && array { table.set(part, .tables([made])) } else { table.set(part, .table(made)) }
                table = made
            case .table(let existing)?:
                if last {
                    guard !array else { throw Failure(line: startLine, column: startColumn, message: "'\(part)' is a table, not an array of tables") }
                    guard !existing.explicit, !existing.inline else {
                        throw Failure(line: startLine, column: startColumn, message: "table '\(path.joined(separator: "."))' is defined twice")
                    }
                }
                guard !existing.inline else { throw Failure(line: startLine, column: startColumn, message: "'\(part)' is an inline table; it cannot be extended") }
                table = existing
            case .tables(let list)?:
                if last && array {
                    let made = Table()
                    table.set(part, .tables(list + [made]))
                    table = made
                } else if last {
                    throw Failure(line: startLine, column: startColumn, message: "'\(part)' is an array of tables, not a table")
                } else {
                    table = list[list.count - 1]
                }
            case .value?:
                throw Failure(line: startLine, column: startColumn, message: "'\(part)' already has a value; it cannot be a table")
            }
        }
        table.explicit = true
        current = table
    }

    /// `key = value`, the key possibly dotted.
    private mutating func keyValue(into table: Table, topLevel: Bool, depth: Int = 0) throws {
        let startLine = line, startColumn = column
        let path = try key()
        skipBlank()
        try expect(61, "'=' after the key")  // =
        skipBlank()
        let value = try self.value(depth: depth)
        var target = table
        for part in path.dropLast() {
            switch target[part] {
            case nil:
                let made = Table()
                target.set(part, .table(made))
                target = made
            case .table(let existing)? where !existing.explicit || existing === table:
                guard !existing.inline else { throw Failure(line: startLine, column: startColumn, message: "'\(part)' is an inline table; it cannot be extended") }
                target = existing
            default:
                throw Failure(line: startLine, column: startColumn, message: "'\(part)' already has a value; it cannot hold '\(path.joined(separator: "."))'")
            }
        }
        let last = path[path.count - 1]
        if target[last] != nil {
            let first = topLevel && path.count == 1 ? keyLines[last] : nil
            warnings.append(FrontMatterError(line: startLine, column: startColumn,
                                             message: "duplicate front matter key '\(path.joined(separator: "."))'"
                                                + (first.map { " (first on line \($0))" } ?? "") + "; this value is ignored"))
            return
        }
        target.set(last, value)
        if topLevel, keyLines[path[0]] == nil { keyLines[path[0]] = startLine }
    }

    /// A bare (`A-Za-z0-9_-`), `"quoted"` or `'literal'` key, dotted parts split.
    private mutating func key() throws -> [String] {
        var parts: [String] = []
        while true {
            skipBlank()
            guard let byte = peek else { throw failure("a key") }
            if byte == 34 { parts.append(try basicString()) }
            else if byte == 39 { parts.append(try literalString()) }
            else {
                let start = at
                while let b = peek, Self.isBare(b) { at += 1 }
                guard at > start else { throw failure("a key") }
                parts.append(String(decoding: bytes[start..<at], as: UTF8.self))
            }
            skipBlank()
            guard peek == 46 else { return parts }  // .
            at += 1
        }
    }

    private static func isBare(_ b: UInt8) -> Bool {
        (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || (b >= 48 && b <= 57) || b == 95 || b == 45
    }

    // MARK: Values

    private mutating func value(depth: Int) throws -> Node {
        guard depth < FrontMatterLimits.maxDepth else { throw failure("less nesting (more than \(FrontMatterLimits.maxDepth) levels)") }
        guard let byte = peek else { throw failure("a value") }
        switch byte {
        case 34: return .value(.string(bytes[at...].starts(with: [34, 34, 34]) ? try multiline(quote: 34) : try basicString()))
        case 39: return .value(.string(bytes[at...].starts(with: [39, 39, 39]) ? try multiline(quote: 39) : try literalString()))
        case 91: return try array(depth: depth)
        case 123: return try inlineTable(depth: depth)
        default:
            // Numbers, booleans, dates and times: kept as written (a date may hold one space before its time).
            let start = at
            while let b = peek, b != 44, b != 93, b != 125, b != 35, b != 10, b != 13 {
                if b == 32 || b == 9 {
                    let isDateTime = at - start == 10 && bytes[start + 4] == 45 && at + 1 < bytes.count
                        && bytes[at + 1] >= 48 && bytes[at + 1] <= 57 && b == 32
                    guard isDateTime else { break }
                }
                at += 1
            }
            let token = String(decoding: bytes[start..<at], as: UTF8.self)
            guard Self.isScalar(token) else {
                at = start
                throw failure("a value (a string in quotes, a number, true, false, a date, an array or an inline table)")
            }
            return .value(.string(token))
        }
    }

    /// Numbers, booleans, dates and times as TOML writes them.
    private static func isScalar(_ token: String) -> Bool {
        if token == "true" || token == "false" { return true }
        guard let first = token.utf8.first else { return false }
        let allowed = token.utf8.allSatisfy { b in
            (b >= 48 && b <= 57) || b == 43 || b == 45 || b == 46 || b == 95 || b == 58 || b == 32 || (b >= 65 && b <= 90) || (b >= 97 && b <= 122)
        }
        guard allowed else { return false }
        if ["inf", "+inf", "-inf", "nan", "+nan", "-nan"].contains(token) { return true }
        return (first >= 48 && first <= 57) || ((first == 43 || first == 45) && token.utf8.count > 1)
    }

    private mutating func array(depth: Int) throws -> Node {
        at += 1
        var items: [FrontMatterValue] = []
        while true {
            try skipBlankLinesAndComments()
            if peek == 93 { at += 1; return .value(.list(items)) }
            items.append(Self.value(of: try value(depth: depth + 1)))
            try skipBlankLinesAndComments()
            if peek == 44 { at += 1; continue }
            try expect(93, "',' or ']' in the array")
            return .value(.list(items))
        }
    }

    private mutating func inlineTable(depth: Int) throws -> Node {
        at += 1
        let table = Table()
        skipBlank()
        if peek == 125 { at += 1; table.inline = true; return .table(table) }
        while true {
            skipBlank()
            try keyValue(into: table, topLevel: false, depth: depth + 1)
            skipBlank()
            if peek == 44 { at += 1; continue }
            try expect(125, "',' or '}' in the inline table")
            table.inline = true
            return .table(table)
        }
    }

    private mutating func basicString() throws -> String {
        at += 1
        var out: [UInt8] = []
        while true {
            guard let byte = peek, byte != 10, byte != 13 else { throw failure("'\"' to close the string") }
            at += 1
            if byte == 34 { return String(decoding: out, as: UTF8.self) }
            if byte == 92 { try escape(into: &out) } else { out.append(byte) }
        }
    }

    private mutating func literalString() throws -> String {
        at += 1
        let start = at
        while let byte = peek, byte != 39 {
            guard byte != 10, byte != 13 else { throw failure("\"'\" to close the string") }
            at += 1
        }
        guard peek == 39 else { throw failure("\"'\" to close the string") }
        at += 1
        return String(decoding: bytes[start..<(at - 1)], as: UTF8.self)
    }

    /// A `"""` (basic: escapes read) or `'''` (literal) string over lines; a line break right after the
    /// opening quotes is not part of it.
    private mutating func multiline(quote: UInt8) throws -> String {
        at += 3
        try skipOneNewline()
        var out: [UInt8] = []
        let closing = quote == 34 ? "'\"\"\"'" : "\"'''\""
        while true {
            guard let byte = peek else { throw failure(closing + " to close the string") }
            if bytes[at...].starts(with: [quote, quote, quote]) {
                at += 3
                // Quotes right before the closing three belong to the string.
                while peek == quote { out.append(quote); at += 1 }
                return String(decoding: out, as: UTF8.self)
            }
            if byte == 92 && quote == 34 {
                at += 1
                // A backslash at the end of a line trims the line break and the blanks after it.
                var look = at
                while look < bytes.count, bytes[look] == 32 || bytes[look] == 9 { look += 1 }
                if look < bytes.count, bytes[look] == 10 || bytes[look] == 13 {
                    at = look
                    while let b = peek, b == 32 || b == 9 || b == 10 || b == 13 { if b == 10 { try newline() } else { at += 1 } }
                    continue
                }
                try escape(into: &out)
                continue
            }
            if byte == 10 { try newline(); out.append(10); continue }
            at += 1
            out.append(byte)
        }
    }

    /// After a backslash: `\b \t \n \f \r \" \\ \e \uXXXX \UXXXXXXXX`.
    private mutating func escape(into out: inout [UInt8]) throws {
        guard let byte = peek else { throw failure("an escape after '\\'") }
        at += 1
        let simple: [UInt8: UInt8] = [98: 8, 116: 9, 110: 10, 102: 12, 114: 13, 34: 34, 92: 92, 101: 27]
        if let made = simple[byte] { out.append(made); return }
        guard byte == 117 || byte == 85 else { at -= 1; throw failure("a valid escape: \\b, \\t, \\n, \\f, \\r, \\\", \\\\, \\e, \\uXXXX or \\UXXXXXXXX") }
        let count = byte == 117 ? 4 : 8
        guard at + count <= bytes.count, let code = UInt32(String(decoding: bytes[at..<(at + count)], as: UTF8.self), radix: 16),
              let scalar = Unicode.Scalar(code) else { throw failure("\(count) hexadecimal digits of a Unicode scalar") }
        at += count
        out += Array(String(Character(scalar)).utf8)
    }

    // MARK: Lines and blanks

    private var peek: UInt8? { at < bytes.count ? bytes[at] : nil }
    private var column: Int { String(decoding: bytes[lineStart..<min(at, bytes.count)], as: UTF8.self).count + 1 }

    private mutating func skipBlank() { while let b = peek, b == 32 || b == 9 { at += 1 } }
    private mutating func skipComment() { while let b = peek, b != 10 { at += 1; if b == 13, peek == 10 { break } } }

    private mutating func skipBlankLinesAndComments() throws {
        while let byte = peek {
            if byte == 32 || byte == 9 { at += 1 } else if byte == 35 { skipComment() } else if byte == 10 || byte == 13 { try newline() } else { return }
        }
    }

    private mutating func newline() throws {
        if peek == 13 { at += 1; guard peek == 10 else { throw failure("a line break after '\\r'") } }
        at += 1
        line += 1
        lineStart = at
    }

    private mutating func skipOneNewline() throws {
        if peek == 10 || (peek == 13 && at + 1 < bytes.count && bytes[at + 1] == 10) { try newline() }
    }

    private mutating func endOfLine() throws {
        skipBlank()
        if peek == 35 { skipComment() }
        guard let byte = peek else { return }
        guard byte == 10 || byte == 13 else { throw failure("the end of the line") }
        try newline()
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws {
        guard peek == byte else { throw failure(what) }
        at += 1
    }

    private func failure(_ expected: String) -> Failure {
        let found: String
        if let byte = peek {
            found = byte == 10 || byte == 13 ? "the end of the line" : "'" + String(decoding: bytes[at..<min(at + 12, bytes.count)], as: UTF8.self)
                .prefix(while: { $0 != "\n" && $0 != "\r" }) + "'"
        } else {
            found = "the end of the front matter"
        }
        return Failure(line: line, column: column, message: "expected \(expected), found \(found)")
    }
}
