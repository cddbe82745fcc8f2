/// Right-angle routes for `orthogonalRouting` (mermaid's `layout: elk`). Edges leave the bottom of
/// their source and enter the top of their target (layout space), at ports spread along the side
/// when a node has several edges there; each change of x happens on its own horizontal track in the
/// corridor between two ranks (outside any cluster box that starts or ends there), so parallel
/// segments do not lie on top of each other.
struct OrthogonalRouter {
    let graph: LayerGraph
    /// `elk.mergeEdges`: the edges of one node side share one port (the side's middle), and bends
    /// that start at one x in one corridor share one track, so they are drawn as one line that splits.
    var mergesEdges = false

    struct Bend {
        var edge: Int
        var gap: Int
        var from: Double
        var to: Double
    }

    private struct Plan {
        var startX: Double
        var endX: Double
        var bends: [Bend]
    }

    func run() -> [[LayoutPoint]] {
        let g = graph
        let ports = portPositions()
        var plans: [Plan?] = []
        var byGap: [Int: [Int]] = [:]  // gap rank → indices into allBends
        var allBends: [Bend] = []
        for (i, e) in g.routed.enumerated() {
            guard !e.isSelfLoop else { plans.append(nil); continue }
            var x = ports.out[i]
            var bends: [Bend] = []
            for d in e.chain where abs(g.x[d] - x) > 0.01 {
                bends.append(Bend(edge: i, gap: g.rank[d], from: x, to: g.x[d]))
                x = g.x[d]
            }
            if abs(ports.in[i] - x) > 0.01 { bends.append(Bend(edge: i, gap: g.rank[e.target], from: x, to: ports.in[i])) }
            for b in bends {
                byGap[b.gap, default: []].append(allBends.count)
                allBends.append(b)
            }
            plans.append(Plan(startX: ports.out[i], endX: ports.in[i], bends: bends))
        }
        // One track per bend, spread over the free corridor of its gap, left-most segments first.
        var trackY = [Double](filled: 0, count: allBends.count)
        let corridors = g.corridors()
        for gap in byGap.keys.sorted() {
            guard let members = byGap[gap] else { continue }
            let (top, bottom) = gap > 0 && gap < corridors.count ? corridors[gap] : (0, 0)
            let sorted = Self.trackOrder(members.sorted {
                let a = allBends[$0], b = allBends[$1]
                let ka = min(a.from, a.to), kb = min(b.from, b.to)
                return ka != kb ? ka < kb : $0 < $1
            }, bends: allBends)
            let (slot, slots) = trackSlots(sorted, bends: allBends)
            for (k, m) in sorted.enumerated() {
                trackY[m] = top + (bottom - top) * Double(slot[k] + 1) / Double(slots + 1)
            }
        }
        var result: [[LayoutPoint]] = []
        var bendIndex = 0
        for (i, plan) in plans.enumerated() {
            guard let plan else { result.append([]); continue }
            let e = g.routed[i]
            var points = [LayoutPoint(x: plan.startX, y: g.y[e.source] + g.height[e.source] / 2)]
            for b in plan.bends {
                let y = trackY[bendIndex]
                bendIndex += 1
                points.append(LayoutPoint(x: b.from, y: y))
                points.append(LayoutPoint(x: b.to, y: y))
            }
            points.append(LayoutPoint(x: plan.endX, y: g.y[e.target] - g.height[e.target] / 2))
            result.append(RouteCorners.tighten(points))
        }
        return result
    }

    /// Orders the horizontal tracks of one corridor so that as few vertical runs cross them as
    /// possible, by sifting: starting from left-to-right order, each track in turn moves to the place
    /// where it crosses least. Moving past a neighbour changes only that pair's crossings, so the gain
    /// of a move is the sum over the tracks it passes, and a track can pass others that it does not
    /// cross either way (adjacent swaps alone stop there). Every move removes crossings, so the loop
    /// ends; rounds are capped all the same, as each costs O(n²), and so is the corridor size.
    static func trackOrder(_ order: [Int], bends: [Bend]) -> [Int] {
        guard order.count > 1, order.count <= Self.siftingLimit else { return order }
        var order = order
        for _ in 0..<Self.siftingRounds {
            var moved = false
            for item in order {
                guard let k = order.firstIndex(of: item) else { continue }
                let b = bends[item]
                var best = 0, bestAt = k, gain = 0
                for j in stride(from: k - 1, through: 0, by: -1) {
                    let o = bends[order[j]]
                    gain += crossings(above: b, below: o) - crossings(above: o, below: b)
                    if gain < best { best = gain; bestAt = j }
                }
                gain = 0
                for j in (k + 1)..<order.count {
                    let o = bends[order[j]]
                    gain += crossings(above: o, below: b) - crossings(above: b, below: o)
                    if gain < best { best = gain; bestAt = j }
                }
                if bestAt != k {
                    order.remove(at: k)
                    order.insert(item, at: bestAt)
                    moved = true
                }
            }
            if !moved { break }
        }
        return order
    }

