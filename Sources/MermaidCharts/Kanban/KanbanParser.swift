// Why: reads `kanban` blocks. Like mermaid, the board is an indented outline: a node at (or left
// of) the first node's indentation starts a column, anything indented further is a card of the
// current column. A node is `id[label]` (also `(…)`, `((…))`, `{{…}}`, quoted or not), `[label]`,
// or a bare label, optionally followed by `@{ key: value, … }` metadata on the same line.
import MermaidCore

enum KanbanParser {
    static let metadataKeys = ["assigned", "ticket", "priority", "label", "icon"]

    static func parse(_ source: DiagramSource, context: DiagramContext? = nil) throws -> KanbanBoard {
        var board = KanbanBoard()
        if var head = ChartLine.afterKeyword(source) { try head.expectEnd(in: source) }
        var columnIndent: Int?
        for line in source.lines.dropFirst() {
            guard let (indent, text) = line.indentedText else { continue }
            if text.hasPrefix("::icon(") || text.hasPrefix(":::") { continue }  // decorations: drawn the same
            var node = try parseNode(text, column: indent + 1, line: line, source: source, context: context)
            if columnIndent == nil || indent <= columnIndent! {
                columnIndent = columnIndent.map { min($0, indent) } ?? indent
                board.columns.append(.init(id: node.id, label: node.label))
            } else {
                if node.label.isEmpty { node.label = node.id }
                board.columns[board.columns.count - 1].cards.append(node)
            }
        }
        return board
    }

    /// One node line, without its indentation; `column` is the 1-based column of its first character.
    static func parseNode(_ text: String, column: Int, line: SourceLine, source: DiagramSource,
                          context: DiagramContext?) throws -> KanbanBoard.Card {
        let chars = Array(text)
        var body = chars
        var metadata: [Character] = []
        var metadataColumn = 0
        if let at = findMetadataStart(chars) {
            body = Array(chars[..<at])
            guard let close = chars.lastIndex(of: "}"), close > at else {
                throw source.error("the metadata '@{' opened here is never closed with '}'", line: line.number,
                                   column: column + at)
            }
            let after = String(characters: chars[(close + 1)...]).trimmingASCIIWhitespace()
            guard after.isEmpty || after == ";" else {
                throw source.error("unexpected '\(after.prefix(20))' after the metadata", line: line.number,
                                   column: column + close + 1)
            }
            metadata = Array(chars[(at + 2)..<close])
            metadataColumn = column + at + 2
        }
        while let last = body.last, last == " " || last == "\t" { body.removeLast() }
        var card = try nodeText(body, column: column, line: line, source: source)
        if !metadata.isEmpty {
            try applyMetadata(metadata, column: metadataColumn, to: &card, line: line, source: source, context: context)
        }
        return card
    }

    /// The `@` of `@{` outside brackets and quotes, or nil.
    private static func findMetadataStart(_ chars: [Character]) -> Int? {
        var quote: Character?
        var depth = 0
        for i in chars.indices {
            let c = chars[i]
            if let q = quote { if c == q { quote = nil }; continue }
            switch c {
            case "\"": quote = c
            case "[", "(", "{": depth += 1
            case "]", ")", "}": depth = max(depth - 1, 0)
            case "@" where depth == 0 && i + 1 < chars.count && chars[i + 1] == "{": return i
            default: break
            }
        }
        return nil
    }

    /// `id[label]`, `[label]`, `id(label)`, `id((label))`, `id{{label}}` or a bare `label`.
    private static func nodeText(_ chars: [Character], column: Int, line: SourceLine,
                                 source: DiagramSource) throws -> KanbanBoard.Card {
        let openers: [Character: Character] = ["[": "]", "(": ")", "{": "}"]
        guard let open = chars.firstIndex(where: { openers[$0] != nil }) else {
            let text = String(chars)
            return .init(id: text, label: text)
        }
        let id = String(characters: chars[..<open]).trimmingASCIIWhitespace()
        let closer = openers[chars[open]]!
        var depth = 0
        var i = open
        while i < chars.count, chars[i] == chars[open], depth < 2 { depth += 1; i += 1 }
        var end = chars.count
        var closing = 0
        while end > i, closing < depth, chars[end - 1] == closer { end -= 1; closing += 1 }
        guard closing == depth else {
            throw source.error("the '\(String(repeating: chars[open], count: depth))' opened here is never closed with '\(String(repeating: closer, count: depth))'",
                               line: line.number, column: column + open)
        }
        var label = String(characters: chars[i..<end]).trimmingASCIIWhitespace()
        if label.count >= 2, label.first == "\"", label.last == "\"" { label = String(label.dropFirst().dropLast()) }
        return .init(id: id.isEmpty ? label : id, label: label)
    }

    /// `key: value, key: 'value'` pairs of the metadata.
    private static func applyMetadata(_ chars: [Character], column: Int, to card: inout KanbanBoard.Card,
                                      line: SourceLine, source: DiagramSource, context: DiagramContext?) throws {
        var i = 0
        func skipSpaces() { while i < chars.count, chars[i] == " " || chars[i] == "\t" { i += 1 } }
        while i < chars.count {
            skipSpaces()
            if i >= chars.count { break }
            let keyStart = i
            while i < chars.count, chars[i].isLetterQuick || chars[i].isNumber || chars[i] == "_" { i += 1 }
            let key = String(characters: chars[keyStart..<i])
            skipSpaces()
            guard !key.isEmpty, i < chars.count, chars[i] == ":" else {
                throw source.error("expected 'key: value' in the metadata, e.g. @{ assigned: 'knsv' }", line: line.number,
                                   column: column + i)
            }
            i += 1
            skipSpaces()
            let valueStart = i
            var value: String
            if i < chars.count, chars[i] == "'" || chars[i] == "\"" {
                let quote = chars[i]
                i += 1
                let start = i
                while i < chars.count, chars[i] != quote { i += 1 }
                guard i < chars.count else {
                    throw source.error("the quote opened here is never closed", line: line.number, column: column + valueStart)
                }
                value = String(characters: chars[start..<i])
                i += 1
            } else {
                while i < chars.count, chars[i] != "," { i += 1 }
                value = String(characters: chars[valueStart..<i]).trimmingASCIIWhitespace()
            }
            skipSpaces()
            if i < chars.count {
                guard chars[i] == "," else {
                    throw source.error("expected ',' between metadata entries", line: line.number, column: column + i)
                }
                i += 1
            }
            switch key {
            case "assigned": card.assigned = value
            case "ticket": card.ticket = value
            case "label": card.label = value
            case "icon": break
            case "priority":
                if let priority = KanbanBoard.Priority(rawValue: value) {
                    card.priority = priority
                } else {
                    let hint = EditDistance.suggestion(for: value, among: KanbanBoard.Priority.allCases.map(\.rawValue))
                    context?.warn("unknown priority '\(value)'" + (hint.map { "; did you mean '\($0)'?" } ?? ""),
                                  line: line.number, column: column + valueStart, sourceLine: line.original)
                }
            default:
                let hint = EditDistance.suggestion(for: key, among: metadataKeys)
                context?.warn("unknown metadata key '\(key)'" + (hint.map { "; did you mean '\($0)'?" } ?? ""),
                              line: line.number, column: column + keyStart, sourceLine: line.original)
            }
        }
    }
}
