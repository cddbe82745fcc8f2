/// Phase 5c': at either end of a rank, tucks sibling leaves inside their family when that narrows the drawing.
///
/// Why: crossing minimisation leaves the children of one parent in an arbitrary order among
/// themselves, and every order of them crosses the same. But where such a family sits at the end of
/// a rank, a child with children of its own belongs on the outside, above its children (which the
/// orderer put at the end of the rank below), and the childless ones inside, above room the rank
/// below uses anyway. The other way round, the coordinate phase lines the parent up with its children
/// at the end of the rank below and pushes the leaves out past everything, widening the drawing (the
/// Architecture page's module graph: FolioSite's leaves `CompiledMustache` and `HTMLSanitizer` sat
/// outside `Markup`, whose child ends the rank below: 1,875 px wide where mermaid draws 1,353).
///
/// A family is a run of real nodes of one cluster, each with a single parent edge, all from the
/// same real node through the same number of dummies (flowcharts put a dummy on every edge), whose
/// dummies stand in the same order in every rank between. Only leaves move, each with its dummies:
/// the crossings are the same in every order of such a family, so this never adds one. Whether the
/// drawing gets narrower depends on the rest of the coordinate phase (a leaf tucked under a parent
/// whose other children fan out wide can push them further out), so the tucked order is placed
/// again and kept only when it is narrower.
enum LeafTucker {
    /// Tucks the families' leaves and calls `place` to lay the nodes out again; keeps the new order
    /// only when the layout got narrower, and restores the order and the positions otherwise.
    static func run(_ g: LayerGraph, place: () -> Void) {
        guard g.layers.count > 2, g.layers.contains(where: { $0.count > 2 }) else { return }
        let layers = g.layers, x = g.x, clusterLeft = g.clusterLeft, clusterRight = g.clusterRight
        let width = span(g)
        let tucker = Tucker(g)
        var changed = false
        for r in 1..<g.layers.count where g.layers[r].count > 2 {
            changed = tucker.tuckEnd(of: r, right: true) || changed
            changed = tucker.tuckEnd(of: r, right: false) || changed
        }
        guard changed else { return }
        place()
        if span(g) < width - 0.5 { return }
        g.layers = layers
        g.updatePositions()
        g.x = x
        g.clusterLeft = clusterLeft
        g.clusterRight = clusterRight
    }

    /// The width the nodes (edge points included) take up.
    static func span(_ g: LayerGraph) -> Double {
        var low = Double.infinity, high = -Double.infinity
        for v in 0..<g.nodeCount {
            low = min(low, g.x[v] - g.width[v] / 2)
            high = max(high, g.x[v] + g.width[v] / 2)
        }
        return high - low
    }

    private struct Tucker {
        let g: LayerGraph
        let edges: EdgeCounts

        init(_ g: LayerGraph) {
            self.g = g
            edges = EdgeCounts(g)
        }

        /// The dummies above real node `v` up to its one real parent (nearest first), and that
        /// parent; nil unless every step up has a single edge.
        func stem(_ v: Int) -> (dummies: [Int], parent: Int)? {
            var dummies: [Int] = []
            var w = v
            while edges.inDegree[w] == 1 {
                let p = edges.parent[w]
                if g.kind[p] == .real { return (dummies, p) }
                guard g.kind[p] == .dummy, edges.outDegree[p] == 1 else { return nil }
                dummies.append(p)
                w = p
            }
            return nil
        }

        /// Tucks the leaves of the family at the right (or left) end of rank `r`; true when the
        /// order changed (the graph's positions are then brought up to date).
        func tuckEnd(of r: Int, right: Bool) -> Bool {
            let layer = g.layers[r]
            let ends = right ? Array(layer.indices.reversed()) : Array(layer.indices)
            guard let first = ends.first, g.kind[layer[first]] == .real, let head = stem(layer[first]) else { return false }
            // The family: members from the end inward while they share the parent and stem length.
            var members = [(node: Int, dummies: [Int])]()
            for i in ends {
                let v = layer[i]
                guard g.kind[v] == .real, g.cluster[v] == g.cluster[layer[first]], let s = stem(v),
                      s.parent == head.parent, s.dummies.count == head.dummies.count else { break }
                members.append((v, s.dummies))
            }
            guard members.count > 1, members.count < layer.count else { return false }
            let isLeaf = members.map { edges.outDegree[$0.node] == 0 }
            // Inside means after the family's other members when counted from the end.
            let tucked = members.indices.filter { !isLeaf[$0] } + members.indices.filter { isLeaf[$0] }
            guard tucked != Array(members.indices) else { return false }
            // Each rank of the stems must hold the family's dummies as one run in the same order.
            for step in 0..<head.dummies.count {
                let places = members.map { g.position[$0.dummies[step]] }
                let run = right ? places.map { -$0 } : places
                guard zip(run, run.dropFirst()).allSatisfy({ $1 == $0 + 1 }) else { return false }
            }
            // Rewrite each rank's run: the members' slots, taken from the end, get the tucked order.
            func rewrite(_ r: Int, _ nodeAt: (Int) -> Int) {
                let slots = members.indices.map { g.position[nodeAt($0)] }
                var row = g.layers[r]
                for (slot, member) in zip(slots, tucked) { row[slot] = nodeAt(member) }
                g.layers[r] = row
            }
            rewrite(r) { members[$0].node }
            for step in 0..<head.dummies.count {
                rewrite(g.rank[head.dummies[step]]) { members[$0].dummies[step] }
            }
            g.updatePositions()
            return true
        }
    }
}
