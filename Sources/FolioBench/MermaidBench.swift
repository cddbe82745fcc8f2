// Mermaid engine benchmark (issue 2).
//
//   swift build -c release --product folio-bench && swift build -c release --product folio
//   .build/release/folio-bench mermaid [CORPUS_DIR]        # CORPUS_DIR defaults to ../shared/corpus
//
// Prints, for the seed diagrams in CORPUS_DIR/seeds:
//   - the median in-process render time per diagram (many iterations each), by diagram type,
//     and the ratio against mermaid.js's warm time in Chromium from seeds-ref/report.json;
//   - the wall time of one whole `folio mermaid -i seeds -o TMP` batch process, start-up
//     included (the `folio` binary next to this one), against mermaid-cli's cold start
//     from seeds-ref/cold.json;
//   - our total SVG size against the reference SVGs;
//   - the median over every docs example (corpus/docs), next to the seeds' median.
import Dispatch
import Foundation
import Mermaid
import MermaidCore  // FrontEnd, timed on its own (package access)

enum MermaidBench {
    struct Seed {
        var name: String
        var source: String
        var type = "error"
        var medianMs = 0.0
        var cpuMs = 0.0
        var frontEndMs = 0.0
        var bytes = 0
        /// For a seed drawn hand-drawn: the same diagram's median with `look: classic`.
        var classicMs: Double?
    }

