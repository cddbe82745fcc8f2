// Why: the entry point of the mindmap type: parse the indentation tree, measure and wrap the
// labels, lay the tree out to both sides of the root, draw.
import MermaidCore

/// Renders `mindmap` diagrams: an indentation tree of nodes in seven shapes, coloured by
/// branch (`section-N`), laid out as a two-sided tidy tree (deterministic).
package enum MindmapRenderer: DiagramRenderer {
    package static let keywords = ["mindmap"]
    static let margin = 8.0

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let (mindmap, warnings) = try MindmapParser.parse(source)
        for warning in warnings {
            context.warn(warning.message, line: warning.line, column: warning.column, sourceLine: warning.sourceLine)
        }
        let maxWidth = context.setting("mindmap", "maxNodeWidth")?.doubleValue.map { max(40, min($0, 2000)) }
            ?? MindmapLayout.maxLabelWidth
        var labels: [MindmapLabel] = []
        labels.reserveCapacity(mindmap.nodes.count)
        var sizes: [(Double, Double)] = []
        for node in mindmap.nodes {
            // mermaid renders every mindmap label as markdown (`**bold**`, `*italic*`).
            let markdown = node.label.hasPrefix("`") ? node.label : "`" + node.label + "`"
            // The node grows to fit its label: lines break where a browser with the measured font breaks them.
            let block = context.text.wrap(LabelText.parse(markdown), width: maxWidth, asBrowserLabel: true)
            let measured = context.text.measure(block)
            var width = measured.width, height = measured.height
            if let icon = node.icon {
                width = max(width, context.text.width(of: icon, size: MindmapLabel.iconSize))
                height += MindmapLabel.iconLine
            }
            labels.append(MindmapLabel(block: block, width: width, height: height, icon: node.icon))
            sizes.append(MindmapShapes.size(of: node.shape, labelWidth: width, labelHeight: height))
        }
        let layout = MindmapLayout(mindmap: mindmap, sizes: sizes)
        var writer = MindmapSVGWriter(mindmap: mindmap, layout: layout, labels: labels, context: context)
        let body = writer.body()
        return DiagramDrawing(
            body: body, css: MindmapStyleSheet.css(context: context),
            minX: writer.minX - margin, minY: writer.minY - margin,
            width: writer.maxX - writer.minX + 2 * margin, height: writer.maxY - writer.minY + 2 * margin,
            svgClass: "mindmapDiagram", roleDescription: "mindmap")
    }
}
