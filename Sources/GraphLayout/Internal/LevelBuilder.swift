/// Turns a `LevelInput` into the internal `LayerGraph`: swaps sizes into top-to-bottom space,
/// works out cluster depths and paddings, and resolves edge endpoints (an edge to a cluster is laid out
/// to the cluster's first node and later cut at the cluster border, as mermaid does).
enum LevelBuilder {
    static let maxMinLength = 64

    static func build(_ input: LevelInput) -> LayerGraph {
        let g = LayerGraph()
        let swap = input.direction == .leftToRight || input.direction == .rightToLeft
        g.nodeSpacing = max(0, finite(input.nodeSpacing))
        g.rankSpacing = max(0, finite(input.rankSpacing))
        g.edgeSpacing = max(0, finite(input.edgeSpacing))

        let n = input.nodeWidth.count
        for i in 0..<n {
            let w = max(0, finite(input.nodeWidth[i])), h = max(0, finite(input.nodeHeight[i]))
            g.addNode(kind: .real, width: swap ? h : w, height: swap ? w : h, cluster: input.nodeCluster[i])
        }
        g.realCount = n
        g.portSpan = (0..<n).map { i in
            let span = i < input.nodePortSpan.count ? input.nodePortSpan[i] : 1
            return span.isFinite ? min(max(span, 0), 1) : 1
        }
        addClusters(input, to: g, swap: swap)

        let representative = representatives(g)
        for (index, edge) in input.edges.enumerated() {
            guard let s = resolve(edge.source, representative), let t = resolve(edge.target, representative) else { continue }
            var sourceCluster = -1, targetCluster = -1
            if case .cluster(let c) = edge.source { sourceCluster = c }
            if case .cluster(let c) = edge.target { targetCluster = c }
            let lw = max(0, finite(edge.labelWidth)), lh = max(0, finite(edge.labelHeight))
            g.routed.append(RoutedEdge(
                inputIndex: index, source: s, target: t,
                sourceCluster: sourceCluster, targetCluster: targetCluster,
                labelWidth: swap ? lh : lw, labelHeight: swap ? lw : lh,
                minLength: min(max(edge.minLength, 1), maxMinLength),
                weight: min(max(finite(edge.weight), 0), 1000)))
        }
        return g
    }

    private static func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }

    private static func addClusters(_ input: LevelInput, to g: LayerGraph, swap: Bool) {
        let k = input.clusterParent.count
        g.clusterParent = input.clusterParent
        g.clusterDepth = [Int](filled: -1, count: k)
        for c in 0..<k where g.clusterDepth[c] < 0 {
            var chain: [Int] = []
            var cur = c
            while cur >= 0 && g.clusterDepth[cur] < 0 && chain.count <= k {
                chain.append(cur)
                cur = g.clusterParent[cur]
            }
            var depth = cur >= 0 ? g.clusterDepth[cur] : -1
            for v in chain.reversed() {
                depth += 1
                g.clusterDepth[v] = depth
            }
        }
        for c in 0..<k {
            let pad = max(0, finite(input.clusterPadding[c]))
            let rankPad = c < input.clusterRankPadding.count ? max(0, finite(input.clusterRankPadding[c])) : pad
            let title = max(0, finite(input.clusterTitleHeight[c]))
            let titleWidth = max(0, finite(input.clusterTitleWidth[c])) + 2 * pad
            var top = rankPad, bottom = rankPad, left = pad
            var minWidth = 2 * pad, minHeight = 2 * rankPad
            switch input.direction {
            case .topToBottom: top += title; minWidth = max(minWidth, titleWidth)
            case .bottomToTop: bottom += title; minWidth = max(minWidth, titleWidth)
            case .leftToRight, .rightToLeft: left += title; minHeight = max(minHeight, titleWidth)
            }
            g.clusterPadTop.append(top)
            g.clusterPadBottom.append(bottom)
            g.clusterPadLeft.append(left)
            g.clusterPadRight.append(pad)
            g.clusterMinWidth.append(minWidth + (swap ? title : 0))
            g.clusterMinHeight.append(minHeight + (swap ? 0 : title))
        }
        g.clusterMinRank = [Int](filled: Int.max, count: k)
        g.clusterMaxRank = [Int](filled: Int.min, count: k)
    }

    /// First node (in input order) inside each cluster, or -1.
    private static func representatives(_ g: LayerGraph) -> [Int] {
        var rep = [Int](filled: -1, count: g.clusterCount)
        for v in 0..<g.realCount {
            var c = g.cluster[v]
            while c >= 0 && rep[c] < 0 {
                rep[c] = v
                c = g.clusterParent[c]
            }
        }
        return rep
    }

    private static func resolve(_ endpoint: LevelInput.Endpoint, _ rep: [Int]) -> Int? {
        switch endpoint {
        case .node(let v): return v
        case .cluster(let c): return rep[c] >= 0 ? rep[c] : nil
        }
    }
}
