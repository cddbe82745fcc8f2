// Why: a build runs on folders many people edit and on unlucky file systems. These builds put FIFOs,
// symlinks (in, out, dangling, looping), names that are not UTF-8, another built site and odd
// permissions in the content folder, and check that only regular files inside it are published,
// that every other page is still built, and that each left-out entry is a warning naming it
// (findings 3, 4, 7, 10 and 11 of issue 11).
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import FolioSite

@Suite("Unusual files in the content folder")
struct UnusualFilesTests {
    private static func write(_ text: String, _ path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Builds on another thread; nil when the build did not finish within `seconds` (a FIFO
    /// blocking it: each FIFO is then opened for writing once, to let the build go).
    private static func buildWithin(_ seconds: Int, _ notes: URL, into out: URL, fifos: [URL] = [])
        -> Result<BuildReport, Error>? {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox()
        Thread.detachNewThread {
            box.result = Result { try SiteFixture.build(notes.path, into: out) }
            done.signal()
        }
        if done.wait(timeout: .now() + .seconds(seconds)) == .timedOut {
            for _ in 0..<8 { for fifo in fifos { let fd = open(fifo.path, O_WRONLY | O_NONBLOCK); if fd >= 0 { close(fd) } } }
            _ = done.wait(timeout: .now() + .seconds(5))
            return nil
        }
        return box.result
    }

    private final class ResultBox: @unchecked Sendable { var result: Result<BuildReport, Error>? }

    @Test func fifosAreSkippedWithAWarningInsteadOfHanging() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let notes = root.appendingPathComponent("notes")
        try Self.write("# Hello\n", "hello.md", in: notes)
        let fifos = [notes.appendingPathComponent("pipe.md"), notes.appendingPathComponent("media/stream.bin")]
        try FileManager.default.createDirectory(at: notes.appendingPathComponent("media"), withIntermediateDirectories: true)
        for fifo in fifos { #expect(mkfifo(fifo.path, 0o644) == 0) }
        let out = root.appendingPathComponent("_site")
        guard let result = Self.buildWithin(20, notes, into: out, fifos: fifos) else {
            Issue.record("the build hung on a FIFO")
            return
        }
        let report = try result.get()
        #expect(report.pages == 1)
        let messages = report.diagnostics.map(\.description)
        #expect(messages.contains { $0.contains("pipe.md: warning: skipped: it is a FIFO") }, "\(messages)")
        #expect(messages.contains { $0.contains("media/stream.bin: warning: skipped: it is a FIFO") }, "\(messages)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("media/stream.bin").path))
    }

    @Test func symlinksOutOfTheContentFolderAreNeverFollowed() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let notes = root.appendingPathComponent("notes")
        try Self.write("secret\n", "private/secret.txt", in: root)
        try Self.write("# Hello\n", "hello.md", in: notes)
        try Self.write("shared\n", "real/data.csv", in: notes)
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: notes.appendingPathComponent("passwd.txt").path, withDestinationPath: "/etc/passwd")
        try fm.createSymbolicLink(atPath: notes.appendingPathComponent("secret.md").path, withDestinationPath: "../private/secret.txt")
        try fm.createSymbolicLink(atPath: notes.appendingPathComponent("outside").path, withDestinationPath: root.appendingPathComponent("private").path)
        try fm.createSymbolicLink(atPath: notes.appendingPathComponent("zero.bin").path, withDestinationPath: "/dev/zero")
        try fm.createSymbolicLink(atPath: notes.appendingPathComponent("alias.md").path, withDestinationPath: "hello.md")
        try fm.createSymbolicLink(atPath: notes.appendingPathComponent("linked").path, withDestinationPath: "real")
        let out = root.appendingPathComponent("_site")
        let report = try SiteFixture.build(notes.path, into: out)
        let files = SiteFixture.snapshot(out)
        // /etc/passwd's first line, not any "root:" (the theme's CSS says `:root:not(…)`).
        #expect(!files.values.contains { String(decoding: $0, as: UTF8.self).range(of: #"(^|\n)root:[^:\n]*:0:0:"#, options: .regularExpression) != nil },
                "/etc/passwd published")
        #expect(!files.values.contains { String(decoding: $0, as: UTF8.self).contains("secret") })
        #expect(files["passwd.txt"] == nil && files["zero.bin"] == nil && files["outside/secret.txt"] == nil)
        // Links inside work, folders too.
        #expect(SiteFixture.read(out, "alias.html").contains("Hello"))
        #expect(SiteFixture.read(out, "linked/data.csv") == "shared\n")
        let warned = report.diagnostics.filter { $0.severity == .warning }.map(\.file)
        for name in ["passwd.txt", "secret.md", "outside", "zero.bin"] {
            #expect(warned.contains { $0.hasSuffix("/" + name) }, "no warning for \(name): \(warned)")
        }
    }

    @Test func danglingLinksLoopsAndNonUTF8NamesAreWarningsAndTheRestIsBuilt() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let notes = root.appendingPathComponent("notes")
        try Self.write("# Hello\n", "hello.md", in: notes)
        try Self.write("# Other\n", "sub/other.md", in: notes)
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: notes.appendingPathComponent("gone.png").path, withDestinationPath: "nowhere.png")
        try fm.createSymbolicLink(atPath: notes.appendingPathComponent("a.md").path, withDestinationPath: "b.md")
        try fm.createSymbolicLink(atPath: notes.appendingPathComponent("b.md").path, withDestinationPath: "a.md")
        try fm.createSymbolicLink(atPath: notes.appendingPathComponent("sub/up").path, withDestinationPath: "..")
        var bytes = Array(notes.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".md".utf8) + [0]
        let fd = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT, 0o644) }
        }
        #expect(fd >= 0)
        _ = Glibc.write(fd, "# Caf\n", 6)
        close(fd)
        let out = root.appendingPathComponent("_site")
        let report = try SiteFixture.build(notes.path, into: out)
        #expect(report.pages == 2)
        #expect(report.succeeded)
        #expect(SiteFixture.read(out, "sub/other.html").contains("Other"))
        let messages = report.diagnostics.map(\.description)
        #expect(messages.contains { $0.contains("gone.png: warning: skipped: dangling symlink") }, "\(messages)")
        #expect(messages.contains { $0.contains("a.md: warning: skipped: symlink loop") }, "\(messages)")
        #expect(messages.contains { $0.contains("sub/up: warning: skipped: symlink loop") }, "\(messages)")
        #expect(messages.contains { $0.contains("caf\\xE9.md: warning: skipped: its name is not valid UTF-8") }, "\(messages)")
    }

    @Test func nestedBuiltSitesAreNotCopiedAndAssetsGetNormalPermissions() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let notes = root.appendingPathComponent("notes")
        try Self.write("# Hello\n", "hello.md", in: notes)
        try Self.write("img", "media/open.png", in: notes)
        try Self.write("#!/bin/sh\n", "tools/run.sh", in: notes)
        chmod(notes.appendingPathComponent("media/open.png").path, 0o666)
        chmod(notes.appendingPathComponent("tools/run.sh").path, 0o777)
        try FileManager.default.createSymbolicLink(atPath: notes.appendingPathComponent("media/copy.png").path,
                                                   withDestinationPath: "open.png")
        // A site built earlier with --output notes/old-site.
        _ = try SiteFixture.build(notes.path, into: notes.appendingPathComponent("old-site"))
        let out = root.appendingPathComponent("_site")
        let report = try SiteFixture.build(notes.path, into: out)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("old-site").path))
        #expect(report.diagnostics.contains { $0.file.hasSuffix("old-site/") && $0.severity == .note })
        func mode(_ path: String) -> mode_t {
            var info = stat()
            #expect(lstat(out.appendingPathComponent(path).path, &info) == 0)
            return info.st_mode
        }
        #expect(mode("media/open.png") & 0o777 == 0o644)
        #expect(mode("tools/run.sh") & 0o777 == 0o755)
        #expect(mode("media/copy.png") & S_IFMT == S_IFREG)
        #expect(mode("media/copy.png") & 0o777 == 0o644)
    }

    @Test func slugsAndPermalinksThatClimbAreWarned() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let notes = root.appendingPathComponent("notes")
        try Self.write("---\nslug: ../../x\n---\n# Up\n", "up.md", in: notes)
        try Self.write("---\npermalink: /../etc\n---\n# Perm\n", "perm.md", in: notes)
        try Self.write("---\nslug: fine-name\n---\n# Fine\n", "fine.md", in: notes)
        let out = root.appendingPathComponent("_site")
        let report = try SiteFixture.build(notes.path, into: out)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("x.html").path))
        let messages = report.diagnostics.filter { $0.severity == .warning }.map(\.description)
        #expect(messages.contains { $0.contains("up.md: warning: slug '../../x' would leave the page's folder") }, "\(messages)")
        #expect(messages.contains { $0.contains("perm.md: warning: permalink '/../etc' would leave the page's folder") }, "\(messages)")
        #expect(!messages.contains { $0.contains("fine.md") })
    }
}
