import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits a rebuild's time into named phases, for `folio-bench serve` and profiling: each phase's
/// wall time, and the CPU time the whole process spent in it (all threads; about twice the wall time
/// when a phase keeps both cores busy, the same when it runs on one).
struct PhaseClock {
    private var last = DispatchTime.now().uptimeNanoseconds
    private var lastCPU = PhaseClock.processCPUNanoseconds()
    private(set) var laps: [(phase: String, milliseconds: Double, cpuMilliseconds: Double)] = []

    mutating func lap(_ phase: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        let cpu = PhaseClock.processCPUNanoseconds()
        laps.append((phase, Double(now - last) / 1e6, Double(cpu &- lastCPU) / 1e6))
        last = now
        lastCPU = cpu
    }

    private static func processCPUNanoseconds() -> UInt64 {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
