import Testing
@testable import MermaidFlowchart

/// Node sizes around a 100 × 24 label with mermaid's padding 15 (measured from mermaid.js's own
/// output for the syntax-page examples).
@Suite struct ShapeGeometryTests {
    @Test(arguments: [
        (NodeShape.rect, 160.0, 54.0), (.rounded, 130, 54), (.diamond, 154, 154), (.circle, 115, 115),
        (.doubleCircle, 130, 130), (.hexagon, 134.5, 39), (.leanRight, 154, 39), (.trapezoid, 154, 39),
    ])
    func mermaidSizes(_ shape: NodeShape, _ width: Double, _ height: Double) {
        let g = ShapeGeometry.make(shape, labelWidth: 100, labelHeight: 24, padding: 15, style: "")
        #expect(abs(g.width - width) < 0.01, "\(shape) width \(g.width)")
        #expect(abs(g.height - height) < 0.01, "\(shape) height \(g.height)")
    }

    @Test func everyShapeDrawsAMainOutlineThatContainsItsLabel() {
        for shape in NodeShape.allCases {
            let g = ShapeGeometry.make(shape, labelWidth: 80, labelHeight: 24, padding: 15, style: "fill:#f00")
            #expect(g.svg.output.contains("basic label-container"), "\(shape)")
            if g.showsLabel {
                #expect(g.width >= 80 && g.height >= 24, "\(shape) \(g.width)×\(g.height)")
            }
        }
    }

    @Test func inlineStyleIsEscaped() {
        let g = ShapeGeometry.make(.rect, labelWidth: 10, labelHeight: 10, padding: 15, style: "fill:\"x\"")
        #expect(g.svg.output.contains("style=\"fill:&quot;x&quot;\""))
    }
}
