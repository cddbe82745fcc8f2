import CCmarkAdmonition

/// An HTML element whose content the parser read as Markdown (`<div class="grid" markdown>` … `</div>`):
/// its tag name and the attributes of its opening tag as written. The parser makes it a block quote
/// (``MarkupNodeKind/blockQuote``) holding the content; ``MarkupNode/markdownHTMLElement`` reads this.
///
/// Why a type of its own: the element lives in a C extension (`Sources/CCmarkAdmonition/markdown_html_syntax.c`)
/// that opens only on lines Folio's text pass marked; renderers need only these two strings.
public struct MarkdownHTMLElement: Sendable, Equatable {
    /// The tag name, lower case (`div`, `figure`).
    public var tag: String
    /// The opening tag's text after its name and before its `>` (` class="grid cards" markdown`).
    public var attributes: String

    public init(tag: String, attributes: String) {
        self.tag = tag
        self.attributes = attributes
    }
}

extension MarkupNode {
    /// The HTML element this block quote stands for; nil for any other node.
    public var markdownHTMLElement: MarkdownHTMLElement? {
        guard kind == .blockQuote else { return nil }
        var tag: UnsafePointer<CChar>? = nil
        var attributes: UnsafePointer<CChar>? = nil
        guard folio_markdown_html_info_of(UnsafeMutableRawPointer(pointer), &tag, &attributes) != 0,
              let tag, let attributes else { return nil }
        return MarkdownHTMLElement(tag: String(cString: tag), attributes: String(cString: attributes))
    }
}
