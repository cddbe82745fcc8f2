import CCmarkArena
import CCmarkGFM
import CCmarkMath
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A handle on one node of a ``MarkdownDocument``'s tree.
///
/// The handle retains its document, so the tree stays alive as long as any handle does.
/// Handles compare equal when they point at the same node.
///
/// Rewriting never frees a node: ``replace(withRawHTML:)`` and ``remove()`` detach it, and
/// the document keeps detached nodes until it is freed itself. A handle (or a copy of one)
/// kept across a rewrite therefore stays safe to use: it answers for a detached node, which
/// has no parent and is no longer rendered with the document, and rewriting it again does
/// nothing (`replace` returns nil).
public struct MarkupNode: Hashable {
    /// The document this node belongs to.
    public let document: MarkdownDocument
    let pointer: OpaquePointer

    init(document: MarkdownDocument, pointer: OpaquePointer) {
        self.document = document
        self.pointer = pointer
    }

    public static func == (a: MarkupNode, b: MarkupNode) -> Bool { a.pointer == b.pointer }
    public func hash(into hasher: inout Hasher) { hasher.combine(pointer) }

    // MARK: Kind and position

    public var kind: MarkupNodeKind { MarkupNode.kind(of: pointer) }

    /// The cmark node type of a kind cmark itself defines; nil for extension kinds, whose
    /// types are handed out at run time.
    static func coreType(of kind: MarkupNodeKind) -> cmark_node_type? {
        switch kind {
        case .document: return CMARK_NODE_DOCUMENT
        case .blockQuote: return CMARK_NODE_BLOCK_QUOTE
        case .list: return CMARK_NODE_LIST
        case .item: return CMARK_NODE_ITEM
        case .codeBlock: return CMARK_NODE_CODE_BLOCK
        case .htmlBlock: return CMARK_NODE_HTML_BLOCK
        case .customBlock: return CMARK_NODE_CUSTOM_BLOCK
        case .paragraph: return CMARK_NODE_PARAGRAPH
        case .heading: return CMARK_NODE_HEADING
        case .thematicBreak: return CMARK_NODE_THEMATIC_BREAK
        case .footnoteDefinition: return CMARK_NODE_FOOTNOTE_DEFINITION
        case .text: return CMARK_NODE_TEXT
        case .softBreak: return CMARK_NODE_SOFTBREAK
        case .lineBreak: return CMARK_NODE_LINEBREAK
        // A formula is a code node the math extension made: both are found by the code type, then
        // told apart (``MarkdownDocument/nodes(of:)``).
        case .code, .math: return CMARK_NODE_CODE
        case .htmlInline: return CMARK_NODE_HTML_INLINE
        case .customInline: return CMARK_NODE_CUSTOM_INLINE
        case .emphasis: return CMARK_NODE_EMPH
        case .strong: return CMARK_NODE_STRONG
        case .link: return CMARK_NODE_LINK
        case .image: return CMARK_NODE_IMAGE
        case .footnoteReference: return CMARK_NODE_FOOTNOTE_REFERENCE
        case .table, .tableRow, .tableCell, .strikethrough, .taskListItem, .unknown: return nil
        }
    }

