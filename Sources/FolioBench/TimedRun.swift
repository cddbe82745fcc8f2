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

    /// Runs `executable arguments…` under `/usr/bin/time -v`, with stdout discarded and stderr kept.
    static func run(_ executable: String, _ arguments: [String]) throws -> TimedRun {
        let report = FileManager.default.temporaryDirectory
            .appendingPathComponent("folio-bench-time-\(ProcessInfo.processInfo.processIdentifier).txt")
        defer { try? FileManager.default.removeItem(at: report) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: timeTool)
        process.arguments = ["-v", "-o", report.path, executable] + arguments
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
        let errorText = String(decoding: errorData, as: UTF8.self)
        return TimedRun(wallSeconds: wall,
                        userSeconds: field("User time (seconds)", in: text),
                        systemSeconds: field("System time (seconds)", in: text),
                        peakKilobytes: Int(field("Maximum resident set size (kbytes)", in: text)),
                        exitStatus: process.terminationStatus,
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
