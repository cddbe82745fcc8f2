import Foundation
import Testing
@testable import FolioSite

/// A sink made on another thread is handed over once made, its error rethrown where it is taken,
/// and abandoned when the build gives up before taking it (never when it was taken).
@Suite struct PendingSinkTests {
    final class RecordingSink: OutputSink, @unchecked Sendable {
        let folder = "/nonexistent"
        let replacesFiles = false
        private let lock = NSLock()
        private var abandons = 0
        var abandoned: Int { lock.withLock { abandons } }
        func publish() throws {}
        func abandon() { lock.withLock { abandons += 1 } }
    }

    struct Refused: Error {}

    @Test func aTakenSinkIsTheOneMadeAndNotAbandoned() throws {
        let sink = RecordingSink()
        let pending = PendingSink { sink }
        let taken = try pending.take()
        #expect((taken as? RecordingSink) === sink)
        pending.abandonIfUntaken()
        #expect(sink.abandoned == 0)
    }

    @Test func anUntakenSinkIsAbandonedOnce() {
        let sink = RecordingSink()
        let pending = PendingSink {
            Thread.sleep(forTimeInterval: 0.05)  // still being made when the build gives up
            return sink
        }
        pending.abandonIfUntaken()
        #expect(sink.abandoned == 1)
    }

    @Test func whatMakingThrewIsThrownWhereTheSinkIsTaken() {
        let pending = PendingSink { throw Refused() }
        #expect(throws: Refused.self) { try pending.take() }
        pending.abandonIfUntaken()
    }
}
