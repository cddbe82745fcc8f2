// Why: a detour's short jog beside a label used to be left to the smoothing curve, which swung a sixth
// of the long leg past the corner and through the label; corners the curve would cut must be tightened,
// and the piece of curve the check looks at must be where `basis` really draws.
import Testing
@testable import GraphLayout

/// `RouteCorners`: extra points at corners, and the path a `basis` curve takes.
@Suite struct RouteCornersTests {
    @Test func aNamedCornerWithAShortLegIsTightenedWithinHalfItsLeg() {
        let route = [LayoutPoint(x: 0, y: 0), LayoutPoint(x: 0, y: 40), LayoutPoint(x: 50, y: 40), LayoutPoint(x: 50, y: 45)]
        #expect(RouteCorners.tighten(route).count == route.count + 2)
        let tight = RouteCorners.tighten(route, alsoAt: [2])
        #expect(tight.count == route.count + 4)
        #expect(tight.contains(LayoutPoint(x: 50 - RouteCorners.cornerReach, y: 40)))
        #expect(tight.contains(LayoutPoint(x: 50, y: 42.5)))
        #expect(tight.first == route.first && tight.last == route.last)
    }

    @Test func basisPiecesRunThroughTheCurvesKnots() {
        let route = [LayoutPoint(x: 0, y: 0), LayoutPoint(x: 0, y: 60), LayoutPoint(x: 60, y: 60)]
        let first = RouteCorners.basisPiece(route, 0)
        #expect(first[0] == route[0])
        #expect(first[2] == LayoutPoint(x: 10, y: 50))
        let second = RouteCorners.basisPiece(route, 1)
        #expect(second[0] == first[2] && second[2] == route[2])
        // The middle of a piece is on the curve: compare with a sampled basis curve.
        let curve = BasisSampler.points(route, steps: 64)
        for piece in [first, second] {
            #expect(curve.contains { abs($0.x - piece[1].x) < 0.5 && abs($0.y - piece[1].y) < 0.5 })
        }
    }

    /// A left-to-right flowchart (one of 300 random ones) where an edge's detour ran a short jog beside
    /// another edge's label and its curve cut through the label.
    @Test func detouredCurvesStayOffOtherEdgesLabels() {
        var g = LayoutGraph(direction: .leftToRight)
        // Node and label sizes as the flowchart renderer measured them.
        let widths = [131.95, 131.29, 123.62, 127.46, 134.08, 123.62, 131.95, 140.38, 123.62, 127.46, 147.23, 150.55]
        g.nodes = widths.enumerated().map { LayoutNode(id: "N\($0.offset)", width: $0.element, height: 54) }
        let edges: [(Int, Int, Double)] = [(1, 9, 0), (1, 11, 0), (6, 10, 0), (0, 3, 0), (8, 10, 61.14), (1, 7, 0),
                                           (3, 11, 48.23), (1, 0, 52.05), (9, 11, 61.14), (1, 4, 0), (5, 7, 42.2),
                                           (8, 3, 0), (7, 9, 0), (6, 1, 0), (3, 5, 0)]
        g.edges = edges.enumerated().map { i, e in
            LayoutEdge(id: "e\(i)", source: "N\(e.0)", target: "N\(e.1)", labelWidth: e.2, labelHeight: e.2 > 0 ? 28 : 0)
        }
        #expect(Self.curvesThroughOtherLabels(g).isEmpty)
    }

