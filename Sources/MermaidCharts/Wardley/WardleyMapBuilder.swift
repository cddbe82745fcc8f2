// Why: mermaid builds a Wardley map from its parsed statements in a fixed order, not the source
// order: anchors, components, notes, pipelines (whose parent must be placed), links (resolved by id,
// then by label, so a pipeline member can be linked by its name), trends, annotations, forces.
// Coordinates are fractions (≤ 1) or percentages (≤ 100); anything else is an error, as in mermaid.
import MermaidCore

/// The statements of a `wardley-beta` block, grouped by kind as mermaid's grammar collects them.
struct WardleyStatements {
    struct Node {
        var name: String
        var at: (Double, Double, Int)
        var isAnchor: Bool
        var labelOffset: (Double, Double)?
        var inertia = false
        var strategy: WardleyNode.Strategy?
        var line: Int

        init(name: String, at: (Double, Double, Int), isAnchor: Bool, line: Int) {
            self.name = name
            self.at = at
            self.isAnchor = isAnchor
            self.line = line
        }
    }

    struct PipelineComponent {
        var name: String
        var evolution: Double
        var column: Int
        var labelOffset: (Double, Double)?
        var line: Int
    }

    struct Pipeline {
        var parent: String
        var line: Int
        var column: Int
        var components: [PipelineComponent] = []
    }

    struct Link {
        var from: String
        var to: String
        var fromPort: String?
        var arrow: String?
        var toPort: String?
        var label: String?
        var line: Int
    }

    var title: String?
    var size: (Double, Double)?
    var stages: [(name: String, boundary: Double?)] = []
    var nodes: [Node] = []
    var links: [Link] = []
    var evolves: [(name: String, target: Double, line: Int, column: Int)] = []
    var pipelines: [Pipeline] = []
    var notes: [(text: String, at: (Double, Double, Int), line: Int)] = []
    var annotationsBox: (at: (Double, Double, Int), line: Int)?
    var annotations: [(number: Int, at: (Double, Double, Int), text: String, line: Int)] = []
    var forces: [(name: String, at: (Double, Double, Int), accelerates: Bool, line: Int)] = []

    var count: Int { nodes.count + links.count + evolves.count + pipelines.count + notes.count + annotations.count + forces.count }
}

