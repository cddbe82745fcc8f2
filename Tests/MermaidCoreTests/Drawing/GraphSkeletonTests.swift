import Testing
@testable import MermaidCore

@Suite struct GraphSkeletonTests {
    @Test func layersInMermaidsOrderWithMarkersFirst() {
        var graph = GraphSkeleton(markers: MarkerSet(prefix: "g", diagramType: "class"))
        graph.nodes.element("desc", text: "n")
        graph.clusters.element("desc", text: "c")
        graph.edgePaths.start("path")
        graph.edgePaths.attr("marker-end", graph.markers.url(.lollipopEnd))
        graph.edgePaths.endEmpty()
        let out = graph.body.output
        #expect(out.hasPrefix("<defs><marker id=\"g_class-lollipopEnd\" class=\"marker lollipop class\""))
        #expect(out.hasSuffix("<g class=\"root\"><g class=\"clusters\"><desc>c</desc></g><g class=\"edgePaths\"><path marker-end=\"url(#g_class-lollipopEnd)\"/></g><g class=\"edgeLabels\"></g><g class=\"nodes\"><desc>n</desc></g></g>"))
    }

    @Test func clusterFallbackEnclosesMembersWithTitleBand() throws {
        let box = try #require(ClusterBox.enclosing(minX: 0, minY: 10, maxX: 100, maxY: 50, titleHeight: 20))
        #expect(box.minX == -8 && box.width == 116)
        #expect(box.minY == 10 - 8 - 20)
        #expect(box.minY + box.height == 58)
        #expect(ClusterBox.enclosing(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity) == nil)
    }

    @Test func clusterMarkupEscapesIds() {
        var svg = SVGWriter()
        var label = SVGWriter()
        label.text("T")
        ClusterBox(x: 5, y: 5, width: 10, height: 10)
            .draw(className: "cluster", id: "p-\"x", dataId: "<x>", label: label, labelTransform: "translate(\(5.0), \(4.0))", into: &svg)
        #expect(svg.output == "<g class=\"cluster\" id=\"p-&quot;x\" data-id=\"&lt;x&gt;\"><rect x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><g class=\"cluster-label\" transform=\"translate(5, 4)\">T</g></g>")
    }

    @Test func edgeAndClassDefCSS() {
        #expect(EdgeCSS.classes(.thick, .dotted) == "edge-thickness-thick edge-pattern-dotted")
        #expect(EdgeCSS.rules(prefix: "e", patterns: [.dashed]) == "#e .edge-pattern-dashed{stroke-dasharray:3;}")
        let css = ClassDefCSS.rules(prefix: "c", order: ["hot", "none"], definitions: ["hot": ["fill:#f00", "color:#fff"]],
                                    shapeSelectors: { [".node.\($0) rect", ".x.\($0)"] }, textSelectors: { [".node.\($0) text"] })
        #expect(css == "#c .node.hot rect,#c .x.hot{fill:#f00;}#c .node.hot text{fill:#fff;}")
    }
}
