import CHighlightGrammars

/// What a highlight query tells the highlighter (its patterns' places, captures and predicates), read
/// from its source without tree-sitter compiling it, for a query whose every pattern is one node.
///
/// Why: `ts_query_new` scans the grammar's whole parse table before it analyses any pattern, whatever
/// the query holds (Bash 7 ms, C++ 13 ms, Kotlin 17 ms, this machine), and a build pays it on the first
/// block of each language: most of a small site's highlighting cost, and of its cold build. When every
/// pattern is one node (``NodePatterns/Shape``: after ``ParentChainPatterns`` has rewritten the
/// "node inside a parent" ones, the queries of Bash, C, C++, Go, Kotlin, YAML, JSON, CSS, SCSS, HTML and
/// Markdown), ``NodePatterns`` runs the whole query as one walk of the tree and the compiled query is
/// never run: all it gave was this outline. The outline numbers patterns and captures as tree-sitter
/// does (captures in the order they are first written; predicates as their steps), which
/// `QueryOutlineTests` checks against tree-sitter for every compiled-in grammar.
struct QueryOutline {
    /// One argument of a predicate after its name: a capture (by index) or a string.
    enum Argument: Equatable {
        case capture(UInt32)
        case string(String)
    }

    /// A predicate as written: `(#eq? @x "y")` is `eq?` with `[.capture(x), .string("y")]`.
    struct Predicate: Equatable {
        let name: String
        let arguments: [Argument]
    }

    /// One pattern: where it is in the source, and its predicates.
    struct Pattern {
        let range: Range<Int>
        let predicates: [Predicate]
    }

    let patterns: [Pattern]
    /// The capture names, by capture index.
    let captureNames: [String]
    /// Patterns naming a node type the grammar does not have, blanked out of `text` (tree-sitter
    /// rejects them, and ``HighlightQuery`` leaves such a pattern out when it compiles the query).
    let droppedPatterns: Int

    /// The outline of `text` for `language`, blanking out (with spaces) each pattern that names a type
    /// the grammar lacks; nil, with `text` unchanged, when a pattern is not one node of visible types,
    /// or holds anything this reader does not read exactly as tree-sitter does (then the query is compiled).
    init?(text: inout [UInt8], language: OpaquePointer) {
        var patterns: [Pattern] = []
        var captureNames: [String] = []
        var blanked: [Range<Int>] = []
        for form in HighlightQuery.topLevelForms(in: text) {
            let tokens = QueryToken.scan(text, in: form)
            guard !tokens.isEmpty else { continue }
            let captures: [Range<Int>]
            if let shape = NodePatterns.Shape(tokens: tokens, in: text) {
                if !shape.resolves(in: language) {
                    // A type the grammar lacks (tree-sitter's node type error): left out. Any other reason a
                    // type does not resolve (`_`, `ERROR`, a supertype) is one this reader does not handle.
                    guard shape.types.contains(where: { NodePatterns.isUnknown($0.name, named: $0.named, in: language) }) else { return nil }
                    blanked.append(form)
                    continue
                }
                captures = shape.captures
            } else if let tree = TreePattern.Written(tokens: tokens, in: text) {
                // Nested nodes (``TreePattern``): left out, as tree-sitter leaves it out, when it names a type
                // or a field the grammar lacks; not read when a type is one the walk does not match by name.
                if tree.typeNames.contains(where: { NodePatterns.isUnknown($0.name, named: $0.named, in: language) })
                    || tree.fieldNames.contains(where: { ParentChainPatterns.field(named: $0, in: language) == nil }) {
                    blanked.append(form)
                    continue
                }
                guard tree.typeNames.allSatisfy({ ParentChainPatterns.symbol(named: $0.name, isNamed: $0.named, in: language) != nil })
                else { return nil }
                captures = tree.captures
            } else {
                return nil
            }
            for capture in captures {
                let name = String(decoding: text[(capture.lowerBound + 1)..<capture.upperBound], as: UTF8.self)
                if !captureNames.contains(name) { captureNames.append(name) }
            }
            guard let predicates = QueryOutline.predicates(in: tokens, text: text, captureNames: captureNames) else { return nil }
            patterns.append(Pattern(range: form, predicates: predicates))
        }
        for form in blanked { for index in form { text[index] = UInt8(ascii: " ") } }
        self.patterns = patterns
        self.captureNames = captureNames
        droppedPatterns = blanked.count
    }

    /// The `(#name argument…)` groups of a pattern's tokens, in order; nil when one holds what
    /// tree-sitter would read otherwise (a nested group, an unknown capture, an escape `unquoted` leaves).
    private static func predicates(in tokens: [QueryToken], text: [UInt8], captureNames: [String]) -> [Predicate]? {
        var result: [Predicate] = []
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .open, index + 1 < tokens.count, tokens[index + 1].kind == .other,
                  text[tokens[index + 1].range.lowerBound] == UInt8(ascii: "#") else { continue }
            let nameRange = tokens[index + 1].range
            let name = String(decoding: text[(nameRange.lowerBound + 1)..<nameRange.upperBound], as: UTF8.self)
            var arguments: [Argument] = []
            index += 2
            while index < tokens.count && tokens[index].kind != .close {
                let token = tokens[index], range = token.range
                switch token.kind {
                case .capture:
                    let capture = String(decoding: text[(range.lowerBound + 1)..<range.upperBound], as: UTF8.self)
                    guard let id = captureNames.firstIndex(of: capture) else { return nil }
                    arguments.append(.capture(UInt32(id)))
                case .string:
                    guard let value = QueryToken.unquoted(text[range]) else { return nil }
                    arguments.append(.string(value))
                case .name:
                    arguments.append(.string(String(decoding: text[range], as: UTF8.self)))
                default:
                    return nil
                }
                index += 1
            }
            guard index < tokens.count else { return nil }
            result.append(Predicate(name: name, arguments: arguments))
        }
        return result
    }

    /// The predicates of pattern `pattern` of a compiled query, read as an outline reads them.
    static func predicates(of query: OpaquePointer, pattern: UInt32) -> [Predicate] {
        var count: UInt32 = 0
        guard let steps = ts_query_predicates_for_pattern(query, pattern, &count), count > 0 else { return [] }
        func string(_ id: UInt32) -> String {
            var length: UInt32 = 0
            return ts_query_string_value_for_id(query, id, &length).map { String(cString: $0) } ?? ""
        }
        var result: [Predicate] = []
        var name: String? = nil
        var arguments: [Argument] = []
        for step in UnsafeBufferPointer(start: steps, count: Int(count)) {
            switch step.type {
            case TSQueryPredicateStepTypeDone:
                if let name { result.append(Predicate(name: name, arguments: arguments)) }
                name = nil
                arguments = []
            case TSQueryPredicateStepTypeCapture:
                arguments.append(.capture(step.value_id))
            default:
                if name == nil { name = string(step.value_id) } else { arguments.append(.string(string(step.value_id))) }
            }
        }
        return result
    }
}
