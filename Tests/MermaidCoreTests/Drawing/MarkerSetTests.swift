import Testing
@testable import MermaidCore

@Suite struct MarkerSetTests {
    @Test func idsFollowOneFormat() {
        let flow = MarkerSet(prefix: "d1", diagramType: "flowchart-v2")
        #expect(flow.id(.pointEnd) == "d1_flowchart-v2-pointEnd")
        #expect(flow.id(.pointEnd, color: "#ff3") == "d1_flowchart-v2-pointEnd-ff3")
        #expect(MarkerSet(prefix: "d2", diagramType: "class").id(.extensionStart) == "d2_class-extensionStart")
        #expect(MarkerSet(prefix: "d3", diagramType: "stateDiagram").id(.barbEnd) == "d3_stateDiagram-barbEnd")
        #expect(MarkerSet(prefix: "d4", diagramType: "sequence").id(.filledHead) == "d4_sequence-filled-head")
    }

    @Test func onlyUsedMarkersAreDefinedInCatalogueOrder() {
        var set = MarkerSet(prefix: "p", diagramType: "flowchart-v2")
        var empty = SVGWriter()
        set.write(into: &empty)
        #expect(empty.isEmpty)
        #expect(set.url(.pointStart) == "url(#p_flowchart-v2-pointStart)")
        _ = set.url(.pointEnd, color: "red")
        _ = set.url(.circleEnd)
        _ = set.url(.pointStart)
        var svg = SVGWriter()
        set.write(into: &svg)
        let ids = svg.output.components(separatedBy: "<marker id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(ids == ["p_flowchart-v2-circleEnd", "p_flowchart-v2-pointEnd-red", "p_flowchart-v2-pointStart"])
        #expect(svg.output.hasPrefix("<defs>") && svg.output.hasSuffix("</defs>"))
        #expect(svg.output.contains("style=\"fill:red;stroke:red;stroke-width:1;"))
    }

    @Test func hostileColourCannotEscapeTheMarker() {
        var set = MarkerSet(prefix: "p", diagramType: "flowchart-v2")
        let url = set.url(.crossEnd, color: "\"/><script>")
        #expect(url == "url(#p_flowchart-v2-crossEnd-script)")
        var svg = SVGWriter()
        set.write(into: &svg)
        #expect(!svg.output.contains("<script"))
    }

    @Test func everyShapeHasADistinctName() {
        let names = Set(MarkerShape.allCases.map(\.name))
        #expect(names.count == MarkerShape.allCases.count)
        var set = MarkerSet(prefix: "all", diagramType: "t")
        set.include(MarkerShape.allCases)
        var svg = SVGWriter()
        set.write(into: &svg)
        #expect(svg.output.components(separatedBy: "<marker ").count == MarkerShape.allCases.count + 1)
        #expect(svg.output.components(separatedBy: "</marker>").count == MarkerShape.allCases.count + 1)
    }
}
