import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidMindmap

@Suite struct MindmapRendererTests {
    @Test func fixtureUsesMermaidDOM() throws {
        let result = try MermaidRenderer.render(try DiagramHarness.fixture("project"),
                                                options: RenderOptions(idPrefix: "mm"))
        let out = result.svg
        #expect(out.contains("aria-roledescription=\"mindmap\"") && out.contains("class=\"mindmapDiagram\""))
        #expect(out.contains("class=\"node mindmap-node section-root section--1\" id=\"mm-node_0\""))
        #expect(out.contains("class=\"node mindmap-node section-1 urgent\""))
        #expect(SVGRoleCounter(out).nodes == 10)
        #expect(DiagramFront.count("class=\"edge-thickness-normal edge-pattern-solid edge section-edge-", in: out) == 9)
        #expect(out.contains("edge-depth-1") && out.contains("edge-depth-5"))
        #expect(out.contains("<circle class=\"basic label-container\""))
        #expect(out.contains("<polygon class=\"label-container\""))
        #expect(out.contains("class=\"node-bkg node-0\""))
        #expect(out.contains(">fa fa-graduation-cap</text>"))
        #expect(out.contains("font-weight=\"bold\">Docs</tspan>"))
        #expect(!out.contains("foreignObject"))
        let ids = out.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(ids.allSatisfy { $0.hasPrefix("mm") })
        #expect(result.warnings.count == 1)
    }

    /// Node boxes from the transforms and shape sizes of the drawing.
    private func boxes(_ text: String) throws -> [(x: Double, y: Double, w: Double, h: Double)] {
        let front = try DiagramFront.front(text)
        let (map, _) = try MindmapParser.parse(front.source)
        let sizes = map.nodes.map { _ in (80.0, 30.0) }
        return MindmapLayout(mindmap: map, sizes: sizes).boxes.map { ($0.x, $0.y, $0.width, $0.height) }
    }

    @Test func branchesSplitRightAndLeft() throws {
        let b = try boxes("mindmap\nr\n  a\n  b\n  c\n  d")
        #expect(b[0].x == 0 && b[0].y == 0)
        #expect(b[1].x > 0 && b[2].x > 0 && b[3].x < 0 && b[4].x < 0)
        #expect(b[1].y < b[2].y)
    }

    @Test func layoutNeverOverlaps() throws {
        var text = "mindmap\nroot\n"
        for i in 0..<6 {
            text += "  b\(i)\n"
            for j in 0..<(i + 1) { text += "    c\(i)_\(j)\n      d\(i)_\(j)\n" }
        }
        let b = try boxes(text)
        for i in b.indices {
            for j in b.indices where j > i {
                let overlapX = abs(b[i].x - b[j].x) < (b[i].w + b[j].w) / 2
                let overlapY = abs(b[i].y - b[j].y) < (b[i].h + b[j].h) / 2
                #expect(!(overlapX && overlapY), "\(i) and \(j) overlap")
            }
        }
    }

    @Test func plainLabelsAreMarkdownToo() throws {
        let out = try DiagramHarness.render("mindmap\n  root[A **bold** idea<br/>on two lines]").body.output
        #expect(out.contains("font-weight=\"bold\">bold</tspan>"))
        #expect(DiagramFront.count("<tspan x=", in: out) == 2)
    }

    @Test func labelsWrapAtMaxNodeWidth() throws {
        let long = "mindmap\n  root[" + String(repeating: "word ", count: 40) + "]"
        let narrow = try DiagramHarness.render(long)
        #expect(narrow.width < 300)
        let wide = try DiagramHarness.render("%%{init: {\"mindmap\": {\"maxNodeWidth\": 600}}}%%\n" + long)
        #expect(wide.width > narrow.width)
    }

    @Test func everyThemeHasSectionColours() throws {
        for theme in Theme.names {
            let out = try MermaidRenderer.render("mindmap\nr\n  a\n  b", options: RenderOptions(idPrefix: "m", theme: theme)).svg
            #expect(!out.contains("currentColor"), "\(theme)")
            #expect(out.contains(".section-0 rect"))
        }
        let following = try MermaidRenderer.render("mindmap\nr\n  a", options: RenderOptions(idPrefix: "m")).svg
        #expect(following.contains("var(--m-cScale1,") && following.contains("prefers-color-scheme: dark"))
        let themed = try MermaidRenderer.render("%%{init: {\"theme\": \"base\", \"themeVariables\": {\"cScale1\": \"#123456\"}}}%%\nmindmap\nr\n  a").svg
        #expect(themed.contains("#123456"))
    }

    @Test func twoThousandNodesRenderQuickly() throws {
        var text = "mindmap\nroot\n"
        for i in 0..<40 {
            text += "  branch\(i)\n"
            for j in 0..<49 { text += "    leaf \(i) \(j)\n" }
        }
        let start = Date()
        let drawing = try DiagramHarness.render(text)
        let elapsed = Date().timeIntervalSince(start)
        #expect(SVGRoleCounter(drawing.body.output).nodes == 1 + 40 * 50)
        #expect(elapsed < 5, "took \(elapsed)s")
    }

    @Test func deepNestingIsIterative() throws {
        var text = "mindmap\n"
        for depth in 0..<1500 { text += String(repeating: " ", count: depth) + "n\(depth)\n" }
        let drawing = try DiagramHarness.render(text)
        #expect(drawing.width.isFinite && drawing.width > 1500 * 60)
    }
}
