import MermaidCore
import MermaidTestSupport
@testable import MermaidRequirement

/// Runs the real front end (``DiagramFront``) and then only the requirement diagram stages, so they can
/// be tested on their own.
enum DiagramHarness {
    static func parse(_ text: String) throws -> RequirementDiagram {
        try RequirementDiagramParser.parse(DiagramFront.source(text)).diagram
    }

    static func render(_ text: String) throws -> DiagramDrawing {
        let front = try DiagramFront.front(text)
        return try RequirementDiagramRenderer.render(front.source, in: front.context)
    }
}
