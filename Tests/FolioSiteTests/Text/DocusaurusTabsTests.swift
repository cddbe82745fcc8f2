import Foundation
import Testing
@testable import FolioSite

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
}
