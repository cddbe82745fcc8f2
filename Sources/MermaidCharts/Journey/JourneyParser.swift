// Why: reads `journey` blocks as mermaid 11's grammar does: `title …`, `section …` and task lines
// `Name: score[: person, person…]`; a score must be a number (mermaid would draw `NaN`).
import MermaidCore

enum JourneyParser {
    static func parse(_ source: DiagramSource) throws -> (JourneyDiagram, [MermaidWarning]) {
        var diagram = JourneyDiagram()
        var warnings: [MermaidWarning] = []
        guard var head = ChartLine.afterKeyword(source) else { return (diagram, warnings) }
        try head.expectEnd(in: source)
        var section = ""
        for line in source.lines.dropFirst() where !line.text.isASCIIBlank {
            if let title = chartTitle(line.text) {
                diagram.title = title
                continue
            }
            let text = line.text.trimmingASCIIWhitespace()
            let indent = line.text.prefix { $0 == " " || $0 == "\t" }.count
            if text.hasPrefix("section"), text.count == 7 || text.dropFirst(7).first.map({ $0 == " " || $0 == "\t" }) == true {
                section = String(text.dropFirst(7).prefix { $0 != ":" && $0 != "#" && $0 != ";" }).trimmingASCIIWhitespace()
                continue
            }
            guard let colon = text.firstIndex(of: ":") else {
                let first = String(text.prefix { !$0.isWhitespace })
                let hint = EditDistance.suggestion(for: first, among: ["section", "title"])
                throw source.error("expected a task such as 'Make tea: 5: Me'" + (hint.map { ", or '\($0)'" } ?? ""),
                                   line: line.number, column: indent + 1)
            }
            let name = String(text[..<colon]).trimmingASCIIWhitespace()
            let pieces = text[text.index(after: colon)...].split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let scoreText = String(pieces[0]).trimmingASCIIWhitespace()
            let scoreColumn = indent + text.distance(from: text.startIndex, to: colon) + 2
            guard let score = Double(scoreText), score.isFinite else {
                throw source.error("expected a score from 1 to 5 after '\(name):', found '\(scoreText.prefix(20))'",
                                   line: line.number, column: scoreColumn)
            }
            if score < 1 || score > 5 {
                warnings.append(MermaidWarning(line: line.number, column: scoreColumn,
                                               message: "score \(JSNumber.string(score)) is outside 1…5; the face is drawn at the nearest end",
                                               sourceLine: line.original))
            }
            let people = pieces.count > 1
                ? pieces[1].split(separator: ",").map { String($0).trimmingASCIIWhitespace() }.filter { !$0.isEmpty }
                : []
            diagram.tasks.append(.init(name: name, section: section, score: score, people: people))
        }
        return (diagram, warnings)
    }
}
