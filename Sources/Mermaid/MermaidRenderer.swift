@_exported import MermaidCore

/// Entry point of the Mermaid engine. PLACEHOLDER: the front end and dispatch land with issue 2.
public enum MermaidRenderer {
    /// Renders one mermaid diagram to a self-contained SVG.
    public static func render(_ source: String, options: RenderOptions = RenderOptions()) throws -> RenderResult {
        throw MermaidError(line: 1, column: 1, message: "the Mermaid engine is not built yet", sourceLine: "")
    }
}
