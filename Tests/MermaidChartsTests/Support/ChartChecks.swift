import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing

/// Checks shared by the chart types' own suites (kanban, radar), each given its renderer.
enum ChartChecks {
    /// Expects `render(text)` to fail at `line`:`column` with a message containing `message`.
    static func error(_ text: String, line: Int, column: Int, message: String, render: (String) throws -> DiagramDrawing,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        let error = DiagramTestKit.failure { try render(text) }
        #expect(error?.line == line, "\(text): \(String(describing: error))", sourceLocation: sourceLocation)
        #expect(error?.column == column, "\(text): \(String(describing: error))", sourceLocation: sourceLocation)
        #expect(error?.message.contains(message) == true, "\(text): \(String(describing: error))", sourceLocation: sourceLocation)
    }

    /// Every word of mermaid's drawing of `mmd` is in ours, with the same role, and no `foreignObject`.
    /// `hidden` matches reference text a browser never shows (left out of the comparison).
    static func corpusWords(mmd: String, reference: String, role: String, hidden: String? = nil,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard var referenceSVG = try? String(contentsOfFile: reference, encoding: .utf8) else { return }
        if let hidden { referenceSVG = referenceSVG.replacingOccurrences(of: hidden, with: "", options: .regularExpression) }
        let ours = try MermaidRenderer.render(try String(contentsOfFile: mmd, encoding: .utf8)).svg
        let missing = SVGWords.missing(reference: referenceSVG, ours: ours)
        #expect(missing.isEmpty, "\(mmd): missing \(missing)", sourceLocation: sourceLocation)
        #expect(ours.contains("aria-roledescription=\"\(role)\""), sourceLocation: sourceLocation)
        #expect(!ours.contains("foreignObject"), sourceLocation: sourceLocation)
    }

    /// The fuzz property over mutations of the corpus diagrams and `base`, every prefix of `base`,
    /// and 300 random byte strings after `header`.
    static func fuzz(keyword: String, base: String, header: String, seed: UInt64, render: (String) throws -> DiagramDrawing,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        func check(_ text: String) {
            let violation = FuzzProperty.violation(for: text, render: render)
            #expect(violation == nil, "\(violation ?? "")", sourceLocation: sourceLocation)
        }
        for text in FuzzInputs.corpusTexts(keywords: [keyword]) + [base] {
            for mutated in FuzzInputs.mutations(of: text, seed: seed, count: 300) { check(mutated) }
        }
        for prefix in 0...base.count { check(String(base.prefix(prefix))) }
        var rng = SeededRandom(seed: seed)
        for _ in 0..<300 {
            let bytes = (0..<Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            check(header + String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Median over the docs examples in `folder` of each one's median render time (21 runs), in
    /// ms, printed; nil without the corpus.
    static func medianRenderTime(folder: String) throws -> Double? {
        guard let corpus = MermaidCorpus.directory else { return nil }
        let dir = corpus.appendingPathComponent("docs/" + folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".mmd") }.sorted()
        var medians: [Double] = []
        for file in files {
            let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
            // Docs fragments without a header, and examples mermaid fails on too, are not timed.
            guard (try? MermaidRenderer.render(text)) != nil else { continue }
            var times: [Double] = []
            for _ in 0..<21 {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try MermaidRenderer.render(text)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            medians.append(times.sorted()[times.count / 2])
        }
        guard !medians.isEmpty else { return nil }
        let median = medians.sorted()[medians.count / 2]
        print("chart render time \(folder): median \(NumberFormatter.localizedString(from: median as NSNumber, number: .decimal)) ms over \(medians.count) examples")
        return median
    }
}
