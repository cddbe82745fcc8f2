import TestRandom
@testable import GraphLayout

enum LayoutFixtures {
    /// A small graph from "a->b" style pairs; every node 40×20.
    static func graph(_ edges: [(String, String)], direction: LayoutDirection = .topToBottom) -> LayoutGraph {
        var ids: [String] = []
        for (a, b) in edges { for id in [a, b] where !ids.contains(id) { ids.append(id) } }
        return LayoutGraph(direction: direction,
                           nodes: ids.map { LayoutNode(id: $0, width: 40, height: 20) },
                           edges: edges.enumerated().map { LayoutEdge(id: "e\($0.offset)", source: $0.element.0, target: $0.element.1) })
    }

    /// Random graph with clusters (nested), labels, self-loops, multi-edges and back edges.
    static func randomGraph(seed: UInt64, nodes n: Int, edges m: Int, clusters k: Int,
                            direction: LayoutDirection = .topToBottom) -> LayoutGraph {
        var rng = SeededGenerator(seed: seed)
        var g = LayoutGraph(direction: direction)
        for c in 0..<k {
            let parent = c > 0 && Bool.random(using: &rng) ? "c\(Int.random(in: 0..<c, using: &rng))" : nil
            let dir: LayoutDirection? = Int.random(in: 0..<5, using: &rng) == 0 ? LayoutDirection.allCases.randomElement(using: &rng) : nil
            g.clusters.append(LayoutCluster(id: "c\(c)", parent: parent, titleWidth: Double.random(in: 0...80, using: &rng),
                                            titleHeight: Double.random(in: 0...20, using: &rng), direction: dir,
                                            padding: Double.random(in: 0...12, using: &rng)))
        }
        for v in 0..<n {
            let cluster = k > 0 && Bool.random(using: &rng) ? "c\(Int.random(in: 0..<k, using: &rng))" : nil
            g.nodes.append(LayoutNode(id: "n\(v)", width: Double.random(in: 10...90, using: &rng),
                                      height: Double.random(in: 10...50, using: &rng), cluster: cluster))
        }
        for e in 0..<m where n > 0 {
            let a = Int.random(in: 0..<n, using: &rng)
            var b = Int.random(in: 0..<n, using: &rng)
            if Int.random(in: 0..<10, using: &rng) == 0 { b = a }
            var source = "n\(a)", target = "n\(b)"
            if k > 0 && Int.random(in: 0..<12, using: &rng) == 0 { target = "c\(Int.random(in: 0..<k, using: &rng))" }
            if k > 0 && Int.random(in: 0..<15, using: &rng) == 0 { source = "c\(Int.random(in: 0..<k, using: &rng))" }
            let labelled = Bool.random(using: &rng)
            g.edges.append(LayoutEdge(id: "e\(e)", source: source, target: target,
                                      labelWidth: labelled ? Double.random(in: 5...60, using: &rng) : 0,
                                      labelHeight: labelled ? Double.random(in: 5...20, using: &rng) : 0,
                                      minLength: Int.random(in: 1...2, using: &rng)))
        }
        return g
    }

