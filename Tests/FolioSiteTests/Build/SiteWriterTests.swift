import Foundation
import Testing
@testable import FolioSite

@Suite("Site writer and sinks")
struct SiteWriterTests {
    func temporaryRoot() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("folio-out-\(UUID().uuidString)")
    }

    @Test func refusesPathsOutsideTheOutput() throws {
        let root = temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let sink = try StagingSink(path: root.appendingPathComponent("site").path)
        defer { sink.abandon() }
        let writer = SiteWriter(sink: sink)
        for bad in ["../x.html", "/etc/x", "a/../../x", "", ".hidden", "a//b"] {
            #expect(writer.path(for: bad) == nil, "\(bad)")
            #expect(throws: SiteBuildError.self) { try writer.write(bad, contents: "x") }
        }
        for bad in ["a/", "a/.git/x", "a/.well-known/x", "a\u{0}b", "./a", "a/./b"] { #expect(writer.path(for: bad) == nil, "\(bad)") }
        #expect(writer.path(for: ".nojekyll") != nil)
        #expect(writer.path(for: "a/b.html") != nil)
        #expect(writer.path(for: ".well-known/security.txt") != nil)
        #expect(writer.path(for: "a/.nojekyll") != nil)
    }

    @Test func refusesToReplaceAForeignFolder() throws {
        let root = temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: root.appendingPathComponent("thesis.tex"))
        #expect(throws: SiteBuildError.self) { _ = try StagingSink(path: root.path) }
    }

    /// A generation folder shares files with the served one as hard links: writing must give the
    /// new folder its own file and leave the old one's bytes alone.
    @Test func aGenerationSinkReplacesHardLinkedFilesInsteadOfWritingThem() throws {
        let root = temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let served = root.appendingPathComponent("gen-1")
        let next = root.appendingPathComponent("gen-2")
        try FileManager.default.createDirectory(at: served.appendingPathComponent("a"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: next.appendingPathComponent("a"), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: served.appendingPathComponent("a/page.html"))
        try FileManager.default.linkItem(at: served.appendingPathComponent("a/page.html"), to: next.appendingPathComponent("a/page.html"))
        let writer = SiteWriter(sink: try GenerationSink(folder: next, startEmpty: false))
        try writer.write("a/page.html", contents: "new")
        try writer.write("b/other.html", contents: "fresh")
        #expect(try String(contentsOf: served.appendingPathComponent("a/page.html"), encoding: .utf8) == "old")
        #expect(try String(contentsOf: next.appendingPathComponent("a/page.html"), encoding: .utf8) == "new")
        #expect(try String(contentsOf: next.appendingPathComponent("b/other.html"), encoding: .utf8) == "fresh")
        #expect(writer.written.sorted() == ["a/page.html", "b/other.html"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: next.appendingPathComponent("a").path)
        #expect(leftovers == ["page.html"], "no temporary file is left behind")
    }
}
