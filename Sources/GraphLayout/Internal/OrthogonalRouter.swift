/// Right-angle routes for `orthogonalRouting` (mermaid's `layout: elk`). Edges leave the bottom of
/// their source and enter the top of their target (layout space), at ports spread along the side
/// when a node has several edges there; each change of x happens on its own horizontal track in the
/// corridor between two ranks (outside any cluster box that starts or ends there), so parallel
/// segments do not lie on top of each other.
struct OrthogonalRouter {
    let graph: LayerGraph

    private struct Bend {
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
        var trackY = [Double](repeating: 0, count: allBends.count)
        let corridors = g.corridors()
        for gap in byGap.keys.sorted() {
            guard let members = byGap[gap] else { continue }
            let (top, bottom) = gap > 0 && gap < corridors.count ? corridors[gap] : (0, 0)
            let sorted = Self.trackOrder(members.sorted {
                let a = allBends[$0], b = allBends[$1]
                let ka = min(a.from, a.to), kb = min(b.from, b.to)
                return ka != kb ? ka < kb : $0 < $1
            }, bends: allBends)
            for (k, m) in sorted.enumerated() {
                trackY[m] = top + (bottom - top) * Double(k + 1) / Double(sorted.count + 1)
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
    /// possible: starting from left-to-right order, neighbours swap while that removes crossings
    /// (each swap only changes its own pair, so the total falls strictly and the loop ends).
    private static func trackOrder(_ order: [Int], bends: [Bend]) -> [Int] {
        guard order.count > 1 else { return order }
        var order = order
        for _ in 0..<order.count {
            var swapped = false
            for k in 0..<(order.count - 1) {
                let a = bends[order[k]], b = bends[order[k + 1]]
                if crossings(above: b, below: a) < crossings(above: a, below: b) {
                    order.swapAt(k, k + 1)
                    swapped = true
                }
            }
            if !swapped { break }
        }
        return order
    }

    /// Crossings between two bends of one corridor when `upper` takes the higher track: the lower
    /// one's incoming vertical run crosses the upper track, the upper one's outgoing run crosses the
    /// lower track.
    private static func crossings(above upper: Bend, below lower: Bend) -> Int {
        func inside(_ x: Double, _ b: Bend) -> Bool {
            let lo = min(b.from, b.to), hi = max(b.from, b.to)
            return x > lo + 0.01 && x < hi - 0.01
        }
        return (inside(lower.from, upper) ? 1 : 0) + (inside(upper.to, lower) ? 1 : 0)
    }

    /// Where each edge leaves its source and enters its target: straight down when it can, spread
    /// evenly along the side (ordered by where the edges go) when several edges share that side.
    private func portPositions() -> (out: [Double], in: [Double]) {
        let g = graph
        var outs = [Double](repeating: 0, count: g.routed.count), ins = outs
        var leaving: [Int: [(Double, Int)]] = [:], entering: [Int: [(Double, Int)]] = [:]
        for (i, e) in g.routed.enumerated() where !e.isSelfLoop {
            let next = e.chain.first.map { g.x[$0] } ?? g.x[e.target]
            let previous = e.chain.last.map { g.x[$0] } ?? g.x[e.source]
            leaving[e.source, default: []].append((next, i))
            entering[e.target, default: []].append((previous, i))
        }
        func spread(_ groups: [Int: [(Double, Int)]], into ports: inout [Double]) {
            for (v, list) in groups {
                let left = g.x[v] - g.width[v] / 2, width = g.width[v]
                let inset = min(8, width / 2)
                if list.count == 1 {
                    ports[list[0].1] = min(max(list[0].0, left + inset), left + width - inset)
                    continue
                }
                let sorted = list.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
                for (k, item) in sorted.enumerated() {
                    ports[item.1] = left + width * Double(k + 1) / Double(sorted.count + 1)
                }
            }
        }
        spread(leaving, into: &outs)
        spread(entering, into: &ins)
        return (outs, ins)
    }
}
