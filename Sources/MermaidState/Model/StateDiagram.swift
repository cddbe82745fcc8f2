import GraphLayout

/// The parsed form of a `stateDiagram`: states (with their composite scope), transitions and
/// notes. Composite states are scopes: each has its own `[*]` start and end, its own
/// direction, and may be split into concurrent regions by `--`.
struct StateDiagram {
    var direction: LayoutDirection = .topToBottom
    var states: [String: StateNode] = [:]
    /// First-mention order, used for drawing and as the layout's input order.
    var order: [String] = []
    var transitions: [StateTransition] = []
    var notes: [StateNote] = []
    var classDefs: [String: [String]] = [:]
    var classDefOrder: [String] = []

    /// The composite scopes (composite states and their regions) in creation order.
    var scopes: [StateScope] = []

    mutating func add(_ node: StateNode) {
        guard states[node.id] == nil else { return }
        states[node.id] = node
        order.append(node.id)
    }
}

/// Where a state lives: nil for the diagram's top level, else a composite state and the index of
/// its concurrent region (0 when it has none).
struct ScopeKey: Hashable {
    var composite: String
    var region: Int
}

/// A composite state's region, drawn as a cluster. A composite with one region is drawn as one
/// cluster; with several, each region is a dashed cluster inside it.
struct StateScope {
    var key: ScopeKey
    var direction: LayoutDirection?
}

struct StateNode {
    enum Kind: Equatable { case state, start, end, choice, fork, join, composite, note }

    var id: String
    var kind: Kind
    /// `S : description` lines and `state "description" as S`.
    var descriptions: [String] = []
    /// Innermost enclosing composite region, nil at the top level.
    var scope: ScopeKey?
    var cssClasses: [String] = []
    var styles: [String] = []

    init(id: String, kind: Kind, scope: ScopeKey?) {
        self.id = id
        self.kind = kind
        self.scope = scope
    }

    /// The text drawn for the state: its descriptions, else its id.
    var label: String { descriptions.isEmpty ? id : descriptions.joined(separator: "<br>") }
}

struct StateTransition {
    var id: String
    var source: String
    var target: String
    var label: String?
    var line: Int
}

struct StateNote {
    enum Side: String { case left, right }
    var id: String
    var text: String
    var target: String?
    var side: Side
}
