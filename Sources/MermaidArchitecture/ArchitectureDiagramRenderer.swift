// Why: the entry point of the `architecture-beta` family: parse, place on a grid honouring edge
// sides, draw.
import GraphLayout
import MermaidCore

/// Renders `architecture-beta` diagrams: services and junctions on a deterministic grid derived
/// from the edges' sides, groups as dashed boxes around their members, edges as right-angled
/// lines between side midpoints.
package enum ArchitectureDiagramRenderer: DiagramRenderer {
    package static let keywords = ["architecture-beta", "architecture"]

    /// Margin around the drawing, as mermaid's `padding`.
    static let margin = 40.0

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let (diagram, warnings) = try ArchitectureDiagramParser.parse(source)
        for warning in warnings {
            context.warn(warning.message, line: warning.line, column: warning.column, sourceLine: warning.sourceLine)
        }
        let iconSize = max(20, min(400, context.setting("architecture", "iconSize")?.doubleValue ?? 80))
        let padding = max(5, min(400, context.setting("architecture", "padding")?.doubleValue ?? 40))
        let grid = ArchitectureGrid(diagram: diagram)
        let layout = ArchitectureLayout(diagram: diagram, grid: grid, text: context.text, iconSize: iconSize, padding: padding)
        var writer = ArchitectureSVGWriter(diagram: diagram, layout: layout, context: context)
        let body = writer.body()
        var bounds = writer.bounds
        if bounds.isEmpty { bounds.add(x: 0, y: 0) }
        return DiagramDrawing(
            body: body, css: ArchitectureStyleSheet.css(context: context),
            minX: bounds.minX - margin, minY: bounds.minY - margin,
            width: bounds.maxX - bounds.minX + 2 * margin, height: bounds.maxY - bounds.minY + 2 * margin,
            svgClass: "architecture", roleDescription: "architecture")
    }
}
