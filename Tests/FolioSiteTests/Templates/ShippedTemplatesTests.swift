import Foundation
import Testing
@testable import FolioSite

/// The shipped templates give the same bytes through the compiled fast path (typed
/// contexts) as through swift-mustache (the `[String: Any]` they convert to).
@Suite("Shipped templates")
struct ShippedTemplatesTests {
    static func load(baseURL: String?) throws -> (SiteBuilder, LoadedSite, TemplateSet) {
        var options = BuildOptions(contentDirectory: SiteFixture.basic, outputDirectory: SiteFixture.temporaryDirectory().path)
        options.baseURL = baseURL
        let builder = SiteBuilder(options: options)
        let site = try builder.loadSite()
        let layout = try #require(site.templates.sources["layout"])
        let templates = try TemplateSet(builtInDirectory: (layout as NSString).deletingLastPathComponent,
                                        overrideDirectory: nil, compiling: false)
        return (builder, site, templates)
    }

    @Test func everyShippedTemplateCompiles() throws {
        let (_, site, _) = try ShippedTemplatesTests.load(baseURL: nil)
        let compiled = try #require(site.templates.compiled)
        #expect(Set(compiled.keys) == Set(site.templates.sources.keys))
        #expect(compiled.count >= 12)
    }

    @Test(arguments: [nil, "https://example.org/docs/"])
    func pagesMatchMustache(baseURL: String?) throws {
        let (builder, site, general) = try ShippedTemplatesTests.load(baseURL: baseURL)
        #expect(general.compiled == nil)
        #expect(site.plan.pages.count >= 5)
        for page in site.plan.pages {
            let (fast, rendered) = try builder.renderPage(page, in: site)
            let slow = general.renderPage("page", context: site.context.page(page, rendered: rendered, navigation: site.navigation))
            #expect(!fast.isEmpty)
            #expect(fast == slow, "\(page.sourcePath)")
        }
    }

    @Test(arguments: [nil, "https://example.org/"])
    func generatedPagesMatchMustache(baseURL: String?) throws {
        let (_, site, general) = try ShippedTemplatesTests.load(baseURL: baseURL)
        let fast = GeneratedPages(plan: site.plan, context: site.context, templates: site.templates).all()
        let slow = GeneratedPages(plan: site.plan, context: site.context, templates: general).all()
        #expect(fast.map(\.0) == slow.map(\.0))
        for (a, b) in zip(fast, slow) { #expect(a.1 == b.1, "\(a.0)") }
        #expect(fast.contains { $0.0.hasPrefix("tags/") })
    }
}
