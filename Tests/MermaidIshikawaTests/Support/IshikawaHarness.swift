import MermaidCore
import MermaidTestSupport
@testable import MermaidIshikawa

/// Runs the real front end and then only the ishikawa stages.
enum IshikawaHarness {
    static func parse(_ text: String) throws -> Ishikawa { try IshikawaParser.parse(DiagramFront.source(text)) }

    static func render(_ text: String) throws -> DiagramDrawing {
        let front = try DiagramFront.front(text)
        return try IshikawaRenderer.render(front.source, in: front.context)
    }

    static let sample = "ishikawa-beta\n  Late delivery\n  People\n    Too few drivers\n  Process\n    No route plan\n      Old maps\n  Weather\nRoads"
}
