import Foundation
import Mermaid
import Testing
@testable import FolioSite

/// The build cache's promise: a warm build is byte for byte the cold build, whatever changed.
///
/// A site is changed at random (notes edited, retitled, retagged, added, deleted, renamed, made
/// drafts and published again, their headings and links changed; a template, the theme CSS and folio.yml changed; a note touched
/// without a change), and after every step the warm build (through the cache, into the same
/// output) is compared file by file, and diagnostic by diagnostic, with a cold build into a fresh
/// folder. `make test` runs 36 steps; `make soak` runs 200 (`FOLIO_CACHE_SOAK_STEPS`).
@Suite struct BuildCacheDifferentialTests {
    static var steps: Int {
        ProcessInfo.processInfo.environment["FOLIO_CACHE_SOAK_STEPS"].flatMap(Int.init) ?? 36
    }

    @Test func everyWarmBuildIsTheColdBuild() throws {
        let site = try BuildCacheSite(seed: 20, includes: .snippetAndNotes)
        site.writesPagesFiles = true
        let first = try SiteBuilder(options: site.options(output: site.warmOutput, cached: true)).build()
        #expect(first.reusedPages == 0)
        var reused = 0
        for step in 1...Self.steps {
            let change = try site.mutate()
            let warm = try SiteBuilder(options: site.options(output: site.warmOutput, cached: true)).build()
            let coldOutput = site.root.appendingPathComponent("cold")
            try? FileManager.default.removeItem(at: coldOutput)
            let cold = try SiteBuilder(options: site.options(output: coldOutput, cached: false)).build()
            #expect(warm.cacheWarnings.isEmpty, "step \(step) (\(change)): \(warm.cacheWarnings)")
            reused += warm.reusedPages
            let warmFiles = BuildCacheSite.files(site.warmOutput), coldFiles = BuildCacheSite.files(coldOutput)
            #expect(warmFiles.keys.sorted() == coldFiles.keys.sorted(), "step \(step) (\(change)): different file lists")
            #expect(BuildCacheSite.kinds(site.warmOutput) == BuildCacheSite.kinds(coldOutput),
                    "step \(step) (\(change)): kinds or modes differ")
            let differing = coldFiles.keys.sorted().filter { warmFiles[$0] != coldFiles[$0] }
            #expect(differing.isEmpty, "step \(step) (\(change)): \(differing.prefix(5)) differ from the cold build")
            #expect(warm.diagnostics.map(\.description) == cold.diagnostics.map(\.description),
                    "step \(step) (\(change)): diagnostics differ")
            #expect(warm.pages == cold.pages && warm.diagrams == cold.diagrams)
            if !differing.isEmpty { break }
        }
        // About 2 pages a step with this seed (a retitle, a theme change or a sidebar reordered by `weight`
        // writes every page again); a cache that reuses nothing reuses 0.
        #expect(reused > Self.steps, "the cache must actually reuse pages (reused \(reused) in \(Self.steps) steps)")
    }

    /// Editing one note's body renders that page alone; the others are linked from the last build.
    @Test func editingOneNoteRendersOnlyThatPage() throws {
        let site = try BuildCacheSite(seed: 7, notes: 8)
        let options = site.options(output: site.warmOutput, cached: true)
        let first = try SiteBuilder(options: options).build()
        let note = site.notes[3]
        try site.write(try site.read("content/" + note) + "\nOne more line.\n", to: "content/" + note)
        let second = try SiteBuilder(options: options).build()
        #expect(second.reusedPages == first.pages - 1)
        #expect(second.reusedGeneratedPages, "a body edit changes no listing: the generated pages are linked")
        let third = try SiteBuilder(options: options).build()
        #expect(third.reusedPages == first.pages, "nothing changed: every page is reused")
        #expect(third.reusedGeneratedPages)
        // Reused pages are hard links to the previous build's files, not copies: the live page and its
        // name in the kept previous site (the next build's staging folder) are one file.
        let name = site.notes[0].replacingOccurrences(of: ".md", with: ".html")
        let page = site.warmOutput.appendingPathComponent(name)
        let spare = site.cache.appendingPathComponent(SpareSite.folderName + "/" + name)
        let links = try FileManager.default.attributesOfItem(atPath: page.path)[.referenceCount] as? Int
        #expect(links == 2, "the live page and the spare's name for it")
        let inode = { (url: URL) in try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int }
        #expect(try inode(page) == inode(spare))
    }

    /// A small site writes a part file only for the parts its notes live in, and a rebuild reads the
    /// empty ones as empty: every page is reused and no part is written again.
    @Test func emptyPartsHaveNoFile() throws {
        let site = try BuildCacheSite(seed: 5, notes: 4)  // its options settle notes after one second
        let options = site.options(output: site.warmOutput, cached: true)
        let first = try SiteBuilder(options: options).build()
        let folder = site.cache.appendingPathComponent(PageCacheParts.folderName)
        let partFiles = { Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".part") }) }
        let used = Set(site.notes.map { PageCacheParts.part(of: $0) })
        #expect(used.count < PageCacheParts.count)
        let written = try partFiles()
        #expect(written.count == used.count, "one file for each part holding a note: \(written.sorted())")
        usleep(1_200_000)
        _ = try SiteBuilder(options: options).build()   // the notes' stamps are recorded now
        let third = try SiteBuilder(options: options).build()
        #expect(third.reusedPages == first.pages && third.unreadNotes == site.notes.count)
        #expect(third.writtenCacheParts == 0, "nothing changed: the empty parts are read as empty, not written")
        #expect(try partFiles().count == used.count, "the parts written again with the notes' stamps replaced the first ones")
    }

    /// A page file changed in the output by hand is not trusted: the page is rendered again.
    /// A generated page changed by hand in the output (new inode) is generated again, never linked.
    @Test func aGeneratedPageChangedInTheOutputIsGeneratedAgain() throws {
        let site = try BuildCacheSite(seed: 17, notes: 5)
        let options = site.options(output: site.warmOutput, cached: true)
        _ = try SiteBuilder(options: options).build()
        let index = site.warmOutput.appendingPathComponent("index.html")
        let bytes = try Data(contentsOf: index)
        try FileManager.default.removeItem(at: index)
        try (bytes + Data("<!-- edited -->".utf8)).write(to: index)
        let second = try SiteBuilder(options: options).build()
        #expect(!second.reusedGeneratedPages)
        let cold = site.root.appendingPathComponent("cold")
        _ = try SiteBuilder(options: site.options(output: cold, cached: false)).build()
        #expect(BuildCacheSite.files(site.warmOutput) == BuildCacheSite.files(cold))
        #expect(try SiteBuilder(options: options).build().reusedGeneratedPages)
    }

    @Test func aPageChangedInTheOutputIsRenderedAgain() throws {
        let site = try BuildCacheSite(seed: 9, notes: 5)
        let options = site.options(output: site.warmOutput, cached: true)
        let first = try SiteBuilder(options: options).build()
        let page = site.warmOutput.appendingPathComponent(site.notes[1].replacingOccurrences(of: ".md", with: ".html"))
        let original = try Data(contentsOf: page)
        try Data("tampered".utf8).write(to: page)
        let second = try SiteBuilder(options: options).build()
        #expect(second.reusedPages == first.pages - 1)
        #expect(try Data(contentsOf: page) == original)
    }

    /// An output folder restored from elsewhere (CI's cache: new inodes and times, the same bytes) still
    /// lets pages be reused: their bytes are read back and checked against the kept digests.
    @Test func aRestoredOutputIsReusedByItsBytes() throws {
        let site = try BuildCacheSite(seed: 10, notes: 5)
        let options = site.options(output: site.warmOutput, cached: true)
        let first = try SiteBuilder(options: options).build()
        let copy = site.root.appendingPathComponent("restored")
        try FileManager.default.copyItem(at: site.warmOutput, to: copy)
        try FileManager.default.removeItem(at: site.warmOutput)
        try FileManager.default.moveItem(at: copy, to: site.warmOutput)
        let second = try SiteBuilder(options: options).build()
        #expect(second.reusedPages == first.pages)
        let coldOutput = site.root.appendingPathComponent("cold")
        _ = try SiteBuilder(options: site.options(output: coldOutput, cached: false)).build()
        #expect(BuildCacheSite.files(site.warmOutput) == BuildCacheSite.files(coldOutput))
    }

    /// Damaged, cut short, foreign or from another Folio build: ignored whole with a warning, and the
    /// site is still the cold build's; the next build has a good cache again.
    @Test(arguments: ["truncate", "flip", "foreign", "version", "garbage", "part", "missing part"])
    func aBadCacheIsIgnoredWithAWarning(_ damage: String) throws {
        let site = try BuildCacheSite(seed: 11, notes: 6)
        var options = site.options(output: site.warmOutput, cached: true)
        _ = try SiteBuilder(options: options).build()
        let file = site.cache.appendingPathComponent(PageCache.fileName)
        var bytes = [UInt8](try Data(contentsOf: file))
        switch damage {
        case "truncate": bytes = Array(bytes.prefix(bytes.count / 2))
        case "flip": bytes[bytes.count / 2] ^= 0x20
        case "garbage": bytes = Array("not a cache at all".utf8)
        case "foreign":
            // The cache of another site (same Folio, other content folder).
            let other = try BuildCacheSite(seed: 12, notes: 3)
            var otherOptions = other.options(output: other.warmOutput, cached: true)
            otherOptions.cacheDirectory = other.cache.path
            _ = try SiteBuilder(options: otherOptions).build()
            bytes = [UInt8](try Data(contentsOf: other.cache.appendingPathComponent(PageCache.fileName)))
        case "part", "missing part":
            // One part file damaged or gone: the whole cache is refused, never used in part.
            let folder = site.cache.appendingPathComponent(PageCacheParts.folderName)
            let parts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".part") }.sorted()
            // One file a part that holds a page; an empty part has none.
            #expect(!parts.isEmpty && parts.count <= PageCacheParts.count)
            let victim = folder.appendingPathComponent(parts[parts.count / 2])
            if damage == "part" {
                var partBytes = [UInt8](try Data(contentsOf: victim))
                partBytes[partBytes.count / 2] ^= 0x01
                try Data(partBytes).write(to: victim)
            } else {
                try FileManager.default.removeItem(at: victim)
            }
        default:
            options.cacheIdentity = "folio other build"
        }
        try Data(bytes).write(to: file)
        let warm = try SiteBuilder(options: options).build()
        #expect(warm.reusedPages == 0)
        #expect(warm.cacheWarnings.count == 1 && warm.cacheWarnings[0].contains("ignoring the build cache"), "\(warm.cacheWarnings)")
        let coldOutput = site.root.appendingPathComponent("cold")
        _ = try SiteBuilder(options: site.options(output: coldOutput, cached: false)).build()
        #expect(BuildCacheSite.files(site.warmOutput) == BuildCacheSite.files(coldOutput))
        let again = try SiteBuilder(options: options).build()
        #expect(again.cacheWarnings.isEmpty && again.reusedPages == again.pages)
    }

    /// The build writes only into its output, its staging and lock files beside it, and the cache folder.
    @Test func theBuildWritesOnlyTheOutputAndTheCache() throws {
        let site = try BuildCacheSite(seed: 13, notes: 4)
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: site.root.path))
        let options = site.options(output: site.warmOutput, cached: true)
        _ = try SiteBuilder(options: options).build()
        _ = try SiteBuilder(options: options).build()
        let after = Set(try FileManager.default.contentsOfDirectory(atPath: site.root.path))
        #expect(after.subtracting(before) == ["warm", ".folio-cache", ".warm.folio-lock"])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: site.cache.path)) == [PageCache.fileName, PageCacheParts.folderName, SearchTextStore.fileName, SearchTermsCache.fileName, SpareSite.folderName, SitePipeline.keptHighlightsFile, KeptLookups.fileName])
    }
}

