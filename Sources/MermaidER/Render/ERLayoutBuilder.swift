// Why: sizes every entity and relationship label and hands the diagram to the shared layered
// layout as mermaid hands it to dagre: entities are nodes, relationships labelled edges, with
// mermaid's ER spacing (140 between nodes, 80 between ranks) unless the config says otherwise.
import GraphLayout
import MermaidCore

/// Sizes and the `LayoutGraph` of an ER diagram.
struct ERLayoutBuilder {
    let diagram: ERDiagram
    let context: DiagramContext
    private(set) var metrics: [String: EREntityMetrics] = [:]
    private(set) var labels: [String: TextBlock] = [:]

    init(diagram: ERDiagram, context: DiagramContext) {
        self.diagram = diagram
        self.context = context
        for name in diagram.order {
            guard let entity = diagram.entities[name] else { continue }
            metrics[name] = EREntityMetrics(entity: entity, text: context.text)
        }
        for (index, relationship) in diagram.relationships.enumerated() where !relationship.label.isEmpty {
            labels[Self.edgeId(relationship, index: index, in: diagram)] = LabelText.parse(relationship.label)
        }
    }

    /// Relationship labels are drawn a little smaller than entity text, as mermaid's (14 px of 16).
    var labelSize: Double { context.fontSize * 0.875 }

    /// mermaid's edge id: `id_<source entity id>_<target entity id>_<counter>`.
    static func edgeId(_ relationship: ERRelationship, index: Int, in diagram: ERDiagram) -> String {
        let source = diagram.entities[relationship.source]?.domId ?? relationship.source
        let target = diagram.entities[relationship.target]?.domId ?? relationship.target
        return "id_\(source)_\(target)_\(index)"
    }

    func graph() -> LayoutGraph {
        var graph = LayoutGraph(
            direction: diagram.direction,
            nodeSpacing: context.setting("er", "nodeSpacing")?.doubleValue ?? 140,
            rankSpacing: context.setting("er", "rankSpacing")?.doubleValue ?? 80,
            orthogonalRouting: context.asksForElkLayout)
        graph.elk = ElkSettings { context.config["elk"]?[$0]?.stringValue }
        for name in diagram.order {
            guard let size = metrics[name] else { continue }
            graph.nodes.append(LayoutNode(id: name, width: size.width, height: size.height))
        }
        let lineHeight = context.text.lineHeight(size: labelSize)
        for (index, relationship) in diagram.relationships.enumerated() {
            let id = Self.edgeId(relationship, index: index, in: diagram)
            var edge = LayoutEdge(id: id, source: relationship.source, target: relationship.target)
            if let block = labels[id] {
                edge.labelWidth = context.text.measure(block, size: labelSize).width + 8
                edge.labelHeight = Double(block.lines.count) * lineHeight + 4
            }
            graph.edges.append(edge)
        }
        return graph
    }
}
