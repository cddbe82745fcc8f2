import Foundation
import Testing
@testable import FolioSite
import TestRandom

/// Docusaurus' `<Tabs>` of `<TabItem>`s rewritten, line for line, into content tabs before the note is
/// parsed; anything not well formed stays as written.
@Suite struct DocusaurusTabsTests {
    func rewrite(_ lines: [String]) -> [String]? {
        DocusaurusTabs.rewrite(lines.joined(separator: "\n")).map { $0.components(separatedBy: "\n") }
    }

    @Test func aSetBecomesContentTabsLineForLine() throws {
        let note = [
            "Intro.",
            "",
            "<Tabs>",
            "  <TabItem value=\"apple\" label=\"Apple\">",
            "    This is an **apple**.",
            "",
            "      indented more",
            "  </TabItem>",
            "  <TabItem value=\"orange\" label={'Orange'} default>",
            "    An orange.",
            "  </TabItem>",
            "</Tabs>",
            "After.",
        ]
        let out = try #require(rewrite(note))
        #expect(out == [
            "Intro.",
            "",
            "",
            "===! \"Apple\"",
            "    This is an **apple**.",
            "",
            "      indented more",
            "",
            "===+ \"Orange\"",
            "    An orange.",
            "",
            "",
            "After.",
        ])
        #expect(out.count == note.count)
    }

    @Test func labelsComeFromTheItemTheSetsValuesOrTheValue() throws {
        let out = try #require(rewrite([
            "<Tabs",
            "  defaultValue=\"b\"",
            "  values={[",
            "    {label: 'Bee', value: 'b'},",
            "    {\"label\": \"Cee\", \"value\": \"c\"},",
            "  ]}>",
            "<TabItem value=\"a\">",
            "A",
            "</TabItem>",
            "<TabItem value=\"b\">",
            "B",
            "</TabItem>",
            "<TabItem value=\"c\">",
            "C",
            "</TabItem>",
            "<TabItem>",
            "D",
            "</TabItem>",
            "</Tabs>",
        ]))
        #expect(out.filter { $0.hasPrefix("===") } == ["===! \"a\"", "===+ \"Bee\"", "=== \"Cee\"", "=== \"Tab 4\""])
        let blank = out.prefix(6).allSatisfy { $0.isEmpty }
        #expect(blank, "the opening tag's six lines are blank")
    }

    @Test func oneLineItemsTakeTheBlankLineAfterThem() throws {
        let out = try #require(rewrite([
            "<Tabs groupId=\"os\">",
            "<TabItem value=\"mac\" label=\"macOS\">Use `brew`.</TabItem>",
            "",
            "<TabItem value=\"linux\" label=\"Linux\" default={true}>Use `apt`.</TabItem>",
            "",
            "</Tabs>",
        ]))
        #expect(out == ["", "===! \"macOS\"", "    Use `brew`.", "===+ \"Linux\"", "    Use `apt`.", ""])
        #expect(rewrite(["<Tabs>", "<TabItem value=\"a\">A</TabItem>", "<TabItem value=\"b\">B</TabItem>", "</Tabs>"]) == nil,
                "no line for the text: left as written")
    }

    @Test func aSetInsideAnItemIsRewrittenFourColumnsIn() throws {
        let out = try #require(rewrite([
            "<Tabs>",
            "<TabItem value=\"npm\">",
            "<Tabs>",
            "<TabItem value=\"mac\">",
            "npm on a Mac",
            "</TabItem>",
            "</Tabs>",
            "</TabItem>",
            "<TabItem value=\"yarn\">",
            "yarn",
            "</TabItem>",
            "</Tabs>",
        ]))
        #expect(out == ["", "===! \"npm\"", "", "    ===! \"mac\"", "        npm on a Mac", "", "", "", "=== \"yarn\"", "    yarn", "", ""])
    }

    @Test func codeAndAnythingElseStayAsWritten() {
        #expect(rewrite(["```jsx", "<Tabs>", "<TabItem value=\"a\">", "A", "</TabItem>", "</Tabs>", "```"]) == nil)
        #expect(rewrite(["<Tabs>", "<TabItem value=\"a\">", "A", "</TabItem>"]) == nil, "never closed")
        #expect(rewrite(["<Tabs>", "Text between", "<TabItem value=\"a\">", "A", "</TabItem>", "</Tabs>"]) == nil)
        #expect(rewrite(["<Tabs>", "</Tabs>"]) == nil, "no item")
        #expect(rewrite(["<Tabs>", "<TabItem value=\"a\">", "A</TabItem>", "</Tabs>"]) == nil, "a closing tag after text")
        #expect(rewrite(["<Tabs {...props}>", "<TabItem value=\"a\">", "A", "</TabItem>", "</Tabs>"]) == nil, "a spread")
        #expect(rewrite(["<TabsGroup>", "</TabsGroup>"]) == nil)
        // A set shown as code inside an item stays code, though the item's body moves four columns in.
        let shown = rewrite(["<Tabs>", "<TabItem value=\"a\">", "```mdx", "<Tabs>", "<TabItem value=\"x\">", "X", "</TabItem>", "</Tabs>",
                             "```", "</TabItem>", "</Tabs>"])
        #expect(shown == ["", "===! \"a\"", "    ```mdx", "    <Tabs>", "    <TabItem value=\"x\">", "    X", "    </TabItem>",
                          "    </Tabs>", "    ```", "", ""])
        // An item's own fenced code may hold what looks like its closing tag.
        let fenced = rewrite(["<Tabs>", "<TabItem value=\"a\">", "```html", "</TabItem>", "```", "</TabItem>", "</Tabs>"])
        #expect(fenced == ["", "===! \"a\"", "    ```html", "    </TabItem>", "    ```", "", ""])
    }

    @Test func jsxTagsAreReadAsJSXWritesThem() throws {
        let lines = ["<TabItem value='x' label={\"Y z\"} default attributes={{className: 'a'}}>rest"]
        let tag = try #require(JSXTag("TabItem", lines, from: 0))
        #expect(tag.string("value") == "x")
        #expect(tag.string("label") == "Y z")
        #expect(tag.flag("default"))
        #expect(tag.string("attributes") == nil, "an expression is not a string")
        #expect(tag.rest == "rest")
        #expect(JSXTag("TabItem", ["<TabItem value=\"a\" />"], from: 0) == nil, "closes itself")
        #expect(JSXTag.opens("Tabs", "  <Tabs>") && JSXTag.opens("Tabs", "<Tabs") && !JSXTag.opens("Tabs", "<TabsX>"))
    }

    /// Random documents of the lines that meet here (sets, items, one-line items, tags over several lines,
    /// fences, comments, lists, quotes): the rewrite keeps every line's number, changes a line only into a
    /// blank, a `===` line, the same text moved or (a blank line) a one-line item's text, and every page of them builds.
    @Test func randomDocumentsKeepTheirLinesAndBuild() throws {
        let vocabulary = ["<Tabs>", "<Tabs groupId=\"pm\">", "<Tabs", "  values={[{label: 'A', value: 'a'}]}>", "</Tabs>", "  </Tabs>",
                          "<TabItem value=\"a\" label=\"A\">", "  <TabItem value=\"b\" default>", "<TabItem value=\"c\">C</TabItem>",
                          "<TabItem", "  label={'L'}>", "</TabItem>", "  </TabItem>", "x</TabItem>", "<TabItem {...p}>", "text *em*",
                          "```", "```js", "    indented", "", "", "", "{/* c */}", "{/*", "*/}", "- item", "> quote", "## Head", "\t<Tabs>"]
        var generator = SeededGenerator(seed: 0x7461_6273_646f_6373)
        var notes: [String: String] = [:]
        var rewritten = 0
        func pick(_ words: [String]) -> String { words[Int(generator.next() % UInt64(words.count))] }
        let openings = ["<TabItem value=\"a\" label=\"A\">", "  <TabItem value=\"b\" default>", "<TabItem\n  label={'L'}>", "<TabItem>"]
        let bodies = ["  body *text*", "    ```sh", "    echo", "    ```", "", "  - item", "  {/* c */}", "  <Tabs>", "  </Tabs>"]
        for index in 0..<150 {
            var lines: [String] = []
            for _ in 0..<(generator.next() % 4 + 1) {
                if generator.next() % 2 == 0 {
                    // A set as Docusaurus writes it, its items' bodies random, then one line in three cases
                    // dropped or put in at random.
                    var set = [pick(["<Tabs>", "<Tabs groupId=\"pm\">", "<Tabs\n  values={[{label: 'A', value: 'a'}]}>"])]
                    for _ in 0..<(generator.next() % 3 + 1) {
                        if generator.next() % 4 == 0 { set += ["<TabItem value=\"c\">C</TabItem>", ""]; continue }
                        set.append(pick(openings))
                        for _ in 0..<(generator.next() % 4) { set.append(pick(bodies)) }
                        set.append(pick(["</TabItem>", "  </TabItem>"]))
                    }
                    set.append("</Tabs>")
                    set = set.joined(separator: "\n").components(separatedBy: "\n")
                    switch generator.next() % 6 {
                    case 0: set.remove(at: Int(generator.next() % UInt64(set.count)))
                    case 1: set.insert(pick(vocabulary), at: Int(generator.next() % UInt64(set.count + 1)))
                    default: break
                    }
                    lines += set
                } else {
                    for _ in 0..<(generator.next() % 6 + 1) { lines.append(pick(vocabulary)) }
                }
            }
            let note = lines.joined(separator: "\n")
            notes["n\(index).mdx"] = note
            guard let out = DocusaurusTabs.rewrite(note)?.components(separatedBy: "\n") else { continue }
            rewritten += 1
            #expect(out.count == lines.count, "lines kept:\n\(note)")
            for (before, after) in zip(lines, out) where before != after {
                let trimmed = after.trimmingCharacters(in: .whitespaces)
                // A blank line after a one-line item takes its text.
                let takesText = before.trimmingCharacters(in: .whitespaces).isEmpty
                #expect(trimmed.isEmpty || trimmed.hasPrefix("===") || trimmed == before.trimmingCharacters(in: .whitespaces) || takesText,
                        "'\(before)' became '\(after)' in:\n\(note)")
            }
        }
        #expect(rewritten >= 10, "the vocabulary makes well-formed sets too (\(rewritten))")
        let content = SiteFixture.temporaryDirectory()
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        try SiteFixture.write(notes, under: content)
        _ = try SiteFixture.build(content.path, into: out)
        for index in 0..<150 {
            #expect(SiteFixture.read(out, "n\(index).html").contains("</html>"), "n\(index).mdx was written")
        }
    }
}
