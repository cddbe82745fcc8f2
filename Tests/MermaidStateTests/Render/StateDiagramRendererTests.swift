import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidState

@Suite struct StateDiagramRendererTests {
    private func svg(_ body: String, header: String = "") throws -> String {
        try DiagramHarness.render(header + "stateDiagram-v2\n" + body).body.output
    }

    @Test func statesAndTransitionsUseMermaidClasses() throws {
        let out = try svg("[*] --> Still\nStill --> Moving : go\nMoving --> [*]")
        #expect(out.contains("class=\"node statediagram-state\""))
        #expect(out.contains("data-id=\"Still\""))
        #expect(out.contains("<circle class=\"state-start\""))
        #expect(out.contains("<circle class=\"state-end\""))
        #expect(DiagramFront.count("transition\"", in: out) == 3)
        #expect(out.contains("marker-end=\"url(#t_stateDiagram-barbEnd)\""))
        #expect(DiagramFront.count("<g class=\"edgeLabel\"", in: out) == 1)
        #expect(!out.contains("foreignObject"))
    }

    @Test func labelBreaksBecomeLines() throws {
        let out = try svg("A --> B : Network Error<br/>(CDN unreachable) / webView(didFail)")
        #expect(out.contains(">Network Error</tspan>"))
        #expect(out.contains("webView(didFail)</tspan>"))
    }

    @Test func longLabelsWrapBetweenWordsOnly() throws {
        let out = try svg("A --> B : webView(didFailProvisionalNavigation) and then some more words to wrap")
        #expect(out.contains(">webView(didFailProvisionalNavigation)"))
        #expect(DiagramFront.count("<tspan", in: out) >= 2)
    }

    @Test func compositesAreStateClustersNotNodes() throws {
        let out = try svg("[*] --> First\nstate First {\n[*] --> second\nsecond --> [*]\n}")
        #expect(out.contains("class=\"statediagram-state statediagram-cluster\""))
        #expect(SVGRoleCounter(out) == SVGRoleCounter(nodes: 4, edges: 3, clusters: 0))
    }

    @Test func regionsAreDashedAltClusters() throws {
        let out = try svg("state Active {\n[*] --> A\n--\n[*] --> B\n}")
        #expect(DiagramFront.count("statediagram-cluster-alt", in: out) == 2)
    }

    @Test func notesUseStateDiagramNoteClasses() throws {
        let out = try svg("A --> B\nnote right of A : Error caught in embedded <script>\nnote left of B : left")
        #expect(DiagramFront.count("class=\"node statediagram-note\"", in: out) == 2)
        #expect(DiagramFront.count("note-edge", in: out) == 2)
        // Broken where a browser breaks mermaid's label (its first line, "Error caught in embedded ",
        // fits in 200 px of Liberation Sans), the tag kept as text.
        #expect(out.contains(">Error caught in embedded</tspan>"))
        #expect(out.contains(">&lt;script&gt;</tspan>"))
    }

    @Test func pseudoStateShapes() throws {
        let out = try svg("state c <<choice>>\nstate f <<fork>>\n[*] --> f\nf --> c")
        #expect(out.contains("<polygon class=\"choice\""))
        #expect(out.contains("<rect class=\"fork-join\""))
    }

    @Test func classDefsBecomeScopedCSS() throws {
        let drawing = try DiagramHarness.render("stateDiagram\nclassDef bad fill:#f00,color:white\n[*] --> Crash:::bad")
        #expect(drawing.body.output.contains("class=\"node statediagram-state bad\""))
        #expect(drawing.css.contains("#t .node.bad rect"))
        #expect(drawing.css.contains("fill:white"))
        #expect(drawing.svgClass == "statediagram")
        #expect(drawing.roleDescription == "stateDiagram")
        #expect(!drawing.css.contains("currentColor"), "a theme variable is missing")
    }

    @Test func elkLayoutRenders() throws {
        let out = try svg("[*] --> A\nA --> B\nstate B {\n[*] --> x\n}", header: "---\nconfig:\n  layout: elk\n---\n")
        #expect(DiagramFront.count("transition\"", in: out) == 3)
    }

    @Test func deterministic() throws {
        let text = "stateDiagram\n[*] --> A\nstate A {\n[*] --> b\n--\n[*] --> c\n}\nnote right of A : n"
        #expect(try DiagramHarness.render(text).body.output == DiagramHarness.render(text).body.output)
    }
}
