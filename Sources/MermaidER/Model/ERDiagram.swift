// Why: the parsed form of an `erDiagram`, independent of layout and drawing, so the parser can
// be tested on its own and the renderer reads one plain value.
import GraphLayout

/// The parsed form of an `erDiagram`: entities in first-mention order, relationships in source
/// order, and the styling statements.
struct ERDiagram {
    var direction: LayoutDirection = .topToBottom
    var entities: [String: EREntity] = [:]
    /// Entity names in first-mention order (mermaid numbers entity ids in this order).
    var order: [String] = []
    var relationships: [ERRelationship] = []
    var classDefs: [String: [String]] = [:]
    var classDefOrder: [String] = []

    /// Adds the entity when it is new; returns its name.
    @discardableResult
    mutating func ensureEntity(_ name: String) -> String {
        if entities[name] == nil {
            entities[name] = EREntity(name: name, index: order.count)
            order.append(name)
        }
        return name
    }
}

/// One entity: a box with a title and, when it has attributes, a table of them.
struct EREntity {
    var name: String
    /// Position in first-mention order, part of mermaid's DOM id (`entity-<name>-<index>`).
    var index: Int
    /// `name["Label"]` or `name[Label]`: the text drawn instead of the name.
    var alias: String?
    var attributes: [ERAttribute] = []
    var cssClasses: [String] = []
    var styles: [String] = []

    init(name: String, index: Int) {
        self.name = name
        self.index = index
    }

    var label: String { alias ?? name }
    /// mermaid's id for the entity.
    var domId: String { "entity-\(name)-\(index)" }
}

/// One row of an entity's table: `type name [PK, FK, UK] ["comment"]`.
struct ERAttribute: Equatable {
    var type: String
    var name: String
    var keys: [String] = []
    var comment: String = ""
}

/// How many instances of an entity take part in a relationship, read at the entity's end.
enum ERCardinality: String, Equatable {
    case zeroOrOne, zeroOrMore, oneOrMore, onlyOne
    /// `u`: the parent end of a multi-dimensional relationship; mermaid draws no mark for it.
    case mdParent
}

/// `A <cardA><line><cardB> B : label`.
struct ERRelationship: Equatable {
    var source: String
    var target: String
    /// Cardinality drawn at `source`.
    var sourceCardinality: ERCardinality
    /// Cardinality drawn at `target`.
    var targetCardinality: ERCardinality
    /// `--` / `to`: identifying, a solid line; `..` / `optionally to`: a dashed one.
    var identifying: Bool
    var label: String
    var line: Int
}
