import CHighlightGrammars

/// Rewrites a highlight query's "node inside a parent" patterns, before tree-sitter compiles it,
/// into single-node patterns with a predicate listing the child steps.
///
/// Why: compiling a query, tree-sitter analyses every pattern with a parent step against the
/// grammar's whole parse table, and for a large grammar that is the cost of a build that meets
/// the language's first block (tens of milliseconds, for a site of five notes as for 10,000). Swift's
/// query took 93 ms, 25 ms of it for
/// `(function_declaration (simple_identifier) @function.method)` alone and most of the rest for nine
/// more of that shape. Written as `((function_declaration) @function.method (#folio-chain?
/// @function.method "simple_identifier"))` the query compiles in about a third of the time: the
/// cursor matches the outermost node alone, and ``ChainPattern`` goes down from it through its
/// visible children of each listed type to the node the pattern captures, which is what the child
/// steps matched. (Matching the innermost node alone and checking its ancestors instead made the
/// cursor report every identifier ten times over, or cost a walk of every tree: both slower.)
///
/// Only the plain shape is rewritten: `(a (b (c) @x))`, `(a field: (c) @x)`, `(a ["+" "-"] @x)`,
/// `(a key: (_) @x)` (but not `(a "if" @x)`: ``Chain/isOneKeyword``), optionally wrapped with text
/// predicates as `((a (c) @x) (#match? @x "…"))`: one child per step, each step a named node type
/// of the grammar or a wildcard (`(_)`, or `_` innermost; no supertype, anchor, quantifier or
/// negation), optionally in a field; the innermost one may be an anonymous node (`"+"`) or an
/// alternation of nodes without children; captures on the innermost node only. Anything else is
/// left as written.
enum ParentChainPatterns {
    /// The predicate the rewritten patterns carry: `(#folio-chain? @captures… "O=type" "/" step "/" step …)`:
    /// the pattern's captures in their written order (the order the cursor reports them in), the
    /// outermost node's type, then the steps below it, outermost first, each as strings: `"F=field"`
    /// (when it has one), then `"N=type"` for each named type it may be and `"A=text"` for each anonymous
    /// one, or `"W=named"` (`(_)`) or `"W=any"` (`_`) for a wildcard.
    static let predicateName = "folio-chain?"

    /// Grammars with fewer parse states are left as written: their queries compile in a millisecond or
    /// two whatever the patterns (JSON's 32 states, CSS, TOML, XML, GraphQL, Markdown, Dockerfile: the
    /// rewrite saved at most 0.2 ms each), and rewritten, the cursor stops at every outermost node
    /// (43,512 JSON `pair`s in the bench's 10,877 JSON blocks). From 1,286 states (Make) up, it saved 1
    /// to 164 ms a query.
    static let minimumStates: UInt32 = 1_000

    /// `query` with every top-level pattern of the plain shape rewritten for `language` (unchanged for
    /// a grammar under ``minimumStates``). `everyChain`: one-keyword patterns too, whatever the
    /// grammar's size, for a query ``NodePatterns`` runs (its walk visits every node anyway, so a
    /// chain costs a look at the children of its outermost nodes, not a stop of the cursor).
    static func rewrite(_ query: [UInt8], language: OpaquePointer, everyChain: Bool = false) -> [UInt8] {
        guard everyChain || ts_language_state_count(language) >= minimumStates else { return query }
        var result: [UInt8] = []
        result.reserveCapacity(query.count + 1_024)
        var copied = 0
        for form in HighlightQuery.topLevelForms(in: query) {
            let tokens = QueryToken.scan(query, in: form)
            guard let pattern = Chain(tokens: tokens, in: query), pattern.isPlain(in: language), everyChain || !pattern.isOneKeyword else { continue }
            result += query[copied..<form.lowerBound]
            result += pattern.rewritten(from: query)
            // What followed the pattern inside its form (blank lines, comments) stays.
            copied = tokens.last.map(\.range.upperBound) ?? form.upperBound
        }
        result += query[copied...]
        return result
    }

    /// One step of a chain below its outermost node: the field it is in (nil: any), and what it may be.
    struct Step {
        var field: String?
        /// Each type the node may be, with whether it is named (`(type)`) or anonymous (`"text"`).
        var alternatives: [(name: String, named: Bool)]
        /// A wildcard instead: `(_)`, any named node, or `_`, any node (neither matches an `ERROR`).
        var wildcard: Wildcard? = nil
    }

    enum Wildcard: String { case named, any }

    /// A pattern of the plain shape: its outermost node type and the steps below it, the innermost
    /// node's captures, and the source ranges of its predicates.
    struct Chain {
        let outermost: String
        let steps: [Step]
        let captures: [Range<Int>]
        let predicates: [Range<Int>]

