import Foundation
import Testing
@testable import FolioSite

/// `folio serve`'s promise, with the bodies it keeps in memory (``RenderedBodyStore``): every rebuild
/// is byte for byte the site a cold `folio build` makes.
///
/// The site of ``BuildCacheSite`` is changed at random (notes edited, retitled, retagged, added,
/// deleted, renamed; a template, the theme CSS and folio.yml changed), and after each change one
/// pipeline rebuilds a hard-linked copy of its last generation from the files that changed, as the
/// preview does, and the result is compared with a cold build.
@Suite struct ServeRebuildDifferentialTests {
    /// Every file the site reads (content, folio.yml, Templates, Themes), by absolute path.
    static func inputs(of site: BuildCacheSite) -> [String: Data] {
        var result: [String: Data] = [:]
        let base = site.root.standardizedFileURL.path
        for relative in FileManager.default.subpaths(atPath: base) ?? []
        where ["content", "folio.yml", "Templates", "Themes"].contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) {
            let path = base + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            result[path] = FileManager.default.contents(atPath: path)
        }
        return result
    }

    static func linkedCopy(of source: URL, to destination: URL) throws {
        let base = source.standardizedFileURL.path
        for relative in FileManager.default.subpaths(atPath: base) ?? [] {
            var isDirectory: ObjCBool = false
            let path = base + "/" + relative
            let target = destination.appendingPathComponent(relative)
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.linkItem(atPath: path, toPath: target.path)
            }
        }
    }

    @Test func everyRebuildWithKeptBodiesIsTheColdBuild() throws {
        let site = try BuildCacheSite(seed: 31, includes: .snippet)
        let pipeline = SitePipeline(options: site.options(output: site.warmOutput, cached: false))
        var generation = site.root.appendingPathComponent("gen-0")
        _ = try pipeline.fullBuild(into: generation)
        var before = Self.inputs(of: site)
        var keepingSteps = 0, addingSteps = 0
        for step in 1...BuildCacheDifferentialTests.steps {
            let change = try site.mutate()
            let after = Self.inputs(of: site)
            let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
            before = after
            let next = site.root.appendingPathComponent("gen-\(step)")
            try Self.linkedCopy(of: generation, to: next)
            let result = try pipeline.rebuild(changed: changed, into: next)
            try? FileManager.default.removeItem(at: generation)
            generation = next
            // A retitled note, template or theme changes no other page's body: all of them are kept ones.
            if ["retitle", "change a template", "change the theme"].contains(where: change.hasPrefix) {
                keepingSteps += 1
                #expect(result.report.reusedBodies >= result.report.pages - 1,
                        "step \(step) (\(change)): \(result.report.reusedBodies) of \(result.report.pages) bodies kept")
            }
            // No note changed: the notes' summaries are the last full build's (the notes an edit rebuilt
            // since are parsed again: the kept summaries are a full build's).
            if ["change a template", "change the theme"].contains(where: change.hasPrefix) {
                #expect(result.report.reusedNoteSummaries > 0, "step \(step) (\(change)): no summary kept")
            }
            // A new note is linked from no other note yet (its name is new), but by the wikilinks to "the next"
            // note written before it (`[[note-14|the next]]`, broken until now): every other body is a kept one.
            if change.hasPrefix("add ") && !change.hasPrefix("add a link") {
                addingSteps += 1
                let added = String(change.dropFirst(4).split(separator: "/").last ?? "").replacingOccurrences(of: ".md", with: "")
                let waiting = site.notes.filter { note in
                    let text = (try? site.read("content/" + note)) ?? ""
                    return ["]", "|", "#"].contains { text.contains("[[" + added + $0) }
                }.count
                #expect(result.report.reusedBodies == result.report.pages - 1 - waiting,
                        "step \(step) (\(change)): \(result.report.reusedBodies) of \(result.report.pages) bodies kept, \(waiting) linked to it before")
            }

            let cold = site.root.appendingPathComponent("cold")
            try? FileManager.default.removeItem(at: cold)
            let reference = try SiteBuilder(options: site.options(output: cold, cached: false)).build()
            // A preview generation has no `.folio-manifest` (the staging folder's record of what Folio wrote).
            let served = BuildCacheSite.files(next), built = BuildCacheSite.files(cold).filter { $0.key != ".folio-manifest" }
            #expect(served.keys.sorted() == built.keys.sorted(), "step \(step) (\(change)): different file lists")
            let differing = built.keys.sorted().filter { served[$0] != built[$0] }
            #expect(differing.isEmpty, "step \(step) (\(change)): \(differing.prefix(5)) differ from the cold build")
            #expect(result.report.diagnostics.map(\.description) == reference.diagnostics.map(\.description),
                    "step \(step) (\(change)): diagnostics differ")
            if !differing.isEmpty { break }
        }
        #expect(keepingSteps >= 3, "the steps must retitle notes or change the template or theme (\(keepingSteps) did)")
        #expect(addingSteps >= 2, "the steps must add notes (\(addingSteps) did)")
    }

    /// A kept body is used only while what it looked up in the site still gives the same answers
    /// (``SiteLookups``): a note added where a broken link pointed, a note renamed or deleted, re-render
    /// the pages that link there, and no other; and the unchanged notes are not parsed again (their
    /// summaries are the last full build's).
    @Test func notesAddedRenamedOrDeletedReRenderOnlyThePagesThatLinkThere() throws {
        let site = try BuildCacheSite(seed: 7, notes: 0)
        try site.write("---\ntitle: Alpha\n---\nSee [c](c.md) and [b](b.md#usage).\n", to: "content/a.md")
        try site.write("---\ntitle: Beta\n---\nBeta text.\n\n## Usage\n\nMore.\n", to: "content/b.md")
        try site.write("---\ntitle: Delta\n---\nDelta text.\n", to: "content/d.md")
        let pipeline = SitePipeline(options: site.options(output: site.warmOutput, cached: false))
        var generation = site.root.appendingPathComponent("gen-0")
        _ = try pipeline.fullBuild(into: generation)
        var step = 0
        func rebuild(_ changed: [String], reused: Int, summaries: Int, _ label: String) throws {
            step += 1
            let next = site.root.appendingPathComponent("gen-\(step)")
            try Self.linkedCopy(of: generation, to: next)
            let paths = Set(changed.map { site.root.appendingPathComponent($0).standardizedFileURL.path })
            let result = try pipeline.rebuild(changed: paths, into: next)
            generation = next
            #expect(result.report.reusedBodies == reused, "\(label): \(result.report.reusedBodies) bodies kept")
            #expect(result.report.reusedNoteSummaries == summaries, "\(label): \(result.report.reusedNoteSummaries) summaries kept")
            let cold = site.root.appendingPathComponent("cold-\(step)")
            let reference = try SiteBuilder(options: site.options(output: cold, cached: false)).build()
            let served = BuildCacheSite.files(next), built = BuildCacheSite.files(cold).filter { $0.key != ".folio-manifest" }
            #expect(served == built, "\(label): \(built.keys.sorted().filter { served[$0] != built[$0] }) differ")
            #expect(result.report.diagnostics.map(\.description) == reference.diagnostics.map(\.description), "\(label)")
        }
        // c.md is where a's broken link points: a renders again (its link now works), b and d are kept.
        try site.write("---\ntitle: Gamma\n---\nGamma text.\n", to: "content/c.md")
        try rebuild(["content/c.md"], reused: 2, summaries: 3, "c added")
        // b renamed: a's link to it breaks; c and d are kept.
        try FileManager.default.moveItem(at: site.content.appendingPathComponent("b.md"), to: site.content.appendingPathComponent("e.md"))
        try rebuild(["content/b.md", "content/e.md"], reused: 2, summaries: 3, "b renamed to e")
        // d deleted: nobody links there; a, c and e are kept.
        try FileManager.default.removeItem(at: site.content.appendingPathComponent("d.md"))
        try rebuild(["content/d.md"], reused: 3, summaries: 3, "d deleted")
        // folio.yml names a default author, which every note's summary takes: no summary is kept.
        try site.write("title: Cache site\nsearch: true\nauthor: Zed Writer\n", to: "folio.yml")
        try rebuild(["folio.yml"], reused: 0, summaries: 0, "a default author")
    }

    /// A site of notes `a.md` and `b.md` built in a preview pipeline, then `b.md` rewritten as `newB` and
    /// rebuilt from that change into a hard-link copy of the build, as the preview does: the rebuild's
    /// report, its files, and a cold build's.
    static func rebuildingB(a: String, b: String, newB: String, seed: UInt64)
        throws -> (report: BuildReport, served: [String: Data], built: [String: Data]) {
        let site = try BuildCacheSite(seed: seed, notes: 0)
        try site.write(a, to: "content/a.md")
        try site.write(b, to: "content/b.md")
        let pipeline = SitePipeline(options: site.options(output: site.warmOutput, cached: false))
        let first = site.root.appendingPathComponent("gen-1"), second = site.root.appendingPathComponent("gen-2")
        _ = try pipeline.fullBuild(into: first)
        try site.write(newB, to: "content/b.md")
        try Self.linkedCopy(of: first, to: second)
        let result = try pipeline.rebuild(changed: [site.content.appendingPathComponent("b.md").standardizedFileURL.path], into: second)
        let cold = site.root.appendingPathComponent("cold")
        _ = try SiteBuilder(options: site.options(output: cold, cached: false)).build()
        return (result.report, BuildCacheSite.files(second), BuildCacheSite.files(cold).filter { $0.key != ".folio-manifest" })
    }

    /// A note that becomes unlisted leaves every other page's sidebar, though no title or `weight` changed
    /// (the preview keeps the tree only while those and the pages' listing stay), and the other way round.
    @Test func aNoteBecomingUnlistedLeavesEverySidebar() throws {
        let a = "---\ntitle: Alpha\n---\nAlpha text.\n", b = "---\ntitle: Beta\n---\nBeta text.\n"
        let unlistedB = "---\ntitle: Beta\nunlisted: true\n---\nBeta text.\n"
        for (before, after) in [(b, unlistedB), (unlistedB, b)] {
            let (_, served, built) = try Self.rebuildingB(a: a, b: before, newB: after, seed: 9)
            #expect(served == built, "\(built.keys.sorted().filter { served[$0] != built[$0] })")
            let alpha = try #require(served.first { $0.key.hasSuffix("a.html") || $0.key.hasSuffix("a/index.html") }?.value)
            #expect(String(decoding: alpha, as: UTF8.self).contains("Beta") == (after == b))
        }
    }

    /// A `robots.txt` of the author's added to the content folder (and removed again) replaces the generated
    /// one in the preview as in a cold build, and the generated one comes back.
    @Test func theAuthorsOwnFileReplacesTheGeneratedOne() throws {
        let site = try BuildCacheSite(seed: 11, notes: 2)
        let pipeline = SitePipeline(options: site.options(output: site.warmOutput, cached: false))
        var generation = site.root.appendingPathComponent("gen-0")
        _ = try pipeline.fullBuild(into: generation)
        let robots = site.content.appendingPathComponent("robots.txt")
        for (step, write) in [true, false].enumerated() {
            if write { try Data("User-agent: *\nDisallow: /x/\n".utf8).write(to: robots) } else { try FileManager.default.removeItem(at: robots) }
            let next = site.root.appendingPathComponent("gen-\(step + 1)")
            try Self.linkedCopy(of: generation, to: next)
            _ = try pipeline.rebuild(changed: [robots.standardizedFileURL.path], into: next)
            generation = next
            let cold = site.root.appendingPathComponent("cold-\(step)")
            _ = try SiteBuilder(options: site.options(output: cold, cached: false)).build()
            let served = BuildCacheSite.files(next), built = BuildCacheSite.files(cold).filter { $0.key != ".folio-manifest" }
            #expect(served == built, "\(write ? "added" : "removed"): \(built.keys.sorted().filter { served[$0] != built[$0] }) differ")
            #expect(String(decoding: served["robots.txt"] ?? Data(), as: UTF8.self).contains("Disallow: /x/") == write)
        }
    }

    /// A note whose text did not change can still change its shown title: retitling another note to the
    /// same title makes both say which part they are (``TitleDisambiguator``). Its kept body is used,
    /// but its search entry, which holds the title, must be made again.
    @Test func aTitleChangedByAnotherNoteReachesTheSearchIndex() throws {
        let (report, served, built) = try Self.rebuildingB(
            a: "---\ntitle: Alpha\n---\nAlpha text.\n\n## Setup\n\nMore.\n",
            b: "---\ntitle: Beta\n---\nBeta text.\n\n## Usage\n\nMore.\n",
            newB: "---\ntitle: Alpha\n---\nBeta text.\n\n## Usage\n\nMore.\n", seed: 5)
        #expect(report.reusedBodies == 1, "a.md's body is kept")
        #expect(served == built, "\(built.keys.sorted().filter { served[$0] != built[$0] })")
        let index = served.filter { $0.key.hasPrefix("_folio/search/h/") }.values.map { String(decoding: $0, as: UTF8.self) }
        #expect(index.contains { $0.contains("Alpha — Setup") }, "a.md's new shown title is in the index")
    }

    /// A body edit keeps the site's titles unless it changes what they are made of: here the first `##`
    /// heading of a note whose title another note shares, which its shown title names.
    @Test func aNewFirstHeadingRetitlesANoteThatSharesItsTitle() throws {
        let (_, served, built) = try Self.rebuildingB(
            a: "---\ntitle: Alpha\n---\nText.\n\n## Setup\n\nMore.\n",
            b: "---\ntitle: Alpha\n---\nText.\n\n## Usage\n\nMore.\n",
            newB: "---\ntitle: Alpha\n---\nText.\n\n## Install\n\nMore.\n", seed: 9)
        #expect(served == built, "\(built.keys.sorted().filter { served[$0] != built[$0] })")
        #expect(String(decoding: served["b.html"] ?? Data(), as: UTF8.self).contains("Alpha — Install"))
    }
}