/// A note whose text is unchanged is not parsed again: its kept summary stands in (``LoadedNote``).
@Suite struct KnownNoteSummaryTests {
    @Test func unchangedNotesAreNotParsedAgain() throws {
        let site = try BuildCacheSite(seed: 51, notes: 9)
        let options = site.options(output: site.warmOutput, cached: true)
        let first = try SiteBuilder(options: options).build()
        #expect(first.reusedNoteSummaries == 0)
        try site.write(try site.read("content/" + site.notes[4]) + "\ntags: [late]\n", to: "content/" + site.notes[4])
        let second = try SiteBuilder(options: options).build()
        #expect(second.reusedNoteSummaries == first.pages - 1, "\(second.reusedNoteSummaries) of \(first.pages)")
        // folio.yml is one of the build's other inputs: every note is parsed again.
        try site.write("title: Cache site, renamed\nsearch: true\n", to: "folio.yml")
        let third = try SiteBuilder(options: options).build()
        #expect(third.reusedNoteSummaries == 0)
        // A template or theme is not: every summary is kept.
        try site.write(try site.read("Themes/default/style.css") + "\n/* changed */\n", to: "Themes/default/style.css")
        let fourth = try SiteBuilder(options: options).build()
        #expect(fourth.reusedNoteSummaries == fourth.pages)
        #expect(fourth.reusedPages == 0)
        let cold = site.root.appendingPathComponent("cold")
        _ = try SiteBuilder(options: site.options(output: cold, cached: false)).build()
        #expect(BuildCacheSite.files(site.warmOutput) == BuildCacheSite.files(cold))
    }

