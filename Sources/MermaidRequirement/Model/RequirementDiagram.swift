// Why: the parsed form of a `requirementDiagram`, independent of layout and drawing, so the
// parser can be tested on its own and the renderer reads one plain value.
import GraphLayout

/// Requirements and elements (the boxes) and the relations between them.
struct RequirementDiagram {
    var direction: LayoutDirection = .topToBottom
    var nodes: [String: RequirementNode] = [:]
    /// Node names in declaration order.
    var order: [String] = []
    var relations: [RequirementRelation] = []
    var classDefs: [String: [String]] = [:]
    var classDefOrder: [String] = []

    mutating func add(_ node: RequirementNode) {
        if nodes[node.name] == nil { order.append(node.name) }
        nodes[node.name] = node
    }
}

/// What a box is: one of the six requirement kinds, or an element.
enum RequirementKind: String, CaseIterable {
    case requirement, functionalRequirement, interfaceRequirement, performanceRequirement, physicalRequirement
    case designConstraint, element

    /// The stereotype line drawn at the top of the box.
    var stereotype: String {
        switch self {
        case .requirement: return "Requirement"
        case .functionalRequirement: return "Functional Requirement"
        case .interfaceRequirement: return "Interface Requirement"
        case .performanceRequirement: return "Performance Requirement"
        case .physicalRequirement: return "Physical Requirement"
        case .designConstraint: return "Design Constraint"
        case .element: return "Element"
        }
    }
}

/// One box. Requirements use `id`, `text`, `risk`, `verifyMethod`; elements `type` and `docRef`.
struct RequirementNode {
    var name: String
    var kind: RequirementKind
    var id = ""
    var text = ""
    var risk = ""
    var verifyMethod = ""
    var type = ""
    var docRef = ""
    var cssClasses: [String] = []
    var styles: [String] = []
    var line: Int

    init(name: String, kind: RequirementKind, line: Int) {
        self.name = name
        self.kind = kind
        self.line = line
    }

    /// The body lines under the divider, as mermaid shows them (empty fields left out).
    var bodyLines: [String] {
        var lines: [String] = []
        if kind == .element {
            if !type.isEmpty { lines.append("Type: " + type) }
            if !docRef.isEmpty { lines.append("Doc Ref: " + docRef) }
        } else {
            if !id.isEmpty { lines.append("ID: " + id) }
            if !text.isEmpty { lines.append("Text: " + text) }
            if !risk.isEmpty { lines.append("Risk: " + risk) }
            if !verifyMethod.isEmpty { lines.append("Verification: " + verifyMethod) }
        }
        return lines
    }
}

/// The seven relation kinds.
enum RequirementRelationKind: String, CaseIterable {
    case contains, copies, derives, satisfies, verifies, refines, traces
}

/// `source - kind -> target` (or `target <- kind - source`).
struct RequirementRelation: Equatable {
    var source: String
    var target: String
    var kind: RequirementRelationKind
    var line: Int
}
