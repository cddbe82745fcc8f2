import GraphLayout
import Testing
@testable import MermaidFlowchart

@Suite struct ShapeOutlineTests {
    @Test func diamondEndsMoveOntoTheOutline() {
        let outline = ShapeOutline.of(.diamond, width: 100, height: 100)
        // Coming straight down onto the top of the bounding box, at x = 20 off centre.
        let p = outline.clip(LayoutPoint(x: 20, y: -50), previous: LayoutPoint(x: 20, y: -100), center: LayoutPoint(x: 0, y: 0))
        #expect(abs(p.x - 20) < 1e-6)
        #expect(abs(p.y - -30) < 1e-6)  // |x| + |y| = 50 on the diamond
    }

    @Test func circleEndsMoveOntoTheCircle() {
        let outline = ShapeOutline.of(.circle, width: 60, height: 60)
        let p = outline.clip(LayoutPoint(x: 30, y: -30), previous: LayoutPoint(x: 60, y: -60), center: LayoutPoint(x: 0, y: 0))
        #expect(abs((p.x * p.x + p.y * p.y).squareRoot() - 30) < 1e-6)
    }

    @Test func boxesAreUnchanged() {
        let end = LayoutPoint(x: 3, y: -20)
        #expect(ShapeOutline.of(.rect, width: 40, height: 40).clip(end, previous: LayoutPoint(x: 3, y: -50), center: LayoutPoint(x: 0, y: 0)) == end)
    }
}
