import CHighlightGrammars

/// Colours a syntax tree from its node types alone, for grammars published without a
/// `highlights.scm` (kotlin, graphql): the grammar's own anonymous tokens that are words
/// are its keywords, the other anonymous tokens its operators and punctuation, and named nodes whose
/// type says comment, string, number, boolean or type get that class.
///
/// Why this is not a keyword list: every word and class comes from the grammar's parse of the
/// block; nothing here names a language's keywords.
struct NodeTypeColourer {
    /// Deep trees are walked iteratively; this bounds the work on hostile input.
    static let maximumNodes = 2_000_000
    /// The class of each of the grammar's symbols (``classes(of:)``).
    let symbolClasses: SymbolClasses
    /// Only anonymous tokens, comments and numbers, and only bytes nothing coloured yet (the pass after a query).
    var onlyTokens = false

    /// `bytes` is the parsed text: a word token that error recovery cut out of a longer word (`as`
    /// in `base`) is not a keyword and is skipped.
    func colour(_ root: TSNode, bytes: [UInt8], into owners: inout Owners) {
        var cursor = ts_tree_cursor_new(root)
        defer { ts_tree_cursor_delete(&cursor) }
        var visited = 0
        while visited < NodeTypeColourer.maximumNodes {
            visited += 1
            let node = ts_tree_cursor_current_node(&cursor)
            let symbol = Int(ts_node_symbol(node))
            if symbol < symbolClasses.classes.count, var tokenClass = TokenClass(rawValue: symbolClasses.classes[symbol]),
               !onlyTokens || ((symbolClasses.isToken[symbol] || NodeTypeColourer.isLiteral(tokenClass))
                               && owners.isUnclaimed(node.startByte..<node.endByte)),
               tokenClass != .keyword || NodeTypeColourer.standsAlone(node.startByte..<node.endByte, in: bytes) {
                let range = node.startByte..<node.endByte
                if onlyTokens && NodeTypeColourer.isQuote(range, in: bytes) && owners.touchesString(range) { tokenClass = .string }
                owners.claim(start: range.lowerBound, end: range.upperBound, tokenClass: tokenClass, pattern: 0, latestWins: false)
            }
            // After a query, the children of a node whose bytes are all coloured cannot colour anything
            // (each would need all of its own bytes uncoloured): a string's quotes and contents, a
            // coloured name's parts. Checked on small nodes only, so the check stays linear.
            let skipsChildren = onlyTokens && ((symbol < symbolClasses.isProse.count && symbolClasses.isProse[symbol])
                || NodeTypeColourer.isSmallAndFullyClaimed(node, owners: owners))
            if !skipsChildren && ts_tree_cursor_goto_first_child(&cursor) { continue }
            while !ts_tree_cursor_goto_next_sibling(&cursor) {
                if !ts_tree_cursor_goto_parent(&cursor) { return }
            }
        }
    }

    /// Nodes up to this many bytes are checked for ``Owners/isFullyClaimed(_:)`` before the walk
    /// enters them.
    static let maximumCheckedBytes = 256

    static func isSmallAndFullyClaimed(_ node: TSNode, owners: Owners) -> Bool {
        let start = node.startByte, end = node.endByte
        return end - start <= maximumCheckedBytes && owners.isFullyClaimed(start..<max(start, end))
    }

    /// Comments and numbers: after a query, a node of such a type that no pattern coloured (bash's
    /// `number` inside `$((…))`) is coloured by its type, as the anonymous tokens are. Not strings: an
    /// uncoloured `unquoted_string` is usually a name (Dockerfile's `ENV NAME=value`).
    static func isLiteral(_ tokenClass: TokenClass) -> Bool {
        tokenClass == .comment || tokenClass == .number
    }