    /// The track of each bend in `sorted` order and the number of tracks: one each, or with
    /// `mergesEdges` one per x the bends start from (in the order of their first bend).
    private func trackSlots(_ sorted: [Int], bends: [Bend]) -> ([Int], Int) {
        guard mergesEdges else { return (Array(sorted.indices), sorted.count) }
        var slotOf: [Int: Int] = [:]
        let slot = sorted.map { m -> Int in
            let key = Int((bends[m].from * 100).rounded())
            if let s = slotOf[key] { return s }
            slotOf[key] = slotOf.count
            return slotOf.count - 1
        }
        return (slot, slotOf.count)
    }

    /// How many times `trackOrder` sifts every track at most.
    private static let siftingRounds = 4
    /// Corridors with more bends than this keep left-to-right order (sifting is quadratic; diagrams
    /// people draw have a few dozen at most).
    static let siftingLimit = 400

    /// Crossings between two bends of one corridor when `upper` takes the higher track: the lower
    /// one's incoming vertical run crosses the upper track, the upper one's outgoing run crosses the
    /// lower track.
    static func crossings(above upper: Bend, below lower: Bend) -> Int {
        func inside(_ x: Double, _ b: Bend) -> Bool {
            let lo = min(b.from, b.to), hi = max(b.from, b.to)
            return x > lo + 0.01 && x < hi - 0.01
        }
        return (inside(lower.from, upper) ? 1 : 0) + (inside(upper.to, lower) ? 1 : 0)
    }

    /// Where each edge leaves its source and enters its target: straight toward the other end when
    /// it lies beside the side (so the edge needs no bend at all), else as close to it as the side
    /// allows, with ports in the order of where the edges go and at least `portGap` apart. Entering
    /// ports are placed after leaving ones and aim at the leaving port, so an edge whose ends face
    /// each other runs straight.
    private func portPositions() -> (out: [Double], in: [Double]) {
        let g = graph
        var outs = [Double](filled: 0, count: g.routed.count), ins = outs
        var leaving: [Int: [(Double, Int)]] = [:]
        for (i, e) in g.routed.enumerated() where !e.isSelfLoop {
            leaving[e.source, default: []].append((e.chain.first.map { g.x[$0] } ?? g.x[e.target], i))
        }
        place(leaving, into: &outs)
        var entering: [Int: [(Double, Int)]] = [:]
        for (i, e) in g.routed.enumerated() where !e.isSelfLoop {
            entering[e.target, default: []].append((e.chain.last.map { g.x[$0] } ?? outs[i], i))
        }
        place(entering, into: &ins)
        return (outs, ins)
    }

    /// Ports of one side of each node, as near their wanted x as order and spacing allow: placed left
    /// to right at the wanted x or just right of the previous port, then pushed back left from the
    /// right end where they ran past it. Of the gaps tried (widest first), the first that keeps the
    /// most ports exactly where they are wanted wins, so a port facing its other end is not pushed
    /// off it (into a jog) only to keep its neighbours a little further apart.
    private func place(_ groups: [Int: [(Double, Int)]], into ports: inout [Double]) {
        let g = graph
        for (v, list) in groups {
            // A shape narrower than its box at the side (a diamond) offers only its middle part.
            let width = g.width[v] * (v < g.portSpan.count ? g.portSpan[v] : 1), left = g.x[v] - width / 2
            let inset = min(8, width / 2)
            let lo = left + inset, hi = left + width - inset
            if mergesEdges {
                for item in list { ports[item.1] = g.x[v] }
                continue
            }
            let sorted = list.count == 1 ? list : list.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
            let widest = (hi - lo) / Double(max(sorted.count - 1, 1))
            var best: [Double] = [], bestExact = -1
            for gap in Self.portGaps {
                let xs = Self.pack(sorted.map(\.0), lo: lo, hi: hi, gap: min(gap, widest))
                let exact = zip(xs, sorted).filter { abs($0.0 - $0.1.0) < 0.01 }.count
                if exact > bestExact { best = xs; bestExact = exact }
                if exact == sorted.count || sorted.count == 1 { break }
            }
            for (k, item) in sorted.enumerated() { ports[item.1] = best[k] }
        }
    }

    /// Wanted positions (ascending) clamped to lo…hi and spread at least `gap` apart.
    private static func pack(_ wanted: [Double], lo: Double, hi: Double, gap: Double) -> [Double] {
        var xs = wanted.map { min(max($0, lo), hi) }
        for k in 1..<max(xs.count, 1) where xs[k] < xs[k - 1] + gap { xs[k] = xs[k - 1] + gap }
        if let last = xs.last, last > hi {
            xs[xs.count - 1] = hi
            for k in stride(from: xs.count - 2, through: 0, by: -1) where xs[k] > xs[k + 1] - gap { xs[k] = xs[k + 1] - gap }
        }
        return xs
    }

    /// Distances between two ports on one side of a node, tried widest first (each at most what the
    /// side allows for its number of ports).
    static let portGaps = [10.0, 8, 6, 4]
}
