import Mustache
import Testing
@testable import FolioSite

@Suite("CompiledTemplate")
struct CompiledTemplateTests {
    static let context: [String: Any] = [
        "title": "A <b> & \"c\"", "count": 3, "yes": true, "no": false, "empty": [[String: Any]](),
        "items": [["name": "one", "url": "1.html", "known": true], ["name": "two'", "url": "2.html", "known": false]],
        "names": ["x", "y<"], "page": ["hasTOC": true, "title": "Page", "inner": ["deep": "d"]] as [String: Any],
        "html": "<p>raw</p>\n",
    ]

    static let templates = [
        "plain text only\n",
        "{{title}}|{{{title}}}|{{& title}}|{{count}}|{{yes}}|{{missing}}|{{page.title}}|{{page.inner.deep}}|{{page.nope.x}}\n",
        "{{#items}}\n<li>{{name}} {{url}}{{#known}}!{{/known}}{{^known}}?{{/known}}</li>\n{{/items}}\nafter\n",
        "  {{#page.hasTOC}}  \ntoc {{title}}\n  {{/page.hasTOC}}\n{{^no}}not{{/no}}{{^yes}}never{{/yes}}{{#empty}}x{{/empty}}\n",
        "{{#page}}{{title}} {{count}}{{/page}}\n{{! a comment }}\n{{#names}}[{{.}}]{{/names}}\n{{{html}}}end",
        "{{#title}}{{.}}{{/title}} {{#count}}{{.}}{{/count}}\n{{> part}}\n{{^missing}}none{{/missing}}",
    ]

    /// Same bytes as swift-mustache for every construct the fast path takes.
    @Test func matchesMustache() throws {
        let partial = TemplateSet.fastEscapePragma + "partial {{title}}\n"
        for source in CompiledTemplateTests.templates {
            let text = TemplateSet.fastEscapePragma + source
            let library = MustacheLibrary(templates: ["t": try MustacheTemplate(string: text),
                                                      "part": try MustacheTemplate(string: partial)])
            let expected = library.render(CompiledTemplateTests.context, withTemplate: "t") ?? ""
            let compiled = try #require(CompiledTemplate.compile(text), "\(source)")
            let part = try #require(CompiledTemplate.compile(partial))
            var out: [UInt8] = []
            #expect(compiled.render(CompiledTemplateTests.context, partials: ["part": part], into: &out))
            #expect(String(decoding: out, as: UTF8.self) == expected, "\(source)")
        }
    }

    /// Syntax outside the subset is refused, so the general engine renders it.
    @Test func refusesUnsupportedSyntax() {
        for source in ["{{=<% %>=}}", "{{$block}}x{{/block}}", "{{<parent}}{{/parent}}", "{{#a}}x", "{{/a}}",
                       "  {{> indented}}\n", "{{first(items)}}", "{{unclosed"] {
            #expect(CompiledTemplate.compile(source) == nil, "\(source)")
        }
    }

    /// Values it does not understand make rendering report failure instead of guessing.
    @Test func reportsUnsupportedValues() throws {
        let compiled = try #require(CompiledTemplate.compile("{{value}}"))
        var out: [UInt8] = []
        #expect(!compiled.render(["value": 1.5], partials: [:], into: &out))
    }
}