enum WardleyMapBuilder {
    static func build(_ ast: WardleyStatements, source: DiagramSource, warn: (MermaidWarning) -> Void) throws -> WardleyMap {
        var map = WardleyMap()
        map.title = ast.title
        map.size = ast.size.map { (width: $0.0, height: $0.1) }
        map.stages = ast.stages.map(\.name)
        map.stageBoundaries = ast.stages.compactMap(\.boundary)
        var index: [String: Int] = [:]
        func add(_ node: WardleyNode) {
            if let i = index[node.id] {
                var merged = node
                merged.labelOffset = node.labelOffset ?? map.nodes[i].labelOffset
                merged.isPipelineParent = map.nodes[i].isPipelineParent
                map.nodes[i] = merged
            } else {
                index[node.id] = map.nodes.count
                map.nodes.append(node)
            }
        }
        for node in ast.nodes.filter(\.isAnchor) + ast.nodes.filter({ !$0.isAnchor }) {
            var n = WardleyNode(id: node.name, label: node.name, point: try point(node.at, line: node.line, source: source),
                                kind: node.isAnchor ? .anchor : .component, line: node.line)
            n.labelOffset = node.labelOffset.map { (x: $0.0, y: $0.1) }
            n.inertia = node.inertia
            n.strategy = node.strategy
            add(n)
        }
        for note in ast.notes {
            map.notes.append((note.text, try point(note.at, line: note.line, source: source)))
        }
        for pipeline in ast.pipelines {
            guard let parent = index[pipeline.parent] else {
                throw source.error("a pipeline needs a component '\(pipeline.parent)' placed with 'component \(pipeline.parent) [visibility, evolution]'",
                                   line: pipeline.line, column: pipeline.column)
            }
            map.nodes[parent].isPipelineParent = true
            let y = map.nodes[parent].point.y
            var ids: [String] = []
            for component in pipeline.components {
                let id = "\(pipeline.parent)_\(component.name)"
                var n = WardleyNode(id: id, label: component.name,
                                    point: WardleyPoint(x: try percent(component.evolution, what: "evolution", line: component.line,
                                                                       column: component.column, source: source), y: y),
                                    kind: .pipelineComponent, line: component.line)
                n.labelOffset = component.labelOffset.map { (x: $0.0, y: $0.1) }
                add(n)
                ids.append(id)
            }
            if let existing = map.pipelines.firstIndex(where: { $0.parent == pipeline.parent }) {
                map.pipelines[existing].components = ids
            } else {
                map.pipelines.append((pipeline.parent, ids))
            }
        }
        func resolve(_ name: String) -> String? {
            if index[name] != nil { return name }
            return map.nodes.first { $0.label == name }?.id
        }
        for link in ast.links {
            let from = resolve(link.from), to = resolve(link.to)
            for (name, found) in [(link.from, from), (link.to, to)] where found == nil {
                warn(MermaidWarning(line: link.line, column: 1, message: "no component or anchor '\(name)'; the link is not drawn",
                                    sourceLine: source.lines.first { $0.number == link.line }?.original ?? "", code: "unknown-reference"))
            }
            let arrow = link.arrow ?? ""
            var flow = flow(port: link.fromPort) ?? flow(port: link.toPort)
            var flowLabel: String?
            if arrow.hasPrefix("+'") {
                let inner = arrow.dropFirst(2)
                if let close = inner.firstIndex(of: "'") {
                    flowLabel = String(inner[..<close])
                    let tail = inner[inner.index(after: close)...]
                    if flow == nil { flow = tail == "<>" ? .bidirectional : tail == "<" ? .backward : .forward }
                }
            }
            map.links.append(WardleyLink(source: from ?? link.from, target: to ?? link.to, dashed: arrow.containsASCII("-.->"),
                                         label: flowLabel ?? link.label, flow: flow, line: link.line))
        }
        for evolve in ast.evolves {
            guard let i = index[evolve.name] else {
                warn(MermaidWarning(line: evolve.line, column: 1, message: "no component '\(evolve.name)' to evolve; the trend is not drawn",
                                    sourceLine: source.lines.first { $0.number == evolve.line }?.original ?? "", code: "unknown-reference"))
                continue
            }
            let x = try percent(evolve.target, what: "evolve target", line: evolve.line, column: evolve.column, source: source)
            if let existing = map.trends.firstIndex(where: { $0.node == map.nodes[i].id }) {
                map.trends[existing].x = x
            } else {
                map.trends.append((map.nodes[i].id, x))
            }
        }
        if let box = ast.annotationsBox { map.annotationsBox = try point(box.at, line: box.line, source: source) }
        for a in ast.annotations {
            map.annotations.append((a.number, try point(a.at, line: a.line, source: source), a.text))
        }
        for force in ast.forces.filter(\.accelerates) + ast.forces.filter({ !$0.accelerates }) {
            map.forces.append((force.name, try point(force.at, line: force.line, source: source), force.accelerates))
        }
        return map
    }

    private static func flow(port: String?) -> WardleyLink.Flow? {
        switch port {
        case "+<>": .bidirectional
        case "+<": .backward
        case "+>": .forward
        default: nil
        }
    }

    /// `[visibility, evolution]` → point (x = evolution, y = visibility), in percent.
    static func point(_ at: (Double, Double, Int), line: Int, source: DiagramSource) throws -> WardleyPoint {
        WardleyPoint(x: try percent(at.1, what: "evolution", line: line, column: at.2, source: source),
                     y: try percent(at.0, what: "visibility", line: line, column: at.2, source: source))
    }

    /// A fraction (≤ 1) as a percentage, or a percentage as is; 0…100 only.
    static func percent(_ value: Double, what: String, line: Int, column: Int, source: DiagramSource) throws -> Double {
        let p = value <= 1 ? value * 100 : value
        guard p >= 0, p <= 100 else {
            throw source.error("expected the \(what) from 0 to 1 (or a percentage from 0 to 100), found \(value.svg)", line: line, column: column)
        }
        return p
    }
}
