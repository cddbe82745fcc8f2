import TestRandom
import Testing
@testable import GraphLayout

@Suite struct OrthogonalRouterTests {
    typealias Bend = OrthogonalRouter.Bend

    static func crossings(_ order: [Int], _ bends: [Bend]) -> Int {
        var total = 0
        for i in order.indices {
            for j in order.indices where j > i { total += OrthogonalRouter.crossings(above: bends[order[i]], below: bends[order[j]]) }
        }
        return total
    }

    @Test func tracksPassBendsTheyDoNotCrossToReachOnesTheyDo() {
        // 002_…_5 (left to right): four edges come down from their labels to ports packed close
        // together (each starts later and ends lower than the one before), a fifth comes from just
        // above the last port. The four must go in reverse order; the fifth must pass all of them
        // (crossing none of the first three either way) to get above the fourth, which swaps of
        // neighbours alone never do.
        let bends = [Bend(edge: 0, gap: 2, from: -830, to: -609), Bend(edge: 1, gap: 2, from: -770, to: -599.5),
                     Bend(edge: 2, gap: 2, from: -710, to: -590), Bend(edge: 3, gap: 2, from: -650, to: -580.5),
                     Bend(edge: 4, gap: 2, from: -590, to: -571)]
        let order = OrthogonalRouter.trackOrder(Array(0..<5), bends: bends)
        #expect(Set(order) == Set(0..<5))
        #expect(Self.crossings(order, bends) == 0, "order \(order)")
    }

    @Test func trackOrderNeverCrossesMoreThanLeftToRight() {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<200 {
            let n = Int.random(in: 2...9, using: &rng)
            let bends = (0..<n).map { i in
                Bend(edge: i, gap: 1, from: Double(Int.random(in: 0...40, using: &rng)), to: Double(Int.random(in: 0...40, using: &rng)))
            }
            let start = Array(0..<n)
            let order = OrthogonalRouter.trackOrder(start, bends: bends)
            #expect(order.sorted() == start)
            #expect(Self.crossings(order, bends) <= Self.crossings(start, bends))
        }
    }

    /// Seed 001's third diagram: a decision (diamond) above a long chain, with a labelled edge to a
    /// node beside the chain. Its port used to sit 8 units inside the box's corner, where the diamond's
    /// outline is a point, so the edge left from the corner. With `portSpan` 0.5 every port lies in
    /// the middle half of the side.
    @Test func portsStayInTheNodesPortSpan() throws {
        func graph(span: Double) -> LayoutGraph {
            let nodes = [LayoutNode(id: "a", width: 240, height: 54), LayoutNode(id: "b", width: 232, height: 232, portSpan: span),
                         LayoutNode(id: "c", width: 208, height: 54), LayoutNode(id: "d", width: 278, height: 78),
                         LayoutNode(id: "e", width: 194, height: 194), LayoutNode(id: "f", width: 258, height: 78)]
            let edges = [LayoutEdge(id: "ab", source: "a", target: "b"),
                         LayoutEdge(id: "bc", source: "b", target: "c", labelWidth: 70, labelHeight: 28),
                         LayoutEdge(id: "bd", source: "b", target: "d", labelWidth: 92, labelHeight: 28),
                         LayoutEdge(id: "ce", source: "c", target: "e"), LayoutEdge(id: "ef", source: "e", target: "f")]
            return LayoutGraph(nodes: nodes, edges: edges, orthogonalRouting: true)
        }
        let boxed = LayeredLayout.layout(graph(span: 1)), narrow = LayeredLayout.layout(graph(span: 0.5))
        let b = try #require(narrow.nodes["b"]), wide = try #require(boxed.nodes["b"])
        let start = try #require(narrow.edgePoints["bd"]?.first), boxedStart = try #require(boxed.edgePoints["bd"]?.first)
        // The side allows the whole box width: the port goes as far toward d as it may, near the corner.
        #expect(abs(boxedStart.x - wide.x) > wide.width / 4 + 20, "\(boxedStart) \(wide)")
        // Half the side: the port stays in the middle half, still on d's side.
        #expect(abs(start.x - b.x) <= b.width / 4 + 0.01, "\(start) \(b)")
        #expect(start.x > b.x + 20)
    }
}
