import MermaidCore
import Testing
@testable import MermaidFlowchart

@Suite struct FlowchartMarkerTests {
    @Test func styledLinksGetMarkersInTheirColour() throws {
        let (d, _) = try FlowchartTestSupport.render("graph LR\nA-->B\nB-->C\nlinkStyle 1 stroke:#ff3", prefix: "mk")
        #expect(d.body.output.contains("marker-end=\"url(#mk_flowchart-v2-pointEnd)\""))
        #expect(d.body.output.contains("marker-end=\"url(#mk_flowchart-v2-pointEnd-ff3)\""))
        #expect(d.body.output.contains("<marker id=\"mk_flowchart-v2-pointEnd-ff3\""))
        #expect(d.body.output.contains("style=\"fill:#ff3;stroke:#ff3;"))
    }
}
