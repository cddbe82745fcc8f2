// Why: the box diagrams (ER, requirement, block) all accept `style ids …` and `class ids names`
// anywhere in the body, naming boxes that may be declared further down. They are collected while
// parsing and applied once every box is known; a name that is never declared is a warning with
// a suggestion. One copy of that bookkeeping instead of one per parser.

/// `style` and `class` statements waiting for the end of the parse.
///
/// ```swift
/// var pending = StyleAssignments()
/// pending.style(["CAR"], ["fill:#f9f"], line: line)          // while parsing
/// warnings += pending.apply(known: order, noun: "entity",
///                           addStyles: { diagram.entities[$0]?.styles += $1 },
///                           addClasses: { diagram.entities[$0]?.classes += $1 })
/// ```
package struct StyleAssignments: Sendable {
    private var styles: [(ids: [String], declarations: [String], line: SourceLine)] = []
    private var classes: [(ids: [String], classes: [String], line: SourceLine)] = []

    package init() {}

    /// `style id1,id2 fill:…`.
    package mutating func style(_ ids: [String], _ declarations: [String], line: SourceLine) {
        styles.append((ids, declarations, line))
    }

    /// `class id1,id2 name1,name2` (and the like).
    package mutating func assign(_ ids: [String], classes names: [String], line: SourceLine) {
        classes.append((ids, names, line))
    }

    /// Applies every statement in source order to the ids in `known`; returns a warning (with the
    /// closest known id as a suggestion) for each id that is not there. `noun` names a box in the
    /// message (`entity`, `block`…).
    package func apply(known: [String], noun: String, addStyles: (String, [String]) -> Void,
                       addClasses: (String, [String]) -> Void) -> [MermaidWarning] {
        let knownSet = Set(known)
        var warnings: [MermaidWarning] = []
        func unknown(_ id: String, _ keyword: String, _ line: SourceLine) {
            let hint = EditDistance.suggestion(for: id, among: known).map { "; did you mean '\($0)'?" } ?? ""
            warnings.append(MermaidWarning(
                line: line.number, column: 1,
                message: "'\(keyword)' names '\(id)', which is not \(Self.article(noun)) \(noun) of this diagram; ignored\(hint)",
                sourceLine: line.original))
        }
        for (ids, declarations, line) in styles {
            for id in ids {
                if knownSet.contains(id) { addStyles(id, declarations) } else { unknown(id, "style", line) }
            }
        }
        for (ids, names, line) in classes {
            for id in ids {
                if knownSet.contains(id) { addClasses(id, names) } else { unknown(id, "class", line) }
            }
        }
        return warnings
    }

    private static func article(_ noun: String) -> String {
        noun.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
