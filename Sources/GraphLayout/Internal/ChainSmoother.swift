// Why: the coordinate phase can leave a long edge's dummies on two lines (the balanced alignments
// disagree, or the cluster compactor pushes some aside), so the edge jumps sideways between two
// dummies one rank step (half the rank spacing) apart: a kink where mermaid draws a smooth S. The
// same alignments can stand a leaf and its edge's dummies straight but away from the parent, where
// its rank had room, so its edge steps sideways right below the parent (mermaid's examples page).
// And an edge over two rank steps can have its one dummy left outside the span of its ends, so it
// goes out sideways and back (seed 003's "Contains" label beside "JSONRow", not above it).

/// Phase 5d: smooths the long edges the coordinate phase kinked. A chain whose neighbouring dummies
/// stand apart (a sideways jump between two rank steps) is relaxed: each dummy moves, a few rounds
/// over, toward the middle of its two neighbours on the edge, as far as its rank neighbours allow, so
/// the jump spreads into a slant along the edge. Chains drawn straight stay as they are. A single
/// dummy outside its ends' span moves between them (`pullBentMiddles`). Then a leaf hanging straight
/// below a point beside its parent is pulled, with its edge's dummies, toward standing under the
/// parent (`pullHangingLeaves`).
enum ChainSmoother {
    static let rounds = 16

    static func run(_ g: LayerGraph) {
        let separation = Separation(g)
        for e in g.routed where e.chain.count >= 2 {
            guard zip(e.chain, e.chain.dropFirst()).contains(where: { abs(g.x[$0] - g.x[$1]) > 1 }) else { continue }
            let points = [e.source] + e.chain + [e.target]
            for _ in 0..<rounds {
                for i in 1..<(points.count - 1) {
                    let v = points[i]
                    let (low, high) = room(of: v, in: g, separation: separation)
                    g.x[v] = min(max((g.x[points[i - 1]] + g.x[points[i + 1]]) / 2, low), high)
                }
            }
        }
        pullBentMiddles(g, separation: separation)
        pullHangingLeaves(g, separation: separation)
    }

    /// An edge over two rank steps (one dummy, often its label) whose dummy stands outside the span of
    /// its two ends, so the edge goes out sideways and back: the dummy moves toward the middle of its
    /// ends, as far as its rank neighbours allow. That happens when the cluster compactor pushes an
    /// end aside (a cluster's member kept right of a neighbouring cluster) and leaves the dummy where
    /// the positioner had the pair aligned: seed 003's "Contains" label stood beside "JSONRow",
    /// about 240 px left of the middle of its edge from "SwiftUI List".
    private static func pullBentMiddles(_ g: LayerGraph, separation: Separation) {
        for e in g.routed where e.chain.count == 1 && !e.isSelfLoop {
            let d = e.chain[0], a = g.x[e.source], b = g.x[e.target]
            guard g.x[d] < min(a, b) - 1 || g.x[d] > max(a, b) + 1 else { continue }
            let (low, high) = room(of: d, in: g, separation: separation)
            g.x[d] = min(max((a + b) / 2, low), high)
        }
    }

    /// A leaf outside every cluster that hangs, with the dummies of its one edge, straight below a
    /// point beside its parent (the balanced alignments put the block where its ranks had room) moves,
    /// block and all, toward standing under the parent, as far as every member's rank neighbours allow.
    /// The edge's sideways step below the parent gets shorter, or goes.
    private static func pullHangingLeaves(_ g: LayerGraph, separation: Separation) {
        let edges = EdgeCounts(g)
        for v in 0..<g.realCount where g.kind[v] == .real && g.cluster[v] < 0 && edges.outDegree[v] == 0 && edges.inDegree[v] == 1 {
            // The block: the leaf and the dummies straight above it, up to the first real node.
            var block = [v], top = edges.parent[v]
            while g.kind[top] == .dummy && edges.inDegree[top] == 1 && edges.outDegree[top] == 1 && abs(g.x[top] - g.x[v]) <= 1 {
                block.append(top)
                top = edges.parent[top]
            }
            guard g.kind[top] == .real, g.cluster[top] < 0, abs(g.x[top] - g.x[v]) > 1 else { continue }
            var low = -Double.infinity, high = Double.infinity
            for member in block {
                let (memberLow, memberHigh) = room(of: member, in: g, separation: separation)
                low = max(low, memberLow)
                high = min(high, memberHigh)
            }
            let x = min(max(g.x[top], low), high)
            for member in block { g.x[member] = x }
        }
    }

    /// Where `v` may stand: as close to its rank neighbours as their separation allows, and no
    /// further than where it stands when that is already closer.
    private static func room(of v: Int, in g: LayerGraph, separation: Separation) -> (Double, Double) {
        let layer = g.layers[g.rank[v]], p = g.position[v]
        var low = -Double.infinity, high = Double.infinity
        if p > 0 { low = g.x[layer[p - 1]] + separation(layer[p - 1], v) }
        if p + 1 < layer.count { high = g.x[layer[p + 1]] - separation(v, layer[p + 1]) }
        return (min(low, g.x[v]), max(high, g.x[v]))
    }
}
