import Markup
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Why: an attribute list (``InlineAttributes``) belongs to the link or image right before it, but it can
// be applied only once the link rewriter gave that link its URL, and the text holding it must be gone
// before shortcodes, abbreviations and the search see it. So the lists are taken out of the text first
// and applied last, to the nodes still in the tree.

/// Takes the attribute lists written right after links and images out of the text, then writes each
/// link or image with its attributes.
struct InlineAttributeRewriter {
    let file: String
    let lines: LineIndex
    private(set) var diagnostics: [Diagnostic] = []
    private var found: [(node: MarkupNode, list: InlineAttributes)] = []

    init(file: String, lines: LineIndex) {
        self.file = file
        self.lines = lines
    }

    /// Whether `text` could hold a list after a link or an image: `){` or `]{` (a reference link) somewhere.
    /// `memchr` finds each `{` (most notes have none).
    static func mayOccur(in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress, text.count > 1 else { return false }
        var index = 1
        while index < text.count, let found = memchr(base + index, 123, text.count - index) {
            let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if text[at - 1] == 41 || text[at - 1] == 93 { return true }
            index = at + 1
        }
        return false
    }

    /// Finds the list in the text right after each of `links` (links and images) and takes it out.
    mutating func collect(after links: [MarkupNode]) {
        for node in links {
            guard let next = node.next, next.kind == .text, let bytes = next.literalBytes, bytes.first == 123,
                  let (list, end) = InlineAttributes.read(bytes, from: 0) else { continue }
            let rest = String(decoding: UnsafeBufferPointer(rebasing: bytes[end...]), as: UTF8.self)
            if rest.isEmpty { next.remove() } else { next.literal = rest }
            // A link or image is no block to leave out of search: the flag is refused as any `data-*`.
            let refused = list.refused + (list.excludesFromSearch ? ["data-search-exclude"] : [])
            if !refused.isEmpty {
                let location = next.range.start
                diagnostics.append(Diagnostic(
                    file: file, line: location.line, column: location.column, severity: .warning,
                    message: "attribute list: left out \(refused.map { "'\($0)'" }.joined(separator: ", ")) (a link or image takes ids, classes and "
                        + InlineAttributes.allowedNames.sorted().joined(separator: ", ") + ")",
                    sourceLine: lines.line(location.line), code: DiagnosticCode.rawHTML))
            }
            found.append((node, list))
        }
    }

    /// Writes each link and image still in the tree with its list (their URLs are final by now), and
    /// tells `anchors` the ids they give. An image of `sizes` whose list sets neither `width` nor
    /// `height` gets its own (``LinkRewriter/sizeAttributes(_:)``).
    func apply(anchors: inout PageAnchors, sizes: [(node: MarkupNode, size: ImageSize)] = []) {
        var sizeOf: [MarkupNode: ImageSize] = [:]
        for (node, size) in sizes { sizeOf[node] = size }
        for (node, list) in found where node.parent != nil {
            if let id = list.id { anchors.insert(id) }
            // Escaped as cmark escapes a link's destination.
            let url = PageAnchors.escapedHref(node.destination ?? "")
            let title = list.attributes.first(where: { $0.name == "title" })?.value ?? node.title ?? ""
            switch node.kind {
            case .image:
                let alt = list.attributes.first(where: { $0.name == "alt" })?.value ?? node.plainText
                // The note's own width or height wins over the file's size, its own `loading` or `decoding` over ours.
                var sized = ""
                if let size = sizeOf[node], !list.attributes.contains(where: { $0.name == "width" || $0.name == "height" }) {
                    sized = LinkRewriter.sizeAttributes(size, loading: !list.attributes.contains(where: { $0.name == "loading" }),
                                                        decoding: !list.attributes.contains(where: { $0.name == "decoding" }))
                }
                node.replace(withRawHTML: LinkRewriter.imageOpening(src: url, alt: alt, title: title)
                             + list.html(leavingOut: ["alt", "title"]) + sized + " />")
            case .link:
                let titleHTML = title.isEmpty ? "" : " title=\"\(title.htmlEscaped)\""
                node.unwrap(openingHTML: "<a href=\"\(url)\"\(titleHTML)" + list.html(leavingOut: ["title", "alt"]) + ">",
                            closingHTML: "</a>")
            default:
                continue
            }
        }
    }
}
