// Why: the entry point of the C4 family (`C4Context`, `C4Container`, `C4Component`, `C4Dynamic`,
// `C4Deployment`): parse, pack in rows, draw.
import GraphLayout
import MermaidCore

/// Renders the five C4 diagram types: elements packed in rows inside their boundaries, as
/// mermaid packs them, relationships as straight labelled arrows.
package enum C4DiagramRenderer: DiagramRenderer {
    package static let keywords = ["C4Context", "C4Container", "C4Component", "C4Dynamic", "C4Deployment"]

    static let margin = 20.0

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let (diagram, warnings) = try C4DiagramParser.parse(source)
        for warning in warnings {
            context.warn(warning.message, line: warning.line, column: warning.column, sourceLine: warning.sourceLine)
        }
        let layout = C4Layout(diagram: diagram, measurer: context.text)
        let writer = C4SVGWriter(diagram: diagram, layout: layout, context: context)
        let bounds = writer.bounds
        return DiagramDrawing(
            body: writer.body(), css: C4StyleSheet.css(context: context),
            minX: bounds.minX - margin, minY: bounds.minY - margin,
            width: bounds.maxX - bounds.minX + 2 * margin, height: bounds.maxY - bounds.minY + 2 * margin,
            svgClass: "c4", roleDescription: "c4", drewTitle: !diagram.title.isEmpty)
    }
}
