@testable import GraphLayout

/// Builds the internal graph for phase tests and runs the phases before the one under test.
enum PipelineFixtures {
    static func level(_ edges: [(Int, Int)], nodes n: Int, labels: [Int: (Double, Double)] = [:],
                      minLength: [Int: Int] = [:], weight: [Int: Double] = [:],
                      direction: LayoutDirection = .topToBottom) -> LevelInput {
        var input = LevelInput(direction: direction)
        input.nodeWidth = [Double](repeating: 40, count: n)
        input.nodeHeight = [Double](repeating: 20, count: n)
        input.nodeCluster = [Int](repeating: -1, count: n)
        for (i, e) in edges.enumerated() {
            input.edges.append(LevelInput.Edge(inputIndex: i, source: .node(e.0), target: .node(e.1),
                                               labelWidth: labels[i]?.0 ?? 0, labelHeight: labels[i]?.1 ?? 0,
                                               minLength: minLength[i] ?? 1, weight: weight[i] ?? 1))
        }
        return input
    }

    /// Runs the phases up to and including `phase` (1 acyclic, 2 rank, 3 normalise, 4 order and subgraph
    /// sides, 5 positions).
    static func run(_ input: LevelInput, through phase: Int) -> LayerGraph {
        let g = LevelBuilder.build(input)
        if phase >= 1 { CycleBreaker.run(g) }
        if phase >= 2 { Ranker.run(g, separatesClusters: input.orthogonal) }
        if phase >= 3 { EdgeNormalizer.run(g, dummiesEnterClusters: input.orthogonal) }
        if phase >= 4 { LayerOrderer.run(g); ClusterSides.run(g); SelfLoopSpacer.run(g) }
        if phase >= 5 {
            RankPositioner.run(g)
            ClusterCompactor.run(g, desired: BrandesKoepfPositioner(g, favorsStraightEdges: input.orthogonal).run())
        }
        return g
    }

    static func crossings(_ g: LayerGraph) -> Int {
        CrossingCounter(successors: Adjacency(g, upward: false)).count(layers: g.layers, position: g.position)
    }
}
