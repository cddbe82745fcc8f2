// Why: a kept cache may make a run faster but must never change what is drawn: entries round-trip
// exactly, and a damaged, cut or foreign file is refused as a whole.
import Foundation
import Mermaid
import Testing

@Suite struct MermaidCacheFileTests {
    static let sources = [
        "flowchart LR\n  A[Start] --> B{Ok?}\n  B -->|yes| C",
        "sequenceDiagram\n  Alice->>Bob: hi",
        "flowchart LR\n  A --> B\n  linkStyle 9 stroke:red",      // drawn, with a warning
        "flowchart LR\n  A -->",                                   // an error
    ]

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func render(_ cache: MermaidCache) -> [Result<RenderResult, MermaidError>] {
        MermaidRenderer.renderAll(sources.enumerated().map { ($1, RenderOptions(idPrefix: "d\($0)")) }, cache: cache)
    }

    static func same(_ a: Result<RenderResult, MermaidError>, _ b: Result<RenderResult, MermaidError>) -> Bool {
        switch (a, b) {
        case let (.success(x), .success(y)):
            return x.svg == y.svg && x.title == y.title && x.warnings == y.warnings && x.diagramType == y.diagramType
        case let (.failure(x), .failure(y)): return x == y
        default: return false
        }
    }

    @Test func savedOutcomesComeBackExactlyAndAreNotDrawnAgain() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("sub/mermaid.cache")
        let first = MermaidCache(engineVersion: "test-1")
        let drawn = Self.render(first)
        #expect(first.statistics.misses == 4)
        if case .success(let warned) = drawn[2] { #expect(!warned.warnings.isEmpty) } else { Issue.record("diagram 3 should draw") }
        if case .failure = drawn[3] {} else { Issue.record("diagram 4 should fail") }
        try first.save(to: file)

        let second = MermaidCache(engineVersion: "test-1")
        #expect(second.load(contentsOf: file) == nil)
        #expect(second.count == 4)
        let again = Self.render(second)
        #expect(second.statistics.hits == 4 && second.statistics.misses == 0)
        for (a, b) in zip(drawn, again) { #expect(Self.same(a, b)) }
    }

    @Test func aMissingFileIsAnEmptyCache() throws {
        let cache = MermaidCache(engineVersion: "test-1")
        #expect(cache.load(contentsOf: URL(fileURLWithPath: "/nonexistent/folio/mermaid.cache")) == nil)
        #expect(cache.count == 0)
    }

    @Test func anotherEngineDamageOrTruncationIsRefusedWhole() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("mermaid.cache")
        let cache = MermaidCache(engineVersion: "test-1")
        _ = Self.render(cache)
        try cache.save(to: file)
        let good = try Data(contentsOf: file)

        let foreign = MermaidCache(engineVersion: "test-2")
        #expect(foreign.load(contentsOf: file)?.contains("another engine") == true)
        #expect(foreign.count == 0)

        var flipped = good
        flipped[good.count / 2] ^= 0x20
        try flipped.write(to: file)
        let damaged = MermaidCache(engineVersion: "test-1")
        #expect(damaged.load(contentsOf: file)?.contains("damaged") == true)
        #expect(damaged.count == 0)

        for cut in [0, 10, good.count / 3, good.count - 1] {
            try good.prefix(cut).write(to: file)
            let short = MermaidCache(engineVersion: "test-1")
            #expect(short.load(contentsOf: file) != nil, "cut at \(cut)")
            #expect(short.count == 0)
        }
        try Data("not a cache at all".utf8).write(to: file)
        #expect(MermaidCache(engineVersion: "test-1").load(contentsOf: file)?.contains("not a Folio diagram cache") == true)
    }

    @Test func usedOnlyDropsWhatThisRunDidNotUse() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("mermaid.cache")
        let first = MermaidCache(engineVersion: "test-1")
        _ = Self.render(first)
        try first.save(to: file)

        let second = MermaidCache(engineVersion: "test-1")
        second.load(contentsOf: file)
        _ = MermaidRenderer.renderAll([(Self.sources[1], RenderOptions(idPrefix: "d1")),
                                       ("pie\n  \"a\": 1", RenderOptions(idPrefix: "new"))], cache: second)
        try second.save(to: file, usedOnly: true)
        let third = MermaidCache(engineVersion: "test-1")
        third.load(contentsOf: file)
        #expect(third.count == 2, "the one reused and the one drawn")
        try second.save(to: file)
        let fourth = MermaidCache(engineVersion: "test-1")
        fourth.load(contentsOf: file)
        #expect(fourth.count == 5)
    }
}
