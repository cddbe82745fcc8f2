import CHighlightGrammars

/// The patterns of a highlight query that name one node and nothing else: `(identifier) @variable`,
/// `"let" @keyword`, `[ "if" "else" (nil) ] @keyword` (no parent, field, anchor, quantifier,
/// wildcard or predicate). They are looked up by the node's symbol during one walk of the tree and
/// disabled in the query, which then runs with the patterns that need its matching.
///
/// Why: Swift's query has hundreds of such patterns, and tree-sitter's query cursor pays for every
/// one at every node (states added, stepped and finished, a match handed out per capture); a
/// table lookup per node does the same work for a fraction of it. Each entry keeps its pattern's
/// index, so ``Owners`` ranks its claims exactly as it ranked the query's, and the walk visits the
/// visible nodes in the order the query cursor does (parent before child), so the colours are the
/// same bytes as with the whole query.
struct SingleNodePatterns: Sendable {
    /// A pattern that a node of some symbol matches, with its captures in the order written.
    struct Entry: Sendable, Equatable {
        let pattern: UInt16
        let captures: [UInt32]
    }

    /// Entries by public symbol, each list in pattern order.
    private(set) var entries: [[Entry]]
    /// The query's patterns this table stands for (to disable in the query).
    private(set) var patterns: [UInt32] = []

    var isEmpty: Bool { patterns.isEmpty }

    /// The table of `query`'s single-node patterns; `source` is the text it was compiled from
    /// (pattern byte offsets point into it).
    init(query: OpaquePointer, source: [UInt8], language: OpaquePointer) {
        entries = Array(repeating: [], count: Int(ts_language_symbol_count(language)))
        var captureIDs: [String: UInt32] = [:]
        for id in 0..<ts_query_capture_count(query) {
            var length: UInt32 = 0
            if let name = ts_query_capture_name_for_id(query, id, &length) { captureIDs[String(cString: name)] = id }
        }
        for pattern in 0..<ts_query_pattern_count(query) where pattern <= UInt32(UInt16.max) {
            var predicateCount: UInt32 = 0
            _ = ts_query_predicates_for_pattern(query, pattern, &predicateCount)
            guard predicateCount == 0 else { continue }
            let start = Int(ts_query_start_byte_for_pattern(query, pattern))
            let end = min(Int(ts_query_end_byte_for_pattern(query, pattern)), source.count)
            guard start < end, let parsed = SingleNodePatterns.parse(source[start..<end]) else { continue }
            let captures = parsed.captures.compactMap { captureIDs[$0] }
            guard captures.count == parsed.captures.count else { continue }
            var symbols: [TSSymbol] = []
            for node in parsed.nodes {
                let symbol = node.name.withCString {
                    ts_language_symbol_for_name(language, $0, UInt32(node.name.utf8.count), node.named)
                }
                let visible = node.named ? TSSymbolTypeRegular : TSSymbolTypeAnonymous
                guard symbol != 0, Int(symbol) < entries.count, ts_language_symbol_type(language, symbol) == visible else {
                    symbols = []; break
                }
                symbols.append(symbol)
            }
            guard !symbols.isEmpty else { continue }
            // `[ "a" "a" ]` matches once per alternative in the query; the same happens here.
            for symbol in symbols { entries[Int(symbol)].append(Entry(pattern: UInt16(pattern), captures: captures)) }
            patterns.append(pattern)
        }
    }

    /// Calls `claim` for every capture of every entry whose symbol a visible node of the tree has,
    /// nodes in pre-order (the query cursor's order), a node's entries in pattern order.
    func walk(_ root: TSNode, claim: (TSNode, Entry) -> Void) {
        var cursor = ts_tree_cursor_new(root)
        defer { ts_tree_cursor_delete(&cursor) }
        var visited = 0
        while visited < NodeTypeColourer.maximumNodes {
            visited += 1
            let node = ts_tree_cursor_current_node(&cursor)
            let symbol = Int(ts_node_symbol(node))
            if symbol < entries.count {
                for entry in entries[symbol] { claim(node, entry) }
            }
            if ts_tree_cursor_goto_first_child(&cursor) { continue }
            while !ts_tree_cursor_goto_next_sibling(&cursor) {
                if !ts_tree_cursor_goto_parent(&cursor) { return }
            }
        }
    }