    /// Whether `range` holds only quote marks: the delimiters of a string that the query coloured
    /// without them (HTML's `(attribute_value) @string` leaves the quotes around it out) belong to it.
    static func isQuote(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        !range.isEmpty && range.upperBound <= bytes.count
            && bytes[range].allSatisfy { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "`") }
    }

    /// Whether `range` is not flanked by letters, digits or `_` (a whole word, not part of one).
    static func standsAlone(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        func isWordByte(_ index: Int) -> Bool {
            guard index >= 0 && index < bytes.count else { return false }
            let byte = bytes[index]
            return byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39)
                || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7a)
        }
        return !isWordByte(range.lowerBound - 1) && !isWordByte(range.upperBound)
    }

    /// A grammar's symbols classified once (by name, so nothing is looked up per node).
    struct SymbolClasses: Sendable {
        /// ``TokenClass`` raw value per symbol, 0 for none.
        let classes: [UInt8]
        /// Whether the symbol is an anonymous token (`"func"`, `"{"`).
        let isToken: [Bool]
        /// Whether the symbol is prose that another grammar parses (tree-sitter-markdown's `inline`,
        /// which its injections hand to markdown_inline): the full stops and brackets the block
        /// grammar cuts out of it are not syntax, and the pass after a query leaves them plain.
        let isProse: [Bool]
        /// The class the pass after a query may give the symbol's nodes (0: none): the class of an
        /// anonymous token, or of a comment or number node (``NodeTypeColourer/isLiteral(_:)``).
        let tokenPassClasses: [UInt8]

        init(language: OpaquePointer) {
            var classes: [UInt8] = [], isToken: [Bool] = [], isProse: [Bool] = []
            for symbol in 0..<UInt16(clamping: ts_language_symbol_count(language)) {
                let name = ts_language_symbol_name(language, symbol).map { String(cString: $0) } ?? ""
                let anonymous = ts_language_symbol_type(language, symbol) == TSSymbolTypeAnonymous
                classes.append(NodeTypeColourer.tokenClass(type: name, named: !anonymous)?.rawValue ?? 0)
                isToken.append(anonymous)
                isProse.append(!anonymous && name == "inline")
            }
            self.classes = classes
            self.isToken = isToken
            self.isProse = isProse
            tokenPassClasses = zip(classes, isToken).map { value, token in
                guard let tokenClass = TokenClass(rawValue: value) else { return 0 }
                return token || NodeTypeColourer.isLiteral(tokenClass) ? value : 0
            }
        }
    }

    static func tokenClass(type: String, named: Bool) -> TokenClass? {
        if !named {
            guard let first = type.unicodeScalars.first else { return nil }
            if first.properties.isAlphabetic || first == "_" {
                return type.count > 1 ? .keyword : nil
            }
            // Whether `type` is found in the list (stdlib bytes, not Foundation's `contains`).
            let punctuation = Array("()[]{},;.:".utf8), bytes = Array(type.utf8)
            let isPunctuation = bytes.count <= punctuation.count
                && (0...(punctuation.count - bytes.count)).contains { punctuation[$0..<($0 + bytes.count)].elementsEqual(bytes) }
            return isPunctuation ? .punctuation : .operator
        }
        // Substrings found on the C string (`NodeKind`): Foundation's `contains`, asked of every symbol of
        // a grammar when it loads, cost a cold build of the seed notes about 4 ms of CPU.
        let lower = type.lowercased()
        return lower.withCString { name -> TokenClass? in
            let kind = UseSiteRule.NodeKind(name)
            if kind.contains("comment") { return .comment }
            if kind.contains("escape") { return .escape }
            if kind.contains("string") || kind.contains("character_literal") || lower.hasSuffix("char_literal") { return .string }
            if kind.contains("number") || kind.contains("integer") || kind.contains("float") || kind.contains("real_literal")
                || kind.contains("hex_literal") || kind.contains("bin_literal") { return .number }
            if kind.contains("boolean") || kind.contains("null_literal") || kind == "true" || kind == "false" { return .builtin }
            if kind == "type_identifier" || kind == "user_type" || kind == "named_type" || kind == "type_name" { return .type }
            return nil
        }
    }
}
