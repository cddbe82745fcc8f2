import Foundation
import Highlight
import Markup
import Testing
@testable import FolioSite

/// The scan that lets the render phase colour code ahead must find only blocks cmark finds, with
/// the same language word and text: a block it got wrong would be coloured for nothing.
@Suite struct FencedBlockScanTests {
    /// What the page renderer asks the highlighter for: each fenced block's first info word and literal.
    private func cmarkBlocks(_ markdown: String) -> [String] {
        MarkdownDocument(parsing: markdown).nodes(of: .codeBlock).compactMap { node in
            guard let info = node.fenceInfo else { return nil }
            let word = info.trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
                .prefix { $0 != " " && $0 != "\t" && $0 != "{" }
            return word + "|" + (node.literal ?? "")
        }
    }

    private func scanned(_ markdown: String) -> [String] {
        FencedBlockScan.blocks(in: markdown).map { $0.language + "|" + $0.code }
    }

    static let shapes: [String] = [
        "# Title\n\n```swift\nlet a = 1\n```\n\nText.\n\n~~~json\n{\"a\": 1}\n~~~\n",
        "````md\n```swift\ninner\n```\n````\n\n```sh title=\"x\" {1}\necho hi\n```\n",
        "```python{1,2}\nprint(1)\n\n\nprint(2)\n```\n",
        "``` rust linenums\nfn main() {}\n```\n",
        "```\nno language\n```\n",
        "```go\nunterminated\n",
        "- item\n\n  ```swift\n  in a list\n  ```\n",
        "> ```swift\n> in a quote\n> ```\n",
        "    ```swift\n    indented code\n    ```\n",
        "```mermaid\ngraph TD; A-->B\n```\n",
        "```js `not` a fence\ncode\n```\n",
        "```c\nint x;\n```   \ntext\n```c\nshort close\n``\nstill code\n```\n",
        "Para\n```yaml\na: 1\n```\n",
        "<div>\n\n```toml\na = 1\n```\n\n</div>\n",
        "```swift\nlet s = \"é ü 😀\"\n```\n",
    ]

    @Test(arguments: FencedBlockScanTests.shapes)
    func everyBlockFoundIsOneCmarkFinds(_ markdown: String) {
        let found = cmarkBlocks(markdown)
        for block in scanned(markdown) {
            #expect(found.contains(block), "scanned \(block.debugDescription), cmark has \(found)")
        }
    }

    /// Generated notes of fences (both markers, several lengths, closers too short or with text after
    /// them), inline code, tildes, braces and lists: every block the scan finds, cmark finds.
    @Test func generatedNotesAgreeWithCmark() {
        var numbers = SeededNumbers(seed: 40)
        let pieces = ["```", "````", "~~~", "~~~~", "```swift", "~~~ json", "````md", "``` sh {1}", "```js `x`",
                      "plain text", "`inline` code", "a ``` in a line", "~~not~~ strike", "{ \"a\": 1 }", "- item",
                      "  ```swift", "> ```", "", "let x = 1", "```  ", "``` trailing", "```yaml", "~~~~~~"]
        var found = 0
        for _ in 0..<400 {
            let markdown = (0..<(4 + numbers.next(20))).map { _ in pieces[numbers.next(pieces.count)] }.joined(separator: "\n") + "\n"
            let blocks = scanned(markdown)
            let reference = cmarkBlocks(markdown)
            for block in blocks { #expect(reference.contains(block), "scanned \(block.debugDescription) from \(markdown.debugDescription)") }
            found += blocks.count
        }
        #expect(found >= 50)  // the generator does make blocks the scan finds
    }

    @Test func plainFencesAreAllFound() {
        let markdown = Self.shapes[0] + "\n" + Self.shapes[1] + "\n" + Self.shapes[3]
        // The inner fences of a longer fence are its text, not blocks.
        #expect(scanned(markdown) == cmarkBlocks(markdown))
        #expect(scanned(markdown).count == 5)
    }

    @Test func diagramsListsQuotesAndTemplatedNotesAreLeftOut() {
        #expect(scanned("```mermaid\ngraph TD; A-->B\n```\n").isEmpty)
        #expect(scanned("- item\n\n  ```swift\n  x\n  ```\n").isEmpty)
        #expect(scanned("```swift\nx\r\n```\r\n").isEmpty)
        #expect(scanned("{% raw %}\n```swift\nx\n```\n{% endraw %}\n").isEmpty)
    }

    @Test func colouringAheadLeavesTheSameHTML() throws {
        let code = "struct A { let b = 1 }\n"
        let fresh = try #require(SyntaxHighlighter().html(code: code, language: "swift"))
        let ahead = SyntaxHighlighter()
        ahead.colourAhead([(language: "swift", code: code), (language: "nonsense", code: "x")])
        #expect(ahead.html(code: code, language: "swift") == fresh)
        #expect(ahead.html(code: "x", language: "nonsense") == nil)
    }
}
