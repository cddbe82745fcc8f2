import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidRequirement

@Suite struct RequirementDiagramRendererTests {
    static func fixture(_ name: String) throws -> String { try DiagramTestKit.fixture(name, besides: #filePath) }

    @Test func boxesUseMermaidDOM() throws {
        let out = try DiagramHarness.render("requirementDiagram\nrequirement r1 {\nid: 1\ntext: hello\n}\nelement e1 {\n}").body.output
        #expect(out.contains("<g class=\"node default\" id=\"t-r1\" data-id=\"r1\""))
        #expect(out.contains("<rect class=\"reqBox\""))
        #expect(out.contains(">&lt;&lt;Requirement&gt;&gt;</text>"))
        #expect(out.contains(">&lt;&lt;Element&gt;&gt;</text>"))
        #expect(out.contains("font-weight=\"bold\">r1</tspan>"))
        #expect(out.contains(">ID: 1</text>"))
        #expect(DiagramFront.count("class=\"divider\"", in: out) == 1, "an element without fields has no divider")
        #expect(!out.contains("foreignObject"))
    }

    @Test func relationsAndMarkers() throws {
        let text = try Self.fixture("braking.mmd")
        let result = try MermaidRenderer.render(text, options: RenderOptions(idPrefix: "rq"))
        let svg = result.svg
        #expect(result.diagramType == "requirement")
        #expect(svg.contains("aria-roledescription=\"requirement\""))
        #expect(DiagramFront.count("edge-pattern-solid relationshipLine", in: svg) == 2)
        #expect(DiagramFront.count("edge-pattern-dashed relationshipLine", in: svg) == 3)
        #expect(DiagramFront.count("marker-start=\"url(#rq_requirement-requirement_containsStart)\"", in: svg) == 2)
        #expect(DiagramFront.count("marker-end=\"url(#rq_requirement-requirement_arrowEnd)\"", in: svg) == 3)
        #expect(svg.contains("<marker id=\"rq_requirement-requirement_containsStart\""))
        #expect(svg.contains("&lt;&lt;verifies&gt;&gt;"))
        #expect(svg.contains("data-id=\"stop_distance-pedal_response-0\""))
        #expect(svg.contains("data-id=\"stop_distance-pedal_response-1\""), "a second relation between the same pair gets its own id")
        let roles = SVGRoleCounter(svg)
        #expect(roles.nodes == 5 && roles.edges == 5)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func markdownTextAndStyling() throws {
        let svg = try MermaidRenderer.render(try Self.fixture("braking.mmd"), options: RenderOptions(idPrefix: "rq")).svg
        #expect(svg.contains("font-style=\"italic\">100 km/h</tspan>"))
        #expect(svg.contains("font-weight=\"bold\">40 m</tspan>"))
        #expect(svg.contains("class=\"node default safety\""))
        #expect(svg.contains("#rq .node.safety rect.reqBox{fill:#fdd;stroke:#a00;}"))
        #expect(svg.contains("style=\"fill:#eef\""))
    }

    @Test func everyIdStartsWithThePrefix() throws {
        let svg = try MermaidRenderer.render(try Self.fixture("braking.mmd"), options: RenderOptions(idPrefix: "req9")).svg
        let ids = DiagramTestKit.ids(in: svg)
        #expect(ids.count > 8)
        #expect(ids.allSatisfy { $0.hasPrefix("req9") }, "\(ids)")
    }

    @Test func themesAndVariables() throws {
        let text = try Self.fixture("braking.mmd")
        #expect(try MermaidRenderer.render(text).svg.contains("--mermaid-requirementBackground"))
        for theme in MermaidRenderer.themeNames {
            let svg = try MermaidRenderer.render(text, options: RenderOptions(theme: theme)).svg
            #expect(svg.contains("rect.reqBox{fill:#") || svg.contains("rect.reqBox{fill:hsl") || svg.contains("rect.reqBox{fill:rgb"),
                    "\(theme)")
        }
        let custom = try MermaidRenderer.render(
            "%%{init: {'themeVariables': {'requirementBackground': '#123456'}}}%%\nrequirementDiagram\nelement e {\n}").svg
        #expect(custom.contains("#123456"))
    }

    @Test func shortHeaderKeyword() throws {
        let result = try MermaidRenderer.render("requirement\nelement e {\ntype: x\n}")
        #expect(result.diagramType == "requirement")
    }
}
