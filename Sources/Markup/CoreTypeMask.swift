// Why: a page's one pass over its tree (`MarkdownDocument.nodes(of:)`) asks of every node whether its
// type is one of about ten wanted, some 1,000 nodes a page. A scan of the wanted types cost about 30
// instructions a node; cmark's core types are a block or inline flag plus a small number, so the
// question is one shift and one test against a bit per type.
import CCmarkGFM

/// A set of cmark node types, one bit per type: block types in one word, inline types in another.
struct CoreTypeMask {
    private var blocks: UInt64 = 0
    private var inlines: UInt64 = 0

    /// The bits of a type's number (cmark numbers each kind's types from 1, well below 64).
    private static let numberBits: UInt32 = 0x3F
    /// The flag cmark sets on inline types (block types have only `CMARK_NODE_TYPE_PRESENT`).
    private static let inlineFlag: UInt32 = 0x4000
    /// The bits no type in a mask can have: a number past 63 (or an unknown flag) is never in it.
    private static let outside: UInt32 = ~(0xC000 | numberBits)

    /// A mask holding `types`; nil when one of them cannot be held (a number past 63).
    init?(_ types: [cmark_node_type]) {
        for type in types {
            let raw = type.rawValue
            guard raw & Self.outside == 0 else { return nil }
            if raw & Self.inlineFlag != 0 { inlines |= 1 << UInt64(raw & Self.numberBits) }
            else { blocks |= 1 << UInt64(raw & Self.numberBits) }
        }
    }

    /// Whether `type` is in the mask.
    @inline(__always) func contains(_ type: cmark_node_type) -> Bool {
        let raw = type.rawValue
        guard raw & Self.outside == 0 else { return false }
        let word = raw & Self.inlineFlag != 0 ? inlines : blocks
        return (word >> UInt64(raw & Self.numberBits)) & 1 != 0
    }
}
