import Foundation
import MermaidCore
@testable import MermaidState

/// Runs the real front end (front matter, directives, comments, config, theme) and then only
/// the state diagram stages, so they can be tested on their own.
enum DiagramHarness {
    static func front(_ text: String) throws -> FrontEnd.Result {
        try FrontEnd.process(text, options: RenderOptions(idPrefix: "t"))
    }

    static func source(_ text: String) throws -> DiagramSource { try front(text).source }

    static func parse(_ text: String) throws -> StateDiagram {
        try StateDiagramParser.parse(source(text)).0
    }

    static func render(_ text: String) throws -> DiagramDrawing {
        let front = try front(text)
        return try StateDiagramRenderer.render(front.source, in: front.context)
    }

    static var corpus: URL? {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("../shared/corpus").standardized
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Counts `needle` occurrences.
    static func count(_ needle: String, in haystack: String) -> Int {
        haystack.components(separatedBy: needle).count - 1
    }
}