    static func kind(of pointer: OpaquePointer) -> MarkupNodeKind {
        switch rawType(pointer) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK: return .codeBlock
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_CUSTOM_BLOCK: return .customBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION: return .footnoteDefinition
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return cmark_node_get_syntax_extension(pointer) == nil ? .code : .math
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_CUSTOM_INLINE: return .customInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link
        case CMARK_NODE_IMAGE: return .image
        case CMARK_NODE_FOOTNOTE_REFERENCE: return .footnoteReference
        default:
            guard let name = cmark_node_get_type_string(pointer) else { return .unknown }
            switch String(cString: name) {
            case "table": return .table
            case "table_row", "table_header": return .tableRow
            case "table_cell": return .tableCell
            case "strikethrough": return .strikethrough
            case "tasklist": return .taskListItem
            default: return .unknown
            }
        }
    }

    /// Where the node starts and ends in the parsed text. Inline nodes created by some
    /// extensions report 0; callers should fall back to the enclosing block's range.
    public var range: SourceRange {
        SourceRange(
            start: SourceLocation(line: Int(cmark_node_get_start_line(pointer)),
                                  column: Int(cmark_node_get_start_column(pointer))),
            end: SourceLocation(line: Int(cmark_node_get_end_line(pointer)),
                                column: Int(cmark_node_get_end_column(pointer))))
    }

    /// The nearest position that is known: this node's start, else its closest ancestor's.
    public var location: SourceLocation {
        var node: MarkupNode? = self
        var steps = 0
        while let current = node, steps < 10_000 {
            let start = current.range.start
            if start.line > 0 { return SourceLocation(line: start.line, column: max(start.column, 1)) }
            node = current.parent
            steps += 1
        }
        return SourceLocation(line: 1, column: 1)
    }

    // MARK: Tree navigation

    public var parent: MarkupNode? { cmark_node_parent(pointer).map { MarkupNode(document: document, pointer: $0) } }
    public var firstChild: MarkupNode? { cmark_node_first_child(pointer).map { MarkupNode(document: document, pointer: $0) } }
    public var lastChild: MarkupNode? { cmark_node_last_child(pointer).map { MarkupNode(document: document, pointer: $0) } }
    /// The node before this one among its parent's children.
    public var previous: MarkupNode? { cmark_node_previous(pointer).map { MarkupNode(document: document, pointer: $0) } }
    public var next: MarkupNode? { cmark_node_next(pointer).map { MarkupNode(document: document, pointer: $0) } }

    /// Direct children in order.
    public var children: [MarkupNode] {
        var result: [MarkupNode] = []
        var child = cmark_node_first_child(pointer)
        while let current = child {
            result.append(MarkupNode(document: document, pointer: current))
            child = cmark_node_next(current)
        }
        return result
    }

    /// Walks this node and its descendants in document order, iteratively.
    public func walk<W: MarkupWalker>(_ walker: inout W) {
        let document = self.document
        MarkupNode.preorder(from: pointer) { walker.visit(MarkupNode(document: document, pointer: $0)) }
    }

    /// Pre-order traversal of the raw tree below `start` (included), without recursion.
    @inline(__always)
    static func preorder(from start: OpaquePointer, _ visit: (OpaquePointer) -> WalkAction) {
        // The links read in place when the library's layout was checked (``CMarkNodeFields``).
        let inPlace = CMarkNodeFields.readable
        var current: OpaquePointer? = start
        while let node = current {
            let action = visit(node)
            if case .stop = action { return }
            if case .descend = action,
               let child = inPlace ? CMarkNodeFields.firstChild(node) : cmark_node_first_child(node) {
                current = child
                continue
            }
            // Climb until a node with a next sibling, never above the starting node.
            var climb: OpaquePointer? = node
            current = nil
            while let c = climb, c != start {
                if let sibling = inPlace ? CMarkNodeFields.next(c) : cmark_node_next(c) { current = sibling; break }
                climb = inPlace ? CMarkNodeFields.parent(c) : cmark_node_parent(c)
            }
        }
    }

    /// The node's raw type, read in place when the library's layout was checked.
    @inline(__always) static func rawType(_ node: OpaquePointer) -> cmark_node_type {
        CMarkNodeFields.readable ? CMarkNodeFields.type(node) : cmark_node_get_type(node)
    }

    // MARK: Content

    /// The text of text, code, code block and HTML nodes.
    public var literal: String? {
        get { document.withArena { cmark_node_get_literal(pointer).map { String(cString: $0) } } }
        nonmutating set { document.withArena { _ = cmark_node_set_literal(pointer, newValue ?? "") } }
    }

    /// Heading level 1–6, or nil for other kinds.
    public var headingLevel: Int? {
        kind == .heading ? Int(cmark_node_get_heading_level(pointer)) : nil
    }

    /// A formula's TeX and whether it was written in display style (`$$…$$`) rather than inline
    /// (`$…$`, `` $`…`$ ``); nil for any node that is not ``MarkupNodeKind/math``.
    public var mathFormula: (tex: String, display: Bool)? {
        guard kind == .math, let tex = literal else { return nil }
        return (tex, folio_math_is_display(UnsafeMutableRawPointer(pointer)) != 0)
    }

    /// The first word of a fenced code block's info string (`mermaid`, `swift`), or nil.
    public var fenceLanguage: String? {
        guard let info = fenceInfo else { return nil }
        let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" }).first.map(String.init)
        return word?.isEmpty == false ? word : nil
    }

    /// The full info string of a fenced code block.
    public var fenceInfo: String? {
        guard kind == .codeBlock,
              let text = document.withArena({ cmark_node_get_fence_info(pointer).map { String(cString: $0) } }) else { return nil }
        return text.isEmpty ? nil : text
    }

    /// True for a code block opened by a fence (```` ``` ```` or `~~~`), with or without an info
    /// string; false for an indented code block and any other node.
    public var isFencedCode: Bool {
        guard kind == .codeBlock else { return false }
        var length: Int32 = 0, offset: Int32 = 0
        var character: Int8 = 0
        return document.withArena { cmark_node_get_fenced(pointer, &length, &offset, &character) } != 0
    }

    /// ``literal``'s UTF-8 bytes in place, no String made; nil when the node has none. They stay valid
    /// while the node's literal is not changed and its document lives (read them at once).
    package var literalBytes: UnsafeBufferPointer<UInt8>? {
        guard let literal = document.withArena({ cmark_node_get_literal(pointer) }) else { return nil }
        return UnsafeBufferPointer(start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal))
    }

    /// The last byte of the last child's literal when that child is a text node (nil otherwise), read
    /// in place: a heading's test for a `{#id}` suffix, made on every heading before any String is.
    package var lastChildTextLastByte: UInt8? {
        guard let last = cmark_node_last_child(pointer), MarkupNode.kind(of: last) == .text else { return nil }
        return document.withArena {
            guard let literal = cmark_node_get_literal(last) else { return nil }
            let count = strlen(literal)
            return count == 0 ? nil : UInt8(bitPattern: literal[count - 1])
        }
    }

    /// Destination of a link or image.
    public var destination: String? {
        get { document.withArena { cmark_node_get_url(pointer).map { String(cString: $0) } } }
        nonmutating set { document.withArena { _ = cmark_node_set_url(pointer, newValue ?? "") } }
    }

    /// ``destination``'s UTF-8 bytes handed to `body`, no String made; nil when the node has none.
    /// The bytes are valid only during the call.
    package func withDestinationBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        document.withArena {
            cmark_node_get_url(pointer).map { url in
                url.withMemoryRebound(to: UInt8.self, capacity: 1) { body(UnsafeBufferPointer(start: $0, count: strlen(url))) }
            }
        }
    }

    /// Sets ``destination`` from NUL-terminated UTF-8 (what cmark copies), no String made.
    package func setDestination(nulTerminated url: UnsafePointer<CChar>) {
        document.withArena { _ = cmark_node_set_url(pointer, url) }
    }

    /// Title of a link or image.
    public var title: String? {
        get { document.withArena { cmark_node_get_title(pointer).map { String(cString: $0) } } }
        nonmutating set { document.withArena { _ = cmark_node_set_title(pointer, newValue ?? "") } }
    }

    /// The text a reader sees: text and code literals of all descendants, concatenated.
    /// Soft and hard breaks count as spaces.
    public var plainText: String {
        var text = ""
        let previous = folio_arena_enter(document.arena)
        defer { folio_arena_enter(previous) }
        MarkupNode.preorder(from: pointer) { node in
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if let literal = cmark_node_get_literal(node) { text += String(cString: literal) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            default:
                break
            }
            return .descend
        }
        return text
    }

    /// This node alone, rendered by cmark-gfm (raw HTML placeholders spliced in).
    public func renderHTML() -> String {
        document.renderHTML(of: pointer)
    }

    // MARK: Rewriting

    /// Replaces this node with HTML that reaches the output exactly as given: it is not
    /// escaped and the tagfilter extension does not touch it (so an SVG may keep its
    /// `<style>`). Block nodes become an HTML block, inline nodes inline HTML.
    /// This node is detached (kept by the document, see the type's note). Returns the new
    /// node, or nil when this node is not in the tree (the root, or a node already detached).
    @discardableResult
    public func replace(withRawHTML html: String) -> MarkupNode? {
        let isBlock = kind.isBlock
        guard let node = document.newRawHTMLNode(isBlock ? CMARK_NODE_HTML_BLOCK : CMARK_NODE_HTML_INLINE, html: html)
        else { return nil }
        guard pointer != document.rootPointer, cmark_node_parent(pointer) != nil,
              cmark_node_replace(pointer, node) != 0 else {
            document.withArena { cmark_node_free(node) }
            return nil
        }
        return MarkupNode(document: document, pointer: node)
    }

    /// Inserts raw HTML (kept verbatim, like ``replace(withRawHTML:)``) as this node's first
    /// child. Used for heading anchors.
    @discardableResult
    public func prependRawHTMLChild(_ html: String, inline: Bool = true) -> MarkupNode? {
        insertRawHTMLChild(html, inline: inline, atStart: true)
    }

    /// Inserts raw HTML as this node's last child.
    @discardableResult
    public func appendRawHTMLChild(_ html: String, inline: Bool = true) -> MarkupNode? {
        insertRawHTMLChild(html, inline: inline, atStart: false)
    }

    private func insertRawHTMLChild(_ html: String, inline: Bool, atStart: Bool) -> MarkupNode? {
        guard let node = document.newRawHTMLNode(inline ? CMARK_NODE_HTML_INLINE : CMARK_NODE_HTML_BLOCK, html: html)
        else { return nil }
        let linked = atStart ? cmark_node_prepend_child(pointer, node) : cmark_node_append_child(pointer, node)
        guard linked != 0 else {
            document.withArena { cmark_node_free(node) }
            return nil
        }
        return MarkupNode(document: document, pointer: node)
    }

    /// Replaces this node by its own children, with raw HTML (kept verbatim, like
    /// ``replace(withRawHTML:)``) before and after them: a block quote becomes a callout
    /// `<div>` whose content cmark still renders, a link an `<a>` with attributes cmark does not write.
    /// Children keep their identity, so handles to them stay valid. Returns false (and changes nothing)
    /// when this node is not in the tree. A block's HTML is a block of its own; in a tight list's item the
    /// list becomes loose: the children's paragraphs would otherwise sit directly in the item and be
    /// written without their `<p>`. An inline node's HTML is inline.
    @discardableResult
    public func unwrap(openingHTML: String, closingHTML: String) -> Bool {
        guard pointer != document.rootPointer, let parent = cmark_node_parent(pointer) else { return false }
        let isBlock = kind.isBlock
        if isBlock, cmark_node_get_type(parent) == CMARK_NODE_ITEM, let list = cmark_node_parent(parent),
           cmark_node_get_list_tight(list) != 0 {
            _ = cmark_node_set_list_tight(list, 0)
        }
        let type = isBlock ? CMARK_NODE_HTML_BLOCK : CMARK_NODE_HTML_INLINE
        guard let opening = document.newRawHTMLNode(type, html: openingHTML) else { return false }
        guard let closing = document.newRawHTMLNode(type, html: closingHTML) else {
            document.withArena { cmark_node_free(opening) }
            return false
        }
        _ = cmark_node_insert_before(pointer, opening)
        while let child = cmark_node_first_child(pointer) {
            guard cmark_node_insert_before(pointer, child) != 0 else { break }
        }
        _ = cmark_node_insert_before(pointer, closing)
        cmark_node_unlink(pointer)
        return true
    }

    /// Takes this node and its subtree out of the tree. The document keeps them until it is
    /// freed, so this handle stays safe to use; removing the root or a detached node does nothing.
    public func remove() {
        guard pointer != document.rootPointer, cmark_node_parent(pointer) != nil else { return }
        cmark_node_unlink(pointer)
    }
}
