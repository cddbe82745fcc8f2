// Why: reads `timeline` blocks as mermaid 11's grammar does: `title …`, `section …`, period lines
// `period : event : event` (events are separated by a colon followed by a space, so `10:30` stays
// one word) and lines starting with `:` that add events to the period above.
import MermaidCore

enum TimelineParser {
    static func parse(_ source: DiagramSource) throws -> (TimelineDiagram, [MermaidWarning]) {
        var diagram = TimelineDiagram()
        var warnings: [MermaidWarning] = []
        guard var head = ChartLine.afterKeyword(source) else { return (diagram, warnings) }
        if let direction = head.word() {
            switch direction {
            case "TD", "TB": diagram.topDown = true
            case "LR": diagram.topDown = false
            default:
                throw source.error("unknown direction '\(direction)'; use LR (the default) or TD", line: head.line.number,
                                   column: head.column - direction.count)
            }
        }
        try head.expectEnd(in: source)
        for line in source.lines.dropFirst() where !line.text.isASCIIBlank {
            if let title = chartTitle(line.text) {
                diagram.title = title
                continue
            }
            let text = line.text.trimmingASCIIWhitespace()
            let indent = line.text.prefix { $0 == " " || $0 == "\t" }.count
            if text.hasPrefix("section"), text.dropFirst(7).first.map({ $0 == " " || $0 == "\t" }) == true {
                diagram.sections.append(String(text.dropFirst(8)).trimmingASCIIWhitespace())
                continue
            }
            let pieces = splitEvents(text)
            if text.hasPrefix(":") {
                guard !diagram.periods.isEmpty else {
                    throw source.error("an event line needs a period above it, e.g. '2004 : Facebook'", line: line.number,
                                       column: indent + 1)
                }
                diagram.periods[diagram.periods.count - 1].events += pieces.dropFirst().filter { !$0.isEmpty }
                continue
            }
            let period = pieces[0]
            guard !period.isEmpty else {
                throw source.error("expected a period such as '2004 : Facebook'", line: line.number, column: indent + 1)
            }
            let firstWord = String(period.prefix { !$0.isWhitespaceQuick })
            if pieces.count == 1, firstWord != "section", firstWord != "title",
               let hint = EditDistance.suggestion(for: firstWord, among: ["section", "title"]) {
                warnings.append(MermaidWarning(line: line.number, column: indent + 1,
                                               message: "'\(firstWord)' is drawn as a period without events; did you mean '\(hint)'?",
                                               sourceLine: line.original))
            }
            diagram.periods.append(.init(text: period, section: diagram.sections.isEmpty ? nil : diagram.sections.count - 1,
                                         events: pieces.dropFirst().filter { !$0.isEmpty }))
        }
        return (diagram, warnings)
    }

    /// `a : b : c` → `["a", "b", "c"]`, trimmed; a colon only separates when whitespace (or the end of
    /// the line) follows it.
    static func splitEvents(_ text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == ":", i + 1 == chars.count || chars[i + 1] == " " || chars[i + 1] == "\t" {
                pieces.append(current.trimmingASCIIWhitespace())
                current = ""
            } else {
                current.append(c)
            }
            i += 1
        }
        pieces.append(current.trimmingASCIIWhitespace())
        return pieces
    }
}
