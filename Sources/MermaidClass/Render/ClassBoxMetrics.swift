import MermaidCore

/// The size of a class box and where its sections start, from text metrics. A box has a title
/// section (annotations and name), an attribute section and a method section, each padded,
/// separated by dividers, like mermaid's.
struct ClassBoxMetrics {
    var width: Double
    var height: Double
    var titleHeight: Double
    var attributesHeight: Double
    var methodsHeight: Double
    /// `hideEmptyMembersBox` with no members: only the title section is drawn.
    var titleOnly: Bool

    static let padding = 12.0
    /// Extra width beyond the widest line, so wider fallback fonts still fit.
    static let slack = 16.0

    init(node: ClassNode, text: TextMeasurer, hideEmptyMembers: Bool) {
        let lineHeight = text.lineHeight()
        let padding = Self.padding
        var widest = text.width(of: node.displayName, bold: true)
        for annotation in node.annotations { widest = max(widest, text.width(of: "«" + annotation + "»")) }
        for member in node.attributes + node.methods {
            widest = max(widest, text.width(of: member.text, italic: member.classifier == .isAbstract))
        }
        width = (widest + 2 * padding + Self.slack).rounded(.up)
        titleHeight = Double(node.annotations.count + 1) * lineHeight + 2 * padding
        let empty = padding * 1.5
        attributesHeight = node.attributes.isEmpty ? empty : Double(node.attributes.count) * lineHeight + 2 * padding
        methodsHeight = node.methods.isEmpty ? empty : Double(node.methods.count) * lineHeight + 2 * padding
        titleOnly = hideEmptyMembers && node.attributes.isEmpty && node.methods.isEmpty
        height = titleOnly ? titleHeight : titleHeight + attributesHeight + methodsHeight
    }
}
