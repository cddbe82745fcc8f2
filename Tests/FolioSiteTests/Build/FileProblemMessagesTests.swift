// Why: what a build says when the file system fails is what the user acts on. These checks drive
// real failures (a note deleted between discovery and loading, a disk that is full, a content path
// that is a file, a content folder deleted) and expect sentences, not `errno 28` or Foundation
// error dumps (finding 9 of issue 11).
import Foundation
import Testing
@testable import FolioSite

@Suite("File-system failures read as sentences")
struct FileProblemMessagesTests {
    /// Writes in place into `folder`, like `folio build`'s staging folder.
    struct PlainSink: OutputSink {
        let folder: String
        var replacesFiles: Bool { false }
        func publish() throws {}
        func abandon() {}
    }

    @Test func aNoteThatIsGoneSaysWhy() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let loader = PageLoader(contentDirectory: root.path, displayContentDirectory: "content", defaultAuthor: nil)
        #expect { _ = try loader.readText("gone.md") } throws: { error in
            "\(error)" == "cannot read content/gone.md: it does not exist (deleted or renamed?)"
        }
    }

    @Test func aFullDiskIsASentenceNamingTheFile() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        // Writing through a link to /dev/full fails with ENOSPC, as a full disk does.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("note00968.html").path,
                                                   withDestinationPath: "/dev/full")
        let writer = SiteWriter(sink: PlainSink(folder: root.path))
        #expect { try writer.write("note00968.html", contents: String(repeating: "x", count: 10_000)) } throws: { error in
            "\(error)" == "disk full while writing note00968.html; the previous site is untouched"
        }
    }

    @Test func aContentPathThatIsAFileSaysSo() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let note = root.appendingPathComponent("note.md")
        try Data("# Note\n".utf8).write(to: note)
        #expect { _ = try SiteFixture.build(note.path, into: root.appendingPathComponent("_site")) } throws: { error in
            "\(error)".hasSuffix("note.md' is a file, not a folder")
        }
        #expect { _ = try SiteFixture.build(root.appendingPathComponent("deleted").path, into: root.appendingPathComponent("_site")) }
            throws: { error in "\(error)".hasSuffix("deleted' does not exist") }
    }

    @Test func namesAreShownWithTheirBytesEscaped() {
        #expect(FileProblem.escaped([0x63, 0x61, 0x66, 0xE9, 0x2E, 0x6D, 0x64]) == "caf\\xE9.md")
        #expect(FileProblem.escaped("a\u{1B}[31mred\u{0}.md") == "a\\x1B[31mred\\x00.md")
        #expect(FileProblem.escaped("café.md") == "café.md")
    }
}
