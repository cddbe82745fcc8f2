import MermaidCore

/// Renders `graph` diagrams. Until this diagram type lands, it reports the type as
/// unsupported instead of drawing an empty SVG.
public enum FlowchartRenderer: DiagramRenderer {
    public static let keywords = ["graph", "flowchart", "flowchart-elk"]

    public static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let line = source.header?.number ?? 1
        throw source.error("unsupported diagram type '\(source.keyword)'", line: line)
    }
}
