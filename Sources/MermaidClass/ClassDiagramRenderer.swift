import MermaidCore

/// Renders `classDiagram` diagrams. Until this diagram type lands, it reports the type as
/// unsupported instead of drawing an empty SVG.
public enum ClassDiagramRenderer: DiagramRenderer {
    public static let keywords = ["classDiagram", "classDiagram-v2"]

    public static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let line = source.header?.number ?? 1
        throw source.error("unsupported diagram type '\(source.keyword)'", line: line)
    }
}
