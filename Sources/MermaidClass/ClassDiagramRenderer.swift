import GraphLayout
import MermaidCore

/// Renders `classDiagram` / `classDiagram-v2` diagrams: parses the body, lays the classes out
/// with the shared layered layout (namespaces become clusters) and draws them with mermaid's
/// DOM conventions, so CSS written for mermaid keeps working and outputs can be compared.
package enum ClassDiagramRenderer: DiagramRenderer {
    package static let keywords = ["classDiagram", "classDiagram-v2"]

    /// Margin around the drawing, as mermaid's `diagramPadding`.
    static let margin = 8.0

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let hierarchical = context.setting("class", "hierarchicalNamespaces")?.boolValue ?? true
        let (diagram, warnings) = try ClassDiagramParser.parse(source, hierarchicalNamespaces: hierarchical)
        if let title = diagram.title, !title.isEmpty, context.title == nil { context.title = title }
        for warning in warnings {
            context.warn(warning)
        }
        let builder = ClassLayoutBuilder(diagram: diagram, context: context)
        let sizes = builder.sizes()
        let layout = LayeredLayout.layout(builder.graph(sizes))
        var writer = ClassSVGWriter(diagram: diagram, context: context, sizes: sizes, layout: layout)
        let body = writer.body()
        var bounds = writer.bounds
        if bounds.isEmpty { bounds.add(x: 0, y: 0) }
        return DiagramDrawing(
            body: body, css: ClassStyleSheet.css(for: diagram, context: context),
            minX: bounds.minX - margin, minY: bounds.minY - margin,
            width: bounds.maxX - bounds.minX + 2 * margin, height: bounds.maxY - bounds.minY + 2 * margin,
            svgClass: "classDiagram", roleDescription: "class")
    }
}
