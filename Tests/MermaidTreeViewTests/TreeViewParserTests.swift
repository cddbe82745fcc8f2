import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidTreeView

@Suite struct TreeViewParserTests {
    @Test func indentationNests() throws {
        let tree = try TreeViewHarness.parse("treeView-beta\n  \"app\"\n    'src'\n      \"main.swift\"\n    \"tests\"\n  \"README.md\"")
        #expect(tree.nodes.map(\.name) == ["/", "app", "src", "main.swift", "tests", "README.md"])
        #expect(tree.nodes.map(\.parent) == [nil, 0, 1, 2, 1, 0])
        #expect(tree.nodes.map(\.depth) == [0, 1, 2, 3, 2, 1])
        #expect(tree.nodes[0].lastChild == 5 && tree.nodes[1].lastChild == 4 && tree.nodes[3].lastChild == nil)
    }

    @Test func titleLine() throws {
        #expect(try TreeViewHarness.parse("treeView-beta\ntitle Files\n\"a\"").title == "Files")
    }

    private func error(_ text: String) -> MermaidError? {
        ThrownError.of { _ = try TreeViewHarness.parse(text) }
    }

    @Test func errorsArePositioned() {
        let bare = error("treeView-beta\n    src")
        #expect(bare?.line == 2 && bare?.column == 5 && bare?.message.contains("quoted") == true)
        #expect(error("treeView-beta\n  \"open")?.message.contains("never closed") == true)
        let extra = error("treeView-beta\n  \"a\" \"b\"")
        #expect(extra?.column == 6 && extra?.message.contains("one name per line") == true)
    }
}
