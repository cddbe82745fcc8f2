// Why: a requirement or element box is sized once, before layout, and drawn from the same
// numbers: stereotype, bold name, a divider, then the left-aligned fields.
import MermaidCore

/// The text and size of one requirement or element box.
struct RequirementBoxMetrics {
    /// Space left and right of the text.
    static let padding = 10.0
    static let top = 8.0
    /// Between the name and the divider, and below the last field.
    static let gap = 12.0

    let stereotype: TextBlock
    let name: TextBlock
    let body: [TextBlock]
    let width: Double
    let height: Double
    /// y of the divider from the box's top; nil when the box has no fields.
    let dividerY: Double?

    init(node: RequirementNode, text: TextMeasurer) {
        let lineHeight = text.lineHeight()
        stereotype = TextBlock(plain: "<<" + node.kind.stereotype + ">>")
        // Names and fields are markdown, as in mermaid; the name is bold.
        let parsedName = LabelText.parse("`" + node.name + "`")
        name = TextBlock(lines: parsedName.lines.map { line in
            TextLine(runs: line.runs.map { run in
                var bold = run
                bold.bold = true
                return bold
            })
        }, isMarkdown: true)
        body = node.bodyLines.map { LabelText.parse("`" + $0 + "`") }
        var widest = max(text.measure(stereotype).width, text.measure(name).width)
        for block in body { widest = max(widest, text.measure(block).width) }
        width = (widest + 2 * Self.padding).rounded(.up)
        let headerHeight = Self.top + lineHeight * Double(1 + max(name.lines.count, 1)) + Self.gap
        if body.isEmpty {
            dividerY = nil
            height = headerHeight
        } else {
            dividerY = headerHeight
            let bodyLines = body.reduce(0) { $0 + max($1.lines.count, 1) }
            height = headerHeight + Self.top + lineHeight * Double(bodyLines) + Self.gap
        }
    }
}
