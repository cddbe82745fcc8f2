import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidMindmap

@Suite struct MindmapParserTests {
    @Test func fixtureBuildsTheTree() throws {
        let map = try DiagramHarness.parse(try DiagramHarness.fixture("project"))
        #expect(map.nodes.map(\.nodeId) == ["root", "goals", "ship", "learn", "risks", "late", "people", "Ann", "Bo",
                                            "docs"])
        #expect(map.nodes.map(\.shape) == [.circle, .square, .cloud, .hexagon, .bang, .rounded, .defaultShape,
                                           .defaultShape, .defaultShape, .square])
        #expect(map.nodes[0].parent == nil && map.nodes[0].children == [1, 4, 6, 9])
        #expect(map.nodes[2].parent == 1 && map.nodes[5].parent == 4)
        #expect(map.nodes[3].icon == "fa fa-graduation-cap")
        #expect(map.nodes[4].classes == "urgent")
        #expect(map.nodes[9].label == "`**Docs** and\nnotes`")
        #expect(map.nodes.map(\.section) == [nil, 0, 0, 0, 1, 1, 2, 2, 2, 3])
    }

    @Test func parentIsTheLastNodeIndentedLess() throws {
        let map = try DiagramHarness.parse("mindmap\nRoot\n    A\n        B\n      C")
        #expect(map.nodes.map(\.parent) == [nil, 0, 1, 1])
        #expect(map.nodes.map(\.level) == [0, 4, 8, 6])
    }

    @Test func rootIndentationIsTheBase() throws {
        let map = try DiagramHarness.parse("mindmap\n    r\n      a\n        b")
        #expect(map.nodes.map(\.level) == [0, 2, 4])
    }

    @Test func shapesWithoutIdsUseTheirText() throws {
        let map = try DiagramHarness.parse("mindmap\n(Rounded)\n  [Square]\n  id(cloud(")
        #expect(map.nodes[0].nodeId == "Rounded" && map.nodes[0].shape == .rounded)
        #expect(map.nodes[1].label == "Square")
        #expect(map.nodes[2].shape == .cloud && map.nodes[2].label == "cloud")
    }

    @Test func quotedTextMayHoldDelimiters() throws {
        let map = try DiagramHarness.parse("mindmap\nid[\"Text (with) [brackets]\"]")
        #expect(map.nodes[0].label == "Text (with) [brackets]")
    }

    @Test func iconsWarn() throws {
        let warnings = try DiagramHarness.warnings("mindmap\nRoot\n  A\n  ::icon(fa fa-book)")
        #expect(warnings.count == 1 && warnings[0].line == 4 && warnings[0].message.contains("fa fa-book"))
    }

    private func error(_ text: String) -> MermaidError? {
        ThrownError.of { _ = try DiagramHarness.parse(text) }
    }

    @Test func errorsArePositioned() {
        let second = error("mindmap\n  Root\n    A\n  Other")
        #expect(second?.line == 4 && second?.column == 3 && second?.message.contains("one root") == true)
        let unclosed = error("mindmap\n  id[never closed")
        #expect(unclosed?.line == 2 && unclosed?.column == 5 && unclosed?.message.contains("never closed") == true)
        #expect(error("mindmap\n  a[b] c")?.message.contains("one node per line") == true)
        #expect(error("mindmap\n  ::icon(x)")?.message.contains("needs a node") == true)
        #expect(error("mindmap\n  r\n    ::icon(x")?.message.contains("never closed") == true)
        #expect(error("mindmap\n  id[\"open")?.message.contains("never closed") == true)
        #expect(error("mindmap\n  }x")?.message.contains("unexpected") == true)
    }

    @Test func sectionsCycleAfterEleven() throws {
        var text = "mindmap\nroot\n"
        for i in 0..<13 { text += "  c\(i)\n" }
        let map = try DiagramHarness.parse(text)
        #expect(map.nodes[11].section == 10 && map.nodes[12].section == 0 && map.nodes[13].section == 1)
    }
}
