/// The sanitised cluster hierarchy of one `LayoutGraph`, and which clusters are laid out on their own
/// as blocks. Never trusts its input: unknown or self parents become roots, parent cycles are cut,
/// nesting deeper than `maxDepth` is flattened (so nothing recurses without bound).
struct ClusterTree {
    static let maxDepth = 48

    let nodeIndex: [String: Int]
    let clusterIndex: [String: Int]
    /// Public cluster index → parent cluster index or -1.
    let parent: [Int]
    let depth: [Int]
    /// Public node index → innermost cluster index or -1 (-1 also for duplicate node ids).
    let nodeCluster: [Int]
    /// Node indices that are the first with their id.
    let isPrimaryNode: [Bool]
    let isPrimaryCluster: [Bool]

    init(_ graph: LayoutGraph) {
        var nodeIndex: [String: Int] = [:]
        var primaryNode = [Bool](filled: false, count: graph.nodes.count)
        for (i, node) in graph.nodes.enumerated() where nodeIndex[node.id] == nil {
            nodeIndex[node.id] = i
            primaryNode[i] = true
        }
        var clusterIndex: [String: Int] = [:]
        var primaryCluster = [Bool](filled: false, count: graph.clusters.count)
        for (i, cluster) in graph.clusters.enumerated() where clusterIndex[cluster.id] == nil && nodeIndex[cluster.id] == nil {
            clusterIndex[cluster.id] = i
            primaryCluster[i] = true
        }
        let k = graph.clusters.count
        var parent = graph.clusters.enumerated().map { i, c -> Int in
            guard primaryCluster[i], let p = c.parent.flatMap({ clusterIndex[$0] }), p != i else { return -1 }
            return p
        }
        // Cut parent cycles.
        var state = [UInt8](filled: 0, count: k)
        for c in 0..<k where state[c] == 0 {
            var path: [Int] = []
            var cur = c
            while cur >= 0 && state[cur] == 0 { state[cur] = 1; path.append(cur); cur = parent[cur] }
            if cur >= 0 && state[cur] == 1, let last = path.last { parent[last] = -1 }
            for p in path { state[p] = 2 }
        }
        // Depths (memoised walk), then flatten what is too deep, shallow clusters first.
        var depth = [Int](filled: -1, count: k)
        for c in 0..<k where depth[c] < 0 {
            var chain: [Int] = []
            var cur = c
            while cur >= 0 && depth[cur] < 0 { chain.append(cur); cur = parent[cur] }
            var d = cur >= 0 ? depth[cur] : -1
            for v in chain.reversed() { d += 1; depth[v] = d }
        }
        if depth.contains(where: { $0 > Self.maxDepth }) {
            for c in (0..<k).sorted(by: { depth[$0] != depth[$1] ? depth[$0] < depth[$1] : $0 < $1 }) {
                let p = parent[c]
                guard p >= 0 else { depth[c] = 0; continue }
                if depth[p] >= Self.maxDepth { parent[c] = parent[p] }
                depth[c] = parent[c] >= 0 ? depth[parent[c]] + 1 : 0
            }
        }
        self.nodeIndex = nodeIndex
        self.clusterIndex = clusterIndex
        self.parent = parent
        self.depth = depth
        self.isPrimaryNode = primaryNode
        self.isPrimaryCluster = primaryCluster
        nodeCluster = graph.nodes.enumerated().map { i, node in
            guard primaryNode[i], let id = node.cluster, let c = clusterIndex[id] else { return -1 }
            return c
        }
    }

    /// Clusters to lay out separately as one big node, with the direction each one gets: empty
    /// clusters always; the others as `graph.clusterDirections` says (nil: not a block).
    func blocks(_ graph: LayoutGraph, allowDirection: Bool) -> [LayoutDirection?] {
        let k = parent.count
        var hasNode = [Bool](filled: false, count: k)
        for v in nodeCluster.indices {
            var c = nodeCluster[v]
            while c >= 0 && !hasNode[c] { hasNode[c] = true; c = parent[c] }
        }
        var crossed = [Bool](filled: false, count: k)
        for edge in graph.edges {
            guard var a = endpointCluster(edge.source), var b = endpointCluster(edge.target) else { continue }
            while a != b {
                let da = a >= 0 ? depth[a] : -1, db = b >= 0 ? depth[b] : -1
                if da >= db { crossed[a] = true; a = parent[a] } else { crossed[b] = true; b = parent[b] }
            }
        }
        let flipped: LayoutDirection = graph.direction == .topToBottom ? .leftToRight : .topToBottom
        return (0..<k).map { c -> LayoutDirection? in
            guard isPrimaryCluster[c] else { return nil }
            let own = graph.clusters[c].direction
            if !hasNode[c] { return own ?? graph.direction }
            guard allowDirection else { return nil }
            let rule = graph.clusterDirections
            if let own { return !crossed[c] || rule.explicitDirectionAlwaysSeparate ? own : nil }
            guard !crossed[c] else { return nil }
            switch rule.isolated {
            case .inherit: return nil
            case .flipped: return flipped
            case .fixed(let direction): return direction
            }
        }
    }

    /// The cluster an edge endpoint sits in: a node's own cluster, or a cluster endpoint's parent.
    func endpointCluster(_ id: String) -> Int? {
        if let v = nodeIndex[id] { return nodeCluster[v] }
        if let c = clusterIndex[id] { return parent[c] }
        return nil
    }

    /// For each cluster, the outermost block among itself and its ancestors, or -1.
    func outermostBlock(_ blockDirection: [LayoutDirection?]) -> [Int] {
        var result = [Int](filled: -1, count: parent.count)
        for c in (0..<parent.count).sorted(by: { depth[$0] != depth[$1] ? depth[$0] < depth[$1] : $0 < $1 }) {
            let p = parent[c]
            result[c] = p >= 0 && result[p] >= 0 ? result[p] : (blockDirection[c] != nil ? c : -1)
        }
        return result
    }
}
