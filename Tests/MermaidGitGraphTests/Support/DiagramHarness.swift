import Foundation
import MermaidCore
import MermaidTestSupport
@testable import MermaidGitGraph

/// Runs the real front end (``DiagramFront``) and then only the gitGraph stages.
enum DiagramHarness {
    static func parse(_ text: String) throws -> GitGraph {
        let front = try DiagramFront.front(text)
        let settings = GitGraphSettings(context: front.context)
        return try GitGraphParser.parse(front.source, mainBranch: settings.mainBranchName,
                                        mainBranchOrder: settings.mainBranchOrder).0
    }

    static func warnings(_ text: String) throws -> [MermaidWarning] {
        try GitGraphParser.parse(DiagramFront.source(text)).1
    }

    static func render(_ text: String) throws -> DiagramDrawing {
        let front = try DiagramFront.front(text)
        return try GitGraphRenderer.render(front.source, in: front.context)
    }

    /// A fixture of this target (`Fixtures/<name>.mmd`).
    static func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name).mmd")
        return try String(contentsOf: url, encoding: .utf8)
    }
}
