import MermaidCore

/// The size of a class box and where its sections start, from text metrics. A box has a title
/// section (annotations and name), an attribute section and a method section, each padded,
/// separated by dividers, like mermaid's. Names and members are markdown (`*it*`, `**bold**`)
/// and a name may span lines, so each is a `TextBlock`, built once here and drawn as is.
struct ClassBoxMetrics {
    var width: Double
    var height: Double
    var titleHeight: Double
    var attributesHeight: Double
    var methodsHeight: Double
    /// `hideEmptyMembersBox` with no members: only the title section is drawn.
    var titleOnly: Bool
    var title: TextBlock
    var attributes: [TextBlock]
    var methods: [TextBlock]

    static let padding = 12.0

    init(node: ClassNode, text: TextMeasurer, hideEmptyMembers: Bool) {
        let lineHeight = text.lineHeight()
        let padding = Self.padding
        title = EmphasisText.block(node.displayName)
        attributes = node.attributes.map { EmphasisText.block($0.text) }
        methods = node.methods.map { EmphasisText.block($0.text) }
        var widest = text.measure(Self.styled(title, bold: true)).width
        for annotation in node.annotations { widest = max(widest, text.width(of: "«" + annotation + "»")) }
        for (member, block) in zip(node.attributes + node.methods, attributes + methods) {
            widest = max(widest, text.measure(Self.styled(block, italic: member.classifier == .isAbstract)).width)
        }
        // The widths already hold the fallback font's slack (`TextMeasurer.width(of:)`).
        width = (widest + 2 * padding).rounded(.up)
        titleHeight = Double(node.annotations.count + title.lines.count) * lineHeight + 2 * padding
        let empty = padding * 1.5
        let attributeLines = attributes.reduce(0) { $0 + $1.lines.count }
        let methodLines = methods.reduce(0) { $0 + $1.lines.count }
        attributesHeight = attributes.isEmpty ? empty : Double(attributeLines) * lineHeight + 2 * padding
        methodsHeight = methods.isEmpty ? empty : Double(methodLines) * lineHeight + 2 * padding
        titleOnly = hideEmptyMembers && node.attributes.isEmpty && node.methods.isEmpty
        height = titleOnly ? titleHeight : titleHeight + attributesHeight + methodsHeight
    }

    /// `block` with every run bold or italic as well (the title's CSS is bold; abstract members
    /// are italic), for measuring.
    static func styled(_ block: TextBlock, bold: Bool = false, italic: Bool = false) -> TextBlock {
        guard bold || italic else { return block }
        var copy = block
        for l in copy.lines.indices {
            for r in copy.lines[l].runs.indices {
                if bold { copy.lines[l].runs[r].bold = true }
                if italic { copy.lines[l].runs[r].italic = true }
            }
        }
        return copy
    }
}
