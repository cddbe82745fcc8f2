// Why: mermaid draws every graph diagram (flowchart, class, state, and next ER, requirement,
// mindmap…) with the same DOM: markers in `<defs>`, then `<g class="root">` holding the
// `clusters`, `edgePaths`, `edgeLabels` and `nodes` layers, in that order, so user CSS written
// for mermaid applies. Renderers fill the layers in whatever order suits them (edges often
// need node boxes first) and the skeleton assembles them.

/// The layers of a graph diagram and the markers its edges used.
///
/// ```swift
/// var graph = GraphSkeleton(markers: MarkerSet(prefix: context.idPrefix, diagramType: "class"))
/// graph.nodes.start("g") …            // draw into any layer
/// let url = graph.markers.url(.extensionEnd)
/// return DiagramDrawing(body: graph.body, …)
/// ```
package struct GraphSkeleton: Sendable {
    /// Cluster (subgraph, namespace, composite state) boxes, outermost first.
    package var clusters = SVGWriter()
    /// Edge lines.
    package var edgePaths: SVGWriter
    /// Edge label groups.
    package var edgeLabels = SVGWriter()
    /// Node groups.
    package var nodes: SVGWriter
    /// The markers the edges refer to; written into `<defs>` ahead of the root.
    package var markers: MarkerSet

    /// An empty skeleton; `nodeCount`/`edgeCount` size the buffers.
    package init(markers: MarkerSet, nodeCount: Int = 0, edgeCount: Int = 0) {
        self.markers = markers
        nodes = SVGWriter(capacity: nodeCount * 400)
        edgePaths = SVGWriter(capacity: edgeCount * 300)
    }

    /// `<defs>` with the used markers, then `<g class="root">` with the four layers.
    package var body: SVGWriter {
        var svg = SVGWriter(capacity: clusters.byteCount + edgePaths.byteCount
                                + edgeLabels.byteCount + nodes.byteCount + 1_024)
        markers.write(into: &svg)
        svg.openGroup(class: "root")
        for (name, layer) in [("clusters", clusters), ("edgePaths", edgePaths), ("edgeLabels", edgeLabels), ("nodes", nodes)] {
            svg.openGroup(class: name)
            svg.append(layer)
            svg.end("g")
        }
        svg.end("g")
        return svg
    }
}
