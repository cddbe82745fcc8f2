/// Lays out a `LayoutGraph` in layers, in the style of dagre and Graphviz dot:
///
/// 1. cycle removal (depth-first; reversed edges are drawn in their real direction at the end),
/// 2. ranking by network simplex (minLength and weight honoured; ranks are doubled so every edge has
///    a middle rank for its label), within a work budget so 10,000-node graphs finish quickly,
/// 3. normalisation: long edges become chains of dummy nodes, label dummies as big as the label,
/// 4. ordering: barycenter sweeps with transposition, clusters kept contiguous, best order kept,
/// 5. coordinates: y by rank (tallest node, cluster padding and titles), x by Brandes–Köpf, then a
///    constraint pass that makes every cluster one box and guarantees no overlap,
/// 6. routing: polylines through the dummies clipped to node borders, self-loops, orthogonal option,
/// 7. the direction (BT, LR, RL) is applied once, at the end, by flipping/swapping axes.
///
/// **Clusters.** A cluster is a compound node: its members stay contiguous on every rank, between a
/// left and a right border node per rank (as in dagre), and its box holds its members plus padding,
/// with room for the title on the side that ends up on top. A cluster whose `direction` differs from
/// its surroundings and that no edge crosses (edges to the cluster itself are fine) is laid out on its
/// own, in its direction, and placed as one big node, which is what mermaid does for such subgraphs.
/// An empty cluster becomes a node the size of its title. An edge to a cluster is laid out to the
/// cluster's first node and cut where it meets the cluster box.
///
/// **Orthogonal routing** (`layout: elk` in mermaid) uses the same layered engine with right-angle
/// polylines that bend halfway between ranks; unlike ELK it does not route around obstacles or
/// distribute ports along node sides.
///
/// The result is deterministic: only input order breaks ties.
public enum LayeredLayout {
    /// Blocks (clusters with their own direction) nest at most this deep; deeper ones join their parent.
    static let maxBlockDepth = 16

    public static func layout(_ graph: LayoutGraph) -> LayoutResult {
        layout(graph, blockDepth: 0)
    }

    private enum LevelNode {
        case node(Int)
        case block(Int)
    }

    static func layout(_ graph: LayoutGraph, blockDepth: Int) -> LayoutResult {
        let tree = ClusterTree(graph)
        let isBlock = tree.blocks(graph, allowDirection: blockDepth < maxBlockDepth)
        let blockOf = tree.outermostBlock(isBlock)
        let nodeBlock = tree.nodeCluster.map { $0 >= 0 ? blockOf[$0] : -1 }

        // Level nodes: plain nodes, and each outermost block where its first node was.
        var levelNodes: [LevelNode] = []
        var blockSlot = [Int](repeating: -1, count: graph.clusters.count)
        var nodeSlot = [Int](repeating: -1, count: graph.nodes.count)
        for v in graph.nodes.indices where tree.isPrimaryNode[v] {
            let b = nodeBlock[v]
            if b < 0 {
                nodeSlot[v] = levelNodes.count
                levelNodes.append(.node(v))
            } else if blockSlot[b] < 0 {
                blockSlot[b] = levelNodes.count
                levelNodes.append(.block(b))
            }
        }
        for c in graph.clusters.indices where blockOf[c] == c && blockSlot[c] < 0 {
            blockSlot[c] = levelNodes.count
            levelNodes.append(.block(c))
        }
        var levelCluster = [Int](repeating: -1, count: graph.clusters.count)
        var levelClusters: [Int] = []
        for c in graph.clusters.indices where tree.isPrimaryCluster[c] && blockOf[c] < 0 {
            levelCluster[c] = levelClusters.count
            levelClusters.append(c)
        }

        // Lay out the blocks first; they become plain nodes of this level.
        var sub = [Int: LayoutResult]()
        for case .block(let b) in levelNodes {
            sub[b] = blockDepth < maxBlockDepth
                ? layout(blockGraph(graph, tree: tree, block: b, blockOf: blockOf, nodeBlock: nodeBlock), blockDepth: blockDepth + 1)
                : LayoutResult()
        }

        var input = LevelInput(direction: graph.direction)
        input.nodeSpacing = graph.nodeSpacing
        input.rankSpacing = graph.rankSpacing
        input.edgeSpacing = graph.edgeSpacing
        input.orthogonal = graph.orthogonalRouting
        for item in levelNodes {
            switch item {
            case .node(let v):
                input.nodeWidth.append(graph.nodes[v].width)
                input.nodeHeight.append(graph.nodes[v].height)
                input.nodeCluster.append(tree.nodeCluster[v] >= 0 ? levelCluster[tree.nodeCluster[v]] : -1)
            case .block(let b):
                let size = blockSize(graph.clusters[b], content: sub[b] ?? LayoutResult())
                input.nodeWidth.append(size.width)
                input.nodeHeight.append(size.height)
                input.nodeCluster.append(tree.parent[b] >= 0 ? levelCluster[tree.parent[b]] : -1)
            }
        }
        for c in levelClusters {
            let cluster = graph.clusters[c]
            input.clusterParent.append(tree.parent[c] >= 0 ? levelCluster[tree.parent[c]] : -1)
            input.clusterPadding.append(cluster.padding)
            input.clusterTitleWidth.append(cluster.titleWidth)
            input.clusterTitleHeight.append(cluster.titleHeight)
        }
        var levelEdgeOwner: [Int] = []
        func endpoint(_ id: String) -> (LevelInput.Endpoint, block: Int)? {
            if let v = tree.nodeIndex[id] {
                let b = nodeBlock[v]
                return b >= 0 ? (.node(blockSlot[b]), b) : (.node(nodeSlot[v]), -1)
            }
            if let c = tree.clusterIndex[id] {
                let b = blockOf[c]
                if b == c { return (.node(blockSlot[b]), -1) }
                return b >= 0 ? (.node(blockSlot[b]), b) : (.cluster(levelCluster[c]), -1)
            }
            return nil
        }
        for (i, edge) in graph.edges.enumerated() {
            guard let s = endpoint(edge.source), let t = endpoint(edge.target) else { continue }
            if s.block >= 0 && s.block == t.block { continue }  // inside one block: laid out there
            input.edges.append(LevelInput.Edge(inputIndex: i, source: s.0, target: t.0, labelWidth: edge.labelWidth,
                                               labelHeight: edge.labelHeight, minLength: edge.minLength, weight: edge.weight))
            levelEdgeOwner.append(i)
        }

        let out = LevelPipeline.run(input)
        var result = LayoutResult(width: out.width, height: out.height)
        for (slot, item) in levelNodes.enumerated() {
            let box = out.nodes[slot]
            switch item {
            case .node(let v):
                result.nodes[graph.nodes[v].id] = box
            case .block(let b):
                let cluster = graph.clusters[b]
                result.clusters[cluster.id] = box
                guard let content = sub[b] else { continue }
                let pad = max(0, cluster.padding.isFinite ? cluster.padding : 0)
                let title = max(0, cluster.titleHeight.isFinite ? cluster.titleHeight : 0)
                place(content, at: LayoutPoint(x: box.minX + (box.width - content.width) / 2, y: box.minY + pad + title), into: &result)
            }
        }
        for (i, c) in levelClusters.enumerated() {
            if let box = out.clusters[i] { result.clusters[graph.clusters[c].id] = box }
        }
        for (i, owner) in levelEdgeOwner.enumerated() {
            let id = graph.edges[owner].id
            if out.edgePoints[i].count >= 2 { result.edgePoints[id] = out.edgePoints[i] }
            if let label = out.edgeLabels[i] { result.edgeLabels[id] = label }
        }
        return result
    }

