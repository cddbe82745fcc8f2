/// Counts mermaid's roles in an SVG string the way `shared/tools/fidelity/compare.py` does
/// (nodes, relation/transition paths with dagre's 3-path self-loops folded, labelled edge labels,
/// clusters), without an XML parser: enough for our own output and mermaid's references.
struct SVGRoleCounter: Equatable, CustomStringConvertible {
    var nodes = 0, edges = 0, clusters = 0

    init(_ svg: String) {
        for tag in svg.components(separatedBy: "<").dropFirst() {
            guard let end = tag.firstIndex(of: ">") else { continue }
            let head = tag[..<end]
            let name = head.prefix { $0 != " " && $0 != "/" }
            let classes = Self.attribute("class", in: head).split(separator: " ").map(String.init)
            if name == "g" && (classes.contains("node") || classes.contains("rough-node")) { nodes += 1 }
            if name == "g" && classes.contains("cluster") { clusters += 1 }
            if (name == "path" || name == "line" || name == "polyline") && (classes.contains("relation") || classes.contains("transition")) {
                let id = Self.attribute("data-id", in: head)
                if !(id.hasSuffix("-cyclic-special-mid") || id.hasSuffix("-cyclic-special-2")) { edges += 1 }
            }
        }
    }

    init(nodes: Int, edges: Int, clusters: Int) { self.nodes = nodes; self.edges = edges; self.clusters = clusters }

    private static func attribute(_ name: String, in head: Substring) -> String {
        guard let range = head.range(of: " \(name)=\"") else { return "" }
        let rest = head[range.upperBound...]
        return String(rest.prefix { $0 != "\"" })
    }

    var description: String { "nodes \(nodes), edges \(edges), clusters \(clusters)" }
}
