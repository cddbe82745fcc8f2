import Testing
@testable import GraphLayout

@Suite struct LayoutGeometryTests {
    let box = LayoutBox(x: 100, y: 100, width: 80, height: 40)

    @Test func rectangleClip() {
        #expect(LayoutGeometry.borderPoint(of: box, toward: LayoutPoint(x: 100, y: 300)) == LayoutPoint(x: 100, y: 120))
        #expect(LayoutGeometry.borderPoint(of: box, toward: LayoutPoint(x: 300, y: 100)) == LayoutPoint(x: 140, y: 100))
        let corner = LayoutGeometry.borderPoint(of: box, toward: LayoutPoint(x: 200, y: 150))
        #expect(abs(corner.x - 140) < 1e-9 && abs(corner.y - 120) < 1e-9)
    }

    @Test func diamondAndEllipseClips() {
        let d = LayoutGeometry.borderPoint(of: box, shape: .diamond, toward: LayoutPoint(x: 200, y: 150))
        #expect(abs((d.x - 100) / 40 + (d.y - 100) / 20 - 1) < 1e-9)
        let e = LayoutGeometry.borderPoint(of: box, shape: .ellipse, toward: LayoutPoint(x: 130, y: 190))
        let r = (e.x - 100) * (e.x - 100) / 1600 + (e.y - 100) * (e.y - 100) / 400
        #expect(abs(r - 1) < 1e-9)
    }

    @Test func polygonClip() {
        let hexagon = [(-40.0, 0.0), (-20, -20), (20, -20), (40, 0), (20, 20), (-20, 20)].map { LayoutPoint(x: $0.0, y: $0.1) }
        let p = LayoutGeometry.borderPoint(of: box, shape: .polygon(hexagon), toward: LayoutPoint(x: 500, y: 100))
        #expect(abs(p.x - 140) < 1e-9 && abs(p.y - 100) < 1e-9)
    }

    @Test func clipMovesOnlyTheEnds() {
        let target = LayoutBox(x: 100, y: 300, width: 40, height: 40)
        let points = [LayoutPoint(x: 100, y: 120), LayoutPoint(x: 100, y: 200), LayoutPoint(x: 100, y: 280)]
        let clipped = LayoutGeometry.clip(points, source: box, sourceShape: .diamond, target: target, targetShape: .ellipse)
        #expect(clipped[1] == points[1])
        #expect(abs(clipped[0].y - 120) < 1e-9 && abs(clipped[2].y - 280) < 1e-9)
    }

    @Test func cutStopsAtTheBoxBorder() {
        let points = [LayoutPoint(x: 100, y: 0), LayoutPoint(x: 100, y: 100), LayoutPoint(x: 100, y: 200)]
        let cut = LayoutGeometry.cut(points, at: box, atEnd: true)
        #expect(cut.count == 2 && abs(cut[1].y - 80) < 1e-6)
    }
}
