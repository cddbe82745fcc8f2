import Testing
@testable import FolioSite

/// The links a note's Markdown writes, read before any page renders (for backlinks).
@Suite("Outgoing links")
struct OutgoingLinksTests {
    @Test func wikilinksMarkdownLinksAndDefinitionsEachOnce() {
        let body = """
        See [[Setup]], [[guide/Use it#Step|how]] and ![[Diagram note]].
        A [link](other.md#part) and [again](other.md), <[angle](<with space.md>)>, [q](q.md?x=1 "title").
        [ref]: ref%20target.md
        [^1]: A footnote, not a definition.
        ![image](pic.png)
        """
        #expect(OutgoingLinks.scan(body) == ["wSetup", "wguide/Use it", "wDiagram note", "mother.md", "mwith space.md", "mq.md",
                                             "mref%20target.md", "mpic.png"])
    }

    @Test func codeHoldsNoLinks() {
        let body = """
        Text `[[Not a link]]` and ``[x](y.md) ` `` then [[Real]].
        ```swift
        let a = "[[Inside fence]]" + "[b](c.md)"
        ```
        ~~~~
        [[Inside tilde fence]]
        ~~~~
            [[Indented code]]
        """
        #expect(OutgoingLinks.scan(body) == ["wReal"])
    }

    @Test func onlyABareFenceClosesABlock() {
        // As the outline scan and cmark read it: a fence line with an info string inside a block is code.
        let body = "```\n```swift\n[[In code]]\n```\n[[After]]\n````\n[[Still code]]\n```\n````\n"
        #expect(OutgoingLinks.scan(body) == ["wAfter"])
    }

    @Test func urlsWithSchemesOtherHostsAndFragmentsAreNotPaths() {
        let body = "[a](https://example.org/x.md) [b](mailto:me@example.org) [c](//cdn.example.org/y.md) [d](#top) [e](dir/f:g.md) [f](/root.md)"
        #expect(OutgoingLinks.scan(body) == ["mdir/f:g.md", "m/root.md"])
    }

    @Test func brokenSyntaxEndsQuietly() {
        #expect(OutgoingLinks.scan("[[unclosed and [text](unclosed.md") == ["munclosed.md"])
        #expect(OutgoingLinks.scan("](") == [])
        #expect(OutgoingLinks.scan("[label]:") == [])
        #expect(OutgoingLinks.scan("``` \n[[in an unclosed fence]]") == [])
        #expect(OutgoingLinks.scan("") == [])
    }
}
