import MermaidCore
import MermaidTestSupport
@testable import MermaidClass

/// Runs the real front end (``DiagramFront``) and then only the class diagram stages, so they
/// can be tested on their own.
enum DiagramHarness {
    static func parse(_ text: String) throws -> ClassDiagram {
        try ClassDiagramParser.parse(DiagramFront.source(text)).0
    }

    static func render(_ text: String) throws -> DiagramDrawing {
        let front = try DiagramFront.front(text)
        return try ClassDiagramRenderer.render(front.source, in: front.context)
    }
}
