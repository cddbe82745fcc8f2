import Foundation
import GraphLayout
import MermaidCore
@testable import MermaidFlowchart

/// Builds renderer inputs from plain text, standing in for the shared front end.
enum FlowchartTestSupport {
    /// A diagram body (header first), lines numbered from `firstLine`.
    static func source(_ text: String, firstLine: Int = 1) -> DiagramSource {
        var lines: [SourceLine] = []
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            lines.append(SourceLine(number: firstLine + i, text: String(line)))
        }
        let keyword = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).first.map(String.init) ?? ""
        return DiagramSource(lines: lines, keyword: keyword)
    }

    static func parse(_ text: String) throws -> FlowchartDocument {
        try FlowchartParser.parse(source(text))
    }

    static let theme = Theme(name: "default", variables: [
        "mainBkg": "#ECECFF", "nodeBorder": "#9370DB", "lineColor": "#333333", "clusterBkg": "#ffffde",
        "clusterBorder": "#aaaa33", "edgeLabelBackground": "#e8e8e8", "titleColor": "#333", "nodeTextColor": "#333",
        "textColor": "#333", "primaryTextColor": "#333",
    ])

    static func context(prefix: String = "d1", config: ConfigValue = .object([:])) -> DiagramContext {
        DiagramContext(options: RenderOptions(idPrefix: prefix), config: config, theme: theme, darkTheme: nil,
                       text: TextMeasurer(fontFamily: nil))
    }

    static func render(_ text: String, prefix: String = "d1", config: ConfigValue = .object([:])) throws
        -> (DiagramDrawing, DiagramContext) {
        let ctx = context(prefix: prefix, config: config)
        return (try FlowchartRenderer.render(source(text), in: ctx), ctx)
    }

    /// Number of non-overlapping occurrences of `needle` in `haystack`.
    static func count(_ needle: String, in haystack: String) -> Int {
        haystack.components(separatedBy: needle).count - 1
    }
}
