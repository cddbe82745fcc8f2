import Foundation
import Testing
@testable import FolioSite

/// Kept lookups (``KeptLookups``): when a note is added, deleted or renamed, `folio build` takes the kept
/// body of every page whose links still go where they went, renders the others, and the site is still
/// byte for byte the cold build's.
@Suite struct KeptLookupsTests {
    @Test func roundTripsAndRefusesAnotherSiteOrDamage() throws {
        var lookups = SiteLookups()
        lookups.targets = [.init(contentPath: "a.md", target: .page(outputPath: "a.html")),
                           .init(contentPath: "media/p.png", target: .asset(outputPath: "media/p.png")),
                           .init(contentPath: "gone.md", target: .missing)]
        lookups.posts = [.init(name: "2024-01-01-hello", outputPath: nil)]
        let entry = KeptLookups.Entry(tie: CacheDigest(high: 1, low: 2), bodyKey: CacheDigest(high: 3, low: 4), lookups: lookups)
        let owner = PageCache.Owner(identity: "test", content: "/c", output: "/o")
        let bytes = KeptLookups.encode([("b.md", entry), ("c.md", entry.tied(to: .zero))], owner: owner)
        let read = try KeptLookups.decode(bytes, owner: owner)
        #expect(read["b.md"] == entry)
        #expect(read["c.md"]?.tie == .zero)
        #expect(read["c.md"]?.answers == entry.answers)
        #expect(throws: (any Error).self) { try KeptLookups.decode(bytes, owner: PageCache.Owner(identity: "test", content: "/c", output: "/x")) }
        #expect(throws: (any Error).self) { try KeptLookups.decode(bytes, owner: PageCache.Owner(identity: "other", content: "/c", output: "/o")) }
        var damaged = bytes
        damaged[damaged.count / 2] ^= 1
        #expect(throws: (any Error).self) { try KeptLookups.decode(damaged, owner: owner) }
        #expect(throws: (any Error).self) { try KeptLookups.decode(Array(bytes.dropLast()), owner: owner) }
    }

    /// Added, deleted and renamed notes: the pages that link to them are rendered (their links changed),
    /// every other page keeps its body.
    @Test func keepsTheBodiesWhoseLinksStillGoWhereTheyWent() throws {
        let site = try BuildCacheSite(seed: 21, notes: 0)
        try site.write("---\ntitle: A\n---\n# A\n\nSee [c](c.md), [d](d.md) and [b](sub/b.md#part).\n", to: "content/a.md")
        try site.write("---\ntitle: B\n---\n# B\n\n## Part\n\nAlone.\n", to: "content/sub/b.md")
        try site.write("---\ntitle: C\n---\n# C\n\nBack to [b](sub/b.md).\n", to: "content/c.md")
        try site.write("---\ntitle: E\n---\n# E\n\nNothing here.\n", to: "content/e.md")
        let options = site.options(output: site.warmOutput, cached: true)
        _ = try SiteBuilder(options: options).build()
        // d.md is new: a linked to it (a broken link until now), so a is rendered with c, b and e kept.
        try site.write("---\ntitle: D\n---\n# D\n\nNew.\n", to: "content/d.md")
        #expect(try SiteBuilder(options: options).build().reusedBodies == 3)
        try KeptBodyTests().expectCold(site)
        // e.md is deleted: nothing linked to it, so every other body is kept.
        try FileManager.default.removeItem(at: site.content.appendingPathComponent("e.md"))
        #expect(try SiteBuilder(options: options).build().reusedBodies == 4)
        try KeptBodyTests().expectCold(site)
        // sub/b.md is renamed: a and c linked to it and are rendered, as is b under its new name; d is kept.
        try FileManager.default.moveItem(at: site.content.appendingPathComponent("sub/b.md"),
                                         to: site.content.appendingPathComponent("sub/b2.md"))
        #expect(try SiteBuilder(options: options).build().reusedBodies == 1)
        try KeptBodyTests().expectCold(site)
        // And back: every body kept since the last build but a, c and b.
        try FileManager.default.moveItem(at: site.content.appendingPathComponent("sub/b2.md"),
                                         to: site.content.appendingPathComponent("sub/b.md"))
        #expect(try SiteBuilder(options: options).build().reusedBodies == 1)
        try KeptBodyTests().expectCold(site)
    }

    /// A page reused whole by a build that keeps bodies keeps its lookups; a page rendered by a build that
    /// does not (a few notes edited) keeps none, and neither does one whose lookups file is damaged.
    @Test func carriesTheLookupsOfReusedPagesAndTrustsNoOther() throws {
        let site = try BuildCacheSite(seed: 22, notes: 20)
        let options = site.options(output: site.warmOutput, cached: true)
        _ = try SiteBuilder(options: options).build()
        // Four notes edited: a fifth of the pages rendered, so this build keeps bodies and carries the
        // other sixteen pages' lookups as they were.
        for note in site.notes.prefix(4) { try site.write(try site.read("content/" + note) + "\nMore.\n", to: "content/" + note) }
        let edited = try SiteBuilder(options: options).build()
        #expect(edited.reusedPages == 16)
        try site.addNote()
        #expect(try SiteBuilder(options: options).build().reusedBodies == 20)
        try KeptBodyTests().expectCold(site)
        // One note edited: too few pages rendered to keep bodies, so that page keeps no body until the
        // next build that keeps them.
        let one = site.notes[7]
        try site.write(try site.read("content/" + one) + "\nOnce more.\n", to: "content/" + one)
        #expect(try SiteBuilder(options: options).build().reusedPages == 20)
        try site.addNote()
        #expect(try SiteBuilder(options: options).build().reusedBodies == 20)
        try KeptBodyTests().expectCold(site)
        // The lookups file damaged: ignored, every page but the new one rendered, the site still right.
        let file = site.cache.appendingPathComponent(KeptLookups.fileName)
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count / 2] ^= 0x20
        try bytes.write(to: file)
        try site.addNote()
        #expect(try SiteBuilder(options: options).build().reusedBodies == 0)
        try KeptBodyTests().expectCold(site)
    }
}
