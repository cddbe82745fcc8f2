import Testing
@testable import GraphLayout

@Suite struct ClusterSwapperTests {
    /// Nodes 0–1 are cluster 0's, 2–3 cluster 1's, 9 lies between them, 8 is outside both.
    static func inside(_ v: Int, _ c: Int) -> Bool { c == 0 ? (v == 0 || v == 1) : c == 1 ? (v == 2 || v == 3) : false }

    @Test func siblingsTradePlacesInEveryRankTheyShareAndWhatLiesBetweenStaysBetween() throws {
        let layers = [[8, 0, 9, 2], [1, 3, 8], [0]]
        let swapped = try #require(ClusterSwapper.swapped(layers, 0, 1, inside: Self.inside))
        #expect(swapped == [[8, 2, 9, 0], [3, 1, 8], [0]])
    }

    @Test func noSwapWhenTheOrderDiffersBetweenRanksOrAClusterIsSplitOrTheyShareNoRank() {
        #expect(ClusterSwapper.swapped([[0, 2], [3, 1]], 0, 1, inside: Self.inside) == nil)
        #expect(ClusterSwapper.swapped([[0, 8, 1, 2]], 0, 1, inside: Self.inside) == nil)
        #expect(ClusterSwapper.swapped([[0, 8], [2, 9]], 0, 1, inside: Self.inside) == nil)
    }

    /// Random flowchart r053 (seed 2026 of `Tests/Scripts/random_flowcharts.py`), left to right, three
    /// subgraphs (node sizes the fixture's): the sweeps leave two sibling subgraphs in an order whose
    /// ranks cross 8 times; trading their places (all members at once, which no sweep does) crosses 5
    /// times (in the drawing, with the renderer's sizes, 11 crossings became 9).
    @Test func swappingSiblingSubgraphsRemovesCrossingsTheSweepsLeave() {
        // Nodes in declaration order: N6 (Group 0); N5, N8 (Group 1); N14, N4, N11, N9 (Group 2); then
        // N0, N1, N2, N3, N7, N10, N12, N13 outside.
        let edges = [(0, 13), (11, 5), (7, 3), (1, 12), (9, 0), (2, 12), (0, 3), (8, 13), (5, 9), (7, 11),
                     (9, 3), (9, 4), (7, 4), (4, 3), (7, 0), (0, 6), (2, 13)]
        let labelled: Set<Int> = [0, 2, 3, 5, 6, 7, 8, 9, 10, 16]
        var labels: [Int: (Double, Double)] = [:]
        for i in labelled { labels[i] = (44, 24) }
        var input = PipelineFixtures.level(edges, nodes: 15, labels: labels, direction: .leftToRight)
        input.nodeCluster = [0, 1, 1, 2, 2, 2, 2, -1, -1, -1, -1, -1, -1, -1, -1]
        input.clusterParent = [-1, -1, -1]
        input.clusterPadding = [8, 8, 8]
        input.clusterTitleWidth = [50, 50, 50]
        input.clusterTitleHeight = [24, 24, 24]
        let g = PipelineFixtures.run(input, through: 3)
        let counter = CrossingCounter(successors: Adjacency(g, upward: false))
        LayerOrderer.run(g)
        let crossings = counter.count(layers: g.layers, position: g.position)
        var layers = g.layers, after = crossings
        ClusterSwapper.improve(g, layers: &layers, crossings: &after, counter: counter)
        // What the orderer returns is already swapped: swapping again finds nothing better.
        #expect(after == crossings)
        #expect(crossings <= 5, "crossings \(crossings)")
    }
}
