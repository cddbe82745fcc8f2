/// Parses relation statements: `A "1" *-- "many" B : label`, with every arrow mermaid knows
/// (`<|--`, `*--`, `o--`, `<--`, `--`, `..>`, `..|>`, `..`, `()--`, two-way forms such as `<|--|>`
/// and `*-->`).
enum RelationParser {
    struct Arrow: Equatable {
        var start: RelationEnd?
        var end: RelationEnd?
        var dotted: Bool
        /// Character range of the whole arrow (heads included) in the line.
        var lower: Int
        var upper: Int
    }

    /// Finds the arrow of a relation line. Returns nil when the line has no `--`/`..` before its
    /// first `:` outside quotes, i.e. when it is not a relation.
    static func findArrow(in bytes: [UInt8]) -> Arrow? {
        var i = 0
        var inQuote = false
        var inBacktick = false
        while i + 1 < bytes.count {
            let c = bytes[i]
            if c == quote && !inBacktick { inQuote.toggle() }
            else if c == backtick && !inQuote { inBacktick.toggle() }
            else if !inQuote && !inBacktick {
                if c == colon { return nil }
                if (c == dash || c == dot) && bytes[i + 1] == c {
                    return arrow(in: bytes, lineAt: i)
                }
            }
            i += 1
        }
        return nil
    }

    private static let quote = UInt8(ascii: "\""), backtick = UInt8(ascii: "`"), colon = UInt8(ascii: ":")
    private static let dash = UInt8(ascii: "-"), dot = UInt8(ascii: ".")

    private static func isBoundary(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return true }
        return c == " " || c == "\t" || c == "\""
    }

    private static func arrow(in bytes: [UInt8], lineAt i: Int) -> Arrow {
        let lineChar = bytes[i]
        var upper = i
        while upper < bytes.count, bytes[upper] == lineChar { upper += 1 }
        var lower = i
        var start: RelationEnd?
        func at(_ k: Int) -> Unicode.Scalar? { k >= 0 && k < bytes.count ? TextCursor.scalar(bytes[k]) : nil }
        if at(i - 2) == "<" && at(i - 1) == "|" { start = .extension_; lower = i - 2 }
        else if at(i - 2) == "(" && at(i - 1) == ")" { start = .lollipop; lower = i - 2 }
        else if at(i - 1) == "*" { start = .composition; lower = i - 1 }
        else if at(i - 1) == "<" { start = .dependency; lower = i - 1 }
        else if at(i - 1) == "o" && isBoundary(at(i - 2)) { start = .aggregation; lower = i - 1 }
        var end: RelationEnd?
        let u = upper
        if at(u) == "|" && at(u + 1) == ">" { end = .extension_; upper = u + 2 }
        else if at(u) == "(" && at(u + 1) == ")" { end = .lollipop; upper = u + 2 }
        else if at(u) == "*" { end = .composition; upper = u + 1 }
        else if at(u) == ">" { end = .dependency; upper = u + 1 }
        else if at(u) == "o" && isBoundary(at(u + 1)) { end = .aggregation; upper = u + 1 }
        return Arrow(start: start, end: end, dotted: lineChar == dot, lower: lower, upper: upper)
    }

    /// The parts around the arrow, before they are resolved into classes.
    struct Parts {
        var source: ClassReference
        var target: ClassReference
        var sourceCardinality: String?
        var targetCardinality: String?
        var label: String?
    }

    enum Failure: Error {
        case missingSource, missingTarget(column: Int), unexpected(column: Int)
    }

    static func parts(of bytes: [UInt8], arrow: Arrow) -> Result<Parts, Failure> {
        // Left side: `Name` or `Name "card"`.
        var leftEnd = arrow.lower
        while leftEnd > 0, bytes[leftEnd - 1] == 0x20 || bytes[leftEnd - 1] == 0x09 { leftEnd -= 1 }
        var sourceCardinality: String?
        if leftEnd > 0, bytes[leftEnd - 1] == quote {
            var q = leftEnd - 2
            while q >= 0, bytes[q] != quote { q -= 1 }
            if q >= 0 {
                sourceCardinality = String(decoding: bytes[(q + 1)..<(leftEnd - 1)], as: UTF8.self)
                leftEnd = q
            }
        }
        var left = TextCursor(bytes: bytes[0..<leftEnd])
        left.skipSpaces()
        guard let source = ClassNameReader.read(&left) else { return .failure(.missingSource) }
        left.skipSpaces()
        guard left.atEnd else { return .failure(.unexpected(column: left.column)) }

        // Right side: `"card" Name : label`.
        var right = TextCursor(bytes: bytes[...], from: arrow.upper)
        right.skipSpaces()
        var targetCardinality: String?
        if right.peek == "\"" {
            guard let card = right.readQuoted() else { return .failure(.unexpected(column: right.column)) }
            targetCardinality = card
            right.skipSpaces()
        }
        guard let target = ClassNameReader.read(&right) else { return .failure(.missingTarget(column: right.column)) }
        right.skipSpaces()
        var label: String?
        if right.peek == ":" {
            right.pos += 1
            let text = right.rest.spaceTrimmed
            if !text.isEmpty { label = text }
        } else if !right.atEnd {
            return .failure(.unexpected(column: right.column))
        }
        return .success(Parts(source: source, target: target, sourceCardinality: sourceCardinality,
                              targetCardinality: targetCardinality, label: label))
    }
}
