import Foundation

/// Hands out task numbers to worker threads, and counts finished ones for the progress line.
///
/// Why not `concurrentPerform` alone: pages take very different times, so workers pull the next
/// task when free instead of getting a fixed share.
final class WorkCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var nextTask = 0
    private var done = 0

    func next(limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextTask < limit else { return nil }
        nextTask += 1
        return nextTask - 1
    }

    /// The first of the next `count` tasks (fewer at the end), or nil when none is left.
    func next(limit: Int, taking count: Int) -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard nextTask < limit else { return nil }
        let first = nextTask
        nextTask = min(limit, nextTask + max(1, count))
        return first..<nextTask
    }

    func finished() -> Int {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        return done
    }
}
