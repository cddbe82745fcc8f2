/// Reserves room for self-loops after ordering: one zero-height (or label-high) node right of the
/// looping node in its rank, wide enough for the loop and its label, like dagre's self-edge nodes.
enum SelfLoopSpacer {
    /// How far a loop reaches beyond the gap next to its node.
    static let reach = 10.0
    /// Space between a loop and its label.
    static let labelGap = 4.0

    static func run(_ g: LayerGraph) {
        var loopsOf: [Int: [Int]] = [:]
        for (i, e) in g.routed.enumerated() where e.isSelfLoop { loopsOf[e.source, default: []].append(i) }
        guard !loopsOf.isEmpty else { return }
        for r in g.layers.indices {
            var layer: [Int] = []
            layer.reserveCapacity(g.layers[r].count)
            for v in g.layers[r] {
                layer.append(v)
                for i in loopsOf[v] ?? [] {
                    let e = g.routed[i]
                    let w = reach + (e.hasLabel ? labelGap + e.labelWidth : 0)
                    layer.append(g.addNode(kind: .selfLoop(i), width: w, height: e.labelHeight,
                                           cluster: g.cluster[v], rank: r))
                }
            }
            g.layers[r] = layer
        }
        g.updatePositions()
    }
}
