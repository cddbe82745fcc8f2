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
        "{{#no}}x{{/no}}{{! c }}y{{^yes}}z{{/yes}}{{! c }}\n{{!c}}w{{#yes}}{{! c }}v{{/yes}}{{!c}}u\n",
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

/// The typed contexts (``TemplateObject``) render like the `[String: Any]` they convert to.
@Suite("CompiledTemplate typed contexts")
struct CompiledTemplateTypedTests {
    static func context() -> TemplateObject {
        var page = TemplateObject()
        page.append(.title, .string("Ünïcode <title> & \"q\""))
        page.append(.hasTOC, .bool(true))
        page.append(.toc, .tocEntries([.init(id: "a", text: "A & B", level: 2), .init(id: "b", text: "B", level: 3)]))
        page.append(.licenses, .licenses([License(id: "MIT", name: "MIT License", url: "https://x/MIT"),
                                          License(id: "Mine", name: "Mine", url: nil)]))
        page.append(.knownLicenses, .licenses([]))
        page.append(.jsonLD, .bytes(Array("{\"a\":\"<b>\"}".utf8)))
        page.append(.diagramCount, .int(2))
        page.append(.authors, .list([.string("Ada"), .string("Grace")]))
        page[name: "custom key"] = .string("custom")
        page[name: "title"] = .string("Replaced <title>")
        var frontMatter = TemplateObject()
        frontMatter[name: "mood"] = .string("sunny")
        frontMatter[name: "nested"] = .object(TemplateObject(entries: [(.value, .int(7))]))
        page.append(.frontMatter, .object(frontMatter))
        var root = TemplateObject()
        root.append(.page, .object(page))
        root.append(.body, .bytes(Array("<p>body é</p>".utf8)))
        root.append(.site, .object(TemplateObject(entries: [(.title, .string("Site")), (.hasDescription, .bool(false))])))
        root.append(.stylesheets, .list([.object(TemplateObject(entries: [(.href, .string("a.css"))]))]))
        return root
    }

    /// One template with every tag kind the fast path takes.
    static let template = """
        {{! comment }}
        {{#page}}
        <h1>{{title}}</h1> {{{title}}} {{&title}} {{diagramCount}} {{hasTOC}} {{missing}} {{site.title}}
        {{#toc}}<li class="{{#isSub}}sub{{/isSub}}{{^isSub}}top{{/isSub}}">{{id}} {{text}} {{level}}</li>{{/toc}}
        {{#licenses}}{{id}}{{#known}} {{url}}{{/known}}{{^known}} ({{name}}){{/known}};{{/licenses}}
        {{#knownLicenses}}never{{/knownLicenses}}
        {{#authors}}[{{.}}]{{/authors}} {{frontMatter.mood}} {{frontMatter.nested.value}} {{frontMatter.nope.x}}
        {{jsonLD}} {{{jsonLD}}} {{#jsonLD}}has json{{/jsonLD}}
        {{/page}}
        {{^site.hasDescription}}no description{{/site.hasDescription}}
        {{#stylesheets}}<link href="{{href}}">{{/stylesheets}}
          {{#page.hasTOC}}
        {{> part}}
          {{/page.hasTOC}}
        {{{body}}}|{{body}}
        """

    @Test func matchesMustacheOnEveryTagKind() throws {
        let text = TemplateSet.fastEscapePragma + CompiledTemplateTypedTests.template
        let partial = TemplateSet.fastEscapePragma + "partial {{page.title}}\n"
        let library = MustacheLibrary(templates: ["t": try MustacheTemplate(string: text),
                                                  "part": try MustacheTemplate(string: partial)])
        let context = CompiledTemplateTypedTests.context()
        let expected = library.render(context.anyValue, withTemplate: "t") ?? ""
        let compiled = try #require(CompiledTemplate.compile(text))
        let part = try #require(CompiledTemplate.compile(partial))
        var out: [UInt8] = []
        #expect(compiled.render(context, partials: ["part": part], into: &out))
        #expect(String(decoding: out, as: UTF8.self) == expected)
        #expect(expected.contains("Replaced &lt;title&gt;"))
        #expect(expected.contains("<li class=\"sub\">b B 3</li>"))
        #expect(expected.contains("&lt;p&gt;body é&lt;/p&gt;"))
    }

    /// An empty list in an inverted section is left to swift-mustache, as before.
    @Test func emptyListInInvertedSectionFallsBack() throws {
        let compiled = try #require(CompiledTemplate.compile("{{^page.knownLicenses}}none{{/page.knownLicenses}}"))
        var out: [UInt8] = []
        #expect(!compiled.render(CompiledTemplateTypedTests.context(), partials: [:], into: &out))
    }

    /// A section over `.` renders with the current value instead of crashing.
    @Test func dotSection() throws {
        let text = "{{#page.authors}}{{#.}}<{{.}}>{{/.}}{{/page.authors}}"
        let compiled = try #require(CompiledTemplate.compile(text))
        var out: [UInt8] = []
        #expect(compiled.render(CompiledTemplateTypedTests.context(), partials: [:], into: &out))
        #expect(String(decoding: out, as: UTF8.self) == "<Ada><Grace>")
        let expected = try MustacheTemplate(string: text).render(CompiledTemplateTypedTests.context().anyValue)
        #expect(String(decoding: out, as: UTF8.self) == expected)
    }
}
