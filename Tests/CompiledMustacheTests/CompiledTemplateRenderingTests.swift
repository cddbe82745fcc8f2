import CompiledMustache
import Mustache
import Testing

/// Typed contexts (``TemplateObject``, lazy lists, UTF-8 bytes) render like the
/// `[String: Any]` they convert to, and a template inlined in place of `{{{body}}}` gives
/// the same bytes as rendering it first.
@Suite("CompiledTemplate rendering")
struct CompiledTemplateRenderingTests {
    static let names = TemplateVocabulary(["page", "title", "toc", "id", "level", "isSub", "authors", "json", "body",
                                           "site", "hasDescription", "nested", "value", "missing", "n"])
    static func key(_ name: String) -> TemplateKey { names.key(named: name)! }

    static func context() -> TemplateObject {
        let names = CompiledTemplateRenderingTests.names
        var page = TemplateObject()
        page.append(key("title"), .string("Ünïcode <title> & \"q\""))
        let entries = [("a", 2), ("b", 3)]
        page.append(key("toc"), .lazyList(TemplateList(count: entries.count) {
            entries.map { .object(TemplateObject(entries: [(key("id"), .string($0.0)), (key("level"), .int($0.1)),
                                                          (key("isSub"), .bool($0.1 == 3))])) }
        }))
        page.append(key("authors"), .list([.string("Ada"), .string("Grace")]))
        page.append(key("json"), .bytes(Array("{\"a\":\"<b>\"}".utf8)))
        page[name: "custom key", in: names] = .string("custom")
        page[name: "title", in: names] = .string("Replaced <title>")
        page.append(key("nested"), .object(TemplateObject(entries: [(key("value"), .int(7))])))
        var root = TemplateObject()
        root.append(key("page"), .object(page))
        root.append(key("body"), .bytes(Array("<p>body é</p>".utf8)))
        root.append(key("site"), .object(TemplateObject(entries: [(key("hasDescription"), .bool(false))])))
        return root
    }

    static let template = """
        {{! comment }}
        {{#page}}
        <h1>{{title}}</h1> {{{title}}} {{&title}} {{missing}} {{nested.value}} {{nested.nope.x}}
        {{#toc}}<li class="{{#isSub}}sub{{/isSub}}{{^isSub}}top{{/isSub}}">{{id}} {{level}}</li>{{/toc}}
        {{#authors}}[{{.}}]{{/authors}} {{#authors}}{{#.}}<{{.}}>{{/.}}{{/authors}}
        {{json}} {{{json}}} {{#json}}has json{{/json}}
        {{/page}}
        {{^site.hasDescription}}no description{{/site.hasDescription}}
          {{#page.toc}}
        {{> part}}
          {{/page.toc}}
        {{{body}}}|{{body}}
        """

    @Test func typedContextsMatchMustache() throws {
        let names = CompiledTemplateRenderingTests.names
        let partial = "partial {{page.title}}\n"
        let library = MustacheLibrary(templates: ["t": try MustacheTemplate(string: CompiledTemplateRenderingTests.template),
                                                  "part": try MustacheTemplate(string: partial)])
        let context = CompiledTemplateRenderingTests.context()
        let expected = library.render(context.anyValue(in: names), withTemplate: "t") ?? ""
        let compiled = try #require(CompiledTemplate.compile(CompiledTemplateRenderingTests.template, vocabulary: names))
        let part = try #require(CompiledTemplate.compile(partial, vocabulary: names))
        var out: [UInt8] = []
        #expect(compiled.render(context, partials: ["part": part], into: &out))
        #expect(String(decoding: out, as: UTF8.self) == expected)
        #expect(expected.contains("Replaced &lt;title&gt;"))
        #expect(expected.contains("<li class=\"sub\">b 3</li>"))
        #expect(expected.contains("&lt;p&gt;body é&lt;/p&gt;"))
        #expect(expected.contains("<Ada><Grace>"))
    }

    /// An empty list in an inverted section is left to the general engine.
    @Test func emptyListInInvertedSectionFallsBack() throws {
        let names = CompiledTemplateRenderingTests.names
        let compiled = try #require(CompiledTemplate.compile("{{^toc}}none{{/toc}}", vocabulary: names))
        var out: [UInt8] = []
        let empty = TemplateObject(entries: [(CompiledTemplateRenderingTests.key("toc"), .lazyList(TemplateList(count: 0) { [] }))])
        #expect(!compiled.render(empty, partials: [:], into: &out))
    }

    /// A layout renders the page in place of `{{{body}}}` only where the context has no `body`.
    @Test func inliningMatchesRenderingFirst() throws {
        let names = CompiledTemplateRenderingTests.names
        let body = CompiledTemplateRenderingTests.key("body")
        let layout = try #require(CompiledTemplate.compile("<main>{{{body}}}</main>{{#page}}[{{{body}}}]{{/page}}", vocabulary: names))
        let page = try #require(CompiledTemplate.compile("{{n}} &", vocabulary: names))
        #expect(layout.usesOnlyRaw(body))
        #expect(!(CompiledTemplate.compile("{{body}}", vocabulary: names)?.usesOnlyRaw(body) ?? true))
        var context = TemplateObject(entries: [(CompiledTemplateRenderingTests.key("n"), .int(1))])
        context.append(CompiledTemplateRenderingTests.key("page"),
                       .object(TemplateObject(entries: [(body, .string("inner"))])))
        var inlined: [UInt8] = []
        #expect(layout.render(context, partials: [:], into: &inlined, inlining: (body, page)))
        var rendered: [UInt8] = []
        #expect(page.render(context, partials: [:], into: &rendered))
        context.append(body, .bytes(rendered))
        var direct: [UInt8] = []
        #expect(layout.render(context, partials: [:], into: &direct))
        #expect(inlined == direct)
        #expect(String(decoding: inlined, as: UTF8.self) == "<main>1 &</main>[inner]")
    }
}
