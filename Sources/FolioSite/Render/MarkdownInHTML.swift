import Markup

// Why: an element whose opening tag says `markdown` (`<figure markdown="span">`, `<div class="grid cards"
// markdown>`) reaches the tree as a node around its parsed content (``MarkdownInHTMLMarks`` marked its
// lines, the parser's extension read them). Here it becomes HTML again: its opening tag without the
// `markdown` attribute, as the site's raw HTML mode leaves any tag of a note (sanitised by default), then
// its content, then its closing tag; in span mode the content's paragraphs lose their `<p>`, as
// Python-Markdown writes `<figure markdown="span">`'s image and caption straight into the figure.

/// Writes the elements whose content the parser read as Markdown.
enum MarkdownInHTML {
    /// Replaces `quote` (the node of `element`) with the element's tags around its children; ids in the
    /// opening tag become anchors of the page.
    static func apply(to quote: MarkupNode, element: MarkdownHTMLElement, filter: inout RawHTMLFilter, anchors: inout PageAnchors) {
        let written = "<" + element.tag + element.attributes + ">"
        let tag = HTMLOpeningTag(Substring(written))
        let opening = filter.filterTag(tag?.withoutMarkdown ?? "<" + element.tag + ">", at: quote.location)
        // A tag the sanitiser dropped (`<form>`) leaves its content, with no closing tag of its own.
        let kept = opening.lowercased().hasPrefix("<" + element.tag)
        if kept { anchors.insertRawHTML(opening) }
        let closing = kept ? "</" + element.tag + ">" : ""
        if let tag, MarkdownInHTMLMarks.content(of: tag) == .span {
            let children = quote.children
            // Text alone (`<p markdown="1">One *line*</p>`): the element and its text as one run.
            if !children.isEmpty, children.allSatisfy({ $0.kind == .paragraph }) {
                let inner = children.map { Self.inline($0.renderHTML()) }.joined(separator: "\n")
                quote.replace(withRawHTML: (kept ? opening : "") + inner + closing + "\n")
                return
            }
            for child in children where child.kind == .paragraph { child.replace(withRawHTML: Self.inline(child.renderHTML()) + "\n") }
        }
        quote.unwrap(openingHTML: kept ? opening : "", closingHTML: closing)
    }

    /// A paragraph's HTML without its `<p>` and `</p>`.
    private static func inline(_ html: String) -> String {
        guard html.hasPrefix("<p>"), html.hasSuffix("</p>\n") else { return html.hasSuffix("\n") ? String(html.dropLast()) : html }
        return String(html.dropFirst(3).dropLast(5))
    }
}
