import Testing
@testable import Markup

@Suite("MarkdownDocument")
struct MarkdownDocumentTests {
    @Test func rendersGFMExtensionsWithCmarksOwnRenderer() {
        let doc = MarkdownDocument(parsing: """
        | a | b |
        |---|---|
        | 1 | ~~2~~ |

        - [x] done
        - [ ] open

        Visit https://example.org now.

        Note[^1].

        [^1]: Footnote text.

        <script>alert(1)</script>
        """)
        let html = doc.renderHTML()
        #expect(html.contains("<table>"))
        #expect(html.contains("<del>2</del>"))
        #expect(html.contains("type=\"checkbox\" checked=\"\" disabled=\"\""))
        #expect(html.contains("<a href=\"https://example.org\">https://example.org</a>"))
        #expect(html.contains("id=\"fn-1\""))
        #expect(html.contains("&lt;script>"), "tagfilter disarms raw <script>")
    }

    /// pymdownx.tilde's rule: only `~~double~~` tildes strike, and the text cut at a single one is whole again.
    @Test func doubleTildeStrikethroughLeavesSinglePairsAsOneText() {
        let github = MarkdownDocument(parsing: "H~2~O and ~~gone~~").renderHTML()
        #expect(github == "<p>H<del>2</del>O and <del>gone</del></p>\n")
        let doc = MarkdownDocument(parsing: "H~2~O and ~~gone~~", options: .init(doubleTildeStrikethrough: true))
        #expect(doc.renderHTML() == "<p>H~2~O and <del>gone</del></p>\n")
        #expect(doc.nodes(of: .text).compactMap(\.literal) == ["H~2~O and ", "gone"])
    }

    @Test func nodesCarrySourcePositions() {
        let doc = MarkdownDocument(parsing: "intro\n\n## Title\n\ntext [link](a.md) more\n")
        let heading = doc.nodes(of: .heading).first
        #expect(heading?.range.start.line == 3)
        #expect(heading?.headingLevel == 2)
        #expect(heading?.plainText == "Title")
        let link = doc.nodes(of: .link).first
        #expect(link?.location == SourceLocation(line: 5, column: 6))
        #expect(link?.destination == "a.md")
    }

    @Test func rawHTMLReplacementBypassesTagfilter() {
        let doc = MarkdownDocument(parsing: "before\n\n```mermaid\ngraph TD\n```\n\nafter\n")
        let block = doc.nodes(of: .codeBlock).first
        #expect(block?.fenceLanguage == "mermaid")
        #expect(block?.literal == "graph TD\n")
        block?.replace(withRawHTML: "<figure><svg><style>.a{}</style></svg></figure>")
        let html = doc.renderHTML()
        #expect(html.contains("<figure><svg><style>.a{}</style></svg></figure>"))
        #expect(!html.contains("<pre>"))
        #expect(html.hasPrefix("<p>before</p>"))
        #expect(html.contains("<p>after</p>"))
    }

    /// Only real placeholders are spliced: look-alikes, unknown numbers and a placeholder cut
    /// off at the end of the text stay as written.
    @Test func splicesOnlyRealPlaceholders() {
        let doc = MarkdownDocument(parsing: "x")
        let first = doc.registerRawFragment("<b>one</b>")
        let second = doc.registerRawFragment("<i>two</i>")
        let prefix = MarkdownDocument.placeholderPrefix
        let text = "<p>\(first)<!-- c --><\(second)\(prefix)7-->\(prefix)x-->" + first + "<" + String(prefix.dropLast())
        #expect(doc.spliceRawFragments(into: text)
            == "<p><b>one</b><!-- c --><<i>two</i>\(prefix)7-->\(prefix)x--><b>one</b><" + String(prefix.dropLast()))
        #expect(doc.spliceRawFragments(into: "") == "")
    }

    @Test func destinationsCanBeRewritten() {
        let doc = MarkdownDocument(parsing: "[x](other.md#a) ![i](pic.png)")
        for node in doc.nodes(of: [.link, .image]) {
            node.destination = (node.destination ?? "").replacingOccurrences(".md", with: ".html")
        }
        let html = doc.renderHTML()
        #expect(html.contains("href=\"other.html#a\""))
        #expect(html.contains("src=\"pic.png\""))
    }

    @Test func walkerCanSkipAndStop() {
        struct Counter: MarkupWalker {
            var texts: [String] = []
            mutating func visit(_ node: MarkupNode) -> WalkAction {
                if node.kind == .blockQuote { return .skipChildren }
                if node.kind == .text { texts.append(node.literal ?? "") }
                if node.literal == "stop" { return .stop }
                return .descend
            }
        }
        let doc = MarkdownDocument(parsing: "one\n\n> hidden\n\ntwo\n\nstop\n\nthree\n")
        var counter = Counter()
        doc.walk(&counter)
        #expect(counter.texts == ["one", "two", "stop"])
    }

    @Test func deepNestingDoesNotOverflow() {
        let text = String(repeating: "> ", count: 5000) + "deep\n" + String(repeating: "[", count: 20000)
        let doc = MarkdownDocument(parsing: text)
        #expect(doc.nodes(of: .text).count >= 1)
        #expect(!doc.renderHTML().isEmpty)
    }

    @Test func headingsCanBeReplacedAfterCollecting() {
        let doc = MarkdownDocument(parsing: "# A\n\n## B *c*\n")
        for heading in doc.nodes(of: .heading) {
            let inner = heading.renderHTML()
            heading.replace(withRawHTML: inner.replacingOccurrences("<h", with: "<h data-x "))
        }
        #expect(doc.renderHTML().contains("<h data-x 2>B <em>c</em></h2>"))
    }

    @Test func documentsParseInParallel() async {
        await withTaskGroup(of: Bool.self) { group in
            for i in 0..<16 {
                group.addTask {
                    let doc = MarkdownDocument(parsing: "# T\(i)\n\n| a |\n|---|\n| \(i) |\n")
                    return doc.renderHTML().contains("<td>\(i)</td>")
                }
            }
            for await ok in group { #expect(ok) }
        }
    }
}

extension String {
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }

    /// Text reaches cmark as a Swift string (valid UTF-8); NUL is still replaced by cmark.
    @Test func nulAndNonASCIIRenderSafely() {
        let html = MarkdownDocument(parsing: "a\u{0}b café 😀 \u{FFFD}").renderHTML()
        #expect(html == "<p>a\u{FFFD}b café 😀 \u{FFFD}</p>\n")
    }
}
