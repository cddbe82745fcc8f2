// Why: `folio build` replaces its output folder as a whole. These builds check that a folder Folio
// did not write (a GitHub Pages `docs/` with its CNAME, a `.git/`) is never replaced silently, that the
// files a site needs to keep have a way in from the content folder, and that two builds into one
// output never break each other (findings 5 and 6 of issue 11).
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import FolioSite

@Suite("Output ownership: manifest, --force, lock")
struct OutputOwnershipTests {
    private func content(in root: URL) throws -> String {
        let notes = root.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes.appendingPathComponent(".well-known"), withIntermediateDirectories: true)
        try Data("# Hello\n".utf8).write(to: notes.appendingPathComponent("hello.md"))
        try Data("docs.example.org\n".utf8).write(to: notes.appendingPathComponent("CNAME"))
        try Data("Contact: mailto:a@example.org\n".utf8).write(to: notes.appendingPathComponent(".well-known/security.txt"))
        return notes.path
    }

    @Test func aFolderFolioDidNotWriteIsRefusedNamingItsFirstFile() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let notes = try content(in: root)
        let docs = root.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data().write(to: docs.appendingPathComponent(".nojekyll"))
        try Data("ref: main\n".utf8).write(to: docs.appendingPathComponent(".git/HEAD"))
        let before = SiteFixture.snapshot(docs)
        do {
            _ = try SiteFixture.build(notes, into: docs)
            Issue.record("a folder holding .git/ was replaced")
        } catch let error as SiteBuildError {
            #expect("\(error)".contains("refusing to replace"))
            #expect("\(error)".contains("first: '.git'"), "\(error)")
            #expect("\(error)".contains("--force"))
        }
        #expect(SiteFixture.snapshot(docs) == before)
        // --force replaces it, and the next build needs no force (the manifest says it is Folio's).
        _ = try SiteFixture.build(notes, into: docs) { $0.force = true }
        _ = try SiteFixture.build(notes, into: docs)
        #expect(SiteFixture.read(docs, "hello.html").contains("Hello"))
    }

    @Test func aForeignFileAddedToABuiltSiteIsNamed() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let notes = try content(in: root)
        let out = root.appendingPathComponent("_site")
        _ = try SiteFixture.build(notes, into: out)
        let manifest = SiteFixture.read(out, ".folio-manifest")
        #expect(manifest.contains("\nhello.html\n"))
        try Data("mine".utf8).write(to: out.appendingPathComponent("handwritten.html"))
        #expect { _ = try SiteFixture.build(notes, into: out) } throws: { error in
            "\(error)".contains("it holds 'handwritten.html', which Folio did not write")
        }
        #expect(SiteFixture.read(out, "handwritten.html") == "mine")
    }

    @Test func cnameAndWellKnownComeFromTheContentFolder() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("_site")
        _ = try SiteFixture.build(try content(in: root), into: out)
        #expect(SiteFixture.read(out, "CNAME") == "docs.example.org\n")
        #expect(SiteFixture.read(out, ".well-known/security.txt").hasPrefix("Contact:"))
    }

    @Test func aSecondBuildIntoALockedOutputFailsAndLeavesTheFirstsStaging() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let notes = try content(in: root)
        let out = root.appendingPathComponent("_site")
        // A first build, caught mid-way: it holds the lock and has a staging folder.
        let lock = open(root.appendingPathComponent("._site.folio-lock").path, O_RDWR | O_CREAT, 0o644)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)
        let staging = root.appendingPathComponent("._site.folio-staging-999999")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try Data("half".utf8).write(to: staging.appendingPathComponent("index.html"))
        #expect(throws: SiteBuildError.outputBusy(out.path)) { _ = try SiteFixture.build(notes, into: out) }
        #expect(FileManager.default.fileExists(atPath: staging.appendingPathComponent("index.html").path))
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect("\(SiteBuildError.outputBusy("_site"))".contains("another folio build is writing to '_site'"))
        // Once the first is done, the next build goes ahead.
        flock(lock, LOCK_UN)
        _ = try SiteFixture.build(notes, into: out)
        #expect(SiteFixture.read(out, "hello.html").contains("Hello"))
    }
}
