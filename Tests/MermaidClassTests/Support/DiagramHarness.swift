import Foundation
import MermaidCore
@testable import MermaidClass

/// Builds the parser's input the way the front end does (front matter and `%%` lines blanked,
/// line numbers kept), so the class renderer can be tested without the rest of the engine.
enum DiagramHarness {
    static func source(_ text: String) -> DiagramSource {
        var lines: [SourceLine] = []
        var inFrontMatter = false
        var inDirective = false
        var sawBody = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let original = String(raw)
            let trimmed = original.trimmingCharacters(in: .whitespaces)
            var keep = original
            if index == 0 && trimmed == "---" { inFrontMatter = true; keep = "" }
            else if inFrontMatter { if trimmed == "---" { inFrontMatter = false }; keep = "" }
            else if inDirective { if trimmed.hasSuffix("}%%") { inDirective = false }; keep = "" }
            else if trimmed.hasPrefix("%%{") { inDirective = !trimmed.hasSuffix("}%%"); keep = "" }
            else if trimmed.hasPrefix("%%") { keep = "" }
            if !sawBody && keep.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            sawBody = true
            lines.append(SourceLine(number: index + 1, text: keep, original: original))
        }
        let keyword = lines.first.map { $0.text.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? "" } ?? ""
        return DiagramSource(lines: lines, keyword: keyword)
    }

    static func context(config: ConfigValue = .object([:])) -> DiagramContext {
        DiagramContext(options: RenderOptions(idPrefix: "t"), config: config,
                       theme: Theme(name: "default", variables: [:]), darkTheme: nil,
                       text: TextMeasurer(fontFamily: nil))
    }

    static func parse(_ text: String) throws -> ClassDiagram {
        try ClassDiagramParser.parse(source(text)).0
    }

    static func render(_ text: String, config: ConfigValue = .object([:])) throws -> DiagramDrawing {
        try ClassDiagramRenderer.render(source(text), in: context(config: config))
    }

    /// A standalone SVG around a drawing, for inspection in a browser.
    static func document(_ drawing: DiagramDrawing) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"t\" class=\"\(drawing.svgClass)\" aria-roledescription=\"\(drawing.roleDescription)\" viewBox=\"\(drawing.minX) \(drawing.minY) \(drawing.width) \(drawing.height)\"><style>\(drawing.css)</style>\(drawing.body)</svg>"
    }

    static var corpus: URL? {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("../shared/corpus").standardized
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Counts `needle` occurrences.
    static func count(_ needle: String, in haystack: String) -> Int {
        haystack.components(separatedBy: needle).count - 1
    }
}
