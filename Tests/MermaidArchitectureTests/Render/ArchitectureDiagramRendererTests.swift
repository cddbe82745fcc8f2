import Foundation
import GraphLayout
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidArchitecture

@Suite struct ArchitectureDiagramRendererTests {
    @Test func mermaidDOM() throws {
        let result = try MermaidRenderer.render(ArchitectureFixtures.shop, options: RenderOptions(idPrefix: "ar"))
        let svg = result.svg
        #expect(result.diagramType == "architecture")
        #expect(svg.contains("aria-roledescription=\"architecture\""))
        #expect(svg.contains("<g class=\"architecture-edges\">"))
        #expect(DiagramFront.count("class=\"architecture-service\"", in: svg) == 5)
        #expect(DiagramFront.count("class=\"architecture-junction\"", in: svg) == 1)
        #expect(DiagramFront.count("class=\"node-bkg\"", in: svg) == 2)
        #expect(svg.contains("id=\"ar-L_web_hub_0\""))
        #expect(DiagramFront.count("<polygon class=\"arrow\"", in: svg) == 3)
        #expect(svg.contains(">reads</text>"))
        for icon in ArchitectureDiagramParser.builtInIcons { #expect(svg.contains("data-icon=\"\(icon)\""), "\(icon)") }
        #expect(!svg.contains("foreignObject"))
        let roles = SVGRoleCounter(svg)
        #expect(roles.nodes == 6 && roles.edges == 5 && roles.clusters == 2, "\(roles)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func groupsWrapTheirMembersAndNest() throws {
        let diagram = try DiagramHarness.parse(ArchitectureFixtures.shop)
        let layout = ArchitectureLayout(diagram: diagram, grid: ArchitectureGrid(diagram: diagram),
                                        text: TextMeasurer(fontFamily: nil), iconSize: 80, padding: 40)
        let outer = try #require(layout.groups["cloud"]), inner = try #require(layout.groups["backend"])
        #expect(outer.minX < inner.minX && outer.maxX > inner.maxX && outer.minY < inner.minY && outer.maxY > inner.maxY)
        for id in ["api", "db", "files"] {
            let box = try #require(layout.footprint(id))
            #expect(inner.minX < box.minX && inner.maxX > box.maxX && inner.minY < box.minY && inner.maxY > box.maxY, "\(id)")
        }
        let cdn = try #require(layout.footprint("cdn"))
        #expect(cdn.maxX < outer.minX || cdn.minX > outer.maxX || cdn.maxY < outer.minY || cdn.minY > outer.maxY,
                "a service outside the group is drawn outside its box")
    }

    @Test func edgesLeaveFromTheirSides() throws {
        let diagram = try DiagramHarness.parse(ArchitectureFixtures.shop)
        let layout = ArchitectureLayout(diagram: diagram, grid: ArchitectureGrid(diagram: diagram),
                                        text: TextMeasurer(fontFamily: nil), iconSize: 80, padding: 40)
        let api = try #require(layout.icons["api"]), db = try #require(layout.icons["db"])
        let line = layout.edges[2]
        #expect(line.first == LayoutPoint(x: api.maxX, y: api.y))
        #expect(line.last == LayoutPoint(x: db.minX, y: db.y))
        let groupEdge = layout.edges[4]
        let cloud = try #require(layout.groups["cloud"])
        #expect(groupEdge.last?.x == cloud.minX, "a {group} end stops at the group's box")
        for points in layout.edges {
            for (a, b) in zip(points, points.dropFirst()) { #expect(a.x == b.x || a.y == b.y, "right angles only") }
        }
    }

    @Test func iconPackNamesGetAPlaceholder() throws {
        let result = try MermaidRenderer.render("architecture-beta\nservice s(logos:aws-s3)[Bucket]")
        #expect(result.svg.contains("architecture-icon-unknown"))
        #expect(result.svg.contains(">logos:aws-s3</text>"))
        #expect(result.warnings.count == 1)
    }

    @Test func layoutIsDeterministic() throws {
        let first = try MermaidRenderer.render(ArchitectureFixtures.shop).svg
        for _ in 0..<3 { #expect(try MermaidRenderer.render(ArchitectureFixtures.shop).svg == first) }
    }

    @Test func everyIdStartsWithThePrefix() throws {
        let svg = try MermaidRenderer.render(ArchitectureFixtures.shop, options: RenderOptions(idPrefix: "arch7")).svg
        let ids = DiagramTestKit.ids(in: svg)
        #expect(ids.count > 8)
        #expect(ids.allSatisfy { $0.hasPrefix("arch7") }, "\(ids)")
    }

    @Test func themesAndConfig() throws {
        for theme in MermaidRenderer.themeNames {
            let svg = try MermaidRenderer.render(ArchitectureFixtures.shop, options: RenderOptions(theme: theme)).svg
            #expect(svg.contains(".edge{stroke-width:3;stroke:"), "\(theme)")
        }
        let custom = try MermaidRenderer.render(
            "%%{init: {'themeVariables': {'lineColor': '#123456'}}}%%\narchitecture-beta\nservice a(disk)[A]\nservice b(disk)[B]\na:R -- L:b").svg
        #expect(custom.contains("#123456"))
        let big = try MermaidRenderer.render("%%{init: {'architecture': {'iconSize': 120}}}%%\narchitecture-beta\nservice a(disk)[A]").svg
        #expect(big.contains("scale(1.5)"))
    }

    @Test func shortHeaderKeyword() throws {
        #expect(try MermaidRenderer.render("architecture\nservice a(disk)[A]").diagramType == "architecture")
    }
}

