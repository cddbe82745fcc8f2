import Foundation
#if canImport(CMimalloc)
import CMimalloc
#endif

/// Site build benchmark (issue 6): Folio against Hugo on the same synthetic Markdown, plus the cmark floor.
///
///     folio-bench site generate DIR --notes N          write a synthetic site (deterministic)
///     folio-bench site floor DIR                       raw cmark-gfm parse+render, ms per note
///     folio-bench site compare --folio PATH [--hugo PATH] [--work DIR] [--notes 1000,10000] [--runs R]
///     folio-bench site features --folio PATH [--work DIR] [--notes N] [--runs R] [--keep DIR]   (FeatureBench)
///     folio-bench site warm --folio PATH --themes DIR [--work DIR] [--notes N]   (WarmBench: the build cache)
///
/// `compare` is what `make bench` runs. It exits non-zero when a tool is missing or a build fails, never
/// because a bar is missed: the bars are printed as PASS/FAIL lines for a human to read.
enum SiteBench {
    static func run(_ arguments: [String]) {
        do {
            switch arguments.first {
            case "generate": try generate(Array(arguments.dropFirst()))
            case "floor": try floor(Array(arguments.dropFirst()))
            case "compare": try compare(Array(arguments.dropFirst()))
            case "features": try FeatureBench.run(Array(arguments.dropFirst()))
            case "warm": try WarmBench.run(Array(arguments.dropFirst()))
            default:
                print("usage: folio-bench site generate DIR --notes N | floor DIR | compare --folio PATH … | features --folio PATH … | warm --folio PATH --themes DIR …")
                exit(2)
            }
        } catch {
            FileHandle.standardError.write(Data("folio-bench: error: \(error)\n".utf8))
            exit(1)
        }
    }

    static func generate(_ arguments: [String]) throws {
        let options = BenchOptions(arguments)
        guard let folder = options.positional.first else { throw BenchError("generate needs a folder") }
        let notes = Int(options.value("--notes") ?? "1000") ?? 1000
        let site = SyntheticSite(root: URL(fileURLWithPath: folder), notes: notes)
        let start = DispatchTime.now().uptimeNanoseconds
        try site.write()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print("generated \(notes) notes in \(site.contentFolder.path) (\(format(seconds, 2)) s)")
    }

    static func floor(_ arguments: [String]) throws {
        let options = BenchOptions(arguments)
        guard let folder = options.positional.first else { throw BenchError("floor needs a folder") }
        let notes = try CmarkFloor.loadNotes(under: URL(fileURLWithPath: folder))
        let result = CmarkFloor.measure(notes)
        print("cmark-gfm floor: \(result.notes) notes in \(format(result.seconds, 3)) s wall, "
              + "\(format(result.cpuSeconds, 3)) s CPU: \(format(result.millisecondsPerNote, 3)) ms CPU/note "
              + "(\(format(result.wallMillisecondsPerNote, 3)) ms wall/note), single thread")
    }

    static func compare(_ arguments: [String]) throws {
        let options = BenchOptions(arguments)
        guard let folio = options.value("--folio") else { throw BenchError("compare needs --folio PATH") }
        let hugo = options.value("--hugo") ?? "/usr/bin/hugo"
        let work = URL(fileURLWithPath: options.value("--work") ?? "/tmp/folio-bench")
        let sizes = (options.value("--notes") ?? "1000,10000").split(separator: ",").compactMap { Int($0) }
        let runs = max(1, Int(options.value("--runs") ?? "1") ?? 1)
        for (tool, path) in [("folio", folio), ("hugo", hugo), ("GNU time", TimedRun.timeTool)]
        where !FileManager.default.isExecutableFile(atPath: path) {
            throw BenchError("\(tool) not found at \(path)")
        }
        waitForFreedInodes(work)
        let startLoad = loadAverage()
        // The folder names the file system measured: `make bench` runs this on the RAM disk and on the disk.
        print("Folio site benchmark · \(ProcessInfo.processInfo.activeProcessorCount) cores · in \(work.path) · "
              + "load average \(startLoad) · \(runs) round(s) of Folio, lean, Hugo and the floor, in alternating order, "
              + "median kept · floor allocator: \(allocatorName)")
        var rows: [ComparisonRow] = []
        var outputs: [URL] = []
        for notes in sizes {
            let root = work.appendingPathComponent("notes-\(notes)")
            try SyntheticSite(root: root, notes: notes).write()
            let content = root.appendingPathComponent("content")
            let config = root.appendingPathComponent("folio.yml")
            let floorNotes = try CmarkFloor.loadNotes(under: content)
            // Rounds of all four, the order reversed every other round, the median of each kept: on this
            // shared VM the machine's speed drifts over a minute, and measuring each tool's runs back to
            // back (the floor once, last) let that drift into the ratios (stop 86 saw the floor alone take
            // 2.67 to 3.81 s in five runs in a row, and the lean build's ratio read 2.08× and 1.17× minutes apart).
            var folioRuns: [TimedRun] = [], leanRuns: [TimedRun] = [], hugoRuns: [TimedRun] = []
            var floors: [CmarkFloor.Result] = []
            var pages: [String: Int] = [:]
            for run in 0..<runs {
                let steps = ["folio", "folio-lean", "hugo", "floor"]
                for step in run % 2 == 0 ? steps : steps.reversed() {
                    switch step {
                    case "floor":
                        floors.append(CmarkFloor.measure(floorNotes))
                    case "hugo":
                        hugoRuns.append(try timed(run, root: root, tool: step, outputs: &outputs) { output in
                            try TimedRun.run(hugo, ["--source", root.path, "--destination", output.path, "--quiet"])
                        })
                    default:
                        // The lean feature set (issue 20's CPU bar against the floor) or the default one, in a
                        // folio.yml beside the notes, removed again after. Each run has one: without it Folio
                        // would take Hugo's hugo.toml beside them as the site's settings (Hugo's pretty URLs
                        // and typographer), and measure another build than Hugo's and earlier stops'.
                        try (step == "folio-lean" ? FeatureBench.lean : FeatureBench.full).config.write(to: config)
                        defer { try? FileManager.default.removeItem(at: config) }
                        let result = try timed(run, root: root, tool: step, outputs: &outputs) { output in
                            try TimedRun.run(folio, ["build", "--content", content.path, "--output", output.path, "--quiet", "--no-cache"])
                        }
                        if step == "folio" { folioRuns.append(result) } else { leanRuns.append(result) }
                    }
                    if step != "floor" { pages[step] = countPages(in: outputs[outputs.count - 1]) }
                }
            }
            let folioRun = median(folioRuns), leanRun = median(leanRuns), hugoRun = median(hugoRuns)
            let floor = floors.sorted { $0.cpuSeconds < $1.cpuSeconds }[floors.count / 2]
            let folioPages = pages["folio"] ?? 0, leanPages = pages["folio-lean"] ?? 0, hugoPages = pages["hugo"] ?? 0
            rows.append(ComparisonRow(notes: notes, folio: folioRun, folioPages: folioPages, lean: leanRun, leanPages: leanPages,
                                      hugo: hugoRun, hugoPages: hugoPages, floor: floor))
        }
        // Outputs are deleted only now: ext4 passes over inodes freed in the last minute when
        // it creates files, so deleting between runs would slow whichever build came next.
        for output in outputs { try? FileManager.default.removeItem(at: output) }
        _ = FileManager.default.createFile(atPath: work.appendingPathComponent(deletionMarker).path, contents: Data())
        let load = Double(startLoad.split(separator: " ").first ?? "") ?? 0
        ComparisonReport(rows: rows, loadAverage: max(load, Double(loadAverage().split(separator: " ").first ?? "") ?? 0),
                         cores: ProcessInfo.processInfo.activeProcessorCount).print()
    }

