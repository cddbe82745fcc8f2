// Why: the C4 macro names and what each one declares, in one table the parser and its
// suggestions read.

/// The element, boundary and relationship macros of mermaid's C4 diagrams.
enum C4Macros {
    static let elements: [String: C4ElementKind] = {
        var table: [String: C4ElementKind] = [:]
        let bases: [(String, C4ElementKind.Base)] = [("Person", .person), ("System", .system), ("Container", .container),
                                                     ("Component", .component)]
        for (name, base) in bases {
            for (suffix, shape) in [("", C4ElementKind.Shape.box), ("Db", .db), ("Queue", .queue)] {
                if base == .person && shape != .box { continue }
                table[name + suffix] = C4ElementKind(base: base, shape: shape, external: false)
                table[name + suffix + "_Ext"] = C4ElementKind(base: base, shape: shape, external: true)
            }
        }
        return table
    }()

    /// Boundary macros and the type they show; nil: the type is the third argument.
    static let boundaries: [String: String?] = [
        "Boundary": nil, "Enterprise_Boundary": "ENTERPRISE", "System_Boundary": "SYSTEM",
        "Container_Boundary": "CONTAINER", "Node": nil, "Node_L": nil, "Node_R": nil, "Deployment_Node": nil,
    ]

    enum RelationMacro { case forward, back, both, indexed }

    static let relations: [String: RelationMacro] = [
        "Rel": .forward, "Rel_U": .forward, "Rel_Up": .forward, "Rel_D": .forward, "Rel_Down": .forward,
        "Rel_L": .forward, "Rel_Left": .forward, "Rel_R": .forward, "Rel_Right": .forward,
        "Rel_Back": .back, "BiRel": .both, "RelIndex": .indexed,
    ]

    static let allNames: [String] = (Array(elements.keys) + Array(boundaries.keys) + Array(relations.keys)
        + ["UpdateElementStyle", "UpdateRelStyle", "UpdateLayoutConfig", "UpdateBoundaryStyle"]).sorted()
}
