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
/// Only the plain shape is rewritten: `(a (b (c) @x))`, optionally wrapped with text predicates as
/// `((a (c) @x) (#match? @x "…"))`: every step a named node type of the grammar (no supertype,
/// wildcard, field, anchor, quantifier, negation, alternation or string), one child per step,
/// captures on the innermost node only. Anything else is left as written.
enum ParentChainPatterns {
    /// The predicate the rewritten patterns carry: `(#folio-chain? @capture "child" "grandchild" …)`,
    /// the types of the steps below the outermost one, outermost first.
    static let predicateName = "folio-chain?"

    /// `query` with every top-level pattern of the plain shape rewritten for `language`.
    static func rewrite(_ query: [UInt8], language: OpaquePointer) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(query.count + 1_024)
        var copied = 0
        for form in HighlightQuery.topLevelForms(in: query) {
            let tokens = Token.scan(query, in: form)
            guard let pattern = Chain(tokens: tokens, in: query), pattern.isPlain(in: language) else { continue }
            result += query[copied..<form.lowerBound]
            result += pattern.rewritten(from: query)
            // What followed the pattern inside its form (blank lines, comments) stays.
            copied = tokens.last.map(\.range.upperBound) ?? form.upperBound
        }
        result += query[copied...]
        return result
    }

    /// One token of query source: its bytes' range and what kind it is.
    struct Token {
        enum Kind { case open, close, name, capture, string, other }
        let kind: Kind
        let range: Range<Int>

        /// The tokens of `text[range]`, without spaces and comments.
        static func scan(_ text: [UInt8], in range: Range<Int>) -> [Token] {
            var tokens: [Token] = []
            var index = range.lowerBound
            while index < range.upperBound {
                let byte = text[index]
                let start = index
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    index += 1
                    continue
                case UInt8(ascii: ";"):
                    while index < range.upperBound && text[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                case UInt8(ascii: "("):
                    tokens.append(Token(kind: .open, range: index..<index + 1))
                    index += 1
                case UInt8(ascii: ")"):
                    tokens.append(Token(kind: .close, range: index..<index + 1))
                    index += 1
                case UInt8(ascii: "\""):
                    index += 1
                    while index < range.upperBound && text[index] != UInt8(ascii: "\"") {
                        index += text[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    index = min(range.upperBound, index + 1)
                    tokens.append(Token(kind: .string, range: start..<index))
                default:
                    index += 1
                    if isWordByte(byte) || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") {
                        while index < range.upperBound && (isWordByte(text[index]) || text[index] == UInt8(ascii: "?")
                                                           || text[index] == UInt8(ascii: "!")) { index += 1 }
                    }
                    let kind: Kind
                    if byte == UInt8(ascii: "@") { kind = .capture }
                    // A word followed by `:` is a field name, not a node type.
                    else if isWordByte(byte) && (index == range.upperBound || text[index] != UInt8(ascii: ":")) { kind = .name }
                    else { kind = .other }
                    tokens.append(Token(kind: kind, range: start..<index))
                }
            }
            return tokens
        }

        private static func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }

    /// A pattern of the plain shape: its node types outermost first, the innermost one's captures,
    /// and the source range of the predicates that followed it (empty when it had none).
    struct Chain {
        let types: [String]
        let captures: [Range<Int>]
        let predicates: Range<Int>

        /// nil when `tokens` are not exactly a plain chain, bare or wrapped with predicates.
        init?(tokens: [Token], in text: [UInt8]) {
            var types: [String] = []
            var captures: [Range<Int>] = []
            var index = 0
            // `((chain) predicates…)`: one more bracket around it all.
            let wrapped = tokens.count > 1 && tokens[0].kind == .open && tokens[1].kind == .open
            if wrapped { index = 1 }
            // Down: `(type` steps until one closes at once.
            while index + 1 < tokens.count, tokens[index].kind == .open, tokens[index + 1].kind == .name {
                types.append(String(decoding: text[tokens[index + 1].range], as: UTF8.self))
                index += 2
                if index < tokens.count && tokens[index].kind == .close { break }
            }
            guard types.count >= 2, index < tokens.count, tokens[index].kind == .close else { return nil }
            index += 1
            while index < tokens.count && tokens[index].kind == .capture {
                captures.append(tokens[index].range)
                index += 1
            }
            guard !captures.isEmpty else { return nil }
            // Up: each outer step closes with nothing captured on it.
            for _ in 1..<types.count {
                guard index < tokens.count, tokens[index].kind == .close else { return nil }
                index += 1
            }
            guard index == tokens.count || tokens[index].kind != .capture else { return nil }
            var predicates = 0..<0
            if wrapped {
                // The rest: `(#predicate …)` groups, then the wrapping bracket's close.
                guard let last = tokens.last, last.kind == .close, index < tokens.count else { return nil }
                let start = index
                var depth = 0
                while index < tokens.count - 1 {
                    let token = tokens[index]
                    if token.kind == .open {
                        guard depth == 0, index + 1 < tokens.count - 1, text[tokens[index + 1].range.lowerBound] == UInt8(ascii: "#")
                        else { return nil }
                        depth += 1
                    } else if token.kind == .close {
                        depth -= 1
                        guard depth >= 0 else { return nil }
                    }
                    index += 1
                }
                guard depth == 0 else { return nil }
                if start < tokens.count - 1 { predicates = tokens[start].range.lowerBound..<tokens[tokens.count - 2].range.upperBound }
            } else if index != tokens.count {
                return nil
            }
            self.types = types
            self.captures = captures
            self.predicates = predicates
        }

        /// True when every type is a named node type of `language` that a parent step matches by
        /// name alone (no supertype, whose name matches any of its subtypes, nor a hidden rule).
        func isPlain(in language: OpaquePointer) -> Bool {
            types.allSatisfy { ParentChainPatterns.symbol(named: $0, in: language) != nil }
        }

        /// `((outermost) @captures (#folio-chain? @capture "child" …) predicates…)`: the captures stay
        /// named in the pattern (its predicates name them), on the outermost node.
        func rewritten(from text: [UInt8]) -> [UInt8] {
            var out = Array("((".utf8) + Array(types[0].utf8) + [UInt8(ascii: ")")]
            for capture in captures { out += [UInt8(ascii: " ")] + text[capture] }
            out += Array(" (#\(ParentChainPatterns.predicateName) ".utf8) + text[captures[0]]
            for type in types.dropFirst() { out += Array(" \"\(type)\"".utf8) }
            out.append(UInt8(ascii: ")"))
            if !predicates.isEmpty { out += [UInt8(ascii: " ")] + text[predicates] }
            out.append(UInt8(ascii: ")"))
            return out
        }
    }

    /// The symbol a query means by the named type `name` (`ts_node_symbol` gives the same one for
    /// every node of the type, aliases included), when it is a visible, named type: nil for a
    /// supertype, a hidden rule, `ERROR` or a name the grammar does not have.
    static func symbol(named name: String, in language: OpaquePointer) -> TSSymbol? {
        guard name != "ERROR", !name.hasPrefix("_") else { return nil }
        let symbol = name.withCString { ts_language_symbol_for_name(language, $0, UInt32(name.utf8.count), true) }
        guard symbol != 0, ts_language_symbol_type(language, symbol) == TSSymbolTypeRegular else { return nil }
        return symbol
    }

    /// The type `name` as a table by symbol, true at its symbol (all false when it is not a plain type).
    static func table(named name: String, in language: OpaquePointer) -> [Bool] {
        var table = [Bool](repeating: false, count: Int(ts_language_symbol_count(language)))
        if let symbol = symbol(named: name, in: language), Int(symbol) < table.count { table[Int(symbol)] = true }
        return table
    }
}
