import CompiledMustache
import Foundation
import Testing
@testable import FolioSite

/// Layouts that use `body` in different ways give the same page through the fast path
/// (which may render the page in place of `{{{body}}}`) as through swift-mustache.
@Suite("TemplateSet layouts")
struct TemplateSetTests {
    static func templateSets(layout: String) throws -> (fast: TemplateSet, general: TemplateSet) {
        let directory = SiteFixture.temporaryDirectory()
        let files = ["layout": layout, "page": "<main>{{page.title}} {{{body}}}</main>\n", "index": "i", "licenses": "l",
                     "list": "x", "404": "n", "foot": "<footer>{{{body}}}</footer>\n"]
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent("\(name).mustache"), atomically: true, encoding: .utf8)
        }
        return (try TemplateSet(builtInDirectory: directory.path, overrideDirectory: nil),
                try TemplateSet(builtInDirectory: directory.path, overrideDirectory: nil, compiling: false))
    }

    static func context() -> TemplateObject {
        var frontMatter = TemplateObject()
        frontMatter[name: "body"] = .string("front <matter> body")
        var page = TemplateObject()
        page.append(.title, .string("T & t"))
        page.append(.frontMatter, .object(frontMatter))
        var root = TemplateObject()
        root.append(.page, .object(page))
        root.append(.site, .object(TemplateObject(entries: [(.title, .string("S"))])))
        return root
    }

    @Test(arguments: [
        ("<html>{{{body}}}</html>\n", true),
        ("{{#page}}[{{{body}}}]{{/page}} {{{body}}} {{> foot}}\n", true),
        ("{{#page.frontMatter}}{{{body}}}{{/page.frontMatter}}|{{{body}}}\n", true),
        ("{{body}}\n", false),
        ("{{#body}}has body{{/body}}{{{body}}}\n", false),
        ("{{{body.x}}}{{{body}}}\n", false),
    ])
    func layoutMatchesMustache(layout: String, inlines: Bool) throws {
        let (fast, general) = try TemplateSetTests.templateSets(layout: layout)
        #expect(fast.compiled != nil)
        #expect(fast.inlinesBody == inlines)
        let expected = general.renderPage("page", context: TemplateSetTests.context())
        #expect(fast.renderPage("page", context: TemplateSetTests.context()) == expected)
        #expect(expected.contains("main&gt;T &amp;amp; t") || expected.contains("<main>T &amp; t </main>"))
    }

    /// swift-mustache's library is parsed only when first asked for (a build that renders through the
    /// compiled templates never asks), and then renders as the eagerly parsed one does.
    @Test func theFallbackLibraryIsMadeWhenAskedAndRendersAlike() throws {
        let (fast, general) = try TemplateSetTests.templateSets(layout: "<html>{{{body}}}</html>\n")
        #expect(fast.compiled != nil && general.compiled == nil)
        let values = TemplateSetTests.context().anyValue
        let rendered = fast.library.render(values, withTemplate: "page")
        #expect(rendered == general.library.render(values, withTemplate: "page"))
        #expect(rendered?.contains("<main>") == true)
    }

    /// A site's own template with a mistake still stops the build with its reason and path, though
    /// the built-in templates are no longer parsed up front.
    @Test func aSiteTemplateWithAMistakeStopsTheBuild() throws {
        let builtIn = SiteFixture.temporaryDirectory(), site = SiteFixture.temporaryDirectory()
        for name in TemplateSet.requiredNames {
            try "<p>{{page.title}}</p>\n".write(to: builtIn.appendingPathComponent("\(name).mustache"), atomically: true, encoding: .utf8)
        }
        _ = try TemplateSet(builtInDirectory: builtIn.path, overrideDirectory: site.path)
        try "{{#page}}never closed\n".write(to: site.appendingPathComponent("page.mustache"), atomically: true, encoding: .utf8)
        #expect {
            _ = try TemplateSet(builtInDirectory: builtIn.path, overrideDirectory: site.path)
        } throws: { error in
            "\(error)".contains(site.appendingPathComponent("page.mustache").path)
        }
    }
}
