import Foundation

/// Turns a burst of file events into one batch: a batch is due once no event arrived for the quiet period
/// (editors write, rename and touch several files per save), or at the latest after ``maximumDelay``, so a
/// file that never stops changing still gets rebuilt.
public struct ChangeBatcher: Sendable {
    /// 50 ms: long enough to cover an editor's write-rename-chmod sequence, short enough to stay well
    /// inside the 200 ms budget for a rebuild to be live.
    public static let defaultQuietPeriod: TimeInterval = 0.05

    public let quietPeriod: TimeInterval
    public let maximumDelay: TimeInterval
    public private(set) var pending: Set<String> = []
    private var firstEvent: TimeInterval?
    private var lastEvent: TimeInterval?

    public init(quietPeriod: TimeInterval = ChangeBatcher.defaultQuietPeriod, maximumDelay: TimeInterval = 1) {
        self.quietPeriod = quietPeriod
        self.maximumDelay = max(quietPeriod, maximumDelay)
    }

    /// Records events at time `now` (seconds on a monotonic clock).
    public mutating func add(_ paths: some Sequence<String>, at now: TimeInterval) {
        var any = false
        for path in paths {
            pending.insert(path)
            any = true
        }
        guard any else { return }
        if firstEvent == nil { firstEvent = now }
        lastEvent = now
    }

    /// When the pending batch becomes due, or nil when nothing is pending.
    public var deadline: TimeInterval? {
        guard let firstEvent, let lastEvent else { return nil }
        return min(lastEvent + quietPeriod, firstEvent + maximumDelay)
    }

    /// The batch, if it is due at `now`; it is then cleared.
    public mutating func takeIfDue(at now: TimeInterval) -> Set<String>? {
        guard let deadline, now >= deadline, !pending.isEmpty else { return nil }
        defer {
            pending = []
            firstEvent = nil
            lastEvent = nil
        }
        return pending
    }

    /// Seconds on a monotonic clock, for ``add(_:at:)`` and ``takeIfDue(at:)``.
    public static func now() -> TimeInterval {
        TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }
}