    static func run(_ arguments: [String]) {
        let corpus = URL(fileURLWithPath: arguments.first ?? "../shared/corpus")
        let seedDir = corpus.appendingPathComponent("seeds")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: seedDir.path)) ?? [])
            .filter { $0.hasSuffix(".mmd") }.sorted()
        guard !names.isEmpty else {
            print("mermaid bench: no seeds in \(seedDir.path)")
            return
        }
        var seeds = names.map { name in
            Seed(name: name, source: (try? String(contentsOf: seedDir.appendingPathComponent(name), encoding: .utf8)) ?? "")
        }
        for i in seeds.indices { measure(&seeds[i]) }

        let reference = loadReference(corpus.appendingPathComponent("seeds-ref/report.json"))
        print("Folio mermaid benchmark: \(seeds.count) seed diagrams, in process (median per diagram)")
        print("(wall = elapsed time, cpu = this thread's CPU time, which other processes on the machine do not inflate;")
        print(" front end = front matter, directives, config, theme, text setup; speed-up = mermaid.js warm ms / folio wall ms)")
        print(pad("type", 14) + pad("n", 4) + pad("wall ms", 10) + pad("cpu ms", 9) + pad("front end", 11)
              + pad("mermaid.js ms", 15) + "speed-up")
        var byType: [String: [Seed]] = [:]
        for seed in seeds { byType[seed.type, default: []].append(seed) }
        for (type, group) in byType.sorted(by: { $0.key < $1.key }) {
            printRow(type, group, reference)
        }
        printRow("all", seeds, reference)
        if let docs = MermaidDocsBench.overallMedian(corpus: corpus) {
            print("docs examples (corpus/docs, \(docs.drawn) drawn): median wall ms "
                  + String(format: "%.3f", docs.medianMs) + ", flowchart page " + String(format: "%.3f", docs.flowchartMs)
                  + "; seeds " + String(format: "%.3f", median(seeds.map(\.medianMs)))
                  + " (issue 20 asks the docs examples' median <= 0.030 ms)")
        }
        let sketched = seeds.filter { $0.classicMs != nil }
        if !sketched.isEmpty {
            print("look: handDrawn, \(sketched.count) seeds: median wall ms " + String(format: "%.3f", median(sketched.map(\.medianMs)))
                  + " hand-drawn vs " + String(format: "%.3f", median(sketched.compactMap(\.classicMs)))
                  + " classic (the same diagrams with look: classic); slowest hand-drawn "
                  + String(format: "%.3f", sketched.map(\.medianMs).max() ?? 0))
        }

        let ours = seeds.reduce(0) { $0 + $1.bytes }
        let refBytes = seeds.reduce(0) { total, seed in
            let svg = corpus.appendingPathComponent("seeds-ref/" + seed.name.replacingOccurrences(of: ".mmd", with: ".svg"))
            let size = (try? FileManager.default.attributesOfItem(atPath: svg.path)[.size] as? Int) ?? 0
            return total + size
        }
        if refBytes > 0 {
            print("SVG size: folio \(ours / 1024) KB, mermaid.js \(refBytes / 1024) KB, ratio "
                  + String(format: "%.3f", Double(ours) / Double(refBytes)))
        }
        timeProcess(seedDir: seedDir, cold: corpus.appendingPathComponent("seeds-ref/cold.json"))
    }

    /// Median ms of one render, over enough iterations to take at least ~150 ms in total.
    static func measure(_ seed: inout Seed) {
        if seed.source.contains("look: handDrawn") {
            var classic = Seed(name: seed.name, source: seed.source.replacingOccurrences(of: "look: handDrawn", with: "look: classic"))
            measure(&classic)
            let sketched = (try? MermaidRenderer.render(seed.source))?.svg.contains("rough-line") ?? false
            if sketched { seed.classicMs = classic.medianMs }
        }
        let options = RenderOptions(idPrefix: "bench")
        guard let first = try? MermaidRenderer.render(seed.source, options: options) else {
            seed.type = "error"
            return
        }
        seed.type = first.diagramType
        seed.bytes = first.svg.utf8.count
        var samples: [Double] = []
        var cpu: [Double] = []
        let deadline = DispatchTime.now().uptimeNanoseconds + 150_000_000
        while samples.count < 15 || (DispatchTime.now().uptimeNanoseconds < deadline && samples.count < 2_000) {
            let start = DispatchTime.now().uptimeNanoseconds
            let cpuStart = threadCPUms()
            _ = try? MermaidRenderer.render(seed.source, options: options)
            cpu.append(threadCPUms() - cpuStart)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        seed.medianMs = median(samples)
        seed.cpuMs = median(cpu)
        var front: [Double] = []
        for _ in 0..<max(15, samples.count / 2) {
            let cpuStart = threadCPUms()
            _ = try? FrontEnd.process(seed.source, options: options)
            front.append(threadCPUms() - cpuStart)
        }
        seed.frontEndMs = median(front)
    }

    /// CPU time of the calling thread in ms: unlike wall time, not inflated by other processes.
    static func threadCPUms() -> Double { CmarkFloor.threadCPUSeconds() * 1000 }

    /// CPU time (user + system) of finished child processes, in ms.
    static func childrenCPUms() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
        return ms(usage.ru_utime) + ms(usage.ru_stime)
    }

    static func printRow(_ label: String, _ group: [Seed], _ reference: [String: Double]) {
        let ours = median(group.map(\.medianMs))
        let refs = group.compactMap { reference[$0.name] }
        let ref = refs.isEmpty ? nil : median(refs)
        let speedup = ref.map { String(format: "%.0f×", $0 / max(ours, 1e-6)) } ?? "-"
        let cpu = median(group.map(\.cpuMs)), front = median(group.map(\.frontEndMs))
        print(pad(label, 14) + pad("\(group.count)", 4) + pad(String(format: "%.3f", ours), 10)
              + pad(String(format: "%.3f", cpu), 9) + pad(String(format: "%.3f", front), 11)
              + pad(ref.map { String(format: "%.1f", $0) } ?? "-", 15) + speedup)
    }

    /// mermaid.js warm ms per seed file name, from the reference report.
    static func loadReference(_ url: URL) -> [String: Double] {
        guard let data = try? Data(contentsOf: url),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let files = json["files"] as? [[String: Any]] else { return [:] }
        var out: [String: Double] = [:]
        for file in files {
            if let name = file["file"] as? String, let ms = file["ms"] as? Double { out[name] = ms }
        }
        return out
    }

    /// Runs `folio mermaid -i seeds -o TMP` a few times as a whole process.
    static func timeProcess(seedDir: URL, cold: URL) {
        let folio = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("folio")
        guard FileManager.default.isExecutableFile(atPath: folio.path) else {
            print("batch process: build `folio` next to folio-bench (swift build -c release --product folio) to time it")
            return
        }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("folio-bench-mermaid")
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        for _ in 0..<7 {
            try? FileManager.default.removeItem(at: out)
            let cpuStart = childrenCPUms()
            let outcome: SpawnedProcess.Outcome
            do {
                outcome = try SpawnedProcess.run(folio.path, ["mermaid", "-i", seedDir.path, "-o", out.path, "-q"])
            } catch {
                print("batch process: cannot run folio: \(error)")
                return
            }
            samples.append(outcome.wallSeconds * 1_000)
            cpuSamples.append(childrenCPUms() - cpuStart)
        }
        try? FileManager.default.removeItem(at: out)
        let ours = median(samples)
        var line = "batch process: folio mermaid on all seeds, start-up included: "
            + String(format: "%.1f ms wall, %.1f ms CPU (medians of %d runs)", ours, median(cpuSamples), samples.count)
        if let data = try? Data(contentsOf: cold),
           let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
           let summary = json["summary"] as? [String: Any], let coldMs = summary["cold_process_ms_median"] as? Double {
            line += String(format: "; mermaid-cli cold start per diagram %.0f ms", coldMs)
        }
        print(line)
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }
}
