import GraphLayout
import MermaidCore

/// Renders `stateDiagram` and `stateDiagram-v2` diagrams: composite states become clusters of
/// the shared layered layout (each with its own start/end and direction), concurrent regions
/// nested clusters. `layout: elk` uses the same engine with orthogonal routing, so it renders
/// where mermaid.js without its ELK plugin fails.
package enum StateDiagramRenderer: DiagramRenderer {
    package static let keywords = ["stateDiagram", "stateDiagram-v2"]

    /// Margin around the drawing, as mermaid's `diagramPadding`.
    static let margin = 8.0

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let (diagram, warnings) = try StateDiagramParser.parse(source)
        for warning in warnings {
            context.warn(warning)
        }
        let builder = StateLayoutBuilder(diagram: diagram, context: context)
        let layout = LayeredLayout.layout(builder.graph())
        var writer = StateSVGWriter(builder: builder, layout: layout)
        let body = writer.body()
        var bounds = writer.bounds
        if bounds.isEmpty { bounds.add(x: 0, y: 0) }
        return DiagramDrawing(
            body: body, css: StateStyleSheet.css(for: diagram, context: context),
            minX: bounds.minX - margin, minY: bounds.minY - margin,
            width: bounds.maxX - bounds.minX + 2 * margin, height: bounds.maxY - bounds.minY + 2 * margin,
            svgClass: "statediagram", roleDescription: "stateDiagram")
    }
}
