// Why: `info` is mermaid's "which renderer is this?" diagram: it draws the version of the library
// that rendered it. Folio draws its own engine's name and the mermaid syntax level it follows,
// not a mermaid.js version it does not contain (README "Mermaid support").
import MermaidCore

/// Renders `info` (optionally `showInfo`, and `title`/`accTitle`/`accDescr` lines).
package enum InfoRenderer: DiagramRenderer {
    package static let keywords = ["info"]
    /// What the diagram says: the engine and the mermaid release whose syntax it follows.
    package static let versionText = "Folio Mermaid engine, mermaid 11.14 syntax"

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let header = source.header?.text.trimmingASCIIWhitespace() ?? "info"
        let rest = header.dropFirst("info".count).trimmingASCIIWhitespace()
        guard rest.isEmpty || rest == "showInfo" else {
            throw source.error("expected 'info' alone or 'info showInfo'", line: source.header?.number ?? 1,
                               column: (source.header?.text.count ?? 0) - rest.count + 1)
        }
        for line in source.lines.dropFirst() where !line.text.isASCIIBlank {
            let text = line.text.trimmingASCIIWhitespace()
            if text == "showInfo" { continue }
            if text.hasPrefix("title ") || text == "title" {
                context.title = String(text.dropFirst(5)).trimmingASCIIWhitespace()
                continue
            }
            throw source.error("expected 'showInfo' or 'title …' in an info diagram", line: line.number,
                               column: line.text.count - line.text.drop { $0 == " " || $0 == "\t" }.count + 1)
        }
        let width = max(400, context.text.width(of: versionText, size: 32) + 40)
        var svg = SVGWriter(capacity: 256)
        svg.start("g")
        svg.startBody()
        svg.start("text")
        svg.attr("x", width / 2)
        svg.attr("y", 40)
        svg.attr("class", "version")
        svg.attr("font-size", 32)
        svg.attr("style", "text-anchor: middle;")
        svg.startBody()
        svg.text(versionText)
        svg.end("text")
        svg.end("g")
        let css = "#\(context.idPrefix) .version{fill:\(context.color("textColor"));}"
        return DiagramDrawing(body: svg, css: css, minX: 0, minY: 0, width: width, height: 100, svgClass: "",
                              roleDescription: "info")
    }
}
