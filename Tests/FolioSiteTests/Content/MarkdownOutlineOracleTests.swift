import Foundation
import Testing
@testable import FolioSite

/// The byte-level ``MarkdownOutline`` must give exactly what the `Character`-based
/// ``CharacterOutline`` gives, on real notes and on generated ones full of edge cases.
@Suite("Markdown outline against its Character-based oracle")
struct MarkdownOutlineOracleTests {
    private func expectSame(_ body: String, _ label: String) {
        for definitionLists in [false, true] {
            let fast = MarkdownOutline(body: body, definitionLists: definitionLists)
            let oracle = CharacterOutline(body: body, definitionLists: definitionLists)
            let label = definitionLists ? label + " (definition lists)" : label
            #expect(fast.firstH1 == oracle.firstH1, "firstH1 of \(label)")
            #expect(fast.firstH2 == oracle.firstH2, "firstH2 of \(label)")
            #expect(fast.firstParagraph == oracle.firstParagraph, "firstParagraph of \(label)")
            #expect(fast.mermaidBlocks == oracle.mermaidBlocks, "mermaidBlocks of \(label)")
            #expect(fast.hasH1 == oracle.hasH1, "hasH1 of \(label)")
        }
    }

    static let edgeCases: [String] = [
        "# Title #\n\nPara with snake_case_name and é_b and 😀_x and 1_2.\n",
        "# #\n## ##\n",
        "#\tTabbed\n#NoSpace\n####### seven\n",
        "Line one\nLine two\n=====\n",
        "Para\n\nPara\n===\n\nOther\n---\n",
        "Sub\n--\n\ntext <b>bold</b> <not a tag!> < x > <> </close> <é>\n",
        "½. half list\n\n٣) arabic three\n\n1½. mixed\n",
        "12) item\n\n3.no space\n\n- dash\n-nospace\n+ plus\n* star\n",
        "Escapes \\*kept\\* \\é and \\😀 and a trailing \\",
        "[link](x.md) ![img](y.png) [ref]: z and ]( unclosed and [a](b",
        "```MerMaid\ngraph TD\n```\n~~~ mermaid extra\n~~~\n```mermaid\tx\n```\n``` `x`\n",
        "   ```mermaid\n    ```\n   ```\n    ```mermaid\n",
        "> quote\n| table |\n{% liquid %}\n!bang\n<div>\n---\n***\n___\n\nReal *text* here.\n",
        "\u{FEFF}# BOM title\r\n\r\nCRLF para  \r\n",
        "# Ünïcödé *Tïtle*\n\nCafé `code` **bold** _em_ __strong__\n",
        "   # indented three\n    # indented four\n\nx\n",
        "",
        "\n\n\n",
        "no newline at end",
        "# Title {#top}\n\n## Part *em* {#p-1}\n",
        "Setext {#s}\n===\n\nSub {#t} \n---\n",
        "# `{#x}`\n## A\\{#x}\n",
        "# {#only}\n## Empty {#}\n## Bad {#-x}\n## Tab\t{#tab.x:y_z}\n",
        "# Closing {#c} ##\n## NoSpace{#n}\n",
        "Term\n:   Definition\nlazy\n\n    more\n\nReal paragraph.\n",
        "Term\n\n: loose\n\nAfter.\n",
        "# T\n## S\nTerm\n\n:\tdef\n```\ncode\n```\nNext.\n",
        "Para:\n: x\n  : y\n\n  z\nw\n",
    ]

    @Test func edgeCasesAgree() {
        for (index, text) in Self.edgeCases.enumerated() { expectSame(text, "edge case \(index)") }
    }

