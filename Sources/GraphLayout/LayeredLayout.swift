/// Lays out a `LayoutGraph` in layers, in the style of dagre and Graphviz dot:
///
/// 1. cycle removal (depth-first; reversed edges are drawn in their real direction at the end),
/// 2. ranking by network simplex (minLength and weight honoured; ranks are doubled so every edge has
///    a middle rank for its label), within a work budget so 10,000-node graphs finish quickly,
/// 3. normalisation: long edges become chains of dummy nodes, label dummies as big as the label,
/// 4. ordering: barycenter sweeps with transposition, clusters kept contiguous, best order kept,
/// 5. coordinates: y by rank (tallest node, cluster padding and titles), x by Brandes–Köpf, then a
///    constraint pass that makes every cluster one box and guarantees no overlap,
/// 6. routing: polylines through the dummies clipped to node borders, self-loops, orthogonal option;
///    a segment that would cut through a foreign node, label or cluster is detoured down through its
///    rank and across the free corridor between ranks (`ObstacleDetour`),
/// 7. the direction (BT, LR, RL) is applied once, at the end, by flipping/swapping axes.
///
/// **Clusters.** A cluster is a compound node: its members stay contiguous on every rank, between a
/// left and a right border node per rank (as in dagre), and its box holds its members plus padding,
/// with room for the title on the side that ends up on top; clusters also pull their members onto
/// few ranks (like dagre's nesting graph). Some clusters are instead laid out on their own, in their
/// own direction, and placed as one big node (`LayoutGraph.clusterDirections`; by default mermaid 11's
/// rule: a cluster with a `direction`, or one that no edge crosses, flipped TB↔LR). Edges from outside
/// to a node inside such a block end on the block's border. An empty cluster becomes a node the size
/// of its title. An edge to a cluster is laid out to the cluster's first node and cut where it meets
/// the cluster box.
///
/// **Orthogonal routing** (`layout: elk` in mermaid) uses the same layered engine with right-angle
/// polylines that bend in the corridors between ranks, ports spread along node sides, and the
/// horizontal runs of a corridor stacked to cross as few vertical runs as possible; extra points at
/// each corner keep smoothing curves close to the route.
///
/// The result is deterministic: only input order breaks ties.
package enum LayeredLayout {
    /// Blocks (clusters with their own direction) nest at most this deep; deeper ones join their parent.
    static let maxBlockDepth = 16

    package static func layout(_ graph: LayoutGraph) -> LayoutResult {
        layout(graph, blockDepth: 0)
    }

    private enum LevelNode {
        case node(Int)
        case block(Int)
    }

    static func layout(_ graph: LayoutGraph, blockDepth: Int) -> LayoutResult {
        let tree = ClusterTree(graph)
        let blockDirection = tree.blocks(graph, allowDirection: blockDepth < maxBlockDepth)
        let blockOf = tree.outermostBlock(blockDirection)
        let nodeBlock = tree.nodeCluster.map { $0 >= 0 ? blockOf[$0] : -1 }

        // Level nodes: plain nodes, and each outermost block where its first node was.
        var levelNodes: [LevelNode] = []
        var blockSlot = [Int](filled: -1, count: graph.clusters.count)
        var nodeSlot = [Int](filled: -1, count: graph.nodes.count)
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
        var levelCluster = [Int](filled: -1, count: graph.clusters.count)
        var levelClusters: [Int] = []
        for c in graph.clusters.indices where tree.isPrimaryCluster[c] && blockOf[c] < 0 {
            levelCluster[c] = levelClusters.count
            levelClusters.append(c)
        }

        // Group what belongs inside each block in one pass (many blocks must not mean many scans).
        func endpointBlock(_ id: String) -> Int {
            if let v = tree.nodeIndex[id] { return nodeBlock[v] }
            if let c = tree.clusterIndex[id] { return blockOf[c] == c ? -1 : blockOf[c] }
            return -1
        }
        var members = [Int: BlockMembers]()
        for v in graph.nodes.indices where tree.isPrimaryNode[v] && nodeBlock[v] >= 0 { members[nodeBlock[v], default: BlockMembers()].nodes.append(v) }
        for c in graph.clusters.indices where tree.isPrimaryCluster[c] && blockOf[c] >= 0 && blockOf[c] != c {
            members[blockOf[c], default: BlockMembers()].clusters.append(c)
        }
        var internalEdge = [Bool](filled: false, count: graph.edges.count)
        for (i, edge) in graph.edges.enumerated() {
            let b = endpointBlock(edge.source)
            if b >= 0 && b == endpointBlock(edge.target) {
                members[b, default: BlockMembers()].edges.append(i)
                internalEdge[i] = true
            }
        }

        // Lay out the blocks first; they become plain nodes of this level.
        var sub = [Int: LayoutResult]()
        for case .block(let b) in levelNodes {
            sub[b] = blockDepth < maxBlockDepth
                ? layout(blockGraph(graph, tree: tree, block: b, direction: blockDirection[b] ?? graph.direction,
                                    members: members[b] ?? BlockMembers()), blockDepth: blockDepth + 1)
                : LayoutResult()
        }

        var input = LevelInput(direction: graph.direction)
        input.nodeSpacing = graph.nodeSpacing
        input.rankSpacing = graph.rankSpacing
        input.edgeSpacing = graph.edgeSpacing
        input.orthogonal = graph.orthogonalRouting
        input.elk = graph.orthogonalRouting ? graph.elk : ElkSettings()
        for item in levelNodes {
            switch item {
            case .node(let v):
                input.nodeWidth.append(graph.nodes[v].width)
                input.nodeHeight.append(graph.nodes[v].height)
                input.nodePortSpan.append(graph.nodes[v].portSpan)
                input.nodeCluster.append(tree.nodeCluster[v] >= 0 ? levelCluster[tree.nodeCluster[v]] : -1)
            case .block(let b):
                let size = blockSize(graph.clusters[b], content: sub[b] ?? LayoutResult())
                input.nodeWidth.append(size.width)
                input.nodeHeight.append(size.height)
                input.nodePortSpan.append(1)
                input.nodeCluster.append(tree.parent[b] >= 0 ? levelCluster[tree.parent[b]] : -1)
            }
        }
        for c in levelClusters {
            let cluster = graph.clusters[c]
            input.clusterParent.append(tree.parent[c] >= 0 ? levelCluster[tree.parent[c]] : -1)
            input.clusterPadding.append(cluster.padding)
            input.clusterRankPadding.append(cluster.rankPadding ?? cluster.padding)
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
        for (i, edge) in graph.edges.enumerated() where !internalEdge[i] {  // inner edges were laid out in their block
            guard let s = endpoint(edge.source), let t = endpoint(edge.target) else { continue }
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

    /// What lies inside one block (indices into the graph's arrays, in input order).
    private struct BlockMembers {
        var nodes: [Int] = []
        var clusters: [Int] = []
        var edges: [Int] = []
    }

    /// A block's own graph: its nodes, nested clusters and inner edges, in the block's direction.
    private static func blockGraph(_ graph: LayoutGraph, tree: ClusterTree, block b: Int, direction: LayoutDirection,
                                   members: BlockMembers) -> LayoutGraph {
        var g = LayoutGraph(direction: direction, nodeSpacing: graph.nodeSpacing,
                            rankSpacing: graph.rankSpacing, edgeSpacing: graph.edgeSpacing,
                            orthogonalRouting: graph.orthogonalRouting, clusterDirections: graph.clusterDirections)
        g.elk = graph.elk
        g.nodes = members.nodes.map { v in
            var node = graph.nodes[v]
            node.cluster = tree.nodeCluster[v] == b ? nil : node.cluster
            return node
        }
        g.clusters = members.clusters.map { c in
            var cluster = graph.clusters[c]
            cluster.parent = tree.parent[c] == b || tree.parent[c] < 0 ? nil : graph.clusters[tree.parent[c]].id
            return cluster
        }
        g.edges = members.edges.map { graph.edges[$0] }
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
