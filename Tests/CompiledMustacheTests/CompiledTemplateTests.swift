import CompiledMustache
import Mustache
import Testing

/// The compiled engine against swift-mustache, the general engine it stands in for: same
/// bytes for every construct it takes, and a refusal (nil, or a failed render) for the rest.
@Suite("CompiledTemplate")
struct CompiledTemplateTests {
    /// Some names are in the vocabulary (looked up by key), the rest stay custom names.
    static let vocabulary = TemplateVocabulary(["title", "count", "items", "name", "page", "hasTOC", "inner", "empty"])

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
        "{{#no}}x{{/no}}{{! c }}y{{^yes}}z{{/yes}}{{! c }}\n{{!c}}w{{#yes}}{{! c }}v{{/yes}}{{!c}}u\n",
    ]

    /// Same bytes as swift-mustache (its default HTML escaping) for every construct the engine takes.
    @Test func matchesMustache() throws {
        let partial = "partial {{title}}\n"
        for source in CompiledTemplateTests.templates {
            let library = MustacheLibrary(templates: ["t": try MustacheTemplate(string: source),
                                                      "part": try MustacheTemplate(string: partial)])
            let expected = library.render(CompiledTemplateTests.context, withTemplate: "t") ?? ""
            let compiled = try #require(CompiledTemplate.compile(source, vocabulary: CompiledTemplateTests.vocabulary), "\(source)")
            let part = try #require(CompiledTemplate.compile(partial, vocabulary: CompiledTemplateTests.vocabulary))
            var out: [UInt8] = []
            #expect(compiled.render(CompiledTemplateTests.context, vocabulary: CompiledTemplateTests.vocabulary,
                                    partials: ["part": part], into: &out))
            #expect(String(decoding: out, as: UTF8.self) == expected, "\(source)")
        }
    }

    /// Syntax outside the subset is refused, so the general engine renders it.
    @Test func refusesUnsupportedSyntax() {
        for source in ["{{=<% %>=}}", "{{$block}}x{{/block}}", "{{<parent}}{{/parent}}", "{{#a}}x", "{{/a}}",
                       "  {{> indented}}\n", "{{first(items)}}", "{{unclosed"] {
            #expect(CompiledTemplate.compile(source, vocabulary: CompiledTemplateTests.vocabulary) == nil, "\(source)")
        }
    }

    /// Only the content type the caller vouches for (one escaping as ``HTMLEscaping`` does) is accepted.
    @Test func acceptsOnlyTheNamedContentType() {
        let source = "{{% CONTENT_TYPE: BYTES}}\n{{title}}"
        let names = CompiledTemplateTests.vocabulary
        #expect(CompiledTemplate.compile(source, vocabulary: names) == nil)
        #expect(CompiledTemplate.compile(source, vocabulary: names, contentType: "TEXT") == nil)
        let compiled = CompiledTemplate.compile(source, vocabulary: names, contentType: "BYTES")
        var out: [UInt8] = []
        #expect(compiled?.render(["title": "<"], vocabulary: names, partials: [:], into: &out) == true)
        #expect(out == Array("&lt;".utf8), "the pragma's line leaves no output")
    }

    /// Values it does not understand make rendering report failure instead of guessing.
    @Test func reportsUnsupportedValues() throws {
        let compiled = try #require(CompiledTemplate.compile("{{value}}", vocabulary: CompiledTemplateTests.vocabulary))
        var out: [UInt8] = []
        #expect(!compiled.render(["value": 1.5], vocabulary: CompiledTemplateTests.vocabulary, partials: [:], into: &out))
        #expect(!compiled.render(["value": ["a"]], vocabulary: CompiledTemplateTests.vocabulary, partials: [:], into: &out))
    }
}
