/// Reads what follows a node id: a bracket shape with its text (`[…]`, `(( … ))`, `>…]`, …)
/// and mermaid 11's `@{ key: value, … }` data block.
package enum NodeShapeScanner {
    private struct Bracket {
        let open: StaticString
        let close: StaticString
        let shape: NodeShape
        /// A second closer that gives another shape (`[/ … \]` is a trapezoid).
        var altClose: StaticString? = nil
        var altShape: NodeShape? = nil
    }

    // Longest openers first.
    private static let brackets: [Bracket] = [
        Bracket(open: "(((", close: ")))", shape: .doubleCircle),
        Bracket(open: "((", close: "))", shape: .circle),
        Bracket(open: "([", close: "])", shape: .stadium),
        Bracket(open: "(", close: ")", shape: .rounded),
        Bracket(open: "[[", close: "]]", shape: .subroutine),
        Bracket(open: "[(", close: ")]", shape: .cylinder),
        Bracket(open: "[/", close: "/]", shape: .leanRight, altClose: "\\]", altShape: .trapezoid),
        Bracket(open: "[\\", close: "\\]", shape: .leanLeft, altClose: "/]", altShape: .invTrapezoid),
        Bracket(open: "[", close: "]", shape: .rect),
        Bracket(open: ">", close: "]", shape: .odd),
        Bracket(open: "{{", close: "}}", shape: .hexagon),
        Bracket(open: "{", close: "}", shape: .diamond),
    ]

    /// The brackets as text, longest openers first, for the block diagram's reader (its nodes
    /// take the same shapes): opener, closer, shape, and the second closer with its shape.
    package static var bracketTable: [(open: String, close: String, shape: NodeShape, altClose: String?, altShape: NodeShape?)] {
        brackets.map { ($0.open.description, $0.close.description, $0.shape, $0.altClose?.description, $0.altShape) }
    }

    /// True when a shape bracket starts at the cursor.
    static func startsShape(_ s: SourceScanner) -> Bool {
        let b = s.current
        return b == UInt8(ascii: "[") || b == UInt8(ascii: "(") || b == UInt8(ascii: "{") || b == UInt8(ascii: ">")
    }

    /// Reads a bracket shape and its text. Returns nil (cursor unchanged) when no closing
    /// bracket is found; `expected` then names the closer that was missing.
    static func scan(_ s: inout SourceScanner, expected: inout String?) -> (NodeShape, FlowText)? {
        for bracket in brackets where s.starts(with: bracket.open) {
            let contentStart = s.pos + bracket.open.utf8CodeUnitCount
            if let (end, closer, shape) = findClose(s, from: contentStart, bracket: bracket) {
                let text = LinkScanner.cleanLabel(s.string(contentStart..<end))
                s.pos = end + closer
                return (shape, text)
            }
            if expected == nil { expected = "'\(bracket.close.description)' to close '\(bracket.open.description)'" }
        }
        return nil
    }

    /// Offset of the closer (quotes protect their content, which may span lines).
    private static func findClose(_ s: SourceScanner, from start: Int, bracket: Bracket)
        -> (Int, Int, NodeShape)? {
        var probe = s
        var inQuotes = false
        var i = start
        while i < s.bytes.count {
            let b = s.bytes[i]
            if b == UInt8(ascii: "\"") {
                inQuotes.toggle()
            } else if !inQuotes {
                if b == 10 { return nil }
                probe.pos = i
                if probe.starts(with: bracket.close) {
                    return (i, bracket.close.utf8CodeUnitCount, bracket.shape)
                }
                if let alt = bracket.altClose, let altShape = bracket.altShape, probe.starts(with: alt) {
                    return (i, alt.utf8CodeUnitCount, altShape)
                }
            }
            i += 1
        }
        return nil
    }

    /// Reads `@{ … }` at the cursor (cursor on `@`). Returns the key/value pairs, or nil
    /// when the block is not closed.
    static func scanData(_ s: inout SourceScanner) -> [(key: String, value: String)]? {
        let start = s.pos + 2
        var i = start
        var inQuotes = false
        while i < s.bytes.count {
            let b = s.bytes[i]
            if b == UInt8(ascii: "\"") { inQuotes.toggle() } else if b == UInt8(ascii: "}") && !inQuotes { break }
            i += 1
        }
        guard i < s.bytes.count else { return nil }
        let body = Array(s.bytes[start..<i])
        s.pos = i + 1
        return parsePairs(body)
    }

    /// `shape: rect, label: "a, b"` (commas or newlines between pairs).
    static func parsePairs(_ body: [UInt8]) -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = []
        var items: [[UInt8]] = []
        var current: [UInt8] = []
        var inQuotes = false
        for b in body {
            if b == UInt8(ascii: "\"") { inQuotes.toggle() }
            if !inQuotes && (b == UInt8(ascii: ",") || b == 10) {
                items.append(current)
                current = []
            } else {
                current.append(b)
            }
        }
        items.append(current)
        for item in items {
            guard let colon = item.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let key = Substring(String(decoding: item[..<colon], as: UTF8.self)).trimmingSpaces
            let raw = String(decoding: item[(colon + 1)...], as: UTF8.self)
            guard !key.isEmpty else { continue }
            let value = LinkScanner.cleanLabel(raw)
            pairs.append((String(key), value.isMarkdown ? "`\(value.raw)`" : value.raw))
        }
        return pairs
    }
}
