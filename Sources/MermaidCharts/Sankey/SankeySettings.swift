// Why: the `sankey.*` settings with mermaid's defaults, clamped to sane ranges, and a warning
// (with a suggestion) for keys mermaid does not know, so a typo does not pass silently.
import MermaidCore

/// The `sankey` config section as the renderer uses it.
struct SankeySettings {
    static let knownKeys = ["width", "height", "linkColor", "nodeAlignment", "showValues", "prefix", "suffix",
                            "labelStyle", "nodeColors", "nodeWidth", "nodePadding", "useMaxWidth"]

    var width = 600.0
    var height = 400.0
    var nodeWidth = 10.0
    var nodePadding = 12.0
    var showValues = true
    var prefix = ""
    var suffix = ""
    var outlined = false
    var alignment = SankeyLayout.Alignment.justify
    /// `source`, `target`, `gradient`, or a CSS colour (already sanitised).
    var linkColor = "gradient"
    var nodeColors: [String: String] = [:]

    init(context: DiagramContext, line: Int) {
        let section = context.config["sankey"]
        func number(_ key: String, _ range: ClosedRange<Double>) -> Double? {
            guard let v = section?[key]?.doubleValue, v.isFinite else { return nil }
            return min(max(v, range.lowerBound), range.upperBound)
        }
        width = number("width", 10...20_000) ?? width
        height = number("height", 10...20_000) ?? height
        nodeWidth = number("nodeWidth", 1...1000) ?? nodeWidth
        showValues = section?["showValues"]?.boolValue ?? showValues
        // mermaid leaves room for the value line under each label.
        nodePadding = (number("nodePadding", 0...1000) ?? nodePadding) + (showValues ? 15 : 0)
        prefix = section?["prefix"]?.stringValue ?? prefix
        suffix = section?["suffix"]?.stringValue ?? suffix
        outlined = section?["labelStyle"]?.stringValue == "outlined"
        if let raw = section?["nodeAlignment"]?.stringValue {
            if let value = SankeyLayout.Alignment(rawValue: raw) {
                alignment = value
            } else {
                let hint = EditDistance.suggestion(for: raw, among: SankeyLayout.Alignment.allCases.map(\.rawValue))
                context.warn("unknown sankey.nodeAlignment '\(raw)'" + (hint.map { "; did you mean '\($0)'?" } ?? "")
                             + " Using 'justify'.", line: line, code: "invalid-config-value")
            }
        }
        if let raw = section?["linkColor"]?.stringValue, !raw.isEmpty {
            linkColor = ["source", "target", "gradient"].contains(raw) ? raw : SVGDocument.sanitizeStyleValue(raw)
        }
        if case .object(let colors)? = section?["nodeColors"] {
            for (name, value) in colors {
                if let color = value.stringValue { nodeColors[name] = SVGDocument.sanitizeStyleValue(color) }
            }
        }
        if case .object(let keys)? = section {
            for key in keys.keys.sorted() where !Self.knownKeys.contains(key) {
                let hint = EditDistance.suggestion(for: key, among: Self.knownKeys)
                context.warn("unknown sankey setting '\(key)'" + (hint.map { "; did you mean '\($0)'?" } ?? ""),
                             line: line, code: "unknown-config-key")
            }
        }
    }
}
