import CHighlightGrammars
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Colours names where they are defined, not everywhere they are used: a function name in a call
/// and a type name in an annotation stay plain, as Pygments (and so MkDocs and most Python-based
/// documentation sites) draw them.
///
/// Why: tree-sitter's queries capture `@function` on every call and `@type` on every mention, and
/// a block where half the names are coloured reads no better than one where none are; issue 19
/// judges highlighting against Pygments, which colours a function or class name at its definition
/// and the language's own types (`@type.builtin`, Pygments' `Keyword.Type`) everywhere. The rule is
/// about node types, so it holds for every grammar: a call is a node whose type says call or
/// invocation (`call_expression`, `method_invocation`, `call`; Objective-C's `message_expression`);
/// a definition is a declaration, definition or declarator, a class-like node or a table header
/// (TOML).
enum UseSiteRule {
    /// Whether a capture with this name is demoted at use sites: the plain `function`, `method`,
    /// `type` and `constructor` captures and their `.call` forms, never `…builtin` or `…definition`.
    static func applies(toCapture name: String) -> Bool {
        switch name {
        case "function", "function.call", "function.method", "function.method.call", "method", "method.call",
             "type", "constructor":
            return true
        default:
            return false
        }
    }

    /// TypeScript's annotations are types wherever they stand (`x: Note`), in Pygments too.
    static func coloursTypesAtUse(_ grammar: String) -> Bool {
        grammar == "typescript" || grammar == "tsx"
    }

    /// Whether `node`, captured as `tokenClass` (function or type), is a use rather than a definition.
    /// `roles`: the grammar's answers by node type (``NodeRoles``). `known`: the node's ancestors, the
    /// root first, when the caller walked down to it (else they are found from `root`).
    static func isUse(_ node: TSNode, as tokenClass: TokenClass, root: TSNode, known: [TSNode]? = nil, roles: NodeRoles) -> Bool {
        // The language's own types (C's `primitive_type`, TypeScript's `predefined_type`) are
        // Pygments' `Keyword.Type`: coloured everywhere.
        if roles.isOwnType(node) { return false }
        let chain = known ?? ancestors(of: node, root: root)
        let parent = chain.last
        // The three nearest ancestors, nearest first.
        for index in stride(from: chain.count - 1, through: max(0, chain.count - 3), by: -1) {
            let ancestor = chain[index]
            if roles.index(of: ancestor) == nil && ts_node_type(ancestor) == nil { break }
            // In a definition: its name (or declarator) is the definition; anything else in it, such
            // as a property's type annotation, is a use.
            if roles.isDefinition(ancestor) {
                return !isName(node, of: ancestor, parent: parent, roles: roles) && tokenClass == .type
            }
            if tokenClass == .function && roles.isCall(ancestor) { return true }
        }
        // A function name that is neither in a call nor in a definition (a reference, an import)
        // keeps its colour; a type name outside a definition is a use.
        return tokenClass == .type
    }

    /// Whether a node type is the language's own type (`primitive_type`, `predefined_type`, `…builtin…`).
    static func isOwnType(_ kind: NodeKind) -> Bool {
        kind.contains("primitive") || kind.contains("predefined") || kind.contains("builtin")
    }

    /// The ancestors of `node`, the root first and its parent last. One walk down from the root
    /// (tree-sitter 0.25 finds a parent by walking down from the root, so asking three times cost
    /// three walks); it stops where tree-sitter finds no child holding `node`.
    static func ancestors(of node: TSNode, root: TSNode) -> [TSNode] {
        var chain: [TSNode] = []
        chain.reserveCapacity(16)
        var current = root
        while !ts_node_eq(current, node) {
            let next = ts_node_child_with_descendant(current, node)
            if ts_node_is_null(next) { break }
            chain.append(current)
            current = next
        }
        return chain
    }

    /// Whether `node` lies within `definition`'s `name` or `declarator` field; for a definition with
    /// neither field (TOML's `[table]` header), whether it is one of its own children.
    static func isName(_ node: TSNode, of definition: TSNode, parent: TSNode?, roles: NodeRoles) -> Bool {
        let start = ts_node_start_byte(node), end = ts_node_end_byte(node)
        var hasField = false
        for field in [roles.nameField, roles.declaratorField] {
            let child = ts_node_child_by_field_id(definition, field)
            guard !ts_node_is_null(child) else { continue }
            hasField = true
            if ts_node_start_byte(child) <= start && end <= ts_node_end_byte(child) { return true }
        }
        return !hasField && parent.map { ts_node_eq($0, definition) } == true
    }

    static func isCall(_ kind: String) -> Bool { kind.withCString { isCall(NodeKind($0)) } }

    static func isDefinition(_ kind: String) -> Bool { kind.withCString { isDefinition(NodeKind($0)) } }

    /// Objective-C's message send (`[counter increment]`) is a call too.
    static func isCall(_ kind: NodeKind) -> Bool {
        (kind.contains("call") || kind.contains("invocation") || kind == "new_expression" || kind == "message_expression")
            && !kind.contains("macro")
    }

    static func isDefinition(_ kind: NodeKind) -> Bool {
        if kind.contains("expression") || kind.contains("call") { return false }
        return kind.contains("declaration") || kind.contains("definition") || kind.contains("declarator")
            || kind.contains("class") || kind.contains("struct") || kind.contains("interface") || kind.contains("enum")
            || kind.contains("protocol") || kind.contains("trait") || kind.contains("function_item")
            || kind == "type_spec" || kind.contains("type_alias") || kind.contains("typealias") || kind == "method"
            || kind == "singleton_method" || kind == "module" || kind.contains("table")
    }

    /// A node type's name as tree-sitter keeps it (a C string of the grammar's), matched in place.
    ///
    /// Why not `String`: this rule runs for every function and type capture of every code block, and
    /// `String.contains` went through Foundation's `range(of:)` (CFString): 7% of a 10,000-note build.
    struct NodeKind {
        let name: UnsafePointer<CChar>
        let length: Int

        init(_ name: UnsafePointer<CChar>) {
            self.name = name
            length = strlen(name)
        }

        func contains(_ part: StaticString) -> Bool {
            part.withUTF8Buffer { needle in
                guard let start = needle.baseAddress, needle.count > 0, needle.count <= length else { return needle.isEmpty }
                let first = CChar(bitPattern: needle[0])
                for offset in 0...(length - needle.count) where name[offset] == first {
                    if memcmp(name + offset, start, needle.count) == 0 { return true }
                }
                return false
            }
        }

        static func == (kind: NodeKind, other: StaticString) -> Bool {
            other.withUTF8Buffer { needle in
                guard let start = needle.baseAddress else { return kind.length == 0 }
                return needle.count == kind.length && memcmp(kind.name, start, needle.count) == 0
            }
        }
    }
}
