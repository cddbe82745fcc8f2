import Dispatch

/// Splits a rebuild's time into named phases, for `folio-bench serve` and profiling.
struct PhaseClock {
    private var last = DispatchTime.now().uptimeNanoseconds
    private(set) var laps: [(phase: String, milliseconds: Double)] = []

    mutating func lap(_ phase: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        laps.append((phase, Double(now - last) / 1e6))
        last = now
    }
}
