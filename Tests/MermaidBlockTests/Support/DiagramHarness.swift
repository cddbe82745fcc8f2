import MermaidCore
import MermaidTestSupport
@testable import MermaidBlock

/// Runs the real front end (``DiagramFront``) and then only the block diagram stages, so they can
/// be tested on their own.
enum DiagramHarness {
    static func parse(_ text: String) throws -> BlockDiagram {
        try BlockDiagramParser.parse(DiagramFront.source(text)).diagram
    }

    static func render(_ text: String) throws -> DiagramDrawing {
        let front = try DiagramFront.front(text)
        return try BlockDiagramRenderer.render(front.source, in: front.context)
    }
}
