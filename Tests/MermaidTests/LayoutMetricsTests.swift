// Why: issue 13 asks that no later change can make the layouts of flowchart, class and state
// diagrams worse unnoticed. This test renders the classic-look seed diagrams and the docs examples
// into a temporary folder, measures them with the shared `geometry.py` (crossings, edges through
// foreign nodes / labels / clusters, bends) and fails when a total exceeds the figures pinned in
// `Fidelity/layout-metrics.json`. It skips, saying why, without `../shared` or python3.
import Foundation
import Mermaid
import Testing

@Suite struct LayoutMetricsTests {
    /// One measured corpus: where its diagrams and mermaid's reference SVGs are, and the pinned maxima.
    struct Pin: Decodable {
        var source: String
        var reference: String
        var max: [String: Int]
    }

    static var pinFile: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fidelity/layout-metrics.json")
    }

    static func pins() throws -> [String: Pin] {
        try JSONDecoder().decode([String: Pin].self, from: Data(contentsOf: pinFile))
    }

    static var python: String? {
        ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func pinsCoverSeedsAndDocs() throws {
        let pins = try Self.pins()
        #expect(Set(pins.keys) == ["seeds-classic", "docs"])
        for (name, pin) in pins {
            for metric in ["crossings", "node_hits", "label_hits", "cluster_breaches", "bends", "files_crossing_more"] {
                #expect(pin.max[metric] != nil, "\(name): no pin for \(metric)")
            }
        }
    }

    @Test(arguments: ["seeds-classic", "docs"])
    func layoutMetricsDoNotGetWorse(corpus name: String) throws {
        guard let root = CorpusFiles.root else {
            print("skipping layout metrics (\(name)): ../shared/corpus not found")
            return
        }
        let script = root.deletingLastPathComponent().appendingPathComponent("tools/fidelity/geometry.py")
        guard let python = Self.python, FileManager.default.fileExists(atPath: script.path) else {
            print("skipping layout metrics (\(name)): python3 or \(script.path) not found")
            return
        }
        let pin = try #require(try Self.pins()[name])
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("folio-layout-metrics-\(name)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let diagrams = CorpusFiles.diagrams(in: pin.source)
        #expect(!diagrams.isEmpty, "no diagrams in \(pin.source)")
        for diagram in diagrams {
            let stem = String(diagram.name.dropLast(4))  // ".mmd"
            let options = RenderOptions(idPrefix: RenderOptions.idPrefix(forName: diagram.name))
            guard let drawn = try? MermaidRenderer.render(diagram.text, options: options) else { continue }
            let file = out.appendingPathComponent(stem + ".svg")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try drawn.svg.write(to: file, atomically: true, encoding: .utf8)
        }
        let report = out.appendingPathComponent("geometry.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script.path, out.path, root.appendingPathComponent(pin.reference).path, "--quiet", "--json", report.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        let totals = try #require(summary["totals_a_b"] as? [String: [Double]])
        var measured: [String: Int] = ["files_crossing_more": summary["crossings_a_more"] as? Int ?? Int.max]
        for (metric, pair) in totals where !pair.isEmpty { measured[metric] = Int(pair[0]) }
        #expect((summary["files"] as? Int ?? 0) > 0, "\(name): nothing measured")
        print("layout metrics (\(name), ours / mermaid): " + totals.sorted { $0.key < $1.key }.filter { $0.value.count == 2 }
            .map { "\($0.key) \(Int($0.value[0])) / \(Int($0.value[1]))" }.joined(separator: ", ")
            + ", files crossing more \(measured["files_crossing_more"] ?? -1)")
        for (metric, limit) in pin.max.sorted(by: { $0.key < $1.key }) {
            let value = try #require(measured[metric], "\(name): geometry.py reported no \(metric)")
            #expect(value <= limit, "\(name): \(metric) got worse: \(value) > pinned \(limit)")
        }
    }
}
