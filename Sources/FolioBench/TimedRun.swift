import Foundation

/// One command run under GNU `time -v`: wall time, CPU time and peak memory.
///
/// GNU time reports the peak resident set of the whole process, which is what a user's machine has to
/// provide; wall time is taken here with a monotonic clock around the child, which is more precise than
/// time's own `m:ss.cc`.
struct TimedRun {
    let wallSeconds: Double
    let userSeconds: Double
    let systemSeconds: Double
    let peakKilobytes: Int
    let exitStatus: Int32
    let errorTail: String

    /// CPU seconds divided by wall seconds: 2.0 means both cores were busy the whole time.
    var cpuUtilisation: Double { wallSeconds > 0 ? (userSeconds + systemSeconds) / wallSeconds : 0 }
    var peakMegabytes: Double { Double(peakKilobytes) / 1024 }

    static let timeTool = "/usr/bin/time"

    /// Runs `executable arguments…` under `/usr/bin/time -v`, with stdout discarded and stderr kept
    /// (``SpawnedProcess``: timed from spawn to exit, without Foundation's run-loop waits).
    static func run(_ executable: String, _ arguments: [String]) throws -> TimedRun {
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("folio-bench-time-\(ProcessInfo.processInfo.processIdentifier)")
        let report = base.path + ".txt", errors = base.path + ".err"
        defer {
            unlink(report)
            unlink(errors)
        }
        let outcome = try SpawnedProcess.run(timeTool, ["-v", "-o", report, executable] + arguments, standardError: errors)
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        let errorText = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        return TimedRun(wallSeconds: outcome.wallSeconds,
                        userSeconds: field("User time (seconds)", in: text),
                        systemSeconds: field("System time (seconds)", in: text),
                        peakKilobytes: Int(field("Maximum resident set size (kbytes)", in: text)),
                        exitStatus: outcome.status,
                        errorTail: String(errorText.split(separator: "\n").suffix(8).joined(separator: "\n")))
    }

    private static func field(_ name: String, in report: String) -> Double {
        for line in report.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(name + ":") {
                return Double(trimmed.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)) ?? 0
            }
        }
        return 0
    }
}
