// Why: an entity box is sized once, before layout, and drawn from the same numbers, so the
// table the layout made room for is exactly the table that is drawn.
import MermaidCore

/// The size of one entity box and, when it has attributes, its table's columns and rows.
struct EREntityMetrics {
    /// Space left and right of every table cell's text.
    static let cellPadding = 12.5
    /// Space around a name drawn alone.
    static let namePadding = 20.0

    let name: TextBlock
    var width: Double
    var height: Double
    /// Height of the name row and of every attribute row (tables only).
    var rowHeight: Double = 0
    /// Height of the name row: its text may break into several lines.
    var titleHeight: Double = 0
    /// Column widths in table order: type, name, then keys and comment when any row has them.
    var columns: [ERColumn] = []

    init(entity: EREntity, text: TextMeasurer) {
        // Entity names are markdown, as in mermaid (`"This **is** _Markdown_"`).
        name = LabelText.parse("`" + entity.label + "`")
        let nameSize = text.measure(name)
        let lineHeight = text.lineHeight()
        guard !entity.attributes.isEmpty else {
            width = max(100, (nameSize.width + 2 * Self.namePadding).rounded(.up))
            height = max(84, Double(name.lines.count) * lineHeight + 60)
            return
        }
        rowHeight = lineHeight + 18
        titleHeight = Double(max(name.lines.count, 1) - 1) * lineHeight + rowHeight
        func column(_ kind: ERColumn.Kind, _ value: (ERAttribute) -> String) -> ERColumn {
            let widest = entity.attributes.reduce(0.0) { max($0, text.width(of: value($1))) }
            return ERColumn(kind: kind, width: widest + 2 * Self.cellPadding)
        }
        columns = [column(.type) { $0.type }, column(.name) { $0.name }]
        if entity.attributes.contains(where: { !$0.keys.isEmpty }) { columns.append(column(.keys) { ERColumn.keysText($0) }) }
        if entity.attributes.contains(where: { !$0.comment.isEmpty }) { columns.append(column(.comment) { $0.comment }) }
        let tableWidth = columns.reduce(0) { $0 + $1.width }
        let needed = nameSize.width + 2 * Self.namePadding
        if needed > tableWidth { columns[columns.count - 1].width += needed - tableWidth }
        width = columns.reduce(0) { $0 + $1.width }
        height = titleHeight + Double(entity.attributes.count) * rowHeight
    }
}

/// One column of an entity's attribute table.
struct ERColumn {
    enum Kind: String {
        case type = "attribute-type", name = "attribute-name", keys = "attribute-keys", comment = "attribute-comment"
    }

    var kind: Kind
    var width: Double

    /// The keys cell as mermaid writes it: `PK,FK`.
    static func keysText(_ attribute: ERAttribute) -> String { attribute.keys.joined(separator: ",") }

    func text(of attribute: ERAttribute) -> String {
        switch kind {
        case .type: return attribute.type
        case .name: return attribute.name
        case .keys: return Self.keysText(attribute)
        case .comment: return attribute.comment
        }
    }
}
