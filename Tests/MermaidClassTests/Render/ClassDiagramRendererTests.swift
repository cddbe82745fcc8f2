import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidClass

@Suite struct ClassDiagramRendererTests {
    private func svg(_ body: String) throws -> String { try DiagramHarness.render("classDiagram\n" + body).body.output }

    @Test func nodesCarryMermaidClassesAndDataId() throws {
        let out = try svg("class Animal{\n+int age\n+run()\n}")
        #expect(out.contains("<g class=\"node default\" id=\"t-classId-Animal-0\" data-id=\"Animal\""))
        for group in ["label-group", "members-group", "methods-group", "annotation-group"] {
            #expect(out.contains("class=\"\(group) text\""))
        }
        #expect(DiagramFront.count("class=\"divider\"", in: out) == 2)
        #expect(!out.contains("foreignObject"))
    }

    @Test func relationsArePathsWithMarkers() throws {
        let out = try svg("A <|-- B\nC *-- D\nE o-- F\nG ..> H\nI --() J")
        #expect(DiagramFront.count("relation\"", in: out) == 5)
        for marker in ["extensionStart", "compositionStart", "aggregationStart", "dependencyEnd", "lollipopEnd"] {
            #expect(out.contains("marker-") && out.contains("url(#t_class-\(marker))"), "missing \(marker)")
            #expect(out.contains("<marker id=\"t_class-\(marker)\""), "marker \(marker) not defined")
        }
        #expect(out.contains("edge-pattern-dashed relation"))
    }

    @Test func labelsAndCardinalities() throws {
        let out = try svg("Customer \"1\" --> \"*\" Ticket : buys")
        #expect(DiagramFront.count("<g class=\"edgeLabel\"", in: out) == 1)
        #expect(DiagramFront.count("<g class=\"edgeTerminals\"", in: out) == 2)
        #expect(out.contains(">buys</t"))
        #expect(out.contains(">*</t"))
    }

    @Test func bindsLabelShownLiterallyAndEscaped() throws {
        let out = try svg("A --* B : <<binds>> state & more")
        #expect(out.contains("&lt;&lt;binds&gt;&gt; state &amp; more"))
    }

    @Test func annotationsUseGuillemets() throws {
        let out = try svg("class Shape{\n<<interface>>\ndraw()\n}")
        #expect(out.contains(">«interface»</t"))
    }

    @Test func staticAndAbstractMembersAreStyled() throws {
        let out = try svg("class A{\n+count()$\n+area()*\n}")
        #expect(out.contains("text-decoration:underline"))
        #expect(out.contains("font-style:italic"))
    }

    @Test func notesAreNodesWithDottedEdges() throws {
        let out = try svg("note \"free\"\nnote for A \"attached<br>two lines\"\nclass A")
        let roles = SVGRoleCounter(out)
        #expect(roles == SVGRoleCounter(nodes: 3, edges: 1, clusters: 0))
        #expect(out.contains("edge-pattern-dotted relation"))
        #expect(out.contains(">two lines</tspan>"))
        #expect(!out.contains("class=\"note\""))
    }

    @Test func namespacesAreClusters() throws {
        let out = try svg("namespace Platform {\nnamespace Auth {\nclass U\n}\nclass G\n}\nG --> U")
        #expect(SVGRoleCounter(out).clusters == 2)
        #expect(out.contains("class=\"cluster-label\""))
    }

    @Test func safeLinksWrapTheNode() throws {
        let out = try svg("class A\nclass B\nlink A \"https://example.com\" \"tip\"\nclick B href \"javascript:alert(1)\"")
        #expect(out.contains("<a href=\"https://example.com\"><g class=\"node default\""))
        #expect(out.contains("<title>tip</title>"))
        #expect(!out.contains("javascript"))
    }

    @Test func styleAndClassDefReachTheOutput() throws {
        let drawing = try DiagramHarness.render("classDiagram\nclass Animal:::pink\nstyle Animal fill:#f9f,color:#fff\nclassDef pink stroke:#f0f")
        #expect(drawing.body.output.contains("class=\"node default pink\""))
        #expect(drawing.body.output.contains("style=\"fill:#f9f\""))
        #expect(drawing.body.output.contains("style=\"fill:#fff\""))
        #expect(drawing.css.contains("#t .node.pink .label-container rect{stroke:#f0f;}"))
    }

    @Test func hideEmptyMembersBoxDropsDividers() throws {
        let out = try DiagramHarness.render("---\nconfig:\n  class:\n    hideEmptyMembersBox: true\n---\nclassDiagram\nclass Duck").body.output
        #expect(!out.contains("divider"))
    }

    @Test func drawingIsDeterministicAndScoped() throws {
        let text = "classDiagram\nA <|-- B : x\nnamespace N {\nclass C\n}\nnote for A \"n\""
        let first = try DiagramHarness.render(text)
        let second = try DiagramHarness.render(text)
        #expect(first.body.output == second.body.output)
        #expect(first.css == second.css)
        #expect(first.svgClass == "classDiagram")
        #expect(first.roleDescription == "class")
        for rule in first.css.split(separator: "}") where !rule.isEmpty { #expect(rule.hasPrefix("#t ")) }
        #expect(first.width > 0 && first.height > 0)
        #expect(!first.css.contains("currentColor"), "a theme variable is missing")
    }
}
