// Why: the allowlist is the sanitiser's whole security decision, so it lives alone, in one
// short file a reviewer can read top to bottom. It follows what GitHub keeps in README files.

/// Which elements and attributes raw HTML may keep, and which elements go with their content.
///
/// Anything not listed is dropped: an element that is not allowed loses its tags but keeps its
/// (sanitised) children, unless it is in ``droppedWithContent``; an attribute that is not allowed
/// is removed. There is no `style`, no event handler, no form control and no foreign content (SVG,
/// MathML), and a `class` keeps only the names in ``classNames`` (none in ``github``).
public struct SanitizerPolicy: Sendable {
    /// Elements kept (lowercase HTML names).
    public var elements: Set<String>
    /// Attributes kept on every allowed element.
    public var globalAttributes: Set<String>
    /// Attributes kept on one element only, by element name.
    public var elementAttributes: [String: Set<String>]
    /// Attributes whose value is a URL: kept only when ``URLSafety/isAllowedInHTML(_:)`` says so.
    public var urlAttributes: Set<String>
    /// Elements removed together with everything inside them (script, raw text, embedded
    /// documents, foreign content).
    public var droppedWithContent: Set<String>
    /// Class names a `class` attribute may keep (case-sensitive, as CSS reads them); the others are
    /// removed from it, and a `class` left with none is removed. Empty: no `class` at all.
    public var classNames: Set<String> = []

    /// The GitHub README allowlist.
    public static let github = SanitizerPolicy(
        elements: [
            "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "div", "span", "b", "i", "u", "strong", "em",
            "s", "strike", "del", "ins", "sup", "sub", "kbd", "samp", "var", "tt", "code", "pre", "q", "cite",
            "abbr", "dfn", "mark", "small", "time", "bdo", "ruby", "rt", "rp", "wbr", "a", "img", "picture",
            "source", "figure", "figcaption", "blockquote", "ul", "ol", "li", "dl", "dt", "dd", "table",
            "caption", "thead", "tbody", "tfoot", "tr", "td", "th", "colgroup", "col", "details", "summary",
        ],
        globalAttributes: [
            "id", "title", "lang", "dir", "align", "valign", "width", "height", "abbr", "role",
            "aria-label", "aria-hidden", "aria-describedby", "aria-labelledby", "itemprop",
        ],
        elementAttributes: [
            "a": ["href", "name", "rel", "hreflang"],
            "img": ["src", "alt", "longdesc", "border", "hspace", "vspace"],
            "source": ["srcset", "media", "type", "sizes"],
            "ol": ["start", "type", "reversed"],
            "ul": ["type"],
            "li": ["value"],
            "details": ["open"],
            "td": ["colspan", "rowspan", "headers", "nowrap"],
            "th": ["colspan", "rowspan", "headers", "scope", "nowrap"],
            "col": ["span"],
            "colgroup": ["span"],
            "table": ["border", "cellpadding", "cellspacing", "summary"],
            "blockquote": ["cite"],
            "q": ["cite"],
            "del": ["cite", "datetime"],
            "ins": ["cite", "datetime"],
            "time": ["datetime"],
            "div": ["itemscope", "itemtype"],
        ],
        urlAttributes: ["href", "src", "cite", "longdesc", "srcset", "itemtype"],
        droppedWithContent: [
            "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "noscript",
            "noembed", "noframes", "template", "textarea", "title", "xmp", "plaintext", "listing", "svg",
            "math", "select", "head", "meta", "link", "base", "param", "audio", "video", "canvas", "portal",
        ])

    /// Whether `attribute` (lowercase) may stay on `element` (a `class` keeps only ``classNames``).
    public func allows(attribute: String, on element: String) -> Bool {
        globalAttributes.contains(attribute) || elementAttributes[element]?.contains(attribute) == true
            || (attribute == "class" && !classNames.isEmpty)
    }

    /// This policy, also keeping the class names in `names`.
    public func keepingClasses(_ names: some Sequence<String>) -> SanitizerPolicy {
        var policy = self
        policy.classNames.formUnion(names)
        return policy
    }

    /// The names of a `class` value (split on ASCII whitespace, as HTML does) that this policy keeps,
    /// and those it removes, each once, in their order.
    func splitClasses(_ value: String) -> (kept: [String], removed: [String]) {
        var kept: [String] = [], removed: [String] = []
        for name in value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }) {
            let name = String(name)
            if classNames.contains(name) {
                if !kept.contains(name) { kept.append(name) }
            } else if !removed.contains(name) {
                removed.append(name)
            }
        }
        return (kept, removed)
    }

    /// Whether an end tag `</name>` may be written.
    func keepsEndTag(_ name: String) -> Bool {
        elements.contains(name) && !SanitizerPolicy.voidElements.contains(name)
    }

    /// Elements that never have content or an end tag.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]
}
