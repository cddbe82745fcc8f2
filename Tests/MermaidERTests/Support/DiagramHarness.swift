import MermaidCore
import MermaidTestSupport
@testable import MermaidER

/// Runs the real front end (``DiagramFront``) and then only the ER diagram stages, so they can
/// be tested on their own.
enum DiagramHarness {
    static func parse(_ text: String) throws -> ERDiagram {
        try ERDiagramParser.parse(DiagramFront.source(text)).diagram
    }

    static func render(_ text: String) throws -> DiagramDrawing {
        let front = try DiagramFront.front(text)
        return try ERDiagramRenderer.render(front.source, in: front.context)
    }
}
