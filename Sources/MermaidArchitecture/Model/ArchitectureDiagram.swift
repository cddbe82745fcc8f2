// Why: the parsed form of an `architecture-beta` diagram, independent of layout and drawing, so
// the parser can be tested on its own and the layout reads one plain value.

/// Groups, services, junctions and the edges between them.
struct ArchitectureDiagram {
    var groups: [String: ArchitectureGroup] = [:]
    /// Group ids in declaration order.
    var groupOrder: [String] = []
    /// Services and junctions (both are grid cells).
    var nodes: [String: ArchitectureNode] = [:]
    /// Service and junction ids in declaration order.
    var nodeOrder: [String] = []
    var edges: [ArchitectureEdge] = []

    /// How many groups hold each group (0 for a top-level group) and the outermost group above
    /// it (itself when top-level); filled by `computeNesting()` once `in` cycles are broken.
    private(set) var groupDepth: [String: Int] = [:]
    private(set) var outermostGroup: [String: String] = [:]

    /// Fills `groupDepth` and `outermostGroup` in one pass (each group walks up only to the first
    /// group already known). Parents must form no cycle.
    mutating func computeNesting() {
        groupDepth = [:]
        outermostGroup = [:]
        for id in groupOrder where groupDepth[id] == nil {
            var path: [String] = []
            var current: String? = id
            while let c = current, groupDepth[c] == nil, path.count <= groupOrder.count {
                path.append(c)
                current = groups[c]?.parent
            }
            var depth = current.flatMap { groupDepth[$0] } ?? -1
            var top = current.flatMap { outermostGroup[$0] } ?? path.last ?? id
            for c in path.reversed() {
                depth += 1
                groupDepth[c] = depth
                if depth == 0 { top = c }
                outermostGroup[c] = top
            }
        }
    }

    /// How many groups hold `node`, directly or through nesting.
    func depth(ofNode node: String) -> Int {
        guard let parent = nodes[node]?.parent else { return 0 }
        return 1 + (groupDepth[parent] ?? 0)
    }
}

/// `group id(icon)[title] in parent`.
struct ArchitectureGroup {
    var id: String
    var icon: String?
    var title: String
    var parent: String?
    var line: Int
}

/// `service id(icon)[title] in parent`, or `junction id in parent`.
struct ArchitectureNode {
    var id: String
    var icon: String?
    var title: String
    var parent: String?
    var isJunction: Bool
    var line: Int
}

/// A side of a service: where an edge leaves or enters it.
enum ArchitectureSide: Character, CaseIterable {
    case left = "L", right = "R", top = "T", bottom = "B"

    /// The unit step from a node towards a neighbour attached on this side (y grows downwards).
    var step: (dx: Int, dy: Int) {
        switch self {
        case .left: return (-1, 0)
        case .right: return (1, 0)
        case .top: return (0, -1)
        case .bottom: return (0, 1)
        }
    }

    var isHorizontal: Bool { self == .left || self == .right }
}

/// `a{group}:R <-[label]-> L:b{group}`.
struct ArchitectureEdge {
    var source: String
    var sourceSide: ArchitectureSide
    /// `{group}` after the source: the edge leaves the source's group box.
    var sourceGroup = false
    var target: String
    var targetSide: ArchitectureSide
    var targetGroup = false
    var arrowAtSource = false
    var arrowAtTarget = false
    var label = ""
    var line: Int
}
