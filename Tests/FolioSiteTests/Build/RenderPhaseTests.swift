import Dispatch
import Foundation
import Testing
@testable import FolioSite

/// The render phase takes runs of pages through its stages (code coloured ahead, Markdown,
/// templates, writes, search text): every task is taken once, and no page gets another's text.
@Suite struct RenderPhaseTests {
    @Test func runsOfTasksCoverEveryTaskOnce() {
        let counter = WorkCounter()
        let total = 1_000
        let lock = NSLock()
        var taken: [Int] = []
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            while let tasks = counter.next(limit: total, taking: worker + 1) {
                #expect(!tasks.isEmpty && tasks.count <= worker + 1)
                lock.withLock { taken += tasks }
            }
        }
        #expect(taken.sorted() == Array(0..<total))
        #expect(counter.next(limit: total, taking: 8) == nil)
    }

    /// Enough notes for runs of several pages on each worker; each note's block and words are its own.
    @Test func everyPageOfARunKeepsItsOwnCodeAndSearchText() throws {
        let notes = 64
        var files: [String: String] = [:]
        for number in 0..<notes {
            let language = ["swift", "json", "sh"][number % 3]
            let code = language == "swift" ? "let value\(number) = \(number)" : language == "json" ? "{\"key\(number)\": \(number)}" : "echo word\(number)"
            files["note-\(number).md"] = "# Note \(number)\n\nText marker\(number)x.\n\n```\(language)\n\(code)\n```\n"
        }
        let content = SiteFixture.temporaryDirectory(), out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        try SiteFixture.write(files, under: content)
        _ = try SiteFixture.build(content.path, into: out)
        for number in 0..<notes {
            let html = SiteFixture.read(out, "note-\(number).html")
            #expect(html.contains("marker\(number)x"))
            #expect(html.contains("<span class=\"hl-"), "note \(number) has no coloured code")
            let own = number % 3 == 0 ? "value\(number)" : number % 3 == 1 ? "key\(number)" : "word\(number)"
            #expect(html.contains(own))
            // No other note's marker on this page (its body, title and search text are its own).
            let others = (0..<notes).filter { $0 != number && html.contains("marker\($0)x") }
            #expect(others.isEmpty, "note \(number) shows the text of \(others)")
        }
        let meta = SiteFixture.read(out, "_folio/search/meta.js")
        #expect(meta.contains("\"docs\":\(notes)") || meta.contains("\"docs\":\(notes + 1)"), "\(meta.prefix(120))")
    }
}
