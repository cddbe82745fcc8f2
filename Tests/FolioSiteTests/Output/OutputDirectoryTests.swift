import Foundation
import Testing
@testable import FolioSite

@Suite("Output directory")
struct OutputDirectoryTests {
    @Test func refusesPathsOutsideTheOutput() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("folio-out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = try OutputDirectory(path: root.appendingPathComponent("site").path)
        defer { output.abandon() }
        for bad in ["../x.html", "/etc/x", "a/../../x", "", ".hidden", "a//b"] {
            #expect(output.url(for: bad) == nil, "\(bad)")
            #expect(throws: SiteBuildError.self) { try output.write(bad, contents: "x") }
        }
        #expect(output.url(for: ".nojekyll") != nil)
        #expect(output.url(for: "a/b.html") != nil)
    }

    @Test func refusesToReplaceAForeignFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("folio-out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: root.appendingPathComponent("thesis.tex"))
        #expect(throws: SiteBuildError.self) { _ = try OutputDirectory(path: root.path) }
    }
}
