// Why: reads `venn-beta` as mermaid 11's grammar does: `title`, `set ID["label"]:size`,
// `union A,B["label"]:size` (every id a known set), `text` nodes (indented under a set or union, or
// `text A,B ID["label"]`) and `style` lines. Identifiers may be quoted.
import MermaidCore

enum VennParser {
    static let keywords = ["title", "set", "union", "text", "style"]

    static func parse(_ source: DiagramSource) throws -> VennDiagram {
        var diagram = VennDiagram()
        var current: [String]?
        var known = Set<String>()
        // mermaid's indent mode: on after a set or union, off at any line starting in column 1.
        var indentMode = false
        for line in source.lines.dropFirst() where !line.text.isASCIIBlank {
            guard diagram.subsets.count + diagram.texts.count < 5_000 else {
                throw source.error("more than 5,000 sets and texts; split the diagram", line: line.number)
            }
            var cursor = ChartLine(line)
            let startsIndented = cursor.peek == " " || cursor.peek == "\t"
            if !startsIndented { indentMode = false }
            let indented = startsIndented && indentMode
            cursor.skipSpaces()
            let column = cursor.column
            let word = cursor.word() ?? ""
            switch word.lowercased() {
            case "title":
                diagram.title = cursor.rest.trimmingASCIIWhitespace()
            case "set", "union":
                cursor.skipSpaces()
                let ids = try identifiers(&cursor, source: source)
                if word.lowercased() == "set" && ids.count != 1 {
                    throw source.error("a set has one identifier; use 'union A,B' for an overlap", line: line.number, column: column)
                }
                if word.lowercased() == "union" {
                    guard ids.count >= 2 else {
                        throw source.error("union needs at least two set identifiers, e.g. 'union A,B'", line: line.number, column: column)
                    }
                    if let unknown = ids.first(where: { !known.contains($0) }) {
                        let hint = EditDistance.suggestion(for: unknown, among: Array(known))
                        throw source.error("unknown set identifier '\(unknown)'" + (hint.map { ", did you mean '\($0)'?" } ?? "; declare it with 'set \(unknown)' first"),
                                           line: line.number, column: column)
                    }
                }
                let label = try bracketLabel(&cursor, source: source)
                var size: Double?
                cursor.skipSpaces()
                if cursor.consume(":") {
                    cursor.skipSpaces()
                    let sizeColumn = cursor.column
                    guard let value = cursor.number(), value.isFinite, value >= 0 else {
                        throw source.error("expected a size such as ':10' (a number of 0 or more)", line: line.number, column: sizeColumn)
                    }
                    size = value
                }
                try cursor.expectEnd(in: source)
                let sorted = ids.sorted()
                if ids.count == 1 {
                    known.insert(ids[0])
                    guard known.count <= 30 else {
                        throw source.error("more than 30 sets; a Venn diagram of so many cannot be read", line: line.number, column: column)
                    }
                }
                diagram.subsets.append(VennSubset(sets: sorted, label: label, size: size ?? 10 / Double(ids.count * ids.count),
                                                  line: line.number))
                current = sorted
                indentMode = true
            case "text":
                cursor.skipSpaces()
                var sets: [String]
                if indented, let current {
                    sets = current
                } else {
                    guard !indented || current != nil else {
                        throw source.error("an indented text needs a set or union above it", line: line.number, column: column)
                    }
                    sets = try identifiers(&cursor, source: source).sorted()
                    cursor.skipSpaces()
                }
                if !indented, current == nil, sets.isEmpty { sets = [] }
                let id = try identifier(&cursor, source: source)
                let label = try bracketLabel(&cursor, source: source)
                try cursor.expectEnd(in: source)
                diagram.texts.append(VennTextNode(sets: sets, id: id, label: label))
            case "style":
                cursor.skipSpaces()
                let targets = try identifiers(&cursor, source: source).sorted()
                cursor.skipSpaces()
                var declarations: [(String, String)] = []
                for part in cursor.rest.split(separator: ",") {
                    let pair = part.split(separator: ":", maxSplits: 1).map { String($0).trimmingASCIIWhitespace() }
                    guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty else {
                        throw source.error("expected 'style ID property:value, …'", line: line.number, column: column)
                    }
                    var value = pair[1]
                    if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
                    declarations.append((pair[0], value))
                }
                diagram.styles.append(VennStyle(targets: targets, declarations: declarations))
            default:
                let hint = EditDistance.suggestion(for: word, among: keywords)
                throw source.error("expected 'set', 'union', 'text', 'style' or 'title'" + (hint.map { "; did you mean '\($0)'?" } ?? ""),
                                   line: line.number, column: column)
            }
        }
        return diagram
    }

    /// `A`, `"Quoted id"`, `A,B,"C d"`.
    static func identifiers(_ cursor: inout ChartLine, source: DiagramSource) throws -> [String] {
        var ids = [try identifier(&cursor, source: source)]
        while true {
            cursor.skipSpaces()
            guard cursor.consume(",") else { break }
            cursor.skipSpaces()
            ids.append(try identifier(&cursor, source: source))
        }
        return ids
    }

    static func identifier(_ cursor: inout ChartLine, source: DiagramSource) throws -> String {
        if cursor.peek == "\"" { return try cursor.quoted(in: source, what: "the identifier") }
        let start = cursor.column
        var id = ""
        while let c = cursor.peek, c.isLetterQuick || c.isNumber || c == "_" || c == "-" || c == "." {
            id.append(c)
            cursor.advance()
        }
        guard !id.isEmpty else {
            throw source.error("expected an identifier such as A or \"Front end\"", line: cursor.line.number, column: start)
        }
        return id
    }

    /// `["label"]` or `[label]`, nil when absent.
    static func bracketLabel(_ cursor: inout ChartLine, source: DiagramSource) throws -> String? {
        cursor.skipSpaces()
        guard cursor.peek == "[" else { return nil }
        let start = cursor.column
        cursor.advance()
        var text = ""
        while let c = cursor.peek, c != "]" { text.append(c); cursor.advance() }
        guard cursor.consume("]") else {
            throw source.error("unclosed '[' in a label", line: cursor.line.number, column: start)
        }
        let trimmed = text.trimmingASCIIWhitespace()
        if trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") { return String(trimmed.dropFirst().dropLast()) }
        return trimmed
    }
}
