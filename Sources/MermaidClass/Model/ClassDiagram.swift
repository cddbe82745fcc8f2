import GraphLayout

/// The parsed form of a `classDiagram`: what the parser produces and the renderer draws.
/// Kept separate from drawing so the parser can be tested (and fuzzed) on its own.
struct ClassDiagram {
    var direction: LayoutDirection = .topToBottom
    /// A `title …` line: drawn like a front matter title (which wins).
    var title: String?
    /// Classes by id, with `classOrder` keeping the order of first mention (drawing order).
    var classes: [String: ClassNode] = [:]
    var classOrder: [String] = []
    var relations: [ClassRelation] = []
    var notes: [ClassNote] = []
    var namespaces: [String: ClassNamespace] = [:]
    var namespaceOrder: [String] = []
    /// `classDef` name → CSS declarations (`fill:#f96`, …).
    var classDefs: [String: [String]] = [:]
    var classDefOrder: [String] = []

    /// Returns the class with `id`, creating it (in first-mention order) when needed.
    mutating func ensureClass(_ id: String) {
        if classes[id] == nil {
            classes[id] = ClassNode(id: id)
            classOrder.append(id)
        }
    }
}

/// One class box.
struct ClassNode {
    var id: String
    /// `class A["Label"]`: shown instead of the id.
    var label: String?
    /// `class Square~Shape~`: shown as `Square<Shape>`.
    var generic: String?
    var annotations: [String] = []
    var attributes: [ClassMember] = []
    var methods: [ClassMember] = []
    var cssClasses: [String] = []
    var styles: [String] = []
    var link: String?
    var linkTarget: String?
    var tooltip: String?
    /// Innermost namespace (cluster) id, if any.
    var namespace: String?
    /// A lollipop interface end: drawn as a bare label, not a box.
    var isInterface = false

    init(id: String) { self.id = id }

    /// The text in the title row.
    var displayName: String {
        if let label { return label }
        if let generic { return id + "<" + GenericTypes.display(generic) + ">" }
        return id
    }
}

/// An attribute or method line, already converted to mermaid's display text.
struct ClassMember: Equatable {
    enum Classifier: Equatable { case none, isStatic, isAbstract }
    var text: String
    var classifier: Classifier = .none
    /// Methods go to the box's third section.
    var isMethod = false
}

/// The shapes drawn at either end of a relation.
enum RelationEnd: String, CaseIterable {
    case extension_ = "extension", composition, aggregation, dependency, lollipop
}

struct ClassRelation {
    var source: String
    var target: String
    var sourceCardinality: String?
    var targetCardinality: String?
    /// Marker at the source end (`<|--` puts an extension triangle at the source).
    var startEnd: RelationEnd?
    var endEnd: RelationEnd?
    var dotted: Bool
    var label: String?
    var line: Int
}

struct ClassNote {
    var id: String
    var text: String
    /// `note for X`: the class the note is attached to.
    var target: String?
}

/// A `namespace` block: a cluster around its classes.
struct ClassNamespace {
    var id: String
    var label: String
    var parent: String?
}
