// Why: `folio build` runs in CI and in terminals. What it prints when the output folder is not its
// own, when a path is wrong, and when a file name holds control bytes is its interface, so these
// run the real binary (issue 11, findings 5, 7 and 9).
import Foundation
import Testing

/// Serialized: each test runs the binary, blocking its thread while it waits; side by side they could
/// starve the tests that need the cooperative pool (the preview server's load test), as in
/// ``BuildFastPathTests``.
@Suite(.serialized) struct BuildCommandTests {
    private typealias CLI = MermaidCommandTests

    private func notes(in folder: URL) throws -> URL {
        let notes = folder.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try Data("# Hello\n".utf8).write(to: notes.appendingPathComponent("hello.md"))
        return notes
    }

    @Test func aForeignOutputIsRefusedUnlessForced() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try notes(in: folder)
        let docs = folder.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try Data().write(to: docs.appendingPathComponent(".nojekyll"))
        try Data("docs.example.org\n".utf8).write(to: docs.appendingPathComponent("CNAME"))
        let refused = try CLI.run(["build", "-q", "--content", "notes", "--output", "docs"], in: folder)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("error: refusing to replace 'docs'"), "\(refused.errors)")
        #expect(refused.errors.contains("first: '.nojekyll'"))
        #expect(FileManager.default.fileExists(atPath: docs.appendingPathComponent("CNAME").path))
        let forced = try CLI.run(["build", "-q", "--force", "--content", "notes", "--output", "docs"], in: folder)
        #expect(forced.status == 0, "\(forced.errors)")
        #expect(FileManager.default.fileExists(atPath: docs.appendingPathComponent("hello.html").path))
        #expect(try CLI.run(["build", "-q", "--content", "notes", "--output", "docs"], in: folder).status == 0)
    }

    /// A draft is a note on the terminal, not a warning (a `--strict` build passes), and `--drafts` builds it.
    @Test func aDraftIsLeftOutWithANoteUnlessAsked() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = try notes(in: folder)
        try Data("---\ntitle: Roadmap\npublished: false\n---\nSoon.\n".utf8).write(to: notes.appendingPathComponent("roadmap.md"))
        let left = try CLI.run(["build", "--strict", "--content", "notes", "--output", "site"], in: folder)
        #expect(left.status == 0, "\(left.errors)")
        #expect(left.errors.contains("notes/roadmap.md: note: left out of the site: a draft (`published: false`); `--drafts` builds it [folio[draft]]"),
                "\(left.errors)")
        #expect(left.output.contains("Built 1 page"), "\(left.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/roadmap.html").path))
        let built = try CLI.run(["build", "--strict", "--drafts", "--content", "notes", "--output", "site"], in: folder)
        #expect(built.status == 0, "\(built.errors)")
        #expect(!built.errors.contains("roadmap.md"), "\(built.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/roadmap.html").path))
    }

    @Test func aContentPathThatIsAFileSaysSo() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try notes(in: folder)
        let run = try CLI.run(["build", "-q", "--content", "notes/hello.md", "--output", "_site"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("is a file, not a folder"), "\(run.errors)")
    }

    @Test func controlBytesInNamesNeverReachTheTerminal() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = try notes(in: folder)
        try FileManager.default.createSymbolicLink(atPath: notes.appendingPathComponent("evil\u{1B}[2J.png").path,
                                                   withDestinationPath: "gone\u{1B}]0;title\u{7}.png")
        let run = try CLI.run(["build", "--content", "notes", "--output", "_site"], in: folder)
        #expect(run.status == 0, "a content warning does not fail the build")
        #expect(run.errors.contains("notes/evil\\x1B[2J.png: warning: skipped: dangling symlink"), "\(run.errors)")
        #expect(!run.errors.utf8.contains(0x1B) && !run.errors.utf8.contains(0x07))
        #expect(run.output.contains("Built 1 page"))
    }
}
