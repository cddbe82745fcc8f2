import Foundation
@testable import MermaidSequence
import MermaidCore
import Mermaid

/// Helpers shared by the sequence tests: a diagram source from plain text and a render
/// straight through `SequenceRenderer`, without the umbrella front end.
enum SequenceTestSupport {
    /// Lines from the `sequenceDiagram` header on; `%%` comment lines blanked like the front end does.
    static func source(_ text: String) -> DiagramSource {
        var lines: [SourceLine] = []
        var started = false
        for (i, raw) in text.components(separatedBy: "\n").enumerated() {
            if !started {
                if raw.trimmingCharacters(in: .whitespaces).hasPrefix("sequenceDiagram") { started = true } else { continue }
            }
            let cleaned = raw.trimmingCharacters(in: .whitespaces).hasPrefix("%%") ? "" : raw
            lines.append(SourceLine(number: i + 1, text: cleaned, original: raw))
        }
        return DiagramSource(lines: lines, keyword: "sequenceDiagram")
    }

    static func context(config: ConfigValue = .object([:]), fontFamily: String? = nil) -> DiagramContext {
        DiagramContext(options: RenderOptions(idPrefix: "t"), config: config,
                       theme: Theme(name: "default", variables: [:]), darkTheme: nil,
                       text: TextMeasurer(fontFamily: fontFamily))
    }

    static func statements(_ text: String) throws -> [SequenceStatement] {
        try SequenceParser.parse(source(text)).statements
    }

    static func drawing(_ text: String, config: ConfigValue = .object([:])) throws -> DiagramDrawing {
        try SequenceRenderer.render(source(text), in: context(config: config))
    }

    /// A standalone SVG document around a drawing (for dumping and counting).
    static func svg(_ d: DiagramDrawing, prefix: String = "t") -> String {
        let vb = [d.minX, d.minY, d.width, d.height].map { NumberFormat.format($0) }.joined(separator: " ")
        return "<svg id=\"\(prefix)\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(vb)\" width=\"100%\" "
            + "style=\"max-width: \(NumberFormat.format(d.width))px;\"><style>\(d.css)</style>\(d.body.output)</svg>"
    }

    /// The full pipeline (front end, theme, SVG document), as `folio mermaid` runs it.
    static func render(_ text: String, prefix: String = "t") throws -> RenderResult {
        try MermaidRenderer.render(text, options: RenderOptions(idPrefix: prefix))
    }

    /// Number of non-overlapping occurrences of `needle` in `haystack`.
    static func count(_ needle: String, in haystack: String) -> Int {
        haystack.components(separatedBy: needle).count - 1
    }

    /// `../shared/corpus` relative to the package root, when present.
    static var corpus: URL? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let url = root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
