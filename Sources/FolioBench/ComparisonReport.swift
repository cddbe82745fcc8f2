/// The measurements for one site size.
struct ComparisonRow {
    let notes: Int
    let folio: TimedRun
    let folioPages: Int
    /// Folio with the lean feature set (no highlighting, no search): issue 20's CPU bar against the floor.
    let lean: TimedRun
    let leanPages: Int
    let hugo: TimedRun
    let hugoPages: Int
    let floor: CmarkFloor.Result

    var speedup: Double { folio.wallSeconds > 0 ? hugo.wallSeconds / folio.wallSeconds : 0 }
    /// Hugo's CPU seconds over Folio's: the work each needs, which other processes on a shared machine
    /// inflate far less than wall time.
    var cpuSpeedup: Double {
        let folioCPU = folio.userSeconds + folio.systemSeconds
        return folioCPU > 0 ? (hugo.userSeconds + hugo.systemSeconds) / folioCPU : 0
    }
    var memoryRatio: Double { hugo.peakKilobytes > 0 ? Double(folio.peakKilobytes) / Double(hugo.peakKilobytes) : 0 }
    var folioWallPerNote: Double { folio.wallSeconds * 1000 / Double(max(1, notes)) }
    var folioCPUPerNote: Double { (folio.userSeconds + folio.systemSeconds) * 1000 / Double(max(1, notes)) }
    /// The lean build's CPU time over the floor's (cmark-gfm alone, one thread, the same notes).
    var leanFloorRatio: Double { (lean.userSeconds + lean.systemSeconds) / max(floor.cpuSeconds, 1e-9) }
}

/// Prints the table, the ratios and the PASS/FAIL line of each bar (issue 6, item 7).
///
/// The bars are judged on the largest site measured (10,000 notes in `make bench`):
/// Folio at least 3× faster than Hugo in wall time, at most half of Hugo's peak memory, and using both
/// cores (CPU utilisation of at least 1.5 on this 2-core machine).
struct ComparisonReport {
    let rows: [ComparisonRow]
    /// The 1-minute load average before the run, and the number of cores.
    var loadAverage = 0.0
    var cores = 1
    static let speedupBar = 3.0
    static let memoryBar = 0.5
    static let utilisationBar = 1.5

