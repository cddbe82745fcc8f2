import Testing
@testable import MermaidCore

/// The sequence heads are a table; these pin the markup mermaid's sequence renderer writes.
@Suite struct MarkerShapeTests {
    static func marker(_ shape: MarkerShape) -> String {
        var svg = SVGWriter()
        shape.write(id: "m", diagramType: "sequence", paint: nil, into: &svg)
        return svg.output
    }

    /// Each marker is named after its case, except the four names mermaid spells its own way.
    @Test func namesAreTheCaseNames() {
        let spelled: [MarkerShape: String] = [.filledHead: "filled-head", .sequenceNumber: "sequencenumber",
                                              .requirementContainsStart: "requirement_containsStart",
                                              .requirementArrowEnd: "requirement_arrowEnd"]
        for shape in MarkerShape.allCases {
            #expect(shape.name == spelled[shape] ?? String(describing: shape))
        }
    }

    @Test func everySequenceHeadHasATableEntry() {
        for shape in MarkerShape.sequence {
            #expect(MarkerShape.sequenceHeads[shape] != nil, "\(shape)")
        }
        #expect(MarkerShape.sequenceHeads.count == MarkerShape.sequence.count)
    }

    @Test func sequenceHeadsKeepMermaidsAttributeOrder() {
        #expect(Self.marker(.crosshead) == "<marker id=\"m\" markerWidth=\"15\" markerHeight=\"8\" orient=\"auto\" refX=\"4\" "
            + "refY=\"4.5\"><path fill=\"none\" stroke-width=\"1pt\" d=\"M 1,2 L 6,7 M 6,2 L 1,7\"/></marker>")
        #expect(Self.marker(.stickTopArrowHead) == "<marker id=\"m\" class=\"halfArrow\" refX=\"7.5\" refY=\"7\" "
            + "markerUnits=\"userSpaceOnUse\" markerWidth=\"12\" markerHeight=\"12\" orient=\"auto-start-reverse\">"
            + "<path d=\"M 0 0 L 7 7\" stroke-width=\"1.5\" fill=\"none\"/></marker>")
        #expect(Self.marker(.sequenceNumber).hasSuffix("<circle cx=\"15\" cy=\"15\" r=\"12\"/></marker>"))
    }
}