    @Test func aSummaryRoundTripsThroughTheCacheFile() throws {
        let site = try BuildCacheSite(seed: 52, notes: 6)
        let loaded = try SitePipeline(options: site.options(output: site.warmOutput, cached: false), remembers: false).load()
        for summary in loaded.noteSummaries {
            var writer = CacheByteWriter()
            writer.noteSummary(summary)
            var reader = CacheByteReader(bytes: writer.bytes[...])
            let back = try reader.noteSummary()
            #expect(reader.isAtEnd)
            let a = back.frontMatter, b = summary.frontMatter
            #expect(a.entries.map(\.key) == b.entries.map(\.key) && a.entries.map(\.value) == b.entries.map(\.value))
            #expect(a.keyLines == b.keyLines && a.error == b.error && a.warnings == b.warnings && a.lineCount == b.lineCount)
            #expect(back.sourcePath == summary.sourcePath && back.baseTitle == summary.baseTitle && back.title == summary.baseTitle)
            #expect(back.firstH1 == summary.firstH1 && back.firstH2 == summary.firstH2 && back.summary == summary.summary)
            #expect(back.date == summary.date && back.created == summary.created && back.updated == summary.updated)
            #expect(back.authors == summary.authors && back.version == summary.version && back.copyright == summary.copyright)
            #expect(back.licenses == summary.licenses && back.tags == summary.tags && back.categories == summary.categories)
            #expect(back.diagramCount == summary.diagramCount && back.textDigest == summary.textDigest)
            #expect(back.diagnostics.map(\.description) == summary.diagnostics.map(\.description))
            #expect(back.mentionsGantt == summary.mentionsGantt)
        }
    }
}