    private static let deletionMarker = ".outputs-deleted"

    /// ext4 without a journal (as on this VM) passes over inodes freed in the last minute when
    /// it creates files, reading each one's deletion time; a bench started right after another
    /// would slow whichever build comes first. So a bench waits until a minute has passed
    /// since the previous one deleted its outputs.
    private static func waitForFreedInodes(_ work: URL) {
        let marker = work.appendingPathComponent(deletionMarker).path
        guard let deleted = (try? FileManager.default.attributesOfItem(atPath: marker))?[.modificationDate] as? Date else { return }
        let wait = 61 - Date().timeIntervalSince(deleted)
        guard wait > 0 else { return }
        print("waiting \(Int(wait.rounded(.up))) s: the previous bench deleted its outputs under a minute ago, and the "
              + "file system skips recently freed inodes, which would slow the first timed build")
        Thread.sleep(forTimeInterval: wait)
    }

    /// Runs `body` once into a new output folder (appended to `outputs`), named for `tool` and `run`.
    /// Pending writes are flushed first, so one build's write-back is never timed as part of the next.
    private static func timed(_ run: Int, root: URL, tool: String, outputs: inout [URL],
                              _ body: (URL) throws -> TimedRun) throws -> TimedRun {
        let output = root.appendingPathComponent("out-\(tool)-\(run + 1)")
        try? FileManager.default.removeItem(at: output)  // left by an interrupted bench
        outputs.append(output)
        sync()
        let result = try body(output)
        guard result.exitStatus == 0 else {
            throw BenchError("build failed with status \(result.exitStatus):\n\(result.errorTail)")
        }
        return result
    }

    /// The run with the median wall time.
    private static func median(_ results: [TimedRun]) -> TimedRun {
        results.sorted { $0.wallSeconds < $1.wallSeconds }[results.count / 2]
    }

    private static func countPages(in folder: URL) -> Int {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return 0
        }
        var count = 0
        for case let url as URL in walker where url.pathExtension == "html" { count += 1 }
        return count
    }

    /// The floor runs in this process, so it uses the allocator `folio` uses (mimalloc on Linux).
    private static var allocatorName: String {
        #if canImport(CMimalloc)
        return "mimalloc \(mi_version() / 100).\(mi_version() % 100 / 10).\(mi_version() % 10)"
        #else
        return "system malloc"
        #endif
    }

    private static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }
}

/// Fixed-point formatting without Foundation's locale-dependent `String(format:)`.
func format(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return "-" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled) - whole * Int(scale)
    let sign = value < 0 && scaled > 0 ? "-" : ""
    guard decimals > 0 else { return sign + String(whole) }
    return sign + String(whole) + "." + SyntheticSite.padded(fraction, decimals)
}

/// `--name value` options and positional arguments, in the order given.
struct BenchOptions {
    var positional: [String] = []
    var named: [String: String] = [:]

    init(_ arguments: [String]) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--"), index + 1 < arguments.count {
                named[argument] = arguments[index + 1]
                index += 2
            } else {
                positional.append(argument)
                index += 1
            }
        }
    }

    func value(_ name: String) -> String? { named[name] }
}
