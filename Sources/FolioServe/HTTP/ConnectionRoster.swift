import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every open connection of the preview, and which of them are only waiting for a request head.
///
/// Why: each connection holds a file descriptor, and a process has a fixed number of them (1,024 by default
/// on many Linux systems). Clients that open connections and never finish a request (slowloris, a crashed
/// tool, a browser's speculative sockets) would otherwise use them all up; `accept` then fails with
/// `EMFILE` and the preview answers nobody until the slow clients time out. Like nginx and Go's `net/http`,
/// the server keeps a cap below the limit and, when a new client would pass it (or `accept` runs out of
/// descriptors), drops the connection that has waited longest for its request head. A connection that is
/// answering (a page being written, a live-reload stream) is never dropped.
///
/// A dropped connection is shut down, not closed: its own task wakes with end of stream and closes the
/// socket itself, so no task is left waiting on a descriptor that was closed under it. The shutdown is done
/// under the lock that ``leave(_:)`` takes before its owner closes the socket, so a descriptor number that
/// the kernel has already handed to a newer socket is never touched.
final class ConnectionRoster: @unchecked Sendable {
    /// What a connection is doing, for the choice of whom to drop.
    private struct Entry {
        var descriptor: Int32
        /// When it began waiting for its current request head; nil while a request is being answered.
        var waitingSince: UInt64?
    }

    /// The most connections open at once; the next one drops the longest-waiting idle connection.
    let capacity: Int
    private let lock = NSLock()
    private var entries: [Int: Entry] = [:]
    private var nextTicket = 0
    private var dropped = 0

    init(capacity: Int = ConnectionRoster.defaultCapacity()) {
        self.capacity = max(1, capacity)
    }

    /// Half of this process's soft limit on open files, between 16 and 4,096: the other half stays for the
    /// files the preview serves and the rebuild reads.
    static func defaultCapacity() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 512 }
        let soft = Int(clamping: limit.rlim_cur)  // unlimited reads as the largest value
        return min(4096, max(16, soft / 2))
    }

    /// How many connections are open.
    var count: Int { lock.withLock { entries.count } }

    /// How many connections were dropped to make room since the server started.
    var droppedCount: Int { lock.withLock { dropped } }

    /// Registers a new connection (waiting for its first request head) and returns its ticket. When this
    /// makes more than ``capacity`` connections, the longest-waiting idle ones are shut down first (the new
    /// one too, if every other connection is busy answering).
    func join(descriptor: Int32) -> Int {
        lock.withLock {
            let ticket = nextTicket
            nextTicket += 1
            entries[ticket] = Entry(descriptor: descriptor, waitingSince: DispatchTime.now().uptimeNanoseconds)
            while entries.count > capacity, dropLongestWaiting() {}
            return ticket
        }
    }

    /// The connection has a whole request head and is answering it: it is not dropped until it waits again.
    func answering(_ ticket: Int) {
        lock.withLock { entries[ticket]?.waitingSince = nil }
    }

    /// The connection answered and waits for its next request head (keep-alive).
    func waiting(_ ticket: Int) {
        lock.withLock { entries[ticket]?.waitingSince = DispatchTime.now().uptimeNanoseconds }
    }

    /// Called by the connection's own task just before it closes its socket.
    func leave(_ ticket: Int) {
        lock.withLock { _ = entries.removeValue(forKey: ticket) }
    }

    /// Makes room after `accept` ran out of descriptors: shuts down the longest-waiting idle connection.
    /// Returns false when every open connection is answering a request.
    @discardableResult
    func dropOne() -> Bool {
        lock.withLock { dropLongestWaiting() }
    }

    /// Under the lock: shuts down the idle connection that has waited longest, and forgets it.
    private func dropLongestWaiting() -> Bool {
        var oldest: (ticket: Int, since: UInt64)?
        for (ticket, entry) in entries {
            guard let since = entry.waitingSince else { continue }
            if oldest == nil || since < oldest!.since || (since == oldest!.since && ticket < oldest!.ticket) {
                oldest = (ticket, since)
            }
        }
        guard let oldest, let entry = entries.removeValue(forKey: oldest.ticket) else { return false }
        shutdown(entry.descriptor, Int32(SHUT_RDWR))
        dropped += 1
        return true
    }
}
