import MermaidCore

/// Renders `zenuml` diagrams: ZenUML's code-like sequence syntax is translated into sequence
/// statements (`ZenUMLParser`) and drawn by the sequence renderer, with its look and class names.
package enum ZenUMLRenderer: DiagramRenderer {
    package static let keywords = ["zenuml"]

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        try SequenceRenderer.draw(ZenUMLParser.parse(source), source: source, in: context)
    }
}
