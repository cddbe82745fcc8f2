import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidTreeView

@Suite struct TreeViewRendererTests {
    @Test func rowsAndConnectorsUseMermaidDOM() throws {
        let result = try MermaidRenderer.render("treeView-beta\n  \"packages\"\n    \"mermaid\"\n      \"src\"\n    \"parser\"",
                                                options: RenderOptions(idPrefix: "tv"))
        let out = result.svg
        #expect(out.contains("aria-roledescription=\"treeView\""))
        #expect(out.contains("<g class=\"tree-view\">"))
        #expect(out.contains("class=\"treeView-node-label treeView-node-dir\" x=\"5\""))
        #expect(out.contains(">packages</text>") && out.contains(">parser</text>"))
        // 4 elbows, plus a vertical connector for each of the 3 nodes with children.
        #expect(DiagramFront.count("class=\"treeView-node-line\"", in: out) == 7)
        #expect(out.contains("x=\"20\""))  // packages at depth 1: (10 + 5) + 5
        #expect(!out.contains("foreignObject"))
    }

    @Test func configAndThemeVariablesApply() throws {
        let text = "---\nconfig:\n  treeView:\n    rowIndent: 80\n    lineThickness: 3\n  themeVariables:\n    treeView:\n      labelFontSize: '20px'\n      labelColor: '#FF0000'\n---\ntreeView-beta\n  \"a\"\n    \"b\""
        let result = try MermaidRenderer.render(text, options: RenderOptions(idPrefix: "tv"))
        #expect(result.svg.contains("stroke-width=\"3\""))
        #expect(result.svg.contains("x=\"90\""))  // depth 1: (80 + 5) + 5
        #expect(result.svg.contains("font-size:20px;fill:#FF0000"))
        #expect(result.warnings.isEmpty)
        let typo = try MermaidRenderer.render("%%{init: {\"treeView\": {\"rowIndnt\": 3}}}%%\ntreeView-beta\n\"a\"")
        #expect(typo.warnings.first?.message.contains("did you mean 'rowIndent'") == true)
    }

    @Test func defaultColoursFollowThePage() throws {
        let out = try MermaidRenderer.render("treeView-beta\n\"a\"", options: RenderOptions(idPrefix: "tv")).svg
        #expect(out.contains("var(--tv-textColor,") && out.contains("var(--tv-lineColor,"))
    }

    @Test func twoThousandRowsAndDeepNesting() throws {
        var text = "treeView-beta\n"
        for i in 0..<2000 { text += String(repeating: " ", count: i % 40) + "\"n\(i)\"\n" }
        let start = Date()
        let drawing = try TreeViewHarness.render(text)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(DiagramFront.count("treeView-node-label", in: drawing.body.output) == 2001)
        var deep = "treeView-beta\n"
        for i in 0..<1200 { deep += String(repeating: " ", count: i) + "\"d\"\n" }
        #expect(try TreeViewHarness.render(deep).width > 1200 * 15)
    }
}
