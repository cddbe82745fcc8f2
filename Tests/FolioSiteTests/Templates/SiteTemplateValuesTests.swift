import CompiledMustache
import Mustache
import Testing
@testable import FolioSite

/// Folio's mapping onto the compiled engine's values: site keys, front matter, and the
/// lazy TOC and license lists, rendered like the `[String: Any]` swift-mustache sees.
@Suite("Site template values")
struct SiteTemplateValuesTests {
    @Test func frontMatterValuesKeepTheirShape() {
        let value = TemplateValue(FrontMatterValue.map([("title", .string("T")), ("list", .list([.string("a"), .null])),
                                                        ("custom", .string("c")), ("custom", .string("d"))]))
        let any = value.anyValue as? [String: Any]
        #expect(any?["title"] as? String == "T")
        #expect((any?["list"] as? [Any])?.compactMap { $0 as? String } == ["a", ""])
        #expect(any?["custom"] as? String == "d")
    }

    @Test func lazyListsBecomeObjects() {
        let toc = TemplateValue.tocEntries([.init(id: "x", text: "X", level: 3)]).anyValue as? [Any]
        let entry = toc?.first as? [String: Any]
        #expect(entry?["id"] as? String == "x")
        #expect(entry?["isSub"] as? Bool == true)
        #expect(entry?["level"] as? Int == 3)
        let licenses = TemplateValue.licenses([License(id: "Odd", name: "Odd", url: nil)]).anyValue as? [Any]
        let license = licenses?.first as? [String: Any]
        #expect(license?["url"] as? String == "")
        #expect(license?["known"] as? Bool == false)
    }

    /// Front matter keys that are also Folio's names resolve to the same key as compiled tags,
    /// and a site key is its position in the vocabulary.
    @Test func siteKeysAreTheVocabulary() {
        #expect(MemoryLayout<SiteKey>.size == 1)
        #expect(SiteKey.vocabulary.resolve("title") == .known(SiteKey.title.key))
        #expect(SiteKey.vocabulary.resolve("mood") == .custom("mood"))
        for (offset, key) in SiteKey.allCases.enumerated() {
            #expect(key.key.ordinal == offset, "\(key)")
            #expect(SiteKey.vocabulary.name(of: key.key) == key.rawValue)
        }
    }

    static func context() -> TemplateObject {
        var page = TemplateObject()
        page.append(.title, .string("Ünïcode <title> & \"q\""))
        page.append(.hasTOC, .bool(true))
        page.append(.toc, .tocEntries([.init(id: "a", text: "A & B", level: 2), .init(id: "b", text: "B", level: 3)]))
        page.append(.licenses, .licenses([License(id: "MIT", name: "MIT License", url: "https://x/MIT"),
                                          License(id: "Mine", name: "Mine", url: nil)]))
        page.append(.diagramCount, .int(2))
        page[name: "custom key"] = .string("custom")
        page[name: "title"] = .string("Replaced <title>")
        var frontMatter = TemplateObject()
        frontMatter[name: "mood"] = .string("sunny")
        page.append(.frontMatter, .object(frontMatter))
        var root = TemplateObject()
        root.append(.page, .object(page))
        root.append(.site, .object(TemplateObject(entries: [(.title, .string("Site")), (.hasDescription, .bool(false))])))
        root.append(.stylesheets, .list([.object(TemplateObject(entries: [(.href, .string("a.css"))]))]))
        return root
    }

    static let template = """
        {{#page}}
        <h1>{{title}}</h1> {{diagramCount}} {{hasTOC}} {{site.title}} {{frontMatter.mood}}
        {{#toc}}<li class="{{#isSub}}sub{{/isSub}}{{^isSub}}top{{/isSub}}">{{id}} {{text}} {{level}}</li>{{/toc}}
        {{#licenses}}{{id}}{{#known}} {{url}}{{/known}}{{^known}} ({{name}}){{/known}};{{/licenses}}
        {{/page}}
        {{^site.hasDescription}}no description{{/site.hasDescription}}
        {{#stylesheets}}<link href="{{href}}">{{/stylesheets}}
        """

    /// A site context through Folio's templates' path (pragma, site vocabulary) gives
    /// swift-mustache's bytes.
    @Test func siteContextsMatchMustache() throws {
        let text = TemplateSet.fastEscapePragma + SiteTemplateValuesTests.template
        let expected = try MustacheTemplate(string: text).render(SiteTemplateValuesTests.context().anyValue)
        let compiled = try #require(CompiledTemplate.compile(text, vocabulary: SiteKey.vocabulary, contentType: FastHTMLEscaping.name))
        var out: [UInt8] = []
        #expect(compiled.render(SiteTemplateValuesTests.context(), partials: [:], into: &out))
        #expect(String(decoding: out, as: UTF8.self) == expected)
        #expect(expected.contains("Replaced &lt;title&gt;"))
        #expect(expected.contains("<li class=\"sub\">b B 3</li>"))
        #expect(expected.contains("Mine (Mine);"))
    }
}
