// Why: mermaid spells a relationship's ends and line both as symbols (`}o`, `||`, `--`, `..`) and
// as words (`zero or more`, `only one`, `to`, `optionally to`). The tables and the longest-match
// reading live here, apart from the statement parser.
import MermaidCore

/// Reads the cardinality and line tokens of an ER relationship.
enum ERRelationSyntax {
    /// Cardinality spellings, longest first so `one or more` wins over `one` and `1+` over `1`.
    /// `word` spellings must end at a word boundary.
    private static let cardinalities: [(text: String, value: ERCardinality, word: Bool)] = [
        ("zero or more", .zeroOrMore, true), ("zero or many", .zeroOrMore, true), ("one or more", .oneOrMore, true),
        ("one or many", .oneOrMore, true), ("one or zero", .zeroOrOne, true), ("zero or one", .zeroOrOne, true),
        ("only one", .onlyOne, true), ("many(0)", .zeroOrMore, false), ("many(1)", .oneOrMore, false),
        ("many", .zeroOrMore, true), ("one", .onlyOne, true), ("1+", .oneOrMore, false), ("0+", .zeroOrMore, false),
        ("1", .onlyOne, true), ("|o", .zeroOrOne, false), ("o|", .zeroOrOne, false), ("}o", .zeroOrMore, false),
        ("o{", .zeroOrMore, false), ("}|", .oneOrMore, false), ("|{", .oneOrMore, false), ("||", .onlyOne, false),
        ("u", .mdParent, true),
    ]

    /// Line spellings: `true` for identifying (solid).
    private static let lines: [(text: String, identifying: Bool, word: Bool)] = [
        ("optionally to", false, true), ("to", true, true), ("--", true, false), ("..", false, false),
        (".-", false, false), ("-.", false, false),
    ]

    /// Reads one cardinality at the scanner, or returns nil without moving.
    static func cardinality(_ scan: inout LineScanner) -> ERCardinality? {
        for entry in cardinalities {
            if entry.word ? scan.consumeKeyword(entry.text) : scan.consume(entry.text, caseInsensitive: true) {
                return entry.value
            }
        }
        return nil
    }

    /// Reads the line between two cardinalities (true: identifying), or nil without moving.
    static func line(_ scan: inout LineScanner) -> Bool? {
        for entry in lines {
            if entry.word ? scan.consumeKeyword(entry.text) : scan.consume(entry.text) { return entry.identifying }
        }
        return nil
    }

    /// True when the scanner is on something that starts a relationship (used to tell a
    /// relationship from other text after an entity name).
    static func startsRelationship(_ scan: LineScanner) -> Bool {
        var probe = scan
        return cardinality(&probe) != nil
    }

    /// Characters of an unquoted entity name: letters, digits, `_`, `-`, `*` and anything
    /// beyond ASCII, as in mermaid's grammar.
    static func isNameCharacter(_ c: Character) -> Bool {
        !c.isASCII || c.isLetterQuick || c.isNumber || c == "_" || c == "-" || c == "*"
    }
}
