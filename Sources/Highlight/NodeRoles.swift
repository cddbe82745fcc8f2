import CHighlightGrammars

/// What ``UseSiteRule`` and `#has-ancestor?` ask of a node's type, answered once per grammar symbol.
///
/// Why: both rules run for many captures of every code block, and each question (does the type's
/// name say call, definition, `primitive`…) used to be asked of the name's C string every time, and
/// `#has-ancestor?` built a `[String]` of every ancestor's type per match. A node's type is the name
/// of its symbol (`ts_node_type` is `ts_language_symbol_name` of `ts_node_symbol`, aliases included),
/// so the answers are tables by symbol, computed from the same names. Symbols outside the table
/// (tree-sitter's `ERROR`, 65535) are answered from the name, as before.
struct NodeRoles: Sendable {
    /// The language's own types (`primitive_type`, `predefined_type`, `…builtin…`), by symbol.
    let isOwnType: [Bool]
    /// ``UseSiteRule/isDefinition(_:)-(NodeKind)`` of each symbol's name.
    let isDefinition: [Bool]
    /// ``UseSiteRule/isCall(_:)-(NodeKind)`` of each symbol's name.
    let isCall: [Bool]
    /// The field ids of `name` and `declarator` (0 when the grammar has no such field:
    /// `ts_node_child_by_field_id` then gives the null node, as `…_by_field_name` did).
    let nameField: TSFieldId
    let declaratorField: TSFieldId

    init(language: OpaquePointer) {
        var own: [Bool] = [], definition: [Bool] = [], call: [Bool] = []
        for symbol in 0..<UInt16(clamping: ts_language_symbol_count(language)) {
            guard let name = ts_language_symbol_name(language, symbol) else {
                own.append(false); definition.append(false); call.append(false)
                continue
            }
            let kind = UseSiteRule.NodeKind(name)
            own.append(UseSiteRule.isOwnType(kind))
            definition.append(UseSiteRule.isDefinition(kind))
            call.append(UseSiteRule.isCall(kind))
        }
        isOwnType = own
        isDefinition = definition
        isCall = call
        nameField = ts_language_field_id_for_name(language, "name", 4)
        declaratorField = ts_language_field_id_for_name(language, "declarator", 10)
    }

    /// The table index of `node`'s type, or nil when its symbol is not in the tables.
    @inline(__always)
    func index(of node: TSNode) -> Int? {
        let symbol = Int(ts_node_symbol(node))
        return symbol < isCall.count ? symbol : nil
    }

    func isOwnType(_ node: TSNode) -> Bool {
        if let index = index(of: node) { return isOwnType[index] }
        return ts_node_type(node).map { UseSiteRule.isOwnType(UseSiteRule.NodeKind($0)) } ?? false
    }

    func isDefinition(_ node: TSNode) -> Bool {
        if let index = index(of: node) { return isDefinition[index] }
        return ts_node_type(node).map { UseSiteRule.isDefinition(UseSiteRule.NodeKind($0)) } ?? false
    }

    func isCall(_ node: TSNode) -> Bool {
        if let index = index(of: node) { return isCall[index] }
        return ts_node_type(node).map { UseSiteRule.isCall(UseSiteRule.NodeKind($0)) } ?? false
    }

    /// Whether the name of `node`'s type is one of `names` (`symbols`: the same question by symbol).
    static func type(of node: TSNode, isIn symbols: [Bool], names: Set<String>) -> Bool {
        let symbol = Int(ts_node_symbol(node))
        if symbol < symbols.count { return symbols[symbol] }
        return ts_node_type(node).map { names.contains(String(cString: $0)) } ?? false
    }

    /// `names` as a table by symbol: true where the symbol's name is one of them.
    static func symbols(named names: Set<String>, in language: OpaquePointer) -> [Bool] {
        (0..<UInt16(clamping: ts_language_symbol_count(language))).map { symbol in
            ts_language_symbol_name(language, symbol).map { names.contains(String(cString: $0)) } ?? false
        }
    }
}
