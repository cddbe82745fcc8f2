import Testing
@testable import GraphLayout

@Suite struct EdgeNormalizerTests {
    @Test func everyEdgeSpansOneRankAfterNormalisation() {
        let input = PipelineFixtures.level([(0, 1), (1, 2), (0, 2), (2, 0)], nodes: 3, minLength: [2: 2])
        let g = PipelineFixtures.run(input, through: 3)
        for e in g.edges { #expect(g.rank[e.target] - g.rank[e.source] == 1) }
        for e in g.routed { #expect(e.chain.count == g.rank[e.target] - g.rank[e.source] - 1) }
    }

    @Test func labelDummyIsInTheMiddleAndAsBigAsTheLabel() {
        let input = PipelineFixtures.level([(0, 1)], nodes: 2, labels: [0: (70, 16)])
        let g = PipelineFixtures.run(input, through: 3)
        let chain = g.routed[0].chain
        #expect(chain.count == 1)
        #expect(g.kind[chain[0]] == .label(0))
        #expect(g.width[chain[0]] == 70 && g.height[chain[0]] == 16)
    }

    @Test func labelSizeIsSwappedForHorizontalLayouts() {
        let input = PipelineFixtures.level([(0, 1)], nodes: 2, labels: [0: (70, 16)], direction: .leftToRight)
        let g = PipelineFixtures.run(input, through: 3)
        #expect(g.width[g.routed[0].chain[0]] == 16)
    }

    @Test func clusterGetsBordersOnEveryRankItSpans() {
        var input = PipelineFixtures.level([(0, 1), (1, 2)], nodes: 3)
        input.nodeCluster = [0, 0, -1]
        input.clusterParent = [-1]
        input.clusterPadding = [8]
        input.clusterTitleWidth = [0]
        input.clusterTitleHeight = [0]
        let g = PipelineFixtures.run(input, through: 3)
        #expect(g.clusterMinRank[0] == 0 && g.clusterMaxRank[0] == 2)
        let borders = (0..<g.nodeCount).filter { g.kind[$0].isBorder }
        #expect(borders.count == 6)
    }
}
