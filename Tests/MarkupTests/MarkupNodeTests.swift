import Testing
@testable import Markup

/// Rewriting detaches nodes instead of freeing them, so handles kept across a rewrite (and
/// their copies) stay valid. Under the old design every read below was a use-after-free;
/// run `swift test --sanitize=address --filter MarkupTests` to see that none is left.
@Suite("MarkupNode rewriting")
struct MarkupNodeTests {
    @Test func handlesOnReplacedNodesStayValid() throws {
        let doc = MarkdownDocument(parsing: "# Title *here*\n\n```mermaid\ngraph TD\n```\n\nafter\n")
        let block = try #require(doc.nodes(of: .codeBlock).first)
        let copy = block
        let heading = try #require(doc.nodes(of: .heading).first)
        let emphasis = try #require(doc.nodes(of: .emphasis).first)
        let replacement = try #require(block.replace(withRawHTML: "<figure>d</figure>"))
        #expect(replacement.kind == .htmlBlock)
        // The old handle, and a copy made before the rewrite, read the detached node.
        #expect(copy.kind == .codeBlock)
        #expect(copy.literal == "graph TD\n")
        #expect(block.parent == nil)
        #expect(copy == block)
        // Rewriting a detached node again does nothing.
        #expect(copy.replace(withRawHTML: "<p>again</p>") == nil)
        copy.remove()
        // Removing a subtree keeps its descendants' handles valid too.
        heading.remove()
        heading.remove()
        #expect(emphasis.plainText == "here")
        #expect(emphasis.parent?.kind == .heading)
        #expect(heading.renderHTML().contains("<em>here</em>"))
        let html = doc.renderHTML()
        #expect(html == "<figure>d</figure>\n<p>after</p>\n")
    }

    /// The root cannot be removed or replaced: the document would have nothing to render.
    @Test func rootStaysInPlace() {
        let doc = MarkdownDocument(parsing: "text\n")
        doc.root.remove()
        #expect(doc.root.replace(withRawHTML: "<p>x</p>") == nil)
        #expect(doc.renderHTML() == "<p>text</p>\n")
    }

    /// Handles outliving every other reference keep the document, detached nodes included.
    @Test func handlesKeepTheDocumentAlive() {
        var kept: MarkupNode?
        do {
            let doc = MarkdownDocument(parsing: "a [link](x.html) b\n")
            kept = doc.nodes(of: .link).first
            kept?.remove()
            #expect(doc.renderHTML() == "<p>a  b</p>\n")
        }
        #expect(kept?.destination == "x.html")
        #expect(kept?.plainText == "link")
    }
}
