import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidER

@Suite struct ERDiagramRendererTests {
    private func svg(_ body: String) throws -> String { try DiagramHarness.render("erDiagram\n" + body).body.output }

    static func fixture(_ name: String) throws -> String { try DiagramTestKit.fixture(name, besides: #filePath) }

    @Test func entitiesUseMermaidDOM() throws {
        let out = try svg("CAR {\nstring reg PK \"plate\"\nint seats\n}\nPERSON")
        #expect(out.contains("<g class=\"node default\" id=\"t-entity-CAR-0\" data-id=\"entity-CAR-0\""))
        #expect(out.contains("<g class=\"node default\" id=\"t-entity-PERSON-1\""))
        for cls in ["row-rect-odd", "row-rect-even", "label name", "label attribute-type", "label attribute-name",
                    "label attribute-keys", "label attribute-comment", "outer-path", "divider"] {
            #expect(out.contains("class=\"\(cls)\""), "missing \(cls)")
        }
        // Title divider plus three column dividers (type | name | keys | comment).
        #expect(DiagramFront.count("class=\"divider\"", in: out) == 4)
        #expect(out.contains("<rect class=\"basic label-container\""))
        #expect(!out.contains("foreignObject"))
    }

    @Test func relationshipsCarryCardinalityMarkers() throws {
        let out = try svg("A |o--o{ B : r1\nC }|..|| D : r2")
        #expect(DiagramFront.count("relationshipLine\"", in: out) == 2)
        #expect(out.contains("edge-pattern-solid relationshipLine"))
        #expect(out.contains("edge-pattern-dashed relationshipLine"))
        for (attribute, marker) in [("marker-start", "zeroOrOneStart"), ("marker-end", "zeroOrMoreEnd"),
                                    ("marker-start", "oneOrMoreStart"), ("marker-end", "onlyOneEnd")] {
            #expect(out.contains("\(attribute)=\"url(#t_er-\(marker))\""), "\(attribute) \(marker)")
            #expect(out.contains("<marker id=\"t_er-\(marker)\" class=\"marker "), "\(marker) not defined")
        }
        #expect(!out.contains("t_er-onlyOneStart"), "unused markers are not written")
        #expect(DiagramFront.count("<g class=\"edgeLabel\"", in: out) == 2)
        #expect(out.contains("data-id=\"id_entity-A-0_entity-B-1_0\""))
    }

    @Test func markdownNamesAndEscaping() throws {
        let out = try svg("\"This **is** _Markdown_\"\n\"<b>&amp</b>\" ||--|| X : \"a < b & c\"")
        #expect(out.contains("font-weight=\"bold\">is</tspan>"))
        #expect(out.contains("font-style=\"italic\">Markdown</tspan>"))
        #expect(out.contains("a &lt; b &amp; c"))
        #expect(!out.contains("<b>"))
    }

    @Test func stylesAndClassDefsBecomeCSS() throws {
        let result = try MermaidRenderer.render("erDiagram\nA:::hot\nB\nstyle B fill:#bbf,color:#fff\nclassDef hot fill:#f96",
                                                options: RenderOptions(idPrefix: "er1"))
        #expect(result.svg.contains("class=\"node default hot\""))
        #expect(result.svg.contains("style=\"fill:#bbf\""))
        #expect(result.svg.contains("style=\"fill:#fff\""))
        #expect(result.svg.contains("#er1 .node.hot rect"))
        #expect(result.diagramType == "er")
        #expect(result.svg.contains("aria-roledescription=\"er\""))
    }

    @Test func everyIdStartsWithThePrefix() throws {
        let text = try Self.fixture("library.mmd")
        let out = try MermaidRenderer.render(text, options: RenderOptions(idPrefix: "lib7")).svg
        let ids = DiagramTestKit.ids(in: out)
        #expect(ids.count > 10)
        #expect(ids.allSatisfy { $0.hasPrefix("lib7") }, "\(ids.filter { !$0.hasPrefix("lib7") })")
    }

    @Test func directionChangesTheLayout() throws {
        let tall = try DiagramHarness.render("erDiagram\nA ||--|| B : r\nB ||--|| C : s")
        let wide = try DiagramHarness.render("erDiagram\ndirection LR\nA ||--|| B : r\nB ||--|| C : s")
        #expect(tall.height > tall.width)
        #expect(wide.width > wide.height)
    }

    @Test func allThemesAndThemeVariables() throws {
        let text = try Self.fixture("library.mmd")
        // Following the page's scheme, the row fills are CSS variables with light and dark values.
        let following = try MermaidRenderer.render(text).svg
        #expect(following.contains("--mermaid-rowOdd"))
        for theme in MermaidRenderer.themeNames {
            let out = try MermaidRenderer.render(text, options: RenderOptions(theme: theme)).svg
            let rows = out.range(of: ".row-rect-odd rect{fill:#").map { out[$0.upperBound...].prefix(6) } ?? ""
            #expect(rows.count == 6, "\(theme): a pinned theme draws literal row colours")
        }
        let custom = try MermaidRenderer.render(
            "%%{init: {'themeVariables': {'lineColor': '#ff0000', 'rowOdd': '#00ff00'}}}%%\nerDiagram\nA {\nint x\n}\nA ||--|| B : r").svg
        #expect(custom.contains("#ff0000"))
        #expect(custom.contains("#00ff00"))
    }

    @Test func selfRelationshipAndUnlabelled() throws {
        let drawing = try DiagramHarness.render("erDiagram\nEMPLOYEE ||--o{ EMPLOYEE : manages\nA ||--|| B : \"\"")
        let out = drawing.body.output
        #expect(DiagramFront.count("relationshipLine\"", in: out) == 2)
        #expect(DiagramFront.count("<g class=\"edgeLabel\"", in: out) == 1)
        #expect(drawing.width.isFinite && drawing.height.isFinite)
    }

    @Test func fixtureRendersEveryEntityAndRelationship() throws {
        let text = try Self.fixture("library.mmd")
        let out = try MermaidRenderer.render(text).svg
        let roles = SVGRoleCounter(out)
        #expect(roles.nodes == 6)
        #expect(roles.edges == 6)
        #expect(out.contains(">Loan record</t"))
    }
}
