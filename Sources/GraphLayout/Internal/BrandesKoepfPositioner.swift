/// Phase 5b: x coordinates by Brandes & Köpf ("Fast and Simple Horizontal Coordinate Assignment"):
/// four alignments (up/down × left/right) of nodes with their median neighbours into vertical blocks,
/// each compacted against node widths and spacing, then aligned to the narrowest and balanced by the
/// average of the two middle candidates. Long edges come out straight; everything runs in O(V + E).
/// A cluster's left and right border nodes are chains from rank to rank, aligned like a long edge's
/// dummies and winning conflicts as they do (dagre's border segments): its sides come out straight
/// and its members stack between them instead of following their outside neighbours apart.
struct BrandesKoepfPositioner {
    let graph: LayerGraph
    let predecessors: Adjacency
    let successors: Adjacency
    /// Take the narrowest of the four alignments as it is instead of balancing them: more edges stay
    /// straight (each node sits on one of its neighbours' lines), as ELK does for orthogonal routing.
    let favorsStraightEdges: Bool

    init(_ g: LayerGraph, favorsStraightEdges: Bool = false) {
        graph = g
        self.favorsStraightEdges = favorsStraightEdges
        predecessors = Adjacency(g, upward: true)
        successors = Adjacency(g, upward: false)
    }

    func run() -> [Double] {
        let n = graph.nodeCount
        guard n > 0 else { return [] }
        // No rank holds two nodes (a chain: most small diagrams): nothing separates any two nodes, so
        // every alignment places every block at 0 and the balanced (or narrowest) answer is all 0.
        if graph.layers.allSatisfy({ $0.count <= 1 }), graph.width.allSatisfy(\.isFinite) {
            return [Double](filled: 0, count: n)
        }
        return fourAlignments()
    }

    /// The four alignments, compacted, aligned and balanced (what `run` returns for every graph).
    func fourAlignments() -> [Double] {
        let n = graph.nodeCount
        guard n > 0 else { return [] }
        let borders = borderChains()
        let conflicts = type1Conflicts(borderAbove: borders.above)
        var candidates: [[Double]] = []
        var rightBiased: [Bool] = []
        for down in [false, true] {
            for right in [false, true] {
                var layers = down ? graph.layers.reversed() : graph.layers
                if right { layers = layers.map { $0.reversed() } }
                var pos = [Int](filled: 0, count: n)
                for layer in layers { for (i, v) in layer.enumerated() { pos[v] = i } }
                let (root, align) = alignBlocks(layers, pos: pos, neighbours: down ? successors : predecessors, conflicts: conflicts,
                                                borderBefore: down ? borders.below : borders.above)
                var xs = compact(layers, root: root, align: align, mirrored: right)
                if right { for v in 0..<n { xs[v] = -xs[v] } }
                candidates.append(xs)
                rightBiased.append(right)
            }
        }
        // Align every candidate to the narrowest one, then balance.
        func extent(_ xs: [Double]) -> (Double, Double) {
            var lo = Double.infinity, hi = -Double.infinity
            for v in 0..<n { lo = min(lo, xs[v] - graph.width[v] / 2); hi = max(hi, xs[v] + graph.width[v] / 2) }
            return (lo, hi)
        }
        let extents = candidates.map(extent)
        var narrowest = 0
        for i in 1..<4 where extents[i].1 - extents[i].0 < extents[narrowest].1 - extents[narrowest].0 { narrowest = i }
        for i in 0..<4 {
            let delta = rightBiased[i] ? extents[narrowest].1 - extents[i].1 : extents[narrowest].0 - extents[i].0
            if delta != 0 { for v in 0..<n { candidates[i][v] += delta } }
        }
        if favorsStraightEdges { return candidates[narrowest] }
        var x = [Double](filled: 0, count: n)
        for v in 0..<n {
            var a = candidates[0][v], b = candidates[1][v], c = candidates[2][v], d = candidates[3][v]
            if a > b { swap(&a, &b) }
            if c > d { swap(&c, &d) }
            // Middle two of four: max of the two minima and min of the two maxima.
            x[v] = (max(a, c) + min(b, d)) / 2
        }
        return x
    }

    private func isInnerDummy(_ v: Int) -> Bool {
        switch graph.kind[v] {
        case .dummy, .label: return true
        default: return false
        }
    }

    /// Non-inner segments that cross an inner segment (dummy–dummy, or a piece of a cluster's side)
    /// lose: they are not aligned. Flags are per `LayerGraph.edges` index.
    private func type1Conflicts(borderAbove: [Int]) -> [Bool] {
        var conflicts = [Bool](filled: false, count: graph.edges.count)
        let layers = graph.layers, pos = graph.position
        guard layers.count > 2 else { return conflicts }
        for r in 0..<(layers.count - 1) {
            let lower = layers[r + 1]
            var k0 = 0, scan = 0
            for (l, v) in lower.enumerated() {
                var inner = borderAbove[v]
                if inner < 0 && isInnerDummy(v) {
                    for i in predecessors.range(v) where isInnerDummy(predecessors.nodes[i]) { inner = predecessors.nodes[i]; break }
                }
                guard inner >= 0 || l == lower.count - 1 else { continue }
                let k1 = inner >= 0 ? pos[inner] : layers[r].count - 1
                while scan <= l {
                    let w = lower[scan]
                    for i in predecessors.range(w) {
                        let u = predecessors.nodes[i]
                        if (pos[u] < k0 || pos[u] > k1) && !(isInnerDummy(u) && isInnerDummy(w)) {
                            conflicts[predecessors.edges[i]] = true
                        }
                    }
                    scan += 1
                }
                k0 = k1
            }
        }
        return conflicts
    }

