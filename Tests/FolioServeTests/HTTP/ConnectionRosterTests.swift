import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import FolioServe

/// The roster drops the connection that has waited longest for a request head, never one that is answering,
/// and drops it by shutting its socket down (its own task sees end of stream and closes it).
@Suite struct ConnectionRosterTests {
    /// A connected pair of local sockets: the roster gets the first, the test reads the second.
    func pair() throws -> (Int32, Int32) {
        var fds: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0 else { throw POSIXError(.EMFILE) }
        return (fds[0], fds[1])
    }

    func sawEndOfStream(_ socket: Int32) -> Bool {
        var byte: UInt8 = 0
        return recv(socket, &byte, 1, Int32(MSG_DONTWAIT)) == 0
    }

    @Test func joiningBeyondTheCapacityDropsTheLongestWaitingIdleConnection() throws {
        let roster = ConnectionRoster(capacity: 2)
        let pairs = try (0..<4).map { _ in try pair() }
        defer { for (a, b) in pairs { close(a); close(b) } }

        let first = roster.join(descriptor: pairs[0].0)
        let second = roster.join(descriptor: pairs[1].0)
        roster.answering(first)
        #expect(roster.count == 2 && roster.droppedCount == 0)

        // The first is answering, so the second (idle) is dropped for the third.
        _ = roster.join(descriptor: pairs[2].0)
        #expect(roster.count == 2 && roster.droppedCount == 1)
        #expect(sawEndOfStream(pairs[1].1))
        #expect(!sawEndOfStream(pairs[0].1))

        // The first waits again (keep-alive) and is now the longest-waiting... no: the third waited longer.
        roster.waiting(first)
        _ = roster.join(descriptor: pairs[3].0)
        #expect(sawEndOfStream(pairs[2].1))
        #expect(!sawEndOfStream(pairs[0].1))
        roster.leave(second)  // a dropped connection's own task leaving again changes nothing
        #expect(roster.count == 2 && roster.droppedCount == 2)
    }

    @Test func aNewcomerIsDroppedWhenEveryOtherConnectionIsAnswering() throws {
        let roster = ConnectionRoster(capacity: 1)
        let (busy, busyPeer) = try pair()
        let (late, latePeer) = try pair()
        defer { for socket in [busy, busyPeer, late, latePeer] { close(socket) } }
        roster.answering(roster.join(descriptor: busy))
        _ = roster.join(descriptor: late)
        #expect(sawEndOfStream(latePeer))
        #expect(!sawEndOfStream(busyPeer))
        #expect(roster.count == 1)
        #expect(!roster.dropOne(), "nothing idle is left to drop")
    }

    @Test func aLeftConnectionIsNeverShutDownLater() throws {
        let roster = ConnectionRoster(capacity: 1)
        let (gone, gonePeer) = try pair()
        let (next, nextPeer) = try pair()
        defer { for socket in [gone, gonePeer, next, nextPeer] { close(socket) } }
        roster.leave(roster.join(descriptor: gone))
        _ = roster.join(descriptor: next)
        #expect(!sawEndOfStream(gonePeer))
        #expect(roster.droppedCount == 0)
    }

    @Test func theDefaultCapacityIsHalfTheOpenFileLimitWithinBounds() {
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        let expected = min(4096, max(16, Int(clamping: limit.rlim_cur) / 2))
        #expect(ConnectionRoster.defaultCapacity() == expected)
    }
}
