// Why: the entry point of the `block` family: parse, size and place on the grid, draw.
import GraphLayout
import MermaidCore

/// Renders `block-beta` / `block` diagrams: blocks on nested grids (columns, spans, spaces,
/// containers), the flowchart's shapes, block arrows, and edges between blocks.
package enum BlockDiagramRenderer: DiagramRenderer {
    package static let keywords = ["block-beta", "block"]

    /// Margin around the drawing (mermaid's block padding).
    static let margin = 5.0

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let (diagram, warnings) = try BlockDiagramParser.parse(source)
        for warning in warnings {
            context.warn(warning.message, line: warning.line, column: warning.column, sourceLine: warning.sourceLine)
        }
        let layout = BlockGridLayout(diagram: diagram, text: context.text)
        var writer = BlockSVGWriter(layout: layout, context: context)
        let body = writer.body()
        var bounds = writer.bounds
        if bounds.isEmpty { bounds.add(x: 0, y: 0) }
        return DiagramDrawing(
            body: body, css: BlockStyleSheet.css(for: diagram, context: context),
            minX: bounds.minX - margin, minY: bounds.minY - margin,
            width: bounds.maxX - bounds.minX + 2 * margin, height: bounds.maxY - bounds.minY + 2 * margin,
            svgClass: "blockDiagram", roleDescription: "block")
    }
}
