// Why: reads `treemap` blocks as mermaid 11 does: an indented outline of `"Label"` sections and
// `"Label": value` leaves (`,` also separates), each optionally `:::class`; `classDef name
// styles;` and `title` lines. A node's parent is the nearest line above indented less.
import MermaidCore

enum TreemapParser {
    /// Deepest nesting accepted (bounds the layout's recursion).
    static let maxDepth = 100

    static func parse(_ source: DiagramSource) throws -> TreemapDiagram {
        var diagram = TreemapDiagram()
        if var head = ChartLine.afterKeyword(source) { try head.expectEnd(in: source) }
        var stack: [(indent: Int, node: TreemapDiagram.Node)] = []
        for line in source.lines.dropFirst() where !line.text.isASCIIBlank {
            if let title = chartTitle(line.text) {
                diagram.title = title
                continue
            }
            var cursor = ChartLine(line)
            cursor.skipSpaces()
            let indent = cursor.column - 1
            if cursor.keyword("classDef") {
                cursor.skipSpaces()
                let nameColumn = cursor.column
                guard let name = cursor.word() else {
                    throw source.error("expected a class name after classDef", line: line.number, column: nameColumn)
                }
                cursor.skipSpaces()
                var styles = cursor.rest.trimmingASCIIWhitespace()
                if styles.hasSuffix(";") { styles.removeLast() }
                diagram.classDefs[name] = styles
                continue
            }
            let label = try cursor.quoted(in: source, what: "a section or leaf name")
            let node = TreemapDiagram.Node(label: label)
            func className() throws {
                cursor.skipSpaces()
                if cursor.consume(":::") {
                    guard let name = cursor.word() else {
                        throw source.error("expected a class name after ':::'", line: line.number, column: cursor.column)
                    }
                    node.className = name
                }
            }
            try className()
            cursor.skipSpaces()
            if cursor.consume(":") || cursor.consume(",") {
                cursor.skipSpaces()
                let valueColumn = cursor.column
                guard let value = cursor.number() else {
                    throw source.error("expected a number after the name, e.g. \"Item\": 10", line: line.number, column: valueColumn)
                }
                guard value >= 0 else {
                    throw source.error("\"\(label)\" has a negative value", line: line.number, column: valueColumn)
                }
                node.value = value
                try className()
            }
            try cursor.expectEnd(in: source)
            while let last = stack.last, last.indent >= indent { stack.removeLast() }
            if let parent = stack.last?.node {
                parent.children.append(node)
            } else {
                diagram.roots.append(node)
            }
            guard stack.count < maxDepth else {
                throw source.error("nested more than \(maxDepth) levels deep", line: line.number, column: indent + 1)
            }
            stack.append((indent, node))
        }
        return diagram
    }
}