        /// nil when `tokens` are not exactly a plain chain, bare or wrapped with predicates.
        init?(tokens: [QueryToken], in text: [UInt8]) {
            func kind(_ index: Int) -> QueryToken.Kind? { index < tokens.count ? tokens[index].kind : nil }
            func word(_ index: Int) -> String { String(decoding: text[tokens[index].range], as: UTF8.self) }
            // `((chain) predicates…)`: one more bracket around it all.
            let wrapped = kind(0) == .open && kind(1) == .open
            var index = wrapped ? 1 : 0
            guard kind(index) == .open, kind(index + 1) == .name else { return nil }
            outermost = word(index + 1)
            index += 2
            var steps: [Step] = []
            var open = 1
            // Down: named steps, each opened, until the innermost node (which has no children).
            while true {
                var step = Step(field: nil, alternatives: [])
                if kind(index) == .field {
                    step.field = word(index)
                    index += 1
                }
                if kind(index) == .open, kind(index + 1) == .name {
                    if word(index + 1) == "_" { step.wildcard = .named } else { step.alternatives = [(word(index + 1), true)] }
                    steps.append(step)
                    if kind(index + 2) == .close {
                        index += 3
                        break
                    }
                    index += 2
                    open += 1
                    continue
                }
                if kind(index) == .string, let literal = QueryToken.unquoted(text[tokens[index].range]) {
                    step.alternatives = [(literal, false)]
                    steps.append(step)
                    index += 1
                    break
                }
                if kind(index) == .name, word(index) == "_" {
                    step.wildcard = .any
                    steps.append(step)
                    index += 1
                    break
                }
                guard kind(index) == .openBracket else { return nil }
                index += 1
                while kind(index) != .closeBracket {
                    if kind(index) == .string, let literal = QueryToken.unquoted(text[tokens[index].range]) {
                        step.alternatives.append((literal, false))
                        index += 1
                    } else if kind(index) == .open, kind(index + 1) == .name, kind(index + 2) == .close {
                        step.alternatives.append((word(index + 1), true))
                        index += 3
                    } else {
                        return nil
                    }
                }
                guard !step.alternatives.isEmpty else { return nil }
                steps.append(step)
                index += 1
                break
            }
            var captures: [Range<Int>] = []
            while kind(index) == .capture {
                captures.append(tokens[index].range)
                index += 1
            }
            guard !captures.isEmpty else { return nil }
            // Up: each step opened closes with nothing captured on it; predicates may stand before
            // any of the closes (`(a (c) @x (#eq? @x "y"))`), which is the same as after the pattern.
            var predicates: [Range<Int>] = []
            for _ in 0..<open {
                while kind(index) == .open, index + 1 < tokens.count, text[tokens[index + 1].range.lowerBound] == UInt8(ascii: "#") {
                    let start = index
                    var depth = 0
                    repeat {
                        if kind(index) == .open { depth += 1 } else if kind(index) == .close { depth -= 1 }
                        else if kind(index) == .openBracket || kind(index) == .closeBracket { return nil }
                        index += 1
                    } while depth > 0 && index < tokens.count
                    guard depth == 0 else { return nil }
                    predicates.append(tokens[start].range.lowerBound..<tokens[index - 1].range.upperBound)
                }
                guard kind(index) == .close else { return nil }
                index += 1
            }
            guard kind(index) != .capture else { return nil }
            if wrapped {
                // The rest: `(#predicate …)` groups, then the wrapping bracket's close.
                guard QueryToken.arePredicateGroups(tokens, from: index, in: text) else { return nil }
                if index < tokens.count - 1 { predicates.append(tokens[index].range.lowerBound..<tokens[tokens.count - 2].range.upperBound) }
            } else if index != tokens.count {
                return nil
            }
            self.steps = steps
            self.captures = captures
            self.predicates = predicates
        }

        /// True for `(if_statement "if" @keyword)`: one anonymous child, in no field. Left as written:
        /// such a pattern costs the compile little (Swift's fifteen, 5 ms together), and rewritten it
        /// would make the cursor stop at every statement of its type (colouring the 10,000-note bench's
        /// blocks took 4% longer with them rewritten, 1% without).
        var isOneKeyword: Bool {
            steps.count == 1 && steps[0].field == nil && steps[0].alternatives.count == 1 && !steps[0].alternatives[0].named
        }

