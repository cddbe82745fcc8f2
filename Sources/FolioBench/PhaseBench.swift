import FolioSite
import Foundation

/// `folio-bench phases --content DIR [--output DIR] [--runs N] [--cache DIR]`: where a cold one-shot
/// build's wall and CPU time go, phase by phase (render, check and generate, search, publish…); with
/// `--cache`, a warm build's with nothing changed (one build fills the cache first).
///
/// Why: a profile says which functions are hot but not which phases leave a core idle; a phase
/// whose CPU time is about its wall time runs on one core, and on this 2-core machine its wall
/// time is what a second core could halve. Runs the same pipeline as `folio build --no-cache`,
/// in-process, and prints the median of each phase over the runs.
enum PhaseBench {
    static func run(_ arguments: [String]) {
        guard let content = string(after: "--content", in: arguments) else {
            print("usage: folio-bench phases --content DIR [--output DIR] [--runs N] [--cache DIR]")
            exit(2)
        }
        let output = string(after: "--output", in: arguments) ?? NSTemporaryDirectory() + "folio-phases-\(getpid())"
        let runs = max(1, string(after: "--runs", in: arguments).flatMap { Int($0) } ?? 3)
        let cache = string(after: "--cache", in: arguments)
        var laps: [String: (wall: [Double], cpu: [Double])] = [:]
        var order: [String] = []
        var totals: [Double] = []
        if let cache {
            try? FileManager.default.removeItem(atPath: output)
            try? FileManager.default.removeItem(atPath: cache)
        }
        for run in 0..<(cache == nil ? runs : runs + 1) {
            if cache == nil { try? FileManager.default.removeItem(atPath: output) }
            var options = BuildOptions(contentDirectory: content, outputDirectory: output)
            options.quiet = true
            options.cacheDirectory = cache
            let pipeline = SitePipeline(options: options, remembers: false)
            let start = Date()
            do {
                // As `folio build` does (SiteBuilder): with the cache, the last site but one is its spare (`SpareSite`).
                _ = try pipeline.build(into: try StagingSink(path: output, spare: cache.map { $0 + "/previous-site" }))
            } catch {
                print("folio-bench phases: the build failed: \(error)")
                exit(1)
            }
            // With the cache, the first build fills it and is not counted.
            if cache != nil && run == 0 { continue }
            totals.append(Date().timeIntervalSince(start) * 1000)
            for lap in pipeline.lastPhaseTimings {
                if laps[lap.phase] == nil { order.append(lap.phase) }
                laps[lap.phase, default: ([], [])].wall.append(lap.milliseconds)
                laps[lap.phase, default: ([], [])].cpu.append(lap.cpuMilliseconds)
            }
        }
        try? FileManager.default.removeItem(atPath: output)
        if let cache { try? FileManager.default.removeItem(atPath: cache) }
        print("Build phases · \(content)\(cache == nil ? "" : " · warm, nothing changed") · median of \(runs) run(s) · wall ms / CPU ms (CPU ≈ 2 × wall: both cores busy)")
        for phase in order {
            guard let lap = laps[phase] else { continue }
            let wall = median(lap.wall), cpu = median(lap.cpu)
            print("  " + phase.padding(toLength: 24, withPad: " ", startingAt: 0) + String(format: " %8.1f %8.1f   cores %.2f", wall, cpu, wall > 0 ? cpu / wall : 0))
        }
        print("  " + "whole build".padding(toLength: 24, withPad: " ", startingAt: 0) + String(format: " %8.1f", median(totals)))
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    private static func string(after flag: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }
}
