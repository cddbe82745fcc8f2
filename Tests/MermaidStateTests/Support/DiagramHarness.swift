import MermaidCore
import MermaidTestSupport
@testable import MermaidState

/// Runs the real front end (``DiagramFront``) and then only the state diagram stages, so they
/// can be tested on their own.
enum DiagramHarness {
    static func parse(_ text: String) throws -> StateDiagram {
        try StateDiagramParser.parse(DiagramFront.source(text)).0
    }

    static func render(_ text: String) throws -> DiagramDrawing {
        let front = try DiagramFront.front(text)
        return try StateDiagramRenderer.render(front.source, in: front.context)
    }
}
