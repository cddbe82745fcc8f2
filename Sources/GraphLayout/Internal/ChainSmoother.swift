// Why: the coordinate phase can leave a long edge's dummies on two lines (the balanced alignments
// disagree, or the cluster compactor pushes some aside), so the edge jumps sideways between two
// dummies one rank step (half the rank spacing) apart: a kink where mermaid draws a smooth S.

/// Phase 5d: smooths the long edges the coordinate phase kinked. A chain whose neighbouring dummies
/// stand apart (a sideways jump between two rank steps) is relaxed: each dummy moves, a few rounds
/// over, toward the middle of its two neighbours on the edge, as far as its rank neighbours allow, so
/// the jump spreads into a slant along the edge. Chains drawn straight stay as they are.
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