    /// One node a pattern names: its type, and whether it is named (`(x)`) or anonymous (`"x"`).
    struct NodeName: Equatable {
        let name: String
        let named: Bool
    }

    /// The nodes and capture names of a single-node pattern's text, or nil when it is anything else.
    static func parse(_ text: ArraySlice<UInt8>) -> (nodes: [NodeName], captures: [String])? {
        var reader = PatternReader(text: text)
        var nodes: [NodeName] = []
        reader.skipSpace()
        if reader.peek == UInt8(ascii: "[") {
            reader.index += 1
            while true {
                reader.skipSpace()
                if reader.peek == UInt8(ascii: "]") { reader.index += 1; break }
                guard let node = reader.node() else { return nil }
                nodes.append(node)
            }
        } else {
            guard let node = reader.node() else { return nil }
            nodes.append(node)
        }
        var captures: [String] = []
        while true {
            reader.skipSpace()
            guard reader.peek == UInt8(ascii: "@") else { break }
            reader.index += 1
            let name = reader.word()
            guard !name.isEmpty else { return nil }
            captures.append(name)
        }
        reader.skipSpace()
        guard reader.index == text.endIndex, !nodes.isEmpty, !captures.isEmpty else { return nil }
        return (nodes, captures)
    }

    /// Reads a pattern's text: whitespace and `;` comments, `(name)`, `"token"`, capture names.
    private struct PatternReader {
        let text: ArraySlice<UInt8>
        var index: Int
        init(text: ArraySlice<UInt8>) { self.text = text; index = text.startIndex }

        var peek: UInt8? { index < text.endIndex ? text[index] : nil }

        mutating func skipSpace() {
            while let byte = peek {
                if byte == UInt8(ascii: ";") {
                    while let next = peek, next != UInt8(ascii: "\n") { _ = next; index += 1 }
                } else if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                    index += 1
                } else {
                    return
                }
            }
        }

        /// A name as tree-sitter's query parser reads identifiers: letters, digits and `_-.?!`.
        mutating func word() -> String {
            let start = index
            while let byte = peek, byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                    || (byte >= 0x30 && byte <= 0x39) || "_-.?!".utf8.contains(byte) {
                index += 1
            }
            return String(decoding: text[start..<index], as: UTF8.self)
        }

        /// `(name)` with nothing else inside, or a `"token"`; nil for anything else (wildcards,
        /// `ERROR`, `MISSING`, children, fields, quantifiers are left to the query).
        mutating func node() -> NodeName? {
            if peek == UInt8(ascii: "\"") {
                index += 1
                var bytes: [UInt8] = []
                while let byte = peek, byte != UInt8(ascii: "\"") {
                    index += 1
                    guard byte == UInt8(ascii: "\\") else { bytes.append(byte); continue }
                    guard let escaped = peek else { return nil }
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "n"): bytes.append(0x0A)
                    case UInt8(ascii: "r"): bytes.append(0x0D)
                    case UInt8(ascii: "t"): bytes.append(0x09)
                    case UInt8(ascii: "\\"), UInt8(ascii: "\""): bytes.append(escaped)
                    default: return nil
                    }
                }
                guard peek == UInt8(ascii: "\""), !bytes.isEmpty else { return nil }
                index += 1
                return isQuantifierNext ? nil : NodeName(name: String(decoding: bytes, as: UTF8.self), named: false)
            }
            guard peek == UInt8(ascii: "(") else { return nil }
            index += 1
            skipSpace()
            let name = word()
            skipSpace()
            guard peek == UInt8(ascii: ")"), !name.isEmpty, !["_", "ERROR", "MISSING"].contains(name),
                  name.utf8.allSatisfy({ $0 != UInt8(ascii: "!") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: ".") })
            else { return nil }
            index += 1
            return isQuantifierNext ? nil : NodeName(name: name, named: true)
        }

        /// Whether a quantifier (`*`, `+`, `?`) follows directly.
        private var isQuantifierNext: Bool {
            guard let byte = peek else { return false }
            return byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "?")
        }
    }
}