    /// Problems with a result: overlaps, things outside the bounds, clusters not holding their
    /// members, label boxes on nodes, missing positions. Empty when the layout is sound.
    static func violations(_ graph: LayoutGraph, _ r: LayoutResult, checkLabels: Bool = true) -> [String] {
        var problems: [String] = []
        let tolerance = 0.01
        let nodeIDs = graph.nodes.map(\.id)
        let boxes = nodeIDs.compactMap { id in r.nodes[id].map { (id, $0) } }
        if boxes.count != Set(nodeIDs).count { problems.append("missing node boxes") }
        func inside(_ b: LayoutBox) -> Bool {
            b.minX >= -tolerance && b.minY >= -tolerance && b.maxX <= r.width + tolerance && b.maxY <= r.height + tolerance
        }
        // Sweep over x to find overlapping node boxes quickly.
        let sorted = boxes.sorted { $0.1.minX < $1.1.minX }
        for i in sorted.indices {
            if !inside(sorted[i].1) { problems.append("node \(sorted[i].0) outside bounds") }
            var j = i + 1
            while j < sorted.count && sorted[j].1.minX < sorted[i].1.maxX - tolerance {
                if LayoutGeometry.overlaps(sorted[i].1, sorted[j].1, tolerance: tolerance) {
                    problems.append("nodes \(sorted[i].0) and \(sorted[j].0) overlap")
                }
                j += 1
            }
        }
        let clusterIDs = Set(graph.clusters.map(\.id))
        for node in graph.nodes {
            guard let box = r.nodes[node.id], let c = node.cluster, clusterIDs.contains(c) else { continue }
            var current: String? = c
            var steps = 0
            while let id = current, steps < 100 {
                if let cb = r.clusters[id], !(cb.minX <= box.minX + tolerance && cb.maxX >= box.maxX - tolerance &&
                                               cb.minY <= box.minY + tolerance && cb.maxY >= box.maxY - tolerance) {
                    problems.append("cluster \(id) does not contain \(node.id)")
                }
                current = graph.clusters.first { $0.id == id }?.parent
                steps += 1
            }
        }
        for (id, b) in r.clusters where !inside(b) { problems.append("cluster \(id) outside bounds") }
        // Clusters: siblings apart, and no node of another branch inside a cluster box.
        var parentOf: [String: String] = [:]
        for c in graph.clusters where parentOf[c.id] == nil { parentOf[c.id] = c.parent ?? "" }
        func ancestors(_ id: String?) -> Set<String> {
            var result = Set<String>()
            var current = id
            while let c = current, !c.isEmpty, result.count < 100, !result.contains(c) { result.insert(c); current = parentOf[c] }
            return result
        }
        var ancestorSets: [String: Set<String>] = [:]
        for c in graph.clusters where ancestorSets[c.id] == nil { ancestorSets[c.id] = ancestors(c.id) }
        // Sweep over x: only boxes whose x ranges meet are compared.
        var items = graph.clusters.compactMap { c in r.clusters[c.id].map { (id: c.id, box: $0, cluster: true) } }
        items += graph.nodes.compactMap { n in r.nodes[n.id].map { (id: n.id, box: $0, cluster: false) } }
        items.sort { $0.box.minX < $1.box.minX }
        var nodeCluster: [String: String] = [:]
        for n in graph.nodes where nodeCluster[n.id] == nil { nodeCluster[n.id] = n.cluster ?? "" }
        for i in items.indices {
            var j = i + 1
            while j < items.count && items[j].box.minX < items[i].box.maxX - tolerance {
                let a = items[i], b = items[j]
                j += 1
                guard a.cluster || b.cluster, a.id != b.id, LayoutGeometry.overlaps(a.box, b.box, tolerance: tolerance) else { continue }
                if a.cluster && b.cluster {
                    let related = (ancestorSets[a.id] ?? []).contains(b.id) || (ancestorSets[b.id] ?? []).contains(a.id)
                    if !related { problems.append("clusters \(a.id) and \(b.id) overlap") }
                } else {
                    let (node, cluster) = a.cluster ? (b.id, a.id) : (a.id, b.id)
                    let mine = ancestors(nodeCluster[node].flatMap { $0.isEmpty ? nil : $0 })
                    if !mine.contains(cluster) { problems.append("node \(node) overlaps foreign cluster \(cluster)") }
                }
            }
        }
        for (id, points) in r.edgePoints {
            if points.count < 2 { problems.append("edge \(id) has \(points.count) points") }
            for p in points where !(p.x >= -tolerance && p.y >= -tolerance && p.x <= r.width + tolerance && p.y <= r.height + tolerance) {
                problems.append("edge \(id) point outside bounds")
            }
        }
        if checkLabels {
            for (id, label) in r.edgeLabels {
                if !inside(label) { problems.append("label \(id) outside bounds") }
                for (nid, b) in boxes where LayoutGeometry.overlaps(label, b, tolerance: tolerance) {
                    problems.append("label \(id) overlaps node \(nid)")
                }
            }
        }
        return problems
    }
}
