import MermaidCore
import MermaidTestSupport
@testable import MermaidC4

/// Runs the real front end (``DiagramFront``) and then only the C4 diagram stages, so they can
/// be tested on their own.
enum DiagramHarness {
    static func parse(_ text: String) throws -> C4Diagram {
        try C4DiagramParser.parse(DiagramFront.source(text)).diagram
    }

    static func render(_ text: String) throws -> DiagramDrawing {
        let front = try DiagramFront.front(text)
        return try C4DiagramRenderer.render(front.source, in: front.context)
    }
}
