import Foundation
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidCharts

/// Property: whatever the input, each chart renderer draws something of finite size or throws a
/// `MermaidError` inside the input; never a crash or a hang. Stress cases have generous time bounds.
@Suite struct ChartFuzzTests {
    private func check(_ text: String) {
        let violation = FuzzProperty.violation(for: text) { try ChartHarness.render($0) }
        #expect(violation == nil, "\(violation ?? "")")
    }

    static let bases = [
        "pie showData\n title Pets\n \"Dogs\" : 386\n 'Cats' : 85.5\n \"Rats\" : 0\n accTitle: a",
        "packet-beta\n title UDP\n 0-15: \"Source\"\n +16: \"Dest\"\n 32: \"F\"\n 33-63: \"x\"",
        "journey\n title Day\n section Work\n  Make tea: 5: Me\n  Do work: 1: Me, Cat\n section Home\n  Sit: 3",
        "quadrantChart\n title Q\n x-axis Low --> High\n y-axis \"B\" --> T\n quadrant-1 One\n A:::c: [0.3, 0.6] radius: 12, color: #ff0000\n B: [0.9, 0.1]\n classDef c stroke-color: #00ff00, stroke-width: 3px",
        "xychart horizontal\n title \"T\"\n x-axis \"X\" [a, \"b c\", d]\n y-axis \"Y\" -5 --> 50\n bar [1, .5, -3]\n line [10, 20, 30]",
        "xychart-beta\n x-axis 0 --> 10\n line [1, 2, 3, 4]",
        "timeline TD\n title T\n section A <br> b\n  2002 : x : y\n       : z\n section B\n  2004 : Meeting at 10:30",
        "gantt\n title G\n dateFormat YYYY-MM-DD\n excludes weekends, 2024-01-10\n tickInterval 1week\n section A\n T1 :done, a, 2024-01-05, 3d\n T2 :crit, after a, 2d\n T3 :b, 2024-01-20, until a\n M :milestone, m, 2024-01-12, 0d\n click a href \"https://x.org\"",
    ]

    @Test func mutatedCorpusDiagrams() {
        let texts = FuzzInputs.corpusTexts(keywords: ["pie", "packet", "journey", "timeline", "quadrantChart", "xychart", "gantt"])
        for (index, text) in texts.enumerated() {
            for mutated in FuzzInputs.mutations(of: text, seed: UInt64(index + 1), count: 60) { check(mutated) }
        }
    }

    @Test(arguments: bases)
    func handWrittenMutations(base: String) {
        for mutated in FuzzInputs.mutations(of: base, seed: 99, count: 300) { check(mutated) }
        for prefix in 0...base.count { check(String(base.prefix(prefix))) }
    }

    @Test(arguments: ["pie\n", "packet\n", "journey\n", "timeline\n", "quadrantChart\n", "xychart\n", "gantt\n", "gantt\ndateFormat HH:mm\n"])
    func randomBytes(header: String) {
        var rng = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let bytes = (0..<Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            check(header + String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The chart grammars do not nest; the deepest structure is a very long line or many
    /// statements of one kind. Both stay linear.
    @Test func longLinesAndRepeatedStatements() {
        let long = String(repeating: "x", count: 200_000)
        check("pie\n\"\(long)\": 1")
        check("pie title \(long)\n\"a\": 1")
        check("packet\n0-7: \"\(long)\"")
        check("journey\n section \(long)\n \(long): 3: \(long)")
        check("journey\n" + String(repeating: " section S\n", count: 20_000) + " T: 3")
        check("pie\n" + String(repeating: "title x\n", count: 20_000))
        check("packet\n" + String(repeating: "\"", count: 10_000))
        check("timeline\n" + String(repeating: "section S\n", count: 20_000))
        check("timeline\n 2002" + String(repeating: " : e", count: 30_000))
    }

    @Test func tenThousandSlices() throws {
        let text = "pie showData\n" + (0..<10_000).map { "\"s\($0)\": \($0 % 97 + 1)" }.joined(separator: "\n")
        let start = Date()
        let drawing = try ChartHarness.render(text)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(DiagramFront.count("class=\"legend\"", in: drawing.body.output) == 10_000)
    }

    @Test func tenThousandPacketFields() throws {
        let text = "packet\n" + (0..<10_000).map { "+3: \"f\($0)\"" }.joined(separator: "\n")
        let start = Date()
        let drawing = try ChartHarness.render(text)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(DiagramFront.count("class=\"packetBlock\"", in: drawing.body.output) >= 10_000)
    }

    @Test func hugePacketsAreRefusedNotDrawn() {
        let error = ChartHarness.error("---\nconfig:\n  packet:\n    bitsPerRow: 1\n---\npacket\n0-500000: \"a\"")
        #expect(error?.message.contains("rows") == true)
    }

    @Test func twoThousandTimelinePeriods() throws {
        let text = "timeline\n" + (0..<2_000).map { "section S\($0 / 20)\n \($0) : event \($0) : more" }.joined(separator: "\n")
        let start = Date()
        let drawing = try ChartHarness.render(text)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(DiagramFront.count("class=\"eventWrapper\"", in: drawing.body.output) == 4_000)
    }

    @Test func fiveThousandQuadrantPoints() throws {
        let text = "quadrantChart\n" + (0..<5_000).map { "P\($0): [\(Double($0 % 100) / 100), \(Double($0 % 37) / 37)]" }.joined(separator: "\n")
        let start = Date()
        let drawing = try ChartHarness.render(text)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(DiagramFront.count("class=\"data-point\"", in: drawing.body.output) == 5_000)
    }

    @Test func tenThousandXYValues() throws {
        let values = (0..<5_000).map { String($0 % 97) }.joined(separator: ", ")
        let text = "xychart\n bar [\(values)]\n line [\(values)]"
        let start = Date()
        let drawing = try ChartHarness.render(text)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(DiagramFront.count("<rect", in: drawing.body.output) == 5_001)
    }

    @Test func twoThousandJourneyTasks() throws {
        let text = "journey\n" + (0..<2_000).map { "section S\($0 / 10)\n T\($0): \($0 % 5 + 1): P\($0 % 30)" }.joined(separator: "\n")
        let start = Date()
        let drawing = try ChartHarness.render(text)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(DiagramFront.count("class=\"face\"", in: drawing.body.output) == 2_000)
    }
}
