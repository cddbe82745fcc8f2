// Why: the new diagram types are judged on mermaid's own syntax pages (issues 15–17: a median
// render time per docs example, per type). The seed benchmark covers only four types, so this
// one renders every example of `corpus/docs/<page>/` in process and reports each page's median.
//
//   .build/release/folio-bench mermaid-docs [CORPUS_DIR]   # CORPUS_DIR defaults to ../shared/corpus
//   .build/release/folio-bench mermaid-docs --loop N [CORPUS_DIR]   # every example N times, round robin,
//       each weighing the same (a steady load for `perf record`), then the median front-end share
//   .build/release/folio-bench mermaid-docs --each [CORPUS_DIR]   # every example's median, fastest first,
//       with the overall median marked (which types sit around it)
import Dispatch
import Foundation
import Mermaid
import MermaidCore  // FrontEnd, timed on its own (package access)

enum MermaidDocsBench {
    static func run(_ arguments: [String]) {
        if arguments.first == "--loop", arguments.count >= 2, let rounds = Int(arguments[1]) {
            loop(rounds: rounds, corpus: URL(fileURLWithPath: arguments.count > 2 ? arguments[2] : "../shared/corpus"))
            return
        }
        if arguments.first == "--each" {
            each(corpus: URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : "../shared/corpus"))
            return
        }
        let docs = URL(fileURLWithPath: arguments.first ?? "../shared/corpus").appendingPathComponent("docs")
        let pages = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).sorted()
        guard !pages.isEmpty else {
            print("mermaid-docs bench: no pages in \(docs.path)")
            return
        }
        print("Folio mermaid docs benchmark: median in-process render time per example, by syntax page")
        print(MermaidBench.pad("page", 28) + MermaidBench.pad("drawn", 8) + MermaidBench.pad("median ms", 11) + "slowest ms")
        for page in pages {
            let folder = docs.appendingPathComponent(page)
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".mmd") }.sorted()
            var medians: [Double] = []
            for file in files {
                guard let source = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8),
                      (try? MermaidRenderer.render(source)) != nil else { continue }
                medians.append(medianRender(source))
            }
            guard !files.isEmpty else { continue }
            let median = medians.isEmpty ? "-" : String(format: "%.3f", MermaidBench.median(medians))
            let slowest = medians.max().map { String(format: "%.3f", $0) } ?? "-"
            print(MermaidBench.pad(page, 28) + MermaidBench.pad("\(medians.count)/\(files.count)", 8)
                  + MermaidBench.pad(median, 11) + slowest)
        }
    }

    /// The median over every docs example that draws (each example's own median first), overall and
    /// for the flowchart page: the figure `folio-bench mermaid` prints next to the seeds' median
    /// (issue 20: the small docs diagrams are where the fixed cost per diagram shows).
    static func overallMedian(corpus: URL) -> (drawn: Int, medianMs: Double, flowchartMs: Double)? {
        let docs = corpus.appendingPathComponent("docs")
        let pages = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).sorted()
        var all: [Double] = [], flowchart: [Double] = []
        for page in pages {
            let folder = docs.appendingPathComponent(page)
            for file in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            where file.hasSuffix(".mmd") {
                guard let source = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8),
                      (try? MermaidRenderer.render(source)) != nil else { continue }
                let ms = medianRender(source, budgetNs: 20_000_000)
                all.append(ms)
                if page == "flowchart" { flowchart.append(ms) }
            }
        }
        guard !all.isEmpty else { return nil }
        return (all.count, MermaidBench.median(all), flowchart.isEmpty ? 0 : MermaidBench.median(flowchart))
    }

    /// Prints every docs example that draws with its median ms, fastest first, and marks the overall median.
    static func each(corpus: URL) {
        let docs = corpus.appendingPathComponent("docs")
        var rows: [(name: String, ms: Double)] = []
        for page in ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).sorted() {
            let folder = docs.appendingPathComponent(page)
            for file in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            where file.hasSuffix(".mmd") {
                guard let source = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8),
                      (try? MermaidRenderer.render(source)) != nil else { continue }
                rows.append((page + "/" + file, medianRender(source, budgetNs: 20_000_000)))
            }
        }
        rows.sort { $0.ms < $1.ms }
        for (i, row) in rows.enumerated() {
            let mark = i == rows.count / 2 ? "  <- median" : ""
            print(String(format: "%4d %.4f ", i + 1, row.ms) + row.name + mark)
        }
    }

    /// Median ms of one render, over at least 15 runs or the budget (~100 ms).
    static func medianRender(_ source: String, budgetNs: UInt64 = 100_000_000) -> Double {
        var samples: [Double] = []
        let deadline = DispatchTime.now().uptimeNanoseconds + budgetNs
        while samples.count < 15 || (DispatchTime.now().uptimeNanoseconds < deadline && samples.count < 1_000) {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try? MermaidRenderer.render(source)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        return MermaidBench.median(samples)
    }

    /// Renders every docs example that draws `rounds` times in turn, so each weighs the same in a profile,
    /// and prints the median per example of the whole render and of the front end alone.
    static func loop(rounds: Int, corpus: URL) {
        let docs = corpus.appendingPathComponent("docs")
        var sources: [String] = []
        for page in ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).sorted() {
            let folder = docs.appendingPathComponent(page)
            for file in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            where file.hasSuffix(".mmd") {
                if let source = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8),
                   (try? MermaidRenderer.render(source)) != nil { sources.append(source) }
            }
        }
        var whole = Array(repeating: [Double](), count: sources.count)
        var front = whole
        for _ in 0..<rounds {
            for (i, source) in sources.enumerated() {
                var start = DispatchTime.now().uptimeNanoseconds
                _ = try? MermaidRenderer.render(source)
                whole[i].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
                start = DispatchTime.now().uptimeNanoseconds
                _ = try? FrontEnd.process(source, options: RenderOptions())
                front[i].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
            }
        }
        print("docs loop: \(sources.count) examples × \(rounds): median ms "
              + String(format: "%.4f", MermaidBench.median(whole.map { MermaidBench.median($0) }))
              + ", front end alone " + String(format: "%.4f", MermaidBench.median(front.map { MermaidBench.median($0) })))
    }
}
