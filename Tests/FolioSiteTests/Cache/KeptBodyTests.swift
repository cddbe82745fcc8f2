import Foundation
import Testing
@testable import FolioSite

/// Kept bodies (``KeptBody``, ``KeptBodyReader``): a theme, template or title change puts the rendered
/// bodies the last build wrote into the new templates instead of rendering every note again, and the
/// site is still byte for byte the cold build's.
@Suite struct KeptBodyTests {
    @Test func findsTextWholeInThePage() {
        let page = Array("<p>a</p><p>ab</p><p>abc</p>".utf8)
        #expect(KeptBody.find("<p>abc</p>", in: page) == 17..<27)
        #expect(KeptBody.find("<p>a</p>", in: page) == 0..<8)
        #expect(KeptBody.find("<p>abcd</p>", in: page) == nil)
        #expect(KeptBody.find("", in: page) == nil)
        #expect(KeptBody.find(String(repeating: "x", count: 40), in: page) == nil)
        // The last place the text can start, and a first byte that occurs often before it.
        #expect(KeptBody.find("c</p>", in: page) == 22..<27)
    }

    @Test func roundTripsAndRefusesDamage() throws {
        let kept = KeptBody(key: CacheDigest(high: 1, low: 2), body: 100..<2100, bodyDigest: CacheDigest(high: 3, low: 4),
                            title: 40..<90, titleDigest: CacheDigest(high: 5, low: 6), hasOwnH1: true,
                            toc: .entries([RenderedPage.TOCEntry(id: "setup", text: "Set up ✓", level: 2),
                                           RenderedPage.TOCEntry(id: "more", text: "More", level: 3)]))
        let bytes = kept.encoded
        #expect(try KeptBody(decoding: bytes[...]) == kept)
        let plain = KeptBody(key: .zero, body: 0..<1, bodyDigest: .zero, title: nil, titleDigest: .zero, hasOwnH1: false,
                             toc: .inPage(7..<70, CacheDigest(high: 8, low: 9)))
        #expect(try KeptBody(decoding: plain.encoded[...]) == plain)
        #expect(throws: (any Error).self) { try KeptBody(decoding: bytes.dropLast()) }
        #expect(throws: (any Error).self) { try KeptBody(decoding: (bytes + [0])[...]) }
    }

