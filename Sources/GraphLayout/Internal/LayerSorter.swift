/// Reorders one layer by barycenters while keeping every cluster contiguous: the layer is sorted as a
/// tree of blocks (a cluster's nodes move together, its border nodes stay at its ends). Sibling
/// clusters are kept in one order on every rank (`clusterKey`), which is what lets the coordinate phase
/// give clusters boxes that never overlap. Nodes without a barycenter keep their place.
struct LayerSorter {
    let graph: LayerGraph
    /// Sort key of each cluster among its siblings, shared by all ranks during a sweep.
    var clusterKey: [Double]

    private struct Item {
        var node: Int      // node id, or -1 for a cluster block
        var cluster: Int   // cluster of the block, or -1
        var members: [Int]
        var barySum: Double
        var baryWeight: Double
        var index: Int
        var bary: Double? { baryWeight > 0 ? barySum / baryWeight : nil }
    }

    /// `barySum`/`baryWeight` per node: Σ weight·position of the neighbours in the fixed layer.
    func sort(_ layer: [Int], barySum: [Double], baryWeight: [Double], biasRight: Bool) -> [Int] {
        if graph.clusterCount == 0 { return sortFlat(layer, barySum: barySum, baryWeight: baryWeight, biasRight: biasRight) }
        return sortGroup(-1, layer, barySum: barySum, baryWeight: baryWeight, biasRight: biasRight, depth: 0)
    }

    /// The common case without clusters, without per-item allocations.
    private func sortFlat(_ layer: [Int], barySum: [Double], baryWeight: [Double], biasRight: Bool) -> [Int] {
        var sortable: [(bary: Double, index: Int)] = []
        sortable.reserveCapacity(layer.count)
        var fixed: [Int] = []
        for (i, v) in layer.enumerated() {
            if baryWeight[v] > 0 { sortable.append((barySum[v] / baryWeight[v], i)) } else { fixed.append(i) }
        }
        sortable.sort { $0.bary != $1.bary ? $0.bary < $1.bary : (biasRight ? $0.index > $1.index : $0.index < $1.index) }
        var result: [Int] = []
        result.reserveCapacity(layer.count)
        var f = 0
        for s in sortable {
            while f < fixed.count && fixed[f] <= result.count { result.append(layer[fixed[f]]); f += 1 }
            result.append(layer[s.index])
        }
        while f < fixed.count { result.append(layer[fixed[f]]); f += 1 }
        return result
    }

    private func childCluster(of parent: Int, containing v: Int) -> Int {
        var c = graph.cluster[v]
        var steps = 0
        while c >= 0 && graph.clusterParent[c] != parent && steps <= graph.clusterCount {
            c = graph.clusterParent[c]
            steps += 1
        }
        return c
    }

    private func sortGroup(_ parent: Int, _ nodes: [Int], barySum: [Double], baryWeight: [Double],
                           biasRight: Bool, depth: Int) -> [Int] {
        var left: [Int] = [], right: [Int] = []
        var free: [Int] = []
        var owners: [Int] = []
        owners.reserveCapacity(nodes.count)
        var hasChildCluster = false
        for v in nodes {
            switch graph.kind[v] {
            case .borderLeft(let c) where c == parent: left.append(v); owners.append(-2); continue
            case .borderRight(let c) where c == parent: right.append(v); owners.append(-2); continue
            default: break
            }
            let owner = graph.cluster[v] == parent || depth > graph.clusterCount ? -1 : childCluster(of: parent, containing: v)
            owners.append(owner)
            if owner < 0 { free.append(v) } else { hasChildCluster = true }
        }
        if !hasChildCluster {  // only plain nodes at this level
            return left + sortFlat(free, barySum: barySum, baryWeight: baryWeight, biasRight: biasRight) + right
        }
        var items: [Item] = []
        var blockItems: [(cluster: Int, item: Int)] = []  // few per group: a linear scan beats hashing
        for (i, v) in nodes.enumerated() where owners[i] != -2 {
            let owner = owners[i]
            if owner < 0 {
                items.append(Item(node: v, cluster: -1, members: [], barySum: barySum[v],
                                  baryWeight: baryWeight[v], index: items.count))
            } else if let slot = blockItems.first(where: { $0.cluster == owner })?.item {
                items[slot].members.append(v)
                items[slot].barySum += barySum[v]
                items[slot].baryWeight += baryWeight[v]
            } else {
                blockItems.append((owner, items.count))
                items.append(Item(node: -1, cluster: owner, members: [v], barySum: barySum[v],
                                  baryWeight: baryWeight[v], index: items.count))
            }
        }
        var arranged = arrange(items, biasRight: biasRight)
        // Refill the slots taken by cluster blocks in the shared sibling order.
        let blockSlots = arranged.indices.filter { arranged[$0].node < 0 }
        if blockSlots.count > 1 {
            let blocks = blockSlots.map { arranged[$0] }.sorted {
                let a = clusterKey[$0.cluster], b = clusterKey[$1.cluster]
                return a != b ? a < b : $0.cluster < $1.cluster
            }
            for (s, b) in zip(blockSlots, blocks) { arranged[s] = b }
        }
        var result = left
        for item in arranged {
            if item.node >= 0 {
                result.append(item.node)
            } else {
                result += sortGroup(item.cluster, item.members, barySum: barySum, baryWeight: baryWeight,
                                    biasRight: biasRight, depth: depth + 1)
            }
        }
        return result + right
    }

    /// Sorts items with a barycenter; items without one keep their index (dagre's approach).
    private func arrange(_ items: [Item], biasRight: Bool) -> [Item] {
        var sortable: [(bary: Double, item: Item)] = []
        var fixed: [Item] = []
        for item in items {
            if let b = item.bary { sortable.append((b, item)) } else { fixed.append(item) }
        }
        if fixed.isEmpty && sortable.count < 2 { return items }
        sortable.sort {
            if $0.bary != $1.bary { return $0.bary < $1.bary }
            return biasRight ? $0.item.index > $1.item.index : $0.item.index < $1.item.index
        }
        var result: [Item] = []
        result.reserveCapacity(items.count)
        var f = 0
        for s in sortable {
            while f < fixed.count && fixed[f].index <= result.count { result.append(fixed[f]); f += 1 }
            result.append(s.item)
        }
        while f < fixed.count { result.append(fixed[f]); f += 1 }
        return result
    }
}
