/// Every node shape the flowchart draws: the classic bracket forms and mermaid 11's named
/// shapes (`A@{ shape: … }`). Several names map to one shape, as in mermaid.
package enum NodeShape: String, Sendable, CaseIterable {
    // Classic bracket shapes.
    case rect, rounded, stadium, subroutine, cylinder, circle, doubleCircle, odd, diamond, hexagon
    case leanRight, leanLeft, trapezoid, invTrapezoid
    // v11 named shapes.
    case document, text, card, linedRect, smallCircle, framedCircle, fork, hourglass
    case braceLeft, braceRight, braces, bolt, delay, horizontalCylinder, linedCylinder
    case curvedTrapezoid, dividedRect, triangle, flippedTriangle, windowPane, filledCircle
    case linedDocument, notchedPentagon, slopedRect, documents, processes, flag, bowTieRect
    case crossedCircle, taggedDocument, taggedRect, dataStore

    /// Looks up a v11 shape name (`cyl`, `decision`, `lean-r`, …); nil when unknown.
    package init?(v11Name: String) {
        guard let shape = Self.names[v11Name.lowercased()] else { return nil }
        self = shape
    }

    private static let names: [String: NodeShape] = {
        var table: [String: NodeShape] = [:]
        let groups: [(NodeShape, [String])] = [
            (.rect, ["rect", "proc", "process", "rectangle", "square"]),
            (.rounded, ["rounded", "event", "round"]),
            (.stadium, ["stadium", "terminal", "pill"]),
            (.subroutine, ["subproc", "subprocess", "subroutine", "fr-rect", "framed-rectangle"]),
            (.cylinder, ["cyl", "db", "database", "cylinder"]),
            (.circle, ["circle", "circ"]),
            (.doubleCircle, ["dbl-circ", "double-circle", "doublecircle"]),
            (.odd, ["odd", "asymmetric"]),
            (.diamond, ["diamond", "decision", "question", "diam"]),
            (.hexagon, ["hex", "hexagon", "prepare"]),
            (.leanRight, ["lean-r", "lean-right", "in-out", "lean_right"]),
            (.leanLeft, ["lean-l", "lean-left", "out-in", "lean_left"]),
            (.trapezoid, ["trap-b", "trapezoid", "priority", "trapezoid-bottom"]),
            (.invTrapezoid, ["trap-t", "inv-trapezoid", "manual", "trapezoid-top", "inv_trapezoid"]),
            (.document, ["doc", "document"]),
            (.text, ["text"]),
            (.card, ["notch-rect", "card", "notched-rectangle"]),
            (.linedRect, ["lin-rect", "lined-rectangle", "lin-proc", "lined-process", "shaded-process"]),
            (.smallCircle, ["sm-circ", "small-circle", "start"]),
            (.framedCircle, ["framed-circle", "fr-circ", "stop"]),
            (.fork, ["fork", "join"]),
            (.hourglass, ["hourglass", "collate"]),
            (.braceLeft, ["comment", "brace", "brace-l"]),
            (.braceRight, ["brace-r"]),
            (.braces, ["braces"]),
            (.bolt, ["bolt", "com-link", "lightning-bolt"]),
            (.delay, ["delay", "half-rounded-rectangle"]),
            (.horizontalCylinder, ["das", "h-cyl", "horizontal-cylinder"]),
            (.linedCylinder, ["lin-cyl", "disk", "lined-cylinder"]),
            (.curvedTrapezoid, ["curv-trap", "display", "curved-trapezoid"]),
            (.dividedRect, ["div-rect", "div-proc", "divided-rectangle", "divided-process"]),
            (.triangle, ["tri", "extract", "triangle"]),
            (.flippedTriangle, ["flip-tri", "manual-file", "flipped-triangle"]),
            (.windowPane, ["win-pane", "internal-storage", "window-pane"]),
            (.filledCircle, ["f-circ", "junction", "filled-circle"]),
            (.linedDocument, ["lin-doc", "lined-document"]),
            (.notchedPentagon, ["notch-pent", "loop-limit", "notched-pentagon"]),
            (.slopedRect, ["sl-rect", "manual-input", "sloped-rectangle"]),
            (.documents, ["docs", "documents", "st-doc", "stacked-document"]),
            (.processes, ["processes", "procs", "st-rect", "stacked-rectangle"]),
            (.flag, ["flag", "paper-tape"]),
            (.bowTieRect, ["bow-rect", "stored-data", "bow-tie-rectangle"]),
            (.crossedCircle, ["cross-circ", "summary", "crossed-circle"]),
            (.taggedDocument, ["tag-doc", "tagged-document"]),
            (.taggedRect, ["tag-rect", "tagged-process", "tag-proc", "tagged-rectangle"]),
            (.dataStore, ["datastore", "data-store"]),
        ]
        for (shape, aliases) in groups { for name in aliases { table[name] = shape } }
        return table
    }()
}