    @Test func fixturesContentAndSeedsAgree() throws {
        var folders = [SiteFixture.basic, SiteFixture.packageRoot.appendingPathComponent("Content").path]
        if SiteFixture.seedsExist { folders.append(SiteFixture.seeds) }
        var checked = 0
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let path as String in walker where path.hasSuffix(".md") || path.hasSuffix(".txt") {
                let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
                expectSame(FrontMatterParser.body(of: text), path)
                checked += 1
            }
        }
        #expect(checked >= 10)
    }

    /// Lines assembled from pieces that exercise every branch, in a seeded order.
    @Test func generatedNotesAgree() {
        let pieces = [
            "# ", "## ", "### ", "#", "=", "===", "--", "---", "- ", "* ", "+ ", "1. ", "2) ", "> ", "| ", "<", ">",
            "</", "[", "](", ")", "]: ", "![", "`", "```", "~~~", "mermaid", "MERMAID", " ", "  ", "    ", "\t",
            "word", "snake_case", "é", "_", "😀", "½", "\\", "\\*", "*", "**", "{%", "\r", "=\"x\"", "٣", "~", "~~", "==", " == ", "[[", "]]", "[[a|b]]", "[[n#h]]", "|", "#^", "![[p.png|3]]", ": ", ":\t", ":", "](u){ .b }", "{:x=\"y\"}", "{", "}", " #i", " .c",
        ]
        var numbers = SeededNumbers(seed: 0x9E37_79B9_7F4A_7C15)
        for note in 0..<400 {
            var lines: [String] = []
            for _ in 0..<(1 + numbers.next(12)) {
                var line = ""
                for _ in 0..<numbers.next(7) { line += pieces[numbers.next(pieces.count)] }
                lines.append(line)
            }
            expectSame(lines.joined(separator: "\n"), "generated note \(note): \(lines)")
        }
    }

    @Test func strikethroughMarkersLeaveSummaries() {
        #expect(InlinePlainText.reduce("Was ~~slow~~ fast, ~5 ms ~~~") == "Was slow fast, ~5 ms ~~~")
    }

    /// A code span's text is what the reader sees: `a*b*c`, `<T>` and `{/* x */}` were cut to `abc`, ``, `{/ x /}`.
    @Test func codeSpansKeepTheirText() {
        #expect(InlinePlainText.reduce("Use `a*b*c`, `` `<T>` `` and `{/* x */}`.") == "Use a*b*c, `<T>` and {/* x */}.")
        #expect(InlinePlainText.reduce("A lone ` tick and ``two`") == "A lone tick and ``two", "as CommonMark pairs them")
        #expect(InlinePlainText.reduce("A lone ` tick") == "A lone tick")
        // Runs of many lengths, none closed: each is dropped (and the text is read once, not once a run).
        let runs = (1...300).map { String(repeating: "`", count: $0) + " w\($0) " }.joined()
        #expect(InlinePlainText.reduce(runs) == (1...300).map { "w\($0)" }.joined(separator: " "))
        #expect(InlinePlainText.reduce("``` x ` y `` z ` w") == "x y `` z w", "the first ` closes at the next `, past the ``")
        for sample in ["`a*b*c`", "`` `<T>` ``", "x ` y", "``a`b``", "` `", "`  `", "`a\nb`", "```mermaid``` x", "` a `` b ``` c `` d `",
                       "``` x ` y `` z ` w", "`` a ``` b `` c", runs] {
            #expect(InlinePlainText.reduce(sample) == CharacterOutline.inlineText(Substring(sample)), "\(sample)")
        }
    }

    @Test func inlineTextMatchesOracle() {
        let samples = Self.edgeCases.flatMap { $0.split(separator: "\n").map(String.init) }
            + ["a_b_c", "_lead", "trail_", "x <a href=\"y\">link</a> z", "<é>", "<éa>", "\\", "tab\t\tgap  end  ", "~~gone~~ kept", "~5 ms", "~~~", "a~~~b~~c~d", "[a](b){ .c } d", "[a](b){:t=\"x\"}e", "[a](b){ title=\"a}b\" }", "[a](b){ bad }", "[a](b){ .é }", "[a](b){ t='é' }"]
        for sample in samples {
            #expect(InlinePlainText.reduce(sample) == CharacterOutline.inlineText(Substring(sample)), "\(sample)")
        }
    }
}
