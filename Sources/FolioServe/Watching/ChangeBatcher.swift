import Foundation

/// Turns a burst of file events into one batch: a batch is due once no event arrived for the quiet period
/// (editors write, rename and touch several files per save), or at the latest after ``maximumDelay``, so a
/// file that never stops changing still gets rebuilt. An event that says a save is complete (a file
/// closed after writing, or renamed into place) needs only the short ``settledPeriod`` of quiet.
public struct ChangeBatcher: Sendable {
    /// 50 ms: long enough to cover an editor's write-rename-chmod sequence, short enough to stay well
    /// inside the 200 ms budget for a rebuild to be live.
    public static let defaultQuietPeriod: TimeInterval = 0.05

    /// 15 ms: after a completed write, only what the same save may still touch (a rename, a chmod).
    public static let defaultSettledPeriod: TimeInterval = 0.015

    public let quietPeriod: TimeInterval
    public let settledPeriod: TimeInterval
    public let maximumDelay: TimeInterval
    public private(set) var pending: Set<String> = []
    private var firstEvent: TimeInterval?
    private var lastEvent: TimeInterval?
    private var lastWasSettled = false

    public init(quietPeriod: TimeInterval = ChangeBatcher.defaultQuietPeriod,
                settledPeriod: TimeInterval = ChangeBatcher.defaultSettledPeriod, maximumDelay: TimeInterval = 1) {
        self.quietPeriod = quietPeriod
        self.settledPeriod = min(settledPeriod, quietPeriod)
        self.maximumDelay = max(quietPeriod, maximumDelay)
    }

    /// Records events at time `now` (seconds on a monotonic clock). `settled`: the last of them says
    /// a save is complete (closed after writing, renamed into place).
    public mutating func add(_ paths: some Sequence<String>, at now: TimeInterval, settled: Bool = false) {
        var any = false
        for path in paths {
            pending.insert(path)
            any = true
        }
        guard any else { return }
        if firstEvent == nil { firstEvent = now }
        lastEvent = now
        lastWasSettled = settled
    }

    /// When the pending batch becomes due, or nil when nothing is pending.
    public var deadline: TimeInterval? {
        guard let firstEvent, let lastEvent else { return nil }
        return min(lastEvent + (lastWasSettled ? settledPeriod : quietPeriod), firstEvent + maximumDelay)
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
