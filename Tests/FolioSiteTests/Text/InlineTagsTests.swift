import Foundation
import Testing
@testable import FolioSite

/// Obsidian's inline tags (``InlineTags``): what is a tag and what is not, what the loader's line scan
/// leaves out, and a site where they tag notes and link to their pages.
@Suite("Inline tags")
struct InlineTagsTests {
    private func names(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { InlineTags.tags(in: $0).map(\.name) }
    }

    @Test func whatIsATag() {
        #expect(names("#swift at the start, then #project/alpha and #snake_case-2 and #1x") == ["swift", "project/alpha", "snake_case-2", "1x"])
        #expect(names("#café #日本語 #naïve") == ["café", "日本語", "naïve"])
        #expect(names("issue #12, #2024 and # alone") == [], "digits alone or no name")
        #expect(names("C# a#b (#paren) [#link] ##double &#123; url/#frag") == [], "a tag follows white space or starts the text")
        #expect(names("#a/ and #-dash #/slash") == ["a"], "no leading separator, no trailing slash")
        #expect(names("#tag, #end. #quote’s") == ["tag", "end", "quote"], "punctuation ends a tag")
        #expect(names("tab\t#t\nline\n#n") == ["t", "n"])
        var plain = "no tags # here and a#b"
        #expect(!plain.withUTF8 { InlineTags.mayOccur(in: $0) })
        var one = "one\n#tag"
        #expect(one.withUTF8 { InlineTags.mayOccur(in: $0) })
    }

    @Test func theLoaderScanLeavesOutCodeHeadingsAndDefinitions() {
        let body = """
        # Title #notag
        ## Part #alsonot

        Text #first and `#inspan` and ``#double `x` #deep`` then #second.

            #indented code

        ```c
        #include <stdio.h>
        ```

        ~~~
        #tilde
        ~~~

        [ref]: #anchor
        - a list item #third
            continued #fourth
        Repeat #First and #SECOND.
        """
        #expect(InlineTags.names(inBody: body) == ["first", "second", "third", "fourth"])
        #expect(InlineTags.names(inBody: "") == [] && InlineTags.names(inBody: "#") == [])
    }

    @Test func inlineTagsTagTheNoteAndLinkToTheirPages() throws {
        let content = SiteFixture.temporaryDirectory()
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        try SiteFixture.write([
            "notes/vault.md": "---\ntags: [Swift]\n---\n# Vault\n\nAbout #swift and #project/alpha; `#code` and [#text](other.md) stay.\n\n## Also #heading\n",
            "notes/other.md": "# Other\n\nNo tags, C# only.\n",
        ], under: content)
        let report = try SiteFixture.build(content.path, into: out)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let vault = SiteFixture.read(out, "notes/vault.html")
        #expect(vault.contains("About <a class=\"taxonomy inline-tag\" href=\"../tags/swift.html\">#swift</a> and <a class=\"taxonomy inline-tag\" href=\"../tags/project-alpha.html\">#project/alpha</a>;"))
        #expect(vault.contains("<code>#code</code>") && vault.contains(">#text</a>"), "code and link text stay")
        #expect(!vault.contains("tags/heading.html"), "a heading's #word is no tag")
        let alpha = SiteFixture.read(out, "tags/project-alpha.html")
        #expect(alpha.contains("href=\"../notes/vault.html\""), "the tag's page lists the note")
        #expect(SiteFixture.read(out, "tags/swift.html").contains("href=\"../notes/vault.html\""))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("tags/heading.html").path))

        // `markdown.inlineTags: false`: text as written, no tag page.
        try SiteFixture.write(["folio.yml": "markdown:\n  inlineTags: false\n"], under: content)
        let plainOut = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: plainOut) }
        _ = try SiteFixture.build(content.path, into: plainOut)
        #expect(SiteFixture.read(plainOut, "notes/vault.html").contains("About #swift and #project/alpha;"))
        #expect(!FileManager.default.fileExists(atPath: plainOut.appendingPathComponent("tags/project-alpha.html").path))
    }
}
