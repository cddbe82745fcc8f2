import CCmarkArena
import CCmarkGFM

// Why: some syntax cmark-gfm has no extension for is found in the parsed tree's text (a wikilink,
// `[[Note]]`, is text to cmark, and only the tree tells it apart from the same characters in code).
// Turning it into a link means cutting a text node in pieces with new nodes between them, made in
// the document's arena like every other node, so the link rewriter, the renderer and the search
// index see a link exactly as if cmark had parsed one.

extension MarkupNode {
    /// Inserts a text node holding `text` just before this node. Returns it, or nil when this node is
    /// not in the tree (the root, or a node already detached).
    @discardableResult
    package func insertTextBefore(_ text: String) -> MarkupNode? {
        insertBefore(newNode(CMARK_NODE_TEXT, literal: text))
    }

    /// Inserts a link to `destination` (an image when `isImage`) just before this node, its one child the
    /// text `text` (an image's alt text). Returns the link, or nil when this node is not in the tree.
    @discardableResult
    package func insertLinkBefore(destination: String, text: String, isImage: Bool = false) -> MarkupNode? {
        guard let link = newNode(isImage ? CMARK_NODE_IMAGE : CMARK_NODE_LINK, literal: nil) else { return nil }
        document.withArena {
            _ = cmark_node_set_url(link, destination)
            _ = cmark_node_set_title(link, "")
        }
        if !text.isEmpty, let child = newNode(CMARK_NODE_TEXT, literal: text) {
            if document.withArena({ cmark_node_append_child(link, child) }) == 0 { document.withArena { cmark_node_free(child) } }
        }
        return insertBefore(link)
    }

    /// Inserts raw HTML (kept verbatim, like ``replace(withRawHTML:)``) as an inline node just before this
    /// node. Returns it, or nil when this node is not in the tree.
    @discardableResult
    package func insertRawHTMLBefore(_ html: String) -> MarkupNode? {
        insertBefore(document.newRawHTMLNode(CMARK_NODE_HTML_INLINE, html: html))
    }

    /// Inserts raw HTML (kept verbatim) as a block just before this block node (an anchor before a
    /// table or a list). Returns it, or nil when this node is not in the tree or its parent cannot hold
    /// an HTML block there (a list holds only items).
    @discardableResult
    package func insertRawHTMLBlockBefore(_ html: String) -> MarkupNode? {
        guard kind.isBlock else { return nil }
        return insertBefore(document.newRawHTMLNode(CMARK_NODE_HTML_BLOCK, html: html))
    }

    /// A new unlinked node of `type` in the document's arena, holding `literal` when given.
    private func newNode(_ type: cmark_node_type, literal: String?) -> OpaquePointer? {
        document.withArena {
            guard let node = cmark_node_new_with_mem(type, MarkdownDocument.arenaMemory) else { return nil }
            if let literal { _ = cmark_node_set_literal(node, literal) }
            return node
        }
    }

    /// Links `node` just before this one (freeing it when that is refused).
    private func insertBefore(_ node: OpaquePointer?) -> MarkupNode? {
        guard let node else { return nil }
        guard pointer != document.rootPointer, cmark_node_parent(pointer) != nil,
              document.withArena({ cmark_node_insert_before(pointer, node) }) != 0 else {
            document.withArena { cmark_node_free(node) }
            return nil
        }
        return MarkupNode(document: document, pointer: node)
    }
}