    /// A top-down flowchart (one of 300 random ones) where no straight leg of any route met a label, so
    /// nothing was detoured, but the curve of `N1 → N9` cut the corner at a dummy's point and ran 6 units
    /// into `N1 → N7`'s label: corners the curve would cut are tightened on every route, detoured or not.
    @Test func undetouredCurvesStayOffOtherEdgesLabels() {
        var g = LayoutGraph(direction: .topToBottom)
        // Sizes, paddings and order as the flowchart renderer gives them.
        g.clusters = (0..<3).map { LayoutCluster(id: "S\($0)", titleWidth: 80.33, titleHeight: 4, padding: 35, rankPadding: 25) }
        let widths = [137.05, 122.13, 134.62, 128.05, 134.62, 131.95, 131.29, 122.13, 123.62, 128.05]
        let cluster = [0: "S0", 2: "S0", 5: "S1", 7: "S2", 9: "S2"]
        g.nodes = [2, 0, 5, 9, 7, 1, 3, 4, 6, 8].map { LayoutNode(id: "N\($0)", width: widths[$0], height: 54, cluster: cluster[$0]) }
        let edges: [(Int, Int, Double)] = [(4, 6, 0), (4, 5, 0), (8, 4, 55.38), (1, 7, 52.05), (1, 2, 57.82), (6, 8, 52.05),
                                           (0, 1, 0), (0, 7, 0), (6, 9, 0), (1, 9, 0), (2, 7, 42.2)]
        g.edges = edges.enumerated().map { i, e in
            LayoutEdge(id: "e\(i)", source: "N\(e.0)", target: "N\(e.1)", labelWidth: e.2, labelHeight: e.2 > 0 ? 28 : 0)
        }
        #expect(Self.curvesThroughOtherLabels(g).isEmpty)
    }

    /// Each edge whose sampled `basis` curve enters another edge's label (shrunk by a unit all round).
    static func curvesThroughOtherLabels(_ g: LayoutGraph) -> [String] {
        let r = LayeredLayout.layout(g)
        var hits: [String] = []
        for edge in g.edges {
            let curve = BasisSampler.points(r.edgePoints[edge.id] ?? [], steps: 16)
            for (other, box) in r.edgeLabels where other != edge.id {
                let inner = LayoutBox(x: box.x, y: box.y, width: box.width - 2, height: box.height - 2)
                if curve.contains(where: { inner.minX < $0.x && $0.x < inner.maxX && inner.minY < $0.y && $0.y < inner.maxY }) {
                    hits.append("\(edge.id) through \(other)")
                }
            }
        }
        return hits
    }
}

/// Points along the curve d3's `curveBasis` (mermaid's default) draws through `points`.
enum BasisSampler {
    static func points(_ p: [LayoutPoint], steps: Int) -> [LayoutPoint] {
        guard p.count > 2 else { return p }
        var out = [p[0]]
        var start = LayoutPoint(x: (5 * p[0].x + p[1].x) / 6, y: (5 * p[0].y + p[1].y) / 6)
        out += line(p[0], start, steps)
        func bezier(_ x0: LayoutPoint, _ x1: LayoutPoint, _ end: LayoutPoint) {
            let c1 = LayoutPoint(x: (2 * x0.x + x1.x) / 3, y: (2 * x0.y + x1.y) / 3)
            let c2 = LayoutPoint(x: (x0.x + 2 * x1.x) / 3, y: (x0.y + 2 * x1.y) / 3)
            for s in 1...steps {
                let t = Double(s) / Double(steps), u = 1 - t
                out.append(LayoutPoint(x: u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
                                       y: u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y))
            }
            start = end
        }
        for k in 2..<p.count {
            bezier(p[k - 2], p[k - 1], LayoutPoint(x: (p[k - 2].x + 4 * p[k - 1].x + p[k].x) / 6,
                                                   y: (p[k - 2].y + 4 * p[k - 1].y + p[k].y) / 6))
        }
        let n = p.count
        bezier(p[n - 2], p[n - 1], LayoutPoint(x: (p[n - 2].x + 5 * p[n - 1].x) / 6, y: (p[n - 2].y + 5 * p[n - 1].y) / 6))
        out += line(start, p[n - 1], steps)
        return out
    }

    static func line(_ a: LayoutPoint, _ b: LayoutPoint, _ steps: Int) -> [LayoutPoint] {
        (1...steps).map { s in
            let t = Double(s) / Double(steps)
            return LayoutPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
    }
}