    /// Per node, the border node on the same side of the same cluster one rank above and one rank below
    /// (-1 when none, and for every other node): a cluster's sides are chains, aligned like long edges
    /// (dagre joins them by edges), so its members are laid out between two straight lines.
    private func borderChains() -> (above: [Int], below: [Int]) {
        let n = graph.nodeCount
        var above = [Int](filled: -1, count: n), below = above
        guard graph.clusterCount > 0 else { return (above, below) }
        var last = [Int](filled: -1, count: 2 * graph.clusterCount)  // per cluster side, its node on the last rank seen
        for layer in graph.layers {
            for v in layer {
                let key: Int
                switch graph.kind[v] {
                case .borderLeft(let c): key = 2 * c
                case .borderRight(let c): key = 2 * c + 1
                default: continue
                }
                let u = last[key]
                if u >= 0, graph.rank[u] == graph.rank[v] - 1 { above[v] = u; below[u] = v }
                last[key] = v
            }
        }
        return (above, below)
    }

    /// Vertical alignment with the median neighbours in the previous layer of the view (a border node
    /// with its chain's node there).
    private func alignBlocks(_ layers: [[Int]], pos: [Int], neighbours: Adjacency, conflicts: [Bool],
                             borderBefore: [Int]) -> ([Int], [Int]) {
        let n = graph.nodeCount
        var root = Array(0..<n), align = Array(0..<n)
        var ns: [(pos: Int, node: Int, edge: Int)] = []
        for layer in layers.dropFirst() {
            var r = -1
            for v in layer {
                let u = borderBefore[v]
                if u >= 0 {
                    if r < pos[u] {
                        align[u] = v
                        root[v] = root[u]
                        align[v] = root[v]
                        r = pos[u]
                    }
                    continue
                }
                let range = neighbours.range(v)
                guard !range.isEmpty else { continue }
                ns.removeAll(keepingCapacity: true)
                for i in range { ns.append((pos[neighbours.nodes[i]], neighbours.nodes[i], neighbours.edges[i])) }
                if ns.count > 1 { ns.sort { $0.pos < $1.pos } }
                let d = ns.count
                for m in ((d - 1) / 2)...(d / 2) where align[v] == v {
                    let u = ns[m]
                    if r < u.pos && !conflicts[u.edge] {
                        align[u.node] = v
                        root[v] = root[u.node]
                        align[v] = root[v]
                        r = u.pos
                    }
                }
            }
        }
        return (root, align)
    }

    /// Places blocks as far left as separation allows, then pulls each toward its right neighbours.
    /// Block edges are found through the members (the `align` ring), so nothing is stored per block.
    private func compact(_ layers: [[Int]], root: [Int], align: [Int], mirrored: Bool) -> [Double] {
        let n = graph.nodeCount
        var left = [Int](filled: -1, count: n), right = [Int](filled: -1, count: n)
        for layer in layers where layer.count > 1 {
            for i in 1..<layer.count { left[layer[i]] = layer[i - 1]; right[layer[i - 1]] = layer[i] }
        }
        let separation = Separation(graph)
        func sep(_ a: Int, _ b: Int) -> Double { mirrored ? separation(b, a) : separation(a, b) }
        var indegree = [Int](filled: 0, count: n)
        for v in 0..<n where left[v] >= 0 { indegree[root[v]] += 1 }
        var order: [Int] = []
        order.reserveCapacity(n)
        var queue = (0..<n).filter { root[$0] == $0 && indegree[$0] == 0 }
        var head = 0
        var xs = [Double](filled: 0, count: n)
        var placed = [Bool](filled: false, count: n)
        func place(_ b: Int) {
            var x = -Double.infinity
            var w = b, steps = 0
            repeat {
                if left[w] >= 0 && placed[root[left[w]]] { x = max(x, xs[root[left[w]]] + sep(left[w], w)) }
                w = align[w]; steps += 1
            } while w != b && steps <= n
            xs[b] = x.isFinite ? x : 0
            placed[b] = true
            order.append(b)
        }
        while true {
            while head < queue.count {
                let b = queue[head]; head += 1
                place(b)
                var w = b, steps = 0
                repeat {
                    if right[w] >= 0 {
                        let c = root[right[w]]
                        indegree[c] -= 1
                        if indegree[c] == 0 { queue.append(c) }
                    }
                    w = align[w]; steps += 1
                } while w != b && steps <= n
            }
            // A cycle would be a bug; never hang: place the first unplaced block anyway.
            guard order.count < n, let b = (0..<n).first(where: { root[$0] == $0 && !placed[$0] && indegree[$0] > 0 }) else { break }
            indegree[b] = 0
            queue.append(b)
        }
        for b in order.reversed() {
            var limit = Double.infinity
            var w = b, steps = 0
            repeat {
                if right[w] >= 0 { limit = min(limit, xs[root[right[w]]] - sep(w, right[w])) }
                w = align[w]; steps += 1
            } while w != b && steps <= n
            if limit.isFinite && limit > xs[b] { xs[b] = limit }
        }
        var x = [Double](filled: 0, count: n)
        for v in 0..<n { x[v] = xs[root[v]] }
        return x
    }
}
