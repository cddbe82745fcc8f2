import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
import Mermaid
@testable import FolioSite

/// A rebuild skips reading a note whose file still has the settled stamp kept with its summary
/// (``SourceStamp``), and never skips one that changed, whatever its size and modification time say.
@Suite struct SourceStampTests {
    private func fixture() throws -> (folder: URL, loader: PageLoader) {
        let folder = SiteFixture.temporaryDirectory()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "---\ntitle: First\n---\n# First\n\nBody one.\n".write(to: folder.appendingPathComponent("a.md"), atomically: false, encoding: .utf8)
        return (folder, PageLoader(contentDirectory: folder.path, displayContentDirectory: "content", defaultAuthor: nil))
    }

    /// A summary as a previous build kept it: the file's stamp taken now (settled by decree).
    private func keptSummary(_ loader: PageLoader) throws -> PageSummary {
        var phase = LoadPhase(loader: loader)
        phase.settleSeconds = -60
        guard case .parsed(let note) = try phase.all(["a.md"])[0] else { throw Failure("not parsed") }
        #expect(note.sourceStamp != nil)
        return loader.summary(of: note, outputPath: "")
    }

    @Test func aFileJustWrittenIsNotSettled() throws {
        let (folder, _) = try fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.md").path
        #expect(SourceStamp.settled(path) == nil, "written this second: an edit in the same tick would keep its stamp")
        #expect(SourceStamp.settled(path, settle: -60) != nil)
        #expect(SourceStamp.settled(folder.path, settle: -60) == nil, "a folder has no stamp")
        #expect(SourceStamp.settled(folder.appendingPathComponent("none.md").path, settle: -60) == nil)
    }

    @Test func aNoteWithItsKeptStampIsNotRead() throws {
        let (folder, loader) = try fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        var kept = try keptSummary(loader)
        // A digest the text cannot have: only a summary taken without reading the note survives it.
        kept.textDigest = CacheDigest(high: 1, low: 2)
        var phase = LoadPhase(loader: loader)
        phase.settleSeconds = -60
        guard case .known(let summary) = try phase.all(["a.md"], known: ["a.md": kept])[0] else {
            Issue.record("the note was read although its stamp was the kept one")
            return
        }
        #expect(summary.textDigest == kept.textDigest && summary.baseTitle == "First")
        // Unsettled (the default: the file was written just now), the note is read and parsed again.
        guard case .parsed = try LoadPhase(loader: loader).all(["a.md"], known: ["a.md": kept])[0] else {
            Issue.record("an unsettled stamp was trusted")
            return
        }
    }

    @Test func anEditKeepingSizeAndModificationTimeIsStillSeen() throws {
        let (folder, loader) = try fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = try keptSummary(loader)
        let stamp = try #require(kept.sourceStamp)
        usleep(30_000)  // past the file system clock's tick
        let path = folder.appendingPathComponent("a.md").path
        try "---\ntitle: Other\n---\n# Other\n\nBody two.\n".write(toFile: path, atomically: false, encoding: .utf8)
        var times = [timespec(tv_sec: Int(stamp.modified), tv_nsec: Int(stamp.modifiedNanoseconds)),
                     timespec(tv_sec: Int(stamp.modified), tv_nsec: Int(stamp.modifiedNanoseconds))]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let now = try #require(SourceStamp.settled(path, settle: -60))
        #expect(now.size == stamp.size && now.modified == stamp.modified && now.modifiedNanoseconds == stamp.modifiedNanoseconds)
        #expect(now != stamp, "the status-change time moved")
        var phase = LoadPhase(loader: loader)
        phase.settleSeconds = -60
        guard case .parsed(let note) = try phase.all(["a.md"], known: ["a.md": kept])[0] else {
            Issue.record("an edited note was taken from its kept summary")
            return
        }
        #expect(note.frontMatter.value("title")?.text == "Other")
    }

    @Test func aTouchedNoteKeepsItsSummaryAndTakesTheNewStamp() throws {
        let (folder, loader) = try fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = try keptSummary(loader)
        usleep(30_000)
        let path = folder.appendingPathComponent("a.md").path
        #expect(utimensat(AT_FDCWD, path, nil, 0) == 0)  // `touch`
        var phase = LoadPhase(loader: loader)
        phase.settleSeconds = -60
        guard case .known(let summary) = try phase.all(["a.md"], known: ["a.md": kept])[0] else {
            Issue.record("a touched note was parsed again")
            return
        }
        #expect(summary.sourceStamp != nil && summary.sourceStamp != kept.sourceStamp)
        #expect(summary.sourceStamp == SourceStamp.settled(path, settle: -60))
    }

    @Test func theStampRoundTripsThroughTheCacheFile() throws {
        let (folder, loader) = try fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        for summary in [try keptSummary(loader), loader.summary(of: loader.parse("a.md", text: "# A\n"), outputPath: "")] {
            var writer = CacheByteWriter()
            writer.noteSummary(summary)
            var reader = CacheByteReader(bytes: writer.bytes[...])
            let back = try reader.noteSummary()
            #expect(reader.isAtEnd)
            #expect(back.sourceStamp == summary.sourceStamp)
        }
    }

    /// End to end: once the notes have settled, a rebuild reads none of them, and an edited one is
    /// read and rendered again, byte for byte as a cold build.
    @Test func aRebuildReadsOnlyTheNotesThatChanged() throws {
        let site = try BuildCacheSite(seed: 61, notes: 6)  // its options settle notes after one second
        let options = site.options(output: site.warmOutput, cached: true)
        let first = try SiteBuilder(options: options).build()
        #expect(first.unreadNotes == 0)
        usleep(1_200_000)
        let second = try SiteBuilder(options: options).build()
        #expect(second.unreadNotes == 0, "the kept summaries had no stamps yet: every note is read once more")
        let third = try SiteBuilder(options: options).build()
        #expect(third.unreadNotes == site.notes.count && third.reusedPages == third.pages)
        #expect(third.writtenCacheParts == 0, "nothing changed: every part of the cache is kept")
        try site.write(try site.read("content/" + site.notes[2]) + "\nOne more line.\n", to: "content/" + site.notes[2])
        let fourth = try SiteBuilder(options: options).build()
        #expect(fourth.unreadNotes == site.notes.count - 1 && fourth.reusedNoteSummaries == site.notes.count - 1)
        #expect(fourth.writtenCacheParts == 1, "only the edited note's part is written (\(fourth.writtenCacheParts))")
        let cold = site.root.appendingPathComponent("cold")
        _ = try SiteBuilder(options: site.options(output: cold, cached: false)).build()
        #expect(BuildCacheSite.files(site.warmOutput) == BuildCacheSite.files(cold))
    }

    private struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
