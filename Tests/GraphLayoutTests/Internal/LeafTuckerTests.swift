// Why: the tucker reorders a rank after crossing minimisation, so it must never add a crossing, must
// narrow the drawing it was written for, and must put everything back when tucking would widen one.
import Testing
@testable import GraphLayout

/// Phase 5c', `LeafTucker`: childless siblings at the end of a rank are tucked inside their family.
@Suite struct LeafTuckerTests {
    /// Flowcharts double the ranks, so every edge gets a dummy in the middle (minimum length 2).
    func graph(_ edges: [(Int, Int)], widths: [Double]) -> LayerGraph {
        var input = PipelineFixtures.level(edges, nodes: widths.count,
                                           minLength: Dictionary(uniqueKeysWithValues: edges.indices.map { ($0, 2) }))
        input.nodeWidth = widths
        input.nodeHeight = [Double](repeating: 54, count: widths.count)
        return PipelineFixtures.run(input, through: 5)
    }

    func place(_ g: LayerGraph) {
        ClusterCompactor.run(g, desired: BrandesKoepfPositioner(g).run())
    }

    /// The Architecture page's module graph: 0 cli, 1 serve, 2 site, 3 markup, 4 mustache, 5 sanitizer,
    /// 6 cmark, 7 pinned, 8 mermaid, 9–13 its five renderers, 14 core, 15 layout.
    func moduleGraph() -> LayerGraph {
        let edges = [(0, 2), (0, 1), (0, 8), (0, 7), (1, 2), (2, 3), (2, 4), (2, 5), (2, 8), (3, 6),
                     (8, 9), (8, 10), (8, 11), (8, 12), (8, 13), (9, 14), (9, 15), (11, 14), (11, 15),
                     (12, 14), (12, 15), (10, 14), (13, 14)]
        let widths: [Double] = [130, 140, 130, 120, 210, 175, 230, 265, 145, 210, 210, 175, 175, 185, 170, 165]
        return graph(edges, widths: widths)
    }

    @Test func leavesOutsideTheirSiblingGoInsideAndTheDrawingNarrows() {
        let g = moduleGraph()
        let rank = g.layers.firstIndex { $0.contains(3) }!
        // What the orderer leaves: FolioSite's leaves (4, 5) after Markup (3), at the end of the rank.
        let before = g.layers[rank].filter { [3, 4, 5].contains($0) }
        #expect(before.first == 3 || before.last == 3)
        let width = LeafTucker.span(g), crossings = PipelineFixtures.crossings(g)
        var placed = 0
        LeafTucker.run(g) { placed += 1; place(g) }
        #expect(placed == 1)
        let after = g.layers[rank].filter { [3, 4, 5].contains($0) }
        // Markup now ends the rank, on the side its child ends the rank below.
        #expect(after.last == 3 || after.first == 3)
        #expect(after != before)
        #expect(g.layers[rank].last == 3 || g.layers[rank].first == 3)
        #expect(LeafTucker.span(g) < width - 100)
        #expect(PipelineFixtures.crossings(g) == crossings)
        // Positions follow the new order.
        for layer in g.layers { for (i, v) in layer.enumerated() { #expect(g.position[v] == i) } }
    }

    @Test func aTuckThatWouldWidenTheDrawingIsUndone() {
        let g = moduleGraph()
        let layers = g.layers, position = g.position, x = g.x
        var placed = 0
        // A placement that comes out wider than the one before.
        LeafTucker.run(g) {
            placed += 1
            place(g)
            g.x[0] += 2_000
        }
        #expect(placed == 1)
        #expect(g.layers == layers)
        #expect(g.position == position)
        #expect(g.x == x)
    }

    @Test func aRankThatIsOneFamilyIsLeftAlone() {
        // Every node of the rank below the root is the root's child: no end has room to gain.
        let g = graph([(0, 1), (0, 2), (0, 3), (1, 4)], widths: [40, 40, 40, 40, 40])
        let layers = g.layers
        var placed = 0
        LeafTucker.run(g) { placed += 1; place(g) }
        #expect(placed == 0)
        #expect(g.layers == layers)
    }
}