    func print() {
        Swift.print("")
        Swift.print(pad("notes", 7) + pad("tool", 13) + pad("pages", 7, right: true) + pad("wall s", 9, right: true)
                    + pad("cpu s", 9, right: true) + pad("cpu util", 10, right: true)
                    + pad("peak MB", 10, right: true) + pad("ms/note", 10, right: true))
        for row in rows {
            line(row.notes, "folio", row.folioPages, row.folio)
            line(row.notes, "folio lean", row.leanPages, row.lean)
            line(row.notes, "hugo", row.hugoPages, row.hugo)
            Swift.print(pad(String(row.notes), 7) + pad("cmark floor", 13) + pad("-", 7, right: true)
                        + pad(format(row.floor.seconds, 2), 9, right: true) + pad(format(row.floor.cpuSeconds, 2), 9, right: true)
                        + pad(format(row.floor.cpuSeconds / max(row.floor.seconds, 1e-9), 2), 10, right: true)
                        + pad("-", 10, right: true)
                        + pad(format(row.floor.wallMillisecondsPerNote, 3), 10, right: true))
        }
        Swift.print("")
        for row in rows {
            Swift.print("\(row.notes) notes: Folio is \(format(row.speedup, 2))× Hugo's speed (wall), "
                        + "needs \(format(1 / max(row.cpuSpeedup, 1e-9), 2))× Hugo's CPU time, "
                        + "uses \(format(row.memoryRatio, 2))× Hugo's peak memory, "
                        + "CPU utilisation \(format(row.folio.cpuUtilisation, 2)); "
                        + "per note \(format(row.folioWallPerNote, 3)) ms wall, \(format(row.folioCPUPerNote, 3)) ms CPU "
                        + "vs cmark floor \(format(row.floor.millisecondsPerNote, 3)) ms CPU "
                        + "(\(format(row.folioCPUPerNote / max(row.floor.millisecondsPerNote, 1e-9), 1))× the floor in CPU); "
                        + "lean (no highlighting, no search) \(format(row.lean.wallSeconds, 2)) s wall, "
                        + "\(format(row.leanFloorRatio, 2))× the floor in CPU")
        }
        guard let largest = rows.max(by: { $0.notes < $1.notes }) else { return }
        Swift.print("")
        if loadAverage > Double(cores) {
            Swift.print("note: the machine was busy (load average \(format(loadAverage, 1)) on \(cores) cores), so wall "
                        + "times and CPU utilisation are depressed for both tools; the CPU-time ratio is the steadier guide.")
        }
        Swift.print("Bars at \(largest.notes) notes:")
        bar(largest.speedup >= Self.speedupBar,
            "wall time: Folio \(format(largest.speedup, 2))× faster than Hugo (bar ≥ \(format(Self.speedupBar, 1))×)")
        bar(largest.memoryRatio <= Self.memoryBar,
            "peak memory: Folio \(format(largest.memoryRatio, 2))× Hugo's (bar ≤ \(format(Self.memoryBar, 2))×)")
        bar(largest.folio.cpuUtilisation >= Self.utilisationBar,
            "both cores: Folio CPU utilisation \(format(largest.folio.cpuUtilisation, 2)) (bar ≥ \(format(Self.utilisationBar, 1)))")
        bar(largest.folioPages >= largest.notes,
            "completeness: Folio wrote \(largest.folioPages) HTML pages for \(largest.notes) notes")
        // Issue 20's bars, stricter; the warm rebuild's is printed by `folio-bench site warm`.
        Swift.print("Issue 20's bars (every feature on by default):")
        if largest.notes >= 10_000 {
            bar(largest.speedup >= Self.issue20Speedup,
                "wall time at \(largest.notes) notes: \(format(largest.speedup, 2))× Hugo (bar ≥ \(format(Self.issue20Speedup, 0))× at 10,000)")
        }
        if let thousand = rows.first(where: { $0.notes == 1_000 }) {
            bar(thousand.speedup >= Self.issue20SpeedupAt1000,
                "wall time at 1000 notes: \(format(thousand.speedup, 2))× Hugo (bar ≥ \(format(Self.issue20SpeedupAt1000, 0))×)")
        }
        bar(largest.memoryRatio <= Self.issue20Memory,
            "peak memory: \(format(largest.memoryRatio, 2))× Hugo's (bar ≤ \(format(Self.issue20Memory, 2))×)")
        bar(largest.leanFloorRatio <= Self.issue20LeanFloor,
            "lean build's CPU at \(largest.notes) notes: \(format(largest.leanFloorRatio, 2))× the cmark floor's "
            + "(bar ≤ \(format(Self.issue20LeanFloor, 1))×; the floor is one thread, the build uses both cores)")
        let floorRatio = largest.folioCPUPerNote / max(largest.floor.millisecondsPerNote, 1e-9)
        Swift.print("  info  CPU per note \(format(floorRatio, 1))× the cmark floor with highlighting and search on")
    }

    static let issue20Speedup = 5.0
    static let issue20SpeedupAt1000 = 4.0
    static let issue20Memory = 0.1
    static let issue20LeanFloor = 1.3

    private func line(_ notes: Int, _ tool: String, _ pages: Int, _ run: TimedRun) {
        Swift.print(pad(String(notes), 7) + pad(tool, 13) + pad(String(pages), 7, right: true)
                    + pad(format(run.wallSeconds, 2), 9, right: true)
                    + pad(format(run.userSeconds + run.systemSeconds, 2), 9, right: true)
                    + pad(format(run.cpuUtilisation, 2), 10, right: true)
                    + pad(format(run.peakMegabytes, 0), 10, right: true)
                    + pad(format(run.wallSeconds * 1000 / Double(max(1, notes)), 3), 10, right: true))
    }

    private func bar(_ passed: Bool, _ text: String) {
        Swift.print("  \(passed ? "PASS" : "FAIL")  \(text)")
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }
}
