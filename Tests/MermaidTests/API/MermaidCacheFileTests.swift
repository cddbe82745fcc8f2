// Why: a kept cache may make a run faster but must never change what is drawn: entries round-trip
// exactly, and a damaged, cut or foreign file is refused as a whole.
import Foundation
@testable import Mermaid
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

    static func inode(_ url: URL) throws -> UInt64 {
        ((try FileManager.default.attributesOfItem(atPath: url.path))[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
    }

    /// A warm build that draws nothing new leaves the file alone (it is replaced atomically, so a
    /// rewrite shows as a new inode); a new diagram or a dropped entry writes it again.
    @Test func aSaveWithNothingNewDoesNotRewriteTheFile() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("mermaid.cache")
        let first = MermaidCache(engineVersion: "test-1")
        _ = Self.render(first)
        try first.save(to: file)
        let written = try Self.inode(file)

        let warm = MermaidCache(engineVersion: "test-1")
        warm.load(contentsOf: file)
        _ = Self.render(warm)
        try warm.save(to: file, usedOnly: true)
        #expect(try Self.inode(file) == written, "nothing new: not rewritten")
        try warm.save(to: dir.appendingPathComponent("other.cache"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("other.cache").path), "another file is written")

        let partial = MermaidCache(engineVersion: "test-1")
        partial.load(contentsOf: file)
        _ = MermaidRenderer.renderAll([(Self.sources[1], RenderOptions(idPrefix: "d1"))], cache: partial)
        try partial.save(to: file, usedOnly: true)
        #expect(try Self.inode(file) != written, "unused entries dropped: rewritten")
        let dropped = MermaidCache(engineVersion: "test-1")
        dropped.load(contentsOf: file)
        #expect(dropped.count == 1)

        let rewritten = try Self.inode(file)
        let grown = MermaidCache(engineVersion: "test-1")
        grown.load(contentsOf: file)
        _ = MermaidRenderer.renderAll([("pie\n  \"a\": 1", RenderOptions(idPrefix: "new"))], cache: grown)
        try grown.save(to: file)
        #expect(try Self.inode(file) != rewritten, "a new diagram: rewritten")
        let after = MermaidCache(engineVersion: "test-1")
        after.load(contentsOf: file)
        #expect(after.count == 2)
    }

    /// Outcomes are decoded on first use. Bytes that pass the checksum but do not decode (here an
    /// SVG made invalid UTF-8 and the checksum recomputed) are drawn again, never shown.
    @Test func anOutcomeThatDoesNotDecodeIsDrawnAgain() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("mermaid.cache")
        let first = MermaidCache(engineVersion: "test-1")
        let drawn = Self.render(first)
        try first.save(to: file)
        var bytes = [UInt8](try Data(contentsOf: file))
        let svgStart = try #require(bytes.indices.first { bytes[$0...].starts(with: Array("<svg".utf8)) })
        bytes[svgStart + 1] = 0xFF
        let body = bytes[..<(bytes.count - 8)]
        bytes.replaceSubrange((bytes.count - 8)..., with: withUnsafeBytes(of: MermaidCacheFile.checksum(body).littleEndian, Array.init))
        try Data(bytes).write(to: file)

        let second = MermaidCache(engineVersion: "test-1")
        #expect(second.load(contentsOf: file) == nil)
        #expect(second.count == 4)
        let again = Self.render(second)
        #expect(second.statistics.misses == 0, "looked up as four hits")
        for (a, b) in zip(drawn, again) { #expect(Self.same(a, b)) }
    }
}