    /// A block's own graph: its nodes, nested clusters and inner edges, in the block's direction.
    private static func blockGraph(_ graph: LayoutGraph, tree: ClusterTree, block b: Int, blockOf: [Int], nodeBlock: [Int]) -> LayoutGraph {
        var g = LayoutGraph(direction: graph.clusters[b].direction ?? graph.direction, nodeSpacing: graph.nodeSpacing,
                            rankSpacing: graph.rankSpacing, edgeSpacing: graph.edgeSpacing,
                            orthogonalRouting: graph.orthogonalRouting)
        let id = graph.clusters[b].id
        for v in graph.nodes.indices where tree.isPrimaryNode[v] && nodeBlock[v] == b {
            var node = graph.nodes[v]
            if tree.nodeCluster[v] == b { node.cluster = nil }
            g.nodes.append(node)
        }
        for c in graph.clusters.indices where tree.isPrimaryCluster[c] && blockOf[c] == b && c != b {
            var cluster = graph.clusters[c]
            cluster.parent = tree.parent[c] == b ? nil : graph.clusters[tree.parent[c]].id
            g.clusters.append(cluster)
        }
        func inside(_ endpoint: String) -> Bool {
            if let v = tree.nodeIndex[endpoint] { return nodeBlock[v] == b }
            if let c = tree.clusterIndex[endpoint] { return c != b && blockOf[c] == b }
            return false
        }
        g.edges = graph.edges.filter { inside($0.source) && inside($0.target) && $0.source != id }
        return g
    }

    private static func blockSize(_ cluster: LayoutCluster, content: LayoutResult) -> (width: Double, height: Double) {
        func clean(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
        let pad = clean(cluster.padding)
        return (max(content.width + 2 * pad, clean(cluster.titleWidth) + 2 * pad),
                content.height + 2 * pad + clean(cluster.titleHeight))
    }

    private static func place(_ content: LayoutResult, at origin: LayoutPoint, into result: inout LayoutResult) {
        func moved(_ b: LayoutBox) -> LayoutBox { LayoutBox(x: b.x + origin.x, y: b.y + origin.y, width: b.width, height: b.height) }
        for (id, b) in content.nodes { result.nodes[id] = moved(b) }
        for (id, b) in content.clusters { result.clusters[id] = moved(b) }
        for (id, b) in content.edgeLabels { result.edgeLabels[id] = moved(b) }
        for (id, points) in content.edgePoints {
            result.edgePoints[id] = points.map { LayoutPoint(x: $0.x + origin.x, y: $0.y + origin.y) }
        }
    }
}
