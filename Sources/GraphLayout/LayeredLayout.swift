/// Runs the layered layout pipeline. PLACEHOLDER: the real pipeline lands with the layout work
/// (issue 2); until then nodes are stacked in one column so callers can integrate.
public enum LayeredLayout {
    public static func layout(_ graph: LayoutGraph) -> LayoutResult {
        var result = LayoutResult()
        var y = 0.0
        var width = 0.0
        for node in graph.nodes {
            result.nodes[node.id] = LayoutBox(x: node.width / 2, y: y + node.height / 2, width: node.width, height: node.height)
            y += node.height + graph.rankSpacing
            width = max(width, node.width)
        }
        for edge in graph.edges {
            if let a = result.nodes[edge.source], let b = result.nodes[edge.target] {
                result.edgePoints[edge.id] = [LayoutPoint(x: a.x, y: a.maxY), LayoutPoint(x: b.x, y: b.minY)]
            }
        }
        result.width = width
        result.height = max(0, y - graph.rankSpacing)
        return result
    }
}
