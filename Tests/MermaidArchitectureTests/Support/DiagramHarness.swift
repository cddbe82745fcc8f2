import MermaidCore
import MermaidTestSupport
@testable import MermaidArchitecture

/// Runs the real front end (``DiagramFront``) and then only the architecture diagram stages, so they can
/// be tested on their own.
enum DiagramHarness {
    static func parse(_ text: String) throws -> ArchitectureDiagram {
        try ArchitectureDiagramParser.parse(DiagramFront.source(text)).diagram
    }

    static func render(_ text: String) throws -> DiagramDrawing {
        let front = try DiagramFront.front(text)
        return try ArchitectureDiagramRenderer.render(front.source, in: front.context)
    }
}