        /// True when every type and field is the grammar's and a step matches it by name alone (no
        /// supertype, whose name matches any of its subtypes, nor a hidden rule).
        func isPlain(in language: OpaquePointer) -> Bool {
            guard ParentChainPatterns.symbol(named: outermost, in: language) != nil else { return false }
            return steps.allSatisfy { step in
                (step.field.map { ParentChainPatterns.field(named: $0, in: language) != nil } ?? true)
                    && (step.wildcard != nil || !step.alternatives.isEmpty)
                    && step.alternatives.allSatisfy { ParentChainPatterns.symbol(named: $0.name, isNamed: $0.named, in: language) != nil }
            }
        }

        /// `((outermost) @captures (#folio-chain? @captures "O=outermost" "/" step …) predicates…)`: the
        /// captures stay named in the pattern (its predicates name them), on the outermost node.
        func rewritten(from text: [UInt8]) -> [UInt8] {
            var out = Array("((\(outermost))".utf8)
            for capture in captures { out += [UInt8(ascii: " ")] + text[capture] }
            out += Array(" (#\(ParentChainPatterns.predicateName)".utf8)
            for capture in captures { out += [UInt8(ascii: " ")] + text[capture] }
            out += Array(" \"O=\(outermost)\"".utf8)
            for step in steps {
                out += Array(#" "/""#.utf8)
                if let field = step.field { out += Array(" \"F=\(field)\"".utf8) }
                if let wildcard = step.wildcard { out += Array(" \"W=\(wildcard.rawValue)\"".utf8) }
                for alternative in step.alternatives {
                    out += Array(" \"\(alternative.named ? "N" : "A")=".utf8) + QueryToken.quoted(alternative.name) + [UInt8(ascii: "\"")]
                }
            }
            out.append(UInt8(ascii: ")"))
            for predicate in predicates { out += [UInt8(ascii: " ")] + text[predicate] }
            out.append(UInt8(ascii: ")"))
            return out
        }
    }

    /// The symbol a query means by the type `name` (`ts_node_symbol` gives the same one for every
    /// node of the type, aliases included), when it is a visible type of the grammar, named or
    /// anonymous as asked: nil for a supertype, a hidden rule, `ERROR` or a name the grammar lacks.
    static func symbol(named name: String, isNamed: Bool = true, in language: OpaquePointer) -> TSSymbol? {
        guard !isNamed || (name != "ERROR" && !name.hasPrefix("_")) else { return nil }
        let symbol = name.withCString { ts_language_symbol_for_name(language, $0, UInt32(name.utf8.count), isNamed) }
        guard symbol != 0,
              ts_language_symbol_type(language, symbol) == (isNamed ? TSSymbolTypeRegular : TSSymbolTypeAnonymous) else { return nil }
        return symbol
    }

    /// The field called `name`, nil when the grammar has none.
    static func field(named name: String, in language: OpaquePointer) -> TSFieldId? {
        let field = name.withCString { ts_language_field_id_for_name(language, $0, UInt32(name.utf8.count)) }
        return field == 0 ? nil : field
    }

    /// The symbols a wildcard step matches, as a table by symbol: visible named ones, and for `_`
    /// anonymous ones too (`ERROR`, 65535, lies beyond the table: a wildcard never matches it).
    static func wildcardSymbols(_ wildcard: Wildcard, in language: OpaquePointer) -> [Bool] {
        (0..<Int(ts_language_symbol_count(language))).map { symbol in
            let type = ts_language_symbol_type(language, TSSymbol(symbol))
            return type == TSSymbolTypeRegular || (wildcard == .any && type == TSSymbolTypeAnonymous)
        }
    }

    /// The outermost type and the steps of a `#folio-chain?` predicate, from its strings
    /// (``predicateName``): each step with its field (0: any) and its types as a table by symbol.
    static func chain(_ strings: [String], in language: OpaquePointer) -> (outermost: TSSymbol, steps: [ChainPattern.Step]) {
        let count = Int(ts_language_symbol_count(language))
        var outermost: TSSymbol = 0
        var steps: [ChainPattern.Step] = []
        for string in strings {
            if string == "/" {
                steps.append(ChainPattern.Step(field: 0, symbols: [Bool](repeating: false, count: count)))
                continue
            }
            let value = String(string.dropFirst(2))
            if string.hasPrefix("O=") {
                outermost = symbol(named: value, in: language) ?? 0
            } else if steps.isEmpty {
                continue
            } else if string.hasPrefix("F=") {
                steps[steps.count - 1].field = field(named: value, in: language) ?? TSFieldId.max
            } else if string.hasPrefix("W="), let wildcard = Wildcard(rawValue: value) {
                steps[steps.count - 1].symbols = wildcardSymbols(wildcard, in: language)
            } else if let symbol = symbol(named: value, isNamed: string.hasPrefix("N="), in: language), Int(symbol) < count {
                steps[steps.count - 1].symbols[Int(symbol)] = true
            }
        }
        return (outermost, steps)
    }
}
