// Why: the parsed form of a C4 diagram (any of the five C4 headers), independent of layout and
// drawing, so the parser can be tested on its own and the layout reads one plain value.

/// Elements, boundaries (a tree under an implicit root) and relationships.
struct C4Diagram {
    var title = ""
    /// Element and boundary ids in declaration order are kept by each boundary; the root has id "".
    var boundaries: [String: C4Boundary] = ["": C4Boundary(id: "", label: "", type: "", parent: nil, line: 0)]
    var elements: [String: C4Element] = [:]
    var relations: [C4Relation] = []
    /// `$c4ShapeInRow` / `$c4BoundaryInRow` from `UpdateLayoutConfig`.
    var shapesInRow = 4
    var boundariesInRow = 2
    /// True for `C4Dynamic`: relationships are numbered in order.
    var numbered = false
}

/// What an element is: person, system, container or component, plain, database or queue, internal
/// or external.
struct C4ElementKind: Equatable {
    enum Base: String { case person, system, container, component }
    enum Shape: String { case box, db, queue }
    var base: Base
    var shape: Shape
    var external: Bool

    /// mermaid's stereotype (`<<external_container_db>>`) and CSS class stem.
    var typeName: String {
        (external ? "external_" : "") + base.rawValue + (shape == .box ? "" : "_" + shape.rawValue)
    }
}

/// `Container(alias, "Label", "Technology", "Description")` and friends.
struct C4Element {
    var id: String
    var kind: C4ElementKind
    var label: String
    var technology = ""
    var description = ""
    /// `$sprite`, `$tags`, `$link`: shown as text (no images are fetched).
    var extras: [String] = []
    var parent: String
    var style = C4ElementStyle()
    var line: Int
}

/// `UpdateElementStyle` colours.
struct C4ElementStyle: Equatable {
    var background: String?
    var font: String?
    var border: String?
}

/// `System_Boundary(alias, "Label") {` … `}`; the root boundary has id "".
struct C4Boundary {
    var id: String
    var label: String
    /// `[ENTERPRISE]`, `[SYSTEM]`, `[CONTAINER]`, a node's type, or the type given to `Boundary`.
    var type: String
    var description = ""
    var parent: String?
    /// Elements and boundaries inside, in declaration order.
    var children: [C4Child] = []
    var line: Int
}

/// One entry in a boundary.
enum C4Child: Equatable {
    case element(String)
    case boundary(String)
}

/// `Rel(from, to, "Label", "Technology")`, `BiRel`, `Rel_U`/`D`/`L`/`R`, `Rel_Back`.
struct C4Relation {
    var from: String
    var to: String
    var label: String
    var technology = ""
    var bidirectional = false
    /// `Rel_Back`: the arrow is at `from` (`UpdateRelStyle` names the ends as written).
    var reversed = false
    var textColor: String?
    var lineColor: String?
    var offsetX = 0.0
    var offsetY = 0.0
    var line: Int
}
