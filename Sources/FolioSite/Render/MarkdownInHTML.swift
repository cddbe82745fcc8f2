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
        if MarkdownInHTMLMarks.opening(Substring(written))?.content == .span {
            for child in quote.children where child.kind == .paragraph {
                var html = child.renderHTML()
                if html.hasPrefix("<p>"), html.hasSuffix("</p>\n") { html = String(html.dropFirst(3).dropLast(5)) + "\n" }
                child.replace(withRawHTML: html)
            }
        }
        quote.unwrap(openingHTML: kept ? opening : "", closingHTML: kept ? "</" + element.tag + ">" : "")
    }
}
