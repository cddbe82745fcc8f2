// Why: the search text extractor meets about a thousand tags a page, and asked four questions of
// each name (inline? void? skipped? a heading?), each a switch of its own. One switch now answers
// them all at once, so a tag costs one lookup whatever its name.

/// What ``SearchTextExtractor`` does with an element, told by its packed name (``SearchTextExtractor/pack(_:)``).
struct HTMLElementKind: OptionSet {
    let rawValue: UInt8

    /// Does not break a word (the other elements separate text with a space).
    static let inline = HTMLElementKind(rawValue: 1 << 0)
    /// Has no content and no end tag.
    static let void = HTMLElementKind(rawValue: 1 << 1)
    /// Its whole content is skipped (styles, scripts, buttons…).
    static let skipped = HTMLElementKind(rawValue: 1 << 2)
    /// `<details>`: skipped when it holds a diagram's source.
    static let details = HTMLElementKind(rawValue: 1 << 3)
    /// `<a>`: inline, and skipped when it is a heading's anchor.
    static let anchor = HTMLElementKind(rawValue: 1 << 4)

    /// A block element or an inline one and nothing else: its start and end tags read alike.
    var isPlain: Bool { self == [] || self == .inline }

    /// 1–6 for `h1`…`h6`, else 0.
    var headingLevel: Int { Int(rawValue >> 5) }

    private static func heading(_ level: UInt8) -> HTMLElementKind { HTMLElementKind(rawValue: level << 5) }

    /// The kind of the element named `name` (packed); empty for a block element that is read.
    @inline(__always) static func of(_ name: UInt64) -> HTMLElementKind {
        typealias N = SearchTextExtractor.Names
        switch name {
        case N.a: return [.inline, .anchor]
        case N.span, N.code, N.em, N.strong, N.b, N.i, N.abbr, N.bdi, N.bdo, N.cite, N.data, N.dfn, N.kbd, N.mark,
             N.q, N.s, N.samp, N.small, N.sub, N.sup, N.time, N.u, N.var, N.del, N.ins:
            return .inline
        case N.br, N.hr, N.img, N.input, N.meta, N.link, N.wbr, N.col, N.area, N.source:
            return .void
        // A formula's MathML (a glyph per element) and its TeX annotation make no searchable words.
        case N.style, N.script, N.template, N.button, N.noscript, N.textarea, N.math:
            return .skipped
        case N.details: return .details
        case 0x6831...0x6836: return heading(UInt8(truncatingIfNeeded: name) - 48)   // h1…h6
        default: return []
        }
    }
}
