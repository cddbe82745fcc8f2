// Why: the entry point of the `erDiagram` family: parse, size, lay out with the shared layered
// layout, draw. Everything else in this module serves these four steps.
import GraphLayout
import MermaidCore

/// Renders `erDiagram` diagrams: entities (with attribute tables) become boxes laid out by the
/// shared layered layout, relationships lines with crow's-foot cardinality markers.
package enum ERDiagramRenderer: DiagramRenderer {
    package static let keywords = ["erDiagram"]

    /// Margin around the drawing, as mermaid's `diagramPadding`.
    static let margin = 8.0

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let (diagram, warnings, title) = try ERDiagramParser.parse(source)
        for warning in warnings {
            context.warn(warning.message, line: warning.line, column: warning.column, sourceLine: warning.sourceLine)
        }
        if context.title == nil, let title, !title.isEmpty { context.title = title }
        let builder = ERLayoutBuilder(diagram: diagram, context: context)
        let layout = LayeredLayout.layout(builder.graph())
        var writer = ERSVGWriter(builder: builder, layout: layout)
        let body = writer.body()
        var bounds = writer.bounds
        if bounds.isEmpty { bounds.add(x: 0, y: 0) }
        return DiagramDrawing(
            body: body, css: ERStyleSheet.css(for: diagram, context: context, labelSize: builder.labelSize),
            minX: bounds.minX - margin, minY: bounds.minY - margin,
            width: bounds.maxX - bounds.minX + 2 * margin, height: bounds.maxY - bounds.minY + 2 * margin,
            svgClass: "erDiagram", roleDescription: "er")
    }
}
