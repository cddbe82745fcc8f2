/// ELK's `SIMPLE` node placement (`elk.nodePlacementStrategy: SIMPLE`): every rank packed left to
/// right at the least separation and centred on the others, without regard to the edges. The
/// cluster compactor then applies the hard constraints as for any placement.
enum SimpleNodePlacer {
    static func run(_ g: LayerGraph) -> [Double] {
        let separation = Separation(g)
        var x = [Double](filled: 0, count: g.nodeCount)
        for layer in g.layers {
            guard let first = layer.first, let last = layer.last else { continue }
            var cursor = 0.0
            for (i, v) in layer.enumerated() {
                if i > 0 { cursor += separation(layer[i - 1], v) }
                x[v] = cursor
            }
            let shift = -((x[first] - g.width[first] / 2) + (x[last] + g.width[last] / 2)) / 2
            for v in layer { x[v] += shift }
        }
        return x
    }
}
