import Foundation
import FolioSite
import Testing
@testable import FolioServe

@Suite struct GenerationStoreTests {
    @Test func clonesShareFilesUntilReplacedAndOldGenerationsArePruned() throws {
        let store = try GenerationStore(output: nil)
        defer { store.removeAll() }
        let first = try store.makeEmptyGeneration()
        try FileManager.default.createDirectory(at: first.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        try Data("one".utf8).write(to: first.appendingPathComponent("a/b/page.html"))
        try Data("keep".utf8).write(to: first.appendingPathComponent("index.html"))
        store.publish(first, diagnostics: [])

        let second = try store.makeClonedGeneration()
        #expect(try String(contentsOf: second.appendingPathComponent("a/b/page.html"), encoding: .utf8) == "one")
        try Data("two".utf8).write(to: second.appendingPathComponent("a/b/page.html"), options: .atomic)
        // Replacing the file in the clone leaves the published generation untouched.
        #expect(try String(contentsOf: first.appendingPathComponent("a/b/page.html"), encoding: .utf8) == "one")
        let snapshot = store.publish(second, diagnostics: [])
        #expect(snapshot.generation == 2 && store.current?.folder == second)
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: store.root.appendingPathComponent("current").path)
        #expect(link == second.lastPathComponent)

        let third = try store.makeClonedGeneration()
        store.publish(third, diagnostics: [])
        store.finishCleanup()
        #expect(!FileManager.default.fileExists(atPath: first.path))
        #expect(FileManager.default.fileExists(atPath: second.path))
        #expect(try String(contentsOf: third.appendingPathComponent("index.html"), encoding: .utf8) == "keep")
    }

    @Test func republishKeepsTheFolderButChangesTheToken() throws {
        let store = try GenerationStore(output: nil)
        defer { store.removeAll() }
        let folder = try store.makeEmptyGeneration()
        let first = store.publish(folder, diagnostics: [])
        let error = Diagnostic(file: "a.md", line: 1, column: 1, severity: .error, message: "x")
        let second = try #require(store.republish(diagnostics: [error]))
        #expect(second.folder == first.folder && second.token != first.token && second.errors == [error])
    }
}
