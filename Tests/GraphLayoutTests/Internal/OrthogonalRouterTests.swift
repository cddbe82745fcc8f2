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
}
