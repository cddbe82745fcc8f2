// Why: where a node's bytes start and end is asked at every capture claimed, and tree-sitter's own
// functions take the node by value. A TSNode is 32 bytes, passed on the stack: Swift puts it together
// field by field and the call copies it 16 bytes at a time, a wide load of narrower stores that stalls
// the processor's store forwarding at every call (a profile put a fifth of the colouring walk's samples
// on those loads). Read through a pointer, field by field (folio_preorder.c), the stall is gone and the
// walk takes about a twentieth less time.
import CHighlightGrammars

extension TSNode {
    /// The node's first byte (`ts_node_start_byte`).
    var startByte: Int { withUnsafePointer(to: self) { Int(folio_node_start_byte($0)) } }
    /// The byte after the node's last (`ts_node_end_byte`).
    var endByte: Int { withUnsafePointer(to: self) { Int(folio_node_end_byte($0)) } }
}
