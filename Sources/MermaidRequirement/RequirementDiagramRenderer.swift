// Why: the entry point of the `requirementDiagram` family: parse, size, lay out with the shared
// layered layout, draw.
import GraphLayout
import MermaidCore

/// Renders `requirementDiagram` diagrams: requirements and elements become boxes laid out by the
/// shared layered layout, relations labelled lines (`contains` with a circled cross, the others
/// dashed arrows).
package enum RequirementDiagramRenderer: DiagramRenderer {
    package static let keywords = ["requirementDiagram", "requirement"]

    /// Margin around the drawing, as mermaid's `diagramPadding`.
    static let margin = 8.0

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let (diagram, warnings) = try RequirementDiagramParser.parse(source)
        for warning in warnings {
            context.warn(warning.message, line: warning.line, column: warning.column, sourceLine: warning.sourceLine)
        }
        let builder = RequirementLayoutBuilder(diagram: diagram, context: context)
        let layout = LayeredLayout.layout(builder.graph())
        var writer = RequirementSVGWriter(builder: builder, layout: layout)
        let body = writer.body()
        var bounds = writer.bounds
        if bounds.isEmpty { bounds.add(x: 0, y: 0) }
        return DiagramDrawing(
            body: body, css: RequirementStyleSheet.css(for: diagram, context: context),
            minX: bounds.minX - margin, minY: bounds.minY - margin,
            width: bounds.maxX - bounds.minX + 2 * margin, height: bounds.maxY - bounds.minY + 2 * margin,
            svgClass: "requirementDiagram", roleDescription: "requirement")
    }
}
