import Foundation
import Testing
@testable import FolioSite

/// The cache kept on another core (``CacheKeeping``): started once, its result and warnings handed
/// over by `wait`, and a build that never started it waits for nothing.
@Suite struct CacheKeepingTests {
    struct Refused: Error {}

    @Test func startsOnceAndHandsOverWhatItWrote() throws {
        let keeping = CacheKeeping()
        let part = PageCacheParts.Part(name: "00-x.part", length: 3, digest: CacheDigest(high: 1, low: 2))
        let calls = Counter()
        keeping.start(entries: { calls.add(); Thread.sleep(forTimeInterval: 0.05); return [part] },
                      highlights: { ["kept colours rewritten"] })
        // A second start (the pipeline calls it again after the search phase) changes nothing.
        keeping.start(entries: { calls.add(); return [] }, highlights: { ["another"] })
        let (parts, warnings) = keeping.wait()
        #expect(try parts?.get() == [part])
        #expect(warnings == ["kept colours rewritten"] && calls.value == 1)
        // Waiting again gives the same.
        #expect(keeping.wait().warnings == ["kept colours rewritten"])
    }

    @Test func aFailureIsHandedOverNotThrownOnTheOtherThread() {
        let keeping = CacheKeeping()
        keeping.start(entries: { throw Refused() }, highlights: { [] })
        let (parts, _) = keeping.wait()
        #expect(throws: Refused.self) { try parts?.get() }
    }

    @Test func neverStartedWaitsForNothing() {
        let (parts, warnings) = CacheKeeping().wait()
        #expect(parts == nil && warnings.isEmpty)
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}
