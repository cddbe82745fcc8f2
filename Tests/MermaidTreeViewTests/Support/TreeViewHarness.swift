import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidTreeView

/// Runs the real front end and then only the treeView stages.
enum TreeViewHarness {
    static func parse(_ text: String) throws -> TreeView { try TreeViewParser.parse(DiagramFront.source(text)) }

    static func render(_ text: String) throws -> DiagramDrawing {
        let front = try DiagramFront.front(text)
        return try TreeViewRenderer.render(front.source, in: front.context)
    }
}
