import MermaidCore

/// The fuzz passes every diagram type's property tests run, written once: corpus diagrams of the
/// type mutated, a hand-written diagram mutated and cut at every third character, its lines
/// shuffled under the header, and random bytes under the header. Each pass returns the
/// violations of ``FuzzProperty`` it found (empty when the property holds), so a test is one line:
///
/// ```swift
/// let fuzz = DiagramFuzzPasses(header: "erDiagram") { try DiagramHarness.render($0) }
/// #expect(fuzz.randomBytes(seed: 11) == [])
/// ```
///
/// Why here: the ER, requirement, block and C4 suites had grown the same five loops each.
package struct DiagramFuzzPasses {
    /// The header line put above shuffled lines and random bytes.
    package let header: String
    package let render: (String) throws -> DiagramDrawing

    package init(header: String, render: @escaping (String) throws -> DiagramDrawing) {
        self.header = header
        self.render = render
    }

    /// Every corpus diagram whose header starts with one of `keywords`, mutated `count` times.
    package func mutatedCorpus(keywords: [String], count: Int = 40) -> [String] {
        var found: [String] = []
        for (index, text) in FuzzInputs.corpusTexts(keywords: keywords).enumerated() {
            found += check(FuzzInputs.mutations(of: text, seed: UInt64(index + 1), count: count))
        }
        return found
    }

    /// `base` mutated `count` times, then every prefix of it (every third character).
    package func mutationsAndTruncations(of base: String, seed: UInt64, count: Int = 300) -> [String] {
        check(FuzzInputs.mutations(of: base, seed: seed, count: count))
            + check(stride(from: 0, through: base.count, by: 3).map { String(base.prefix($0)) })
    }

    /// `lines` shuffled `rounds` times under the header.
    package func shuffledLines(_ lines: [String], seed: UInt64, rounds: Int = 50) -> [String] {
        var rng = SeededRandom(seed: seed)
        return check((0..<rounds).map { _ in header + "\n" + lines.shuffled(using: &rng).joined(separator: "\n") })
    }

    /// `count` runs of up to 200 random bytes under the header.
    package func randomBytes(seed: UInt64, count: Int = 200) -> [String] {
        var rng = SeededRandom(seed: seed)
        return check((0..<count).map { _ in
            let bytes = (0..<Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            return header + "\n" + String(decoding: bytes, as: UTF8.self)
        })
    }

    /// The violations among `texts` (at most ten are kept: one is enough to debug).
    package func check(_ texts: [String]) -> [String] {
        var found: [String] = []
        for text in texts {
            if let violation = FuzzProperty.violation(for: text, render: render) {
                found.append(violation)
                if found.count == 10 { break }
            }
        }
        return found
    }
}
