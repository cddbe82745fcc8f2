import Foundation
import MermaidCore
import MermaidTestSupport
@testable import MermaidMindmap

/// Runs the real front end (``DiagramFront``) and then only the mindmap stages.
enum DiagramHarness {
    static func parse(_ text: String) throws -> Mindmap {
        try MindmapParser.parse(DiagramFront.source(text)).0
    }

    static func warnings(_ text: String) throws -> [MermaidWarning] {
        try MindmapParser.parse(DiagramFront.source(text)).1
    }

    static func render(_ text: String) throws -> DiagramDrawing {
        let front = try DiagramFront.front(text)
        return try MindmapRenderer.render(front.source, in: front.context)
    }

    /// A fixture of this target (`Fixtures/<name>.mmd`).
    static func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name).mmd")
        return try String(contentsOf: url, encoding: .utf8)
    }
}
