import CCmarkArena
import CCmarkGFM

extension MarkupNode {
    /// The HTML of this node's children when every child is a plain text node, escaped exactly
    /// as cmark-gfm's renderer escapes text (`&`, `<`, `>` and `"`); nil otherwise.
    ///
    /// Why: the site renders each heading's content on its own to add an id and an anchor, and
    /// most headings are a single text node. Escaping that text here gives cmark's bytes
    /// without running the renderer on a subtree once per heading.
    public var plainTextChildrenHTML: String? {
        var out: [UInt8] = []
        let previous = folio_arena_enter(document.arena)
        defer { folio_arena_enter(previous) }
        var child = cmark_node_first_child(pointer)
        while let node = child {
            guard cmark_node_get_type(node) == CMARK_NODE_TEXT else { return nil }
            if let literal = cmark_node_get_literal(node) {
                var cursor = UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self)
                while cursor.pointee != 0 {
                    switch cursor.pointee {
                    case 38: out.append(contentsOf: [38, 97, 109, 112, 59])  // &amp;
                    case 60: out.append(contentsOf: [38, 108, 116, 59])  // &lt;
                    case 62: out.append(contentsOf: [38, 103, 116, 59])  // &gt;
                    case 34: out.append(contentsOf: [38, 113, 117, 111, 116, 59])  // &quot;
                    default: out.append(cursor.pointee)
                    }
                    cursor += 1
                }
            }
            child = cmark_node_next(node)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// ``plainText`` and ``plainTextChildrenHTML`` together. For a node whose one child is a text
    /// node with nothing to escape (most headings) both are its literal, read once: the two apart
    /// walked the children twice and built the same text twice, some 2,400 instructions a heading.
    public var plainTextAndChildrenHTML: (text: String, html: String?) {
        // The literal's bytes are checked for something to escape while it is still a C string (a
        // scan of the string's `utf8` view cost some 800 instructions a heading).
        let single: (text: String, plain: Bool)? = document.withArena {
            guard let child = cmark_node_first_child(pointer), cmark_node_next(child) == nil,
                  cmark_node_get_type(child) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(child) else { return nil }
            var cursor = UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self)
            var plain = true
            while cursor.pointee != 0 {
                let byte = cursor.pointee
                if byte == 38 || byte == 60 || byte == 62 || byte == 34 { plain = false }
                cursor += 1
            }
            return (String(cString: literal), plain)
        }
        if let single, single.plain { return (single.text, single.text) }
        return (single?.text ?? plainText, plainTextChildrenHTML)
    }
}
