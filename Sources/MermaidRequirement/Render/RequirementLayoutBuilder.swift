// Why: sizes every box and relation label and hands the diagram to the shared layered layout,
// as mermaid hands it to dagre.
import GraphLayout
import MermaidCore

/// Sizes and the `LayoutGraph` of a requirement diagram.
struct RequirementLayoutBuilder {
    let diagram: RequirementDiagram
    let context: DiagramContext
    private(set) var metrics: [String: RequirementBoxMetrics] = [:]
    /// Edge ids in relation order.
    private(set) var edgeIds: [String] = []

    init(diagram: RequirementDiagram, context: DiagramContext) {
        self.diagram = diagram
        self.context = context
        for name in diagram.order {
            guard let node = diagram.nodes[name] else { continue }
            metrics[name] = RequirementBoxMetrics(node: node, text: context.text)
        }
        var seen: [String: Int] = [:]
        for relation in diagram.relations {
            let pair = relation.source + "-" + relation.target
            let count = seen[pair, default: 0]
            seen[pair] = count + 1
            edgeIds.append(pair + "-" + String(count))
        }
    }

    /// The label on a relation: `<<satisfies>>`.
    static func label(_ relation: RequirementRelation) -> TextBlock { TextBlock(plain: "<<" + relation.kind.rawValue + ">>") }

    func graph() -> LayoutGraph {
        var graph = LayoutGraph(
            direction: diagram.direction,
            nodeSpacing: context.setting("requirement", "nodeSpacing")?.doubleValue ?? 50,
            rankSpacing: context.setting("requirement", "rankSpacing")?.doubleValue ?? 50,
            orthogonalRouting: context.asksForElkLayout)
        graph.elk = ElkSettings { context.config["elk"]?[$0]?.stringValue }
        for name in diagram.order {
            guard let size = metrics[name] else { continue }
            graph.nodes.append(LayoutNode(id: name, width: size.width, height: size.height))
        }
        for (relation, id) in zip(diagram.relations, edgeIds) {
            let label = Self.label(relation)
            graph.edges.append(LayoutEdge(id: id, source: relation.source, target: relation.target,
                                          labelWidth: context.text.measure(label).width + 8,
                                          labelHeight: context.text.lineHeight() + 4))
        }
        return graph
    }
}
