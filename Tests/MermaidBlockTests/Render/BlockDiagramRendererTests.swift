import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidBlock

@Suite struct BlockDiagramRendererTests {
    static func fixture(_ name: String) throws -> String { try DiagramTestKit.fixture(name, besides: #filePath) }

    private func layout(_ body: String) throws -> BlockGridLayout {
        let front = try DiagramFront.front("block-beta\n" + body)
        return BlockGridLayout(diagram: try BlockDiagramParser.parse(front.source).diagram, text: front.context.text)
    }

    @Test func gridPlacesCellsInColumnsAndRows() throws {
        let l = try layout("columns 3\na b c d")
        let a = try #require(l.boxes["a"]), c = try #require(l.boxes["c"]), d = try #require(l.boxes["d"])
        #expect(a.y == c.y && d.y > a.y)
        #expect(d.x == a.x)
        #expect(c.x > a.x)
        // Every cell of a container is as wide as its widest one.
        #expect(a.width == c.width)
    }

    @Test func spansTakeTheirColumnsAndGaps() throws {
        let l = try layout("columns 3\na b:2\nc:3")
        let a = try #require(l.boxes["a"]), b = try #require(l.boxes["b"]), c = try #require(l.boxes["c"])
        #expect(abs(b.width - (2 * a.width + BlockGridLayout.gap)) < 0.001)
        #expect(abs(c.width - (3 * a.width + 2 * BlockGridLayout.gap)) < 0.001)
        #expect(abs(c.minX - a.minX) < 0.001 && abs(c.maxX - b.maxX) < 0.001)
    }

    @Test func containersHoldTheirCells() throws {
        let l = try layout("block:outer\ncolumns 1\nx y\nend\nwide[\"a much wider block than the others\"]")
        let outer = try #require(l.boxes["outer"]), x = try #require(l.boxes["x"]), y = try #require(l.boxes["y"])
        for inner in [x, y] {
            #expect(inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY)
        }
        #expect(y.y > x.y, "columns 1 stacks the cells")
    }

    @Test func drawsMermaidDOM() throws {
        let result = try MermaidRenderer.render(try Self.fixture("pipeline.mmd"), options: RenderOptions(idPrefix: "bk"))
        let svg = result.svg
        #expect(result.diagramType == "block")
        #expect(svg.contains("aria-roledescription=\"block\""))
        #expect(svg.contains("<g class=\"block\">"))
        #expect(svg.contains("class=\"basic cluster composite label-container\""))
        #expect(svg.contains("<g class=\"node default\" id=\"bk-compile\" data-id=\"compile\""))
        #expect(DiagramFront.count("flowchart-link\"", in: svg) == 3)
        #expect(svg.contains("marker-end=\"url(#bk_block-pointEnd)\""))
        #expect(svg.contains("<marker id=\"bk_block-pointEnd\""))
        #expect(svg.contains("edge-pattern-dotted flowchart-link"))
        #expect(svg.contains(">fails</text>"))
        #expect(svg.contains("class=\"node default ok\""))
        #expect(svg.contains("#bk .node.ok rect"))
        #expect(svg.contains("style=\"fill:#fee\""))
        #expect(!svg.contains("foreignObject"))
        let roles = SVGRoleCounter(svg)
        #expect(roles.nodes == 10, "7 blocks, 2 arrows and the container: \(roles)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func everyIdStartsWithThePrefix() throws {
        let svg = try MermaidRenderer.render(try Self.fixture("pipeline.mmd"), options: RenderOptions(idPrefix: "blk3")).svg
        let ids = DiagramTestKit.ids(in: svg)
        #expect(ids.count > 10)
        #expect(ids.allSatisfy { $0.hasPrefix("blk3") }, "\(ids)")
    }

    @Test func themes() throws {
        let text = try Self.fixture("pipeline.mmd")
        #expect(try MermaidRenderer.render(text).svg.contains("--mermaid-mainBkg"))
        for theme in MermaidRenderer.themeNames {
            let svg = try MermaidRenderer.render(text, options: RenderOptions(theme: theme)).svg
            #expect(!svg.contains("var(--"), "\(theme): a pinned theme draws literal colours")
        }
        let custom = try MermaidRenderer.render("%%{init: {'themeVariables': {'mainBkg': '#abcdef'}}}%%\nblock\na").svg
        #expect(custom.contains("#abcdef"))
    }

    @Test func blockKeywordsBothWork() throws {
        #expect(try MermaidRenderer.render("block\na b").diagramType == "block")
        #expect(try MermaidRenderer.render("block-beta\na b").diagramType == "block")
    }
}
