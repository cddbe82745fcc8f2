// Why: every page's tree is walked once to find its links, headings, code blocks and raw HTML,
// some thousand nodes a page, and each step called into libcmark-gfm four times (the node's type,
// first child, next sibling, parent), each through the shared library's procedure linkage table:
// with the walk's own bookkeeping about 45 instructions a node, 1.6% of a lean build. The node
// struct is private to libcmark-gfm, but the library lays it out as its `node.h` says (a 24-byte
// `cmark_strbuf`, then `next`, `prev`, `parent`, `first_child`, …, and the 16-bit `type` at byte
// 100 on 64-bit systems). Reading those four fields in place takes a load each. A probe builds a
// small tree of every core kind through the public API and checks each offset against the
// accessors once per process; a library laid out otherwise keeps the accessors (the probe-then-
// fallback of `CMarkRuntime`).

import CCmarkGFM

/// In-place reads of a node's links and type, used only when ``readable`` (the probe agreed).
enum CMarkNodeFields {
    static let nextOffset = 24
    static let parentOffset = 40
    static let firstChildOffset = 48
    static let typeOffset = 100

    /// True when this process's libcmark-gfm keeps `next`, `parent`, `first_child` and `type` at the
    /// offsets above (checked once, on a probe tree, against `cmark_node_next` and the others).
    static let readable: Bool = MemoryLayout<Int>.size == 8 && probe()

    @inline(__always) static func next(_ node: OpaquePointer) -> OpaquePointer? {
        UnsafeRawPointer(node).load(fromByteOffset: nextOffset, as: OpaquePointer?.self)
    }

    @inline(__always) static func parent(_ node: OpaquePointer) -> OpaquePointer? {
        UnsafeRawPointer(node).load(fromByteOffset: parentOffset, as: OpaquePointer?.self)
    }

    @inline(__always) static func firstChild(_ node: OpaquePointer) -> OpaquePointer? {
        UnsafeRawPointer(node).load(fromByteOffset: firstChildOffset, as: OpaquePointer?.self)
    }

    @inline(__always) static func type(_ node: OpaquePointer) -> cmark_node_type {
        cmark_node_type(rawValue: numericCast(UnsafeRawPointer(node).load(fromByteOffset: typeOffset, as: UInt16.self)))
    }

    /// Byte offsets of the four fields in a node.
    struct Offsets {
        var next: Int, parent: Int, firstChild: Int, type: Int
        /// libcmark-gfm 0.29's `struct cmark_node` on a 64-bit system.
        static let gfm029 = Offsets(next: nextOffset, parent: parentOffset, firstChild: firstChildOffset, type: typeOffset)
    }

    /// Builds a tree holding every core block and inline kind (nested, with siblings before and
    /// after), then compares the reads at `offsets` with the accessors on every node.
    static func probe(_ offsets: Offsets = .gfm029) -> Bool {
        func link(_ node: OpaquePointer, _ offset: Int) -> OpaquePointer? {
            UnsafeRawPointer(node).load(fromByteOffset: offset, as: OpaquePointer?.self)
        }
        func type(_ node: OpaquePointer) -> cmark_node_type {
            cmark_node_type(rawValue: numericCast(UnsafeRawPointer(node).load(fromByteOffset: offsets.type, as: UInt16.self)))
        }
        let kinds: [cmark_node_type] = [
            CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK,
            CMARK_NODE_CUSTOM_BLOCK, CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_THEMATIC_BREAK,
            CMARK_NODE_FOOTNOTE_DEFINITION, CMARK_NODE_TEXT, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE,
            CMARK_NODE_HTML_INLINE, CMARK_NODE_CUSTOM_INLINE, CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK,
            CMARK_NODE_IMAGE, CMARK_NODE_FOOTNOTE_REFERENCE,
        ]
        guard let root = cmark_node_new(CMARK_NODE_DOCUMENT) else { return false }
        defer { cmark_node_free(root) }
        // Each kind under the document, and a paragraph of every inline kind, each holding a text.
        guard let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) else { return false }
        for kind in kinds {
            guard let node = cmark_node_new(kind) else { return false }
            let parent = kind.rawValue & 0x4000 != 0 ? paragraph : root
            guard cmark_node_append_child(parent, node) != 0 else { cmark_node_free(node); continue }
            // A child under each node that takes one (leaves refuse it).
            if let text = cmark_node_new(CMARK_NODE_TEXT), cmark_node_append_child(node, text) == 0 { cmark_node_free(text) }
        }
        guard cmark_node_append_child(root, paragraph) != 0 else { cmark_node_free(paragraph); return false }
        // An item only goes in a list.
        if let list = cmark_node_new(CMARK_NODE_LIST) {
            if let item = cmark_node_new(CMARK_NODE_ITEM), cmark_node_append_child(list, item) == 0 { cmark_node_free(item) }
            if cmark_node_append_child(root, list) == 0 { cmark_node_free(list) }
        }
        var checked = 0
        var pending: [OpaquePointer] = [root]
        while let node = pending.popLast() {
            guard link(node, offsets.next) == cmark_node_next(node), link(node, offsets.parent) == cmark_node_parent(node),
                  link(node, offsets.firstChild) == cmark_node_first_child(node),
                  type(node) == cmark_node_get_type(node) else { return false }
            checked += 1
            var child = cmark_node_first_child(node)
            while let current = child {
                pending.append(current)
                child = cmark_node_next(current)
            }
        }
        return checked >= kinds.count
    }
}