    /// The outline is read back from the list the template wrote: every entry, escapes and all, and
    /// nothing that list would not be.
    @Test func readsTheOutlineBackFromItsList() {
        let entries = [RenderedPage.TOCEntry(id: "a&b", text: "Fish & \"chips\" <small> 'n' ✓", level: 2),
                       RenderedPage.TOCEntry(id: "x-1", text: "", level: 3),
                       RenderedPage.TOCEntry(id: "deep", text: "Ten", level: 12)]
        let bytes = PageContext.tocHTMLBytes(entries)
        #expect(KeptOutline.entries(bytes) == entries)
        #expect(KeptOutline.entries([]) == [])
        for broken in [String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "&amp;", with: "&amp"),
                       String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "&lt;", with: "&#60;"),
                       String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "toc-level-3", with: "toc-level-03"),
                       String(decoding: bytes.dropLast(), as: UTF8.self),
                       String(decoding: bytes, as: UTF8.self) + "<li>"] {
            #expect(KeptOutline.entries(Array(broken.utf8)) == nil, "\(broken)")
        }
    }

    @Test func aThemeChangePutsTheKeptBodiesInTheNewTheme() throws {
        let site = try BuildCacheSite(seed: 11, notes: 6)
        // Outlines of several entries, which the page's list holds (read back from it), escapes and all.
        for note in site.notes {
            try site.write(try site.read("content/" + note) + "\n## Fish & \"chips\" <b>\n\nText.\n\n### Deep 'one' ✓\n\nMore.\n",
                           to: "content/" + note)
        }
        let options = site.options(output: site.warmOutput, cached: true)
        let first = try SiteBuilder(options: options).build()
        #expect(first.reusedBodies == 0)
        try changeTheme(site)
        let second = try SiteBuilder(options: options).build()
        #expect(second.reusedPages == 0, "the theme is in every page's key")
        #expect(second.reusedBodies == site.notes.count, "every note's body is taken from its last page")
        // The search entries are the same (``SearchEntry/key``): the index's blocks and shards are reused.
        #expect(second.reusedSearchBlocks == first.reusedSearchBlocks + 1 && second.reusedSearchShards > 0,
                "\(second.reusedSearchBlocks) blocks, \(second.reusedSearchShards) shards")
        try expectCold(site)
        // The bodies it wrote are kept again, at their places in the new pages.
        try changeTheme(site)
        #expect(try SiteBuilder(options: options).build().reusedBodies == site.notes.count)
        try expectCold(site)
    }

    @Test func aChangedPageIsRenderedAgain() throws {
        let site = try BuildCacheSite(seed: 12, notes: 5)
        let options = site.options(output: site.warmOutput, cached: true)
        _ = try SiteBuilder(options: options).build()
        // One byte of a page's body changed in the output (same length): its kept body is refused.
        let page = site.warmOutput.appendingPathComponent(site.notes[2].replacingOccurrences(of: ".md", with: ".html"))
        let text = try String(contentsOf: page, encoding: .utf8)
        #expect(text.contains("First paragraph"))
        try Data(text.replacingOccurrences(of: "First paragraph", with: "Firxt paragraph").utf8).write(to: page)
        try changeTheme(site)
        let second = try SiteBuilder(options: options).build()
        #expect(second.reusedBodies == site.notes.count - 1)
        try expectCold(site)
        // A page file gone: rendered again too.
        try FileManager.default.removeItem(at: site.warmOutput.appendingPathComponent(site.notes[0].replacingOccurrences(of: ".md", with: ".html")))
        try changeTheme(site)
        #expect(try SiteBuilder(options: options).build().reusedBodies == site.notes.count - 1)
        try expectCold(site)
    }

    @Test func aRetitleKeepsTheOtherBodiesAndANewNoteKeepsNone() throws {
        let site = try BuildCacheSite(seed: 13, notes: 6)
        let options = site.options(output: site.warmOutput, cached: true)
        _ = try SiteBuilder(options: options).build()
        let note = site.notes[1]
        try site.write(try site.read("content/" + note).replacingOccurrences(of: "title: ", with: "title: Renamed "), to: "content/" + note)
        let retitled = try SiteBuilder(options: options).build()
        #expect(retitled.reusedBodies == site.notes.count - 1, "the retitled note's own text changed")
        try expectCold(site)
        // A title another note has: both pages' shown titles change (and with them their search entries,
        // made again though their bodies are kept).
        let other = site.notes[2]
        let otherTitle = try #require(try site.read("content/" + other).split(separator: "\n").first { $0.hasPrefix("title: ") })
        let lines = try site.read("content/" + note).split(separator: "\n", omittingEmptySubsequences: false)
        try site.write(lines.map { $0.hasPrefix("title: ") ? otherTitle : $0 }.joined(separator: "\n"), to: "content/" + note)
        let clash = try SiteBuilder(options: options).build()
        #expect(clash.reusedBodies == site.notes.count - 1)
        let shown = try String(contentsOf: site.warmOutput.appendingPathComponent(other.replacingOccurrences(of: ".md", with: ".html")), encoding: .utf8)
        #expect(shown.contains(" — "), "the clash is told apart by the first heading")
        try expectCold(site)
        // A new note moves the site's pages, but no kept body looked its path up (``KeptLookups``):
        // every body but the new note's is taken.
        try site.addNote()
        #expect(try SiteBuilder(options: options).build().reusedBodies == site.notes.count - 1)
        try expectCold(site)
    }

    private func changeTheme(_ site: BuildCacheSite) throws {
        try site.write(try site.read("Themes/default/style.css") + "\n/* \(UUID().uuidString) */\n", to: "Themes/default/style.css")
    }

    func expectCold(_ site: BuildCacheSite, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let cold = site.root.appendingPathComponent("cold")
        try? FileManager.default.removeItem(at: cold)
        _ = try SiteBuilder(options: site.options(output: cold, cached: false)).build()
        let warm = BuildCacheSite.files(site.warmOutput), coldFiles = BuildCacheSite.files(cold)
        #expect(warm.keys.sorted() == coldFiles.keys.sorted(), sourceLocation: sourceLocation)
        let differing = coldFiles.keys.sorted().filter { warm[$0] != coldFiles[$0] }
        #expect(differing.isEmpty, "\(differing.prefix(5)) differ from the cold build", sourceLocation: sourceLocation)
    }
}
