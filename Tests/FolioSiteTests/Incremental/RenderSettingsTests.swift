import Foundation
import Mermaid
import Testing
@testable import FolioSite

/// The renderer's settings in the kept bodies' key (``PageRenderer/addSettings(to:)``): every field is
/// accounted for, each setting changes the key, and a `folio.yml` edit that changes none of them keeps
/// every body.
@Suite struct RenderSettingsTests {
    private func renderer() -> PageRenderer {
        let loader = PageLoader(contentDirectory: "/site/content", displayContentDirectory: "content", defaultAuthor: nil)
        return PageRenderer(plan: SitePlan(pages: [], assets: []), loader: loader, fixEncoding: false, mermaidConfig: nil)
    }

    private func key(_ renderer: PageRenderer) -> CacheDigest {
        var key = CacheKeyBuilder()
        renderer.addSettings(to: &key)
        return key.digest
    }

    /// A field added to the renderer or its loader must be put in the key or left out by name.
    @Test func everyFieldIsTakenOrLeftOutByName() {
        let fields = Set(Mirror(reflecting: renderer()).children.compactMap(\.label))
        #expect(fields == PageRenderer.settingFields.union(PageRenderer.fieldsLeftOut))
        let loaderFields = Set(Mirror(reflecting: renderer().loader).children.compactMap(\.label))
        #expect(loaderFields == PageRenderer.loaderSettingFields.union(PageRenderer.loaderFieldsLeftOut))
    }

    @Test func eachSettingChangesTheKey() {
        let base = renderer()
        var changed: [PageRenderer] = []
        var one = base; one.fixEncoding = true; changed.append(one)
        one = base; one.mermaidConfig = .object(["theme": .string("forest")]); changed.append(one)
        one = base; one.mermaidConfig = .object(["theme": .string("dark")]); changed.append(one)
        one = base; one.rawHTML = .omit; changed.append(one)
        one = base; one.remoteImages = .link; changed.append(one)
        one = base; one.warnsAboutRemoteImages = true; changed.append(one)
        one = base; one.highlighter = .shared; changed.append(one)
        one = base; one.plan.urls = .pretty; changed.append(one)
        one = base; one.loader.displayContentDirectory = "notes"; changed.append(one)
        one = base; one.loader.contentDirectory = "/elsewhere"; changed.append(one)
        one = base; one.loader.fixEncoding = true; changed.append(one)
        one = base; one.htmlClasses.insert("wide"); changed.append(one)
        one = base; one.tocLevels = TOCLevels(minimum: 2, maximum: 4); changed.append(one)
        one = base; one.tocLevels = TOCLevels(minimum: 3, maximum: 3); changed.append(one)
        let keys = [key(base)] + changed.map(key)
        #expect(Set(keys).count == keys.count, "every setting makes its own key")
        // Left out: the author goes into summaries only.
        one = base; one.loader.defaultAuthor = "Someone"
        #expect(key(one) == key(base))
    }

    /// Objects are written with their keys in order, whatever order the dictionary holds them in.
    @Test func configurationIsWrittenInOneOrder() {
        let members = (0..<40).map { ("key\($0)", ConfigValue.number(Double($0))) }
        let forward = ConfigValue.object(Dictionary(uniqueKeysWithValues: members))
        let backward = ConfigValue.object(Dictionary(uniqueKeysWithValues: members.reversed()))
        #expect(PageRenderer.canonical(forward) == PageRenderer.canonical(backward))
        #expect(PageRenderer.canonical(.string("a,b")) != PageRenderer.canonical(.array([.string("a"), .string("b")])))
        #expect(PageRenderer.canonical(.number(1)) != PageRenderer.canonical(.string("1")))
    }

    /// A new site title and search turned off render no note; a new URL style or Mermaid theme renders
    /// every one; the site is the cold build's each time.
    @Test func aConfigEditRendersOnlyWhenARenderingSettingChanged() throws {
        let site = try BuildCacheSite(seed: 31, notes: 6)
        let options = site.options(output: site.warmOutput, cached: true)
        _ = try SiteBuilder(options: options).build()
        try site.write("title: Another title\nsearch: false\n", to: "folio.yml")
        #expect(try SiteBuilder(options: options).build().reusedBodies == site.notes.count)
        try KeptBodyTests().expectCold(site)
        try site.write("title: Another title\nsearch: true\nurls: pretty\n", to: "folio.yml")
        #expect(try SiteBuilder(options: options).build().reusedBodies == 0)
        try KeptBodyTests().expectCold(site)
        try site.write("title: Another title\nsearch: true\nurls: pretty\nmermaid:\n  theme: forest\n", to: "folio.yml")
        #expect(try SiteBuilder(options: options).build().reusedBodies == 0)
        try KeptBodyTests().expectCold(site)
        try site.write("title: Title three\nsearch: true\nurls: pretty\nmermaid:\n  theme: forest\n", to: "folio.yml")
        #expect(try SiteBuilder(options: options).build().reusedBodies == site.notes.count)
        try KeptBodyTests().expectCold(site)
        // The tables of contents' levels are part of the bodies (the notes' `## Part` leaves theirs with `1`).
        try site.write("title: Title three\nsearch: true\nurls: pretty\nmermaid:\n  theme: forest\ntoc_depth: 1\n", to: "folio.yml")
        #expect(try SiteBuilder(options: options).build().reusedBodies == 0)
        try KeptBodyTests().expectCold(site)
    }
}
