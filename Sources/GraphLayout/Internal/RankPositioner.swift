/// Phase 5a: y coordinates. Each rank is as tall as its tallest node (labels included) and ranks are
/// half the rank spacing apart (ranks were doubled). Where clusters begin or end, the gap grows by their
/// padding and title, nested clusters stacking up, so cluster boxes never cut through other ranks.
enum RankPositioner {
    static func run(_ g: LayerGraph) {
        let rankCount = g.layers.count
        var rankHeight = [Double](filled: 0, count: rankCount)
        for (r, layer) in g.layers.enumerated() {
            for v in layer { rankHeight[r] = max(rankHeight[r], g.height[v]) }
        }
        let k = g.clusterCount
        let hasSpan = (0..<k).map { g.clusterMinRank[$0] <= g.clusterMaxRank[$0] }
        // Deepest clusters first, so children are done before their parents.
        let byDepth = (0..<k).filter { hasSpan[$0] }.sorted {
            g.clusterDepth[$0] != g.clusterDepth[$1] ? g.clusterDepth[$0] > g.clusterDepth[$1] : $0 < $1
        }
        var topDepth = [Double](filled: 0, count: k)
        var starting = [[Int]](filled: [], count: rankCount)
        var ending = [[Int]](filled: [], count: rankCount)
        for c in byDepth {
            topDepth[c] += g.clusterPadTop[c]
            let p = g.clusterParent[c]
            if p >= 0 && g.clusterMinRank[p] == g.clusterMinRank[c] { topDepth[p] = max(topDepth[p], topDepth[c]) }
            starting[g.clusterMinRank[c]].append(c)
            ending[g.clusterMaxRank[c]].append(c)
        }
        g.clusterTop = [Double](filled: 0, count: k)
        g.clusterBottom = [Double](filled: 0, count: k)
        var childBottom = [Double](filled: -.infinity, count: k)
        g.rankTop = [Double](filled: 0, count: rankCount)
        g.rankBottom = [Double](filled: 0, count: rankCount)
        var cursor = 0.0
        for r in 0..<rankCount {
            var stack = 0.0
            for c in starting[r] { stack = max(stack, topDepth[c]) }
            let top = cursor + stack
            for c in starting[r] { g.clusterTop[c] = top - topDepth[c] }
            let bottom = top + rankHeight[r]
            g.rankTop[r] = top
            g.rankBottom[r] = bottom
            for v in g.layers[r] { g.y[v] = top + rankHeight[r] / 2 }
            var lowest = bottom
            for c in ending[r] {  // innermost first
                var b = max(bottom, childBottom[c]) + g.clusterPadBottom[c]
                b = max(b, g.clusterTop[c] + g.clusterMinHeight[c])
                g.clusterBottom[c] = b
                let p = g.clusterParent[c]
                if p >= 0 { childBottom[p] = max(childBottom[p], b) }
                lowest = max(lowest, b)
            }
            cursor = lowest + g.rankSpacing / 2
        }
    }
}
