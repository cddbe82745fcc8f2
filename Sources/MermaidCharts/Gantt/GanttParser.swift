// Why: reads a `gantt` block line by line as mermaid 11's grammar does: settings (`dateFormat`,
// `axisFormat`, `tickInterval`, `excludes`, `includes`, `todayMarker`, `weekday`, `weekend`,
// `inclusiveEndDates`, `topAxis`), `title`, `section` and `Label : data` tasks, and `click` lines
// (links only: callbacks need a browser and are dropped with a warning).
import MermaidCore

enum GanttParser {
    static let tags = ["active", "done", "crit", "milestone", "vert"]
    static let keywords = ["dateFormat", "axisFormat", "tickInterval", "includes", "excludes", "todayMarker",
                           "weekday", "weekend", "inclusiveEndDates", "topAxis", "title", "section", "click",
                           "accDescription", "displayMode"]

    static func parse(_ source: DiagramSource, context: DiagramContext) throws -> GanttChart {
        var chart = GanttChart()
        var section = ""
        var taskCount = 0
        var previousId: String?
        var ids = Set<String>()
        for line in source.lines.dropFirst() where !line.text.isASCIIBlank {
            guard chart.tasks.count < 20_000 else {
                throw source.error("more than 20,000 tasks; split the chart", line: line.number)
            }
            let text = line.text.drop { $0 == " " || $0 == "\t" }
            let column = line.text.count - text.count + 1
            let word = String(text.prefix { !$0.isWhitespace && $0 != ":" })
            let rest = String(text.dropFirst(word.count))
            let lower = word.lowercased()
            func value(stoppingAt stops: Set<Character> = ["#", ";"]) -> String {
                String(rest.drop { $0 == " " || $0 == "\t" }.prefix { !stops.contains($0) })
                    .trimmingASCIIWhitespace()
            }
            let hasValue = rest.first.map { $0 == " " || $0 == "\t" } ?? false
            switch lower {
            case "dateformat" where hasValue: chart.dateFormat = value(); continue
            case "axisformat" where hasValue: chart.axisFormat = value(); continue
            case "tickinterval" where hasValue: chart.tickInterval = value(); continue
            case "includes" where hasValue: chart.includes = split(value()); continue
            case "excludes" where hasValue: chart.excludes = split(value()); continue
            case "todaymarker" where hasValue: chart.todayMarker = value(stoppingAt: [";"]); continue
            case "inclusiveenddates": chart.inclusiveEndDates = true; continue
            case "topaxis": chart.topAxis = true; continue
            case "weekday", "weekend":
                let day = value().lowercased()
                let allowed = lower == "weekday" ? GanttCalendar.weekdayNames : ["friday", "saturday"]
                guard allowed.contains(day) else {
                    throw source.error("expected \(lower) followed by one of \(allowed.joined(separator: ", "))",
                                       line: line.number, column: column)
                }
                if lower == "weekday" { chart.weekday = day } else { chart.weekend = day }
                continue
            case "title" where hasValue:
                chart.title = String(rest.dropFirst())
                continue
            case "section" where hasValue:
                section = String(rest.dropFirst())
                continue
            case "accdescription" where hasValue:
                continue
            case "click" where hasValue:
                try click(value(stoppingAt: []), line: line, column: column, chart: &chart, ids: ids, source: source, context: context)
                continue
            default: break
            }
            guard let colon = text.firstIndex(of: ":") else {
                let hint = EditDistance.suggestion(for: word, among: keywords)
                throw source.error("expected a task such as 'Write docs : 2024-01-01, 3d'" + (hint.map { " or '\($0) …'" } ?? ""),
                                   line: line.number, column: column)
            }
            let label = String(text[..<colon])
            let data = String(text[text.index(after: colon)...].prefix { $0 != "#" && $0 != ";" })
            var items = data.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            var task = GanttTaskSpec(label: label, section: section, id: "", line: line.number, end: "")
            var matched = true
            while matched, let first = items.first {
                matched = false
                let tag = first.trimmingASCIIWhitespace()
                if tags.contains(tag) {
                    switch tag {
                    case "active": task.active = true
                    case "done": task.done = true
                    case "crit": task.crit = true
                    case "milestone": task.milestone = true
                    default: task.vert = true
                    }
                    items.removeFirst()
                    matched = items.first != nil
                }
            }
            items = items.map { $0.trimmingASCIIWhitespace() }
            func autoId() -> String { taskCount += 1; return "task\(taskCount)" }
            switch items.count {
            case 1: task.id = autoId(); task.start = nil; task.end = items[0]
            case 2: task.id = autoId(); task.start = items[0]; task.end = items[1]
            case 3: task.id = items[0]; task.start = items[1]; task.end = items[2]
            default:
                throw source.error("expected 'start, end' or 'id, start, end' after the tags, found \(items.count) parts",
                                   line: line.number, column: column + label.count + 1)
            }
            if task.start == nil && previousId == nil {
                throw source.error("the first task needs a start date, e.g. '\(label.trimmingASCIIWhitespace()) : 2024-01-01, \(task.end)'",
                                   line: line.number, column: column + label.count + 1)
            }
            task.previousId = previousId
            previousId = task.id
            if ids.contains(task.id) {
                context.warn("task id '\(task.id)' is used twice; mermaid links 'after \(task.id)' to the last one",
                             line: line.number, column: column, sourceLine: line.original, code: "duplicate-definition")
            }
            ids.insert(task.id)
            chart.tasks.append(task)
        }
        return chart
    }

    /// `excludes weekends, 2024-01-01 friday` → lower-cased items.
    static func split(_ text: String) -> [String] {
        text.lowercased().split { $0 == " " || $0 == "\t" || $0 == "," }.map(String.init)
    }

    /// `click id[,id] href "url"` and `click id call fn(args)`.
    private static func click(_ text: String, line: SourceLine, column: Int, chart: inout GanttChart, ids: Set<String>,
                              source: DiagramSource, context: DiagramContext) throws {
        let targets = String(text.prefix { !$0.isWhitespace })
        let rest = text.dropFirst(targets.count).trimmingASCIIWhitespace()
        let taskIds = targets.split(separator: ",").map(String.init)
        if rest.lowercased().hasPrefix("href") {
            let quoted = rest.dropFirst(4).drop { $0 == " " || $0 == "\t" }
            guard quoted.first == "\"", let close = quoted.dropFirst().firstIndex(of: "\"") else {
                throw source.error("expected click ID href \"URL\"", line: line.number, column: column)
            }
            let url = String(quoted[quoted.index(after: quoted.startIndex)..<close])
            guard LinkURL.isSafe(url) else {
                context.warn("link '\(url)' dropped: only http(s), mailto and relative links are kept",
                             line: line.number, column: column, sourceLine: line.original, code: "unsafe-link")
                return
            }
            for id in taskIds where ids.contains(id) {
                chart.links[id] = url
                chart.classes[id, default: []].append("clickable")
            }
        } else if rest.lowercased().hasPrefix("call") {
            context.warn("'click … call' runs a script in mermaid; a static page cannot, so it is ignored",
                         line: line.number, column: column, sourceLine: line.original, code: "unsupported-syntax")
            for id in taskIds where ids.contains(id) { chart.classes[id, default: []].append("clickable") }
        } else {
            throw source.error("expected click ID href \"URL\" or click ID call function()", line: line.number, column: column)
        }
    }
}
