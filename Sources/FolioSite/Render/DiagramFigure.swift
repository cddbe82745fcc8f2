import Mermaid

/// Turns one ```mermaid block into the HTML that replaces it.
///
/// Success: `<figure class="diagram">` with the inline SVG, a `<figcaption>` from the
/// diagram title, and a collapsed `<details>` holding the source. Failure: the same figure
/// with a visible error box (message and source) instead of the SVG. Never throws.
struct DiagramFigure {
    struct Outcome {
        var html: String
        var rendered: Bool
        /// Problems, with lines relative to the block body (1 = first line after the fence).
        var problems: [(line: Int, column: Int, severity: Diagnostic.Severity, message: String)]
    }

    static func render(source: String, number: Int, idPrefix: String, siteConfig: ConfigValue?,
                       cache: MermaidCache? = nil) -> Outcome {
        // The title becomes the figure's caption, so the SVG does not draw it a second time.
        let options = RenderOptions(idPrefix: idPrefix, theme: nil, followsColorScheme: true, siteConfig: siteConfig,
                                    drawsTitle: false)
        let sourceDetails = """
        <details class="diagram-source"><summary>Diagram source</summary><pre><code class="language-mermaid">\(source.htmlEscaped)</code></pre></details>
        """
        do {
            let result = try cache?.render(source, options: options) ?? MermaidRenderer.render(source, options: options)
            var html = "<figure class=\"diagram\" id=\"diagram-\(number)\" data-diagram-type=\"\(result.diagramType.htmlEscaped)\">"
            html += "<div class=\"diagram-canvas\">" + result.svg + "</div>"
            if let title = result.title, !title.isEmpty {
                html += "<figcaption>" + title.htmlEscaped + "</figcaption>"
            }
            html += sourceDetails + "</figure>\n"
            let problems = result.warnings.map { (line: $0.line, column: $0.column, severity: Diagnostic.Severity.warning,
                                                  message: "diagram \(number): \($0.message)") }
            return Outcome(html: html, rendered: true, problems: problems)
        } catch let error as MermaidError {
            return failure(source: source, number: number, idPrefix: idPrefix, line: error.line, column: error.column,
                           message: error.message, details: sourceDetails)
        } catch {
            return failure(source: source, number: number, idPrefix: idPrefix, line: 1, column: 1,
                           message: String(describing: error), details: sourceDetails)
        }
    }

    private static func failure(source: String, number: Int, idPrefix: String, line: Int, column: Int,
                                message: String, details: String) -> Outcome {
        var html = "<figure class=\"diagram diagram-failed\" id=\"diagram-\(number)\">"
        html += "<div class=\"diagram-error\" role=\"alert\">"
        html += "<p class=\"diagram-error-title\">Diagram \(number) could not be drawn</p>"
        html += "<p class=\"diagram-error-message\">Line \(line), column \(column): \(message.htmlEscaped)</p>"
        html += "<pre class=\"diagram-error-source\"><code>\(source.htmlEscaped)</code></pre>"
        html += "</div></figure>\n"
        _ = details
        return Outcome(html: html, rendered: false,
                       problems: [(line: max(line, 1), column: max(column, 1), severity: .warning,
                                   message: "diagram \(number) not drawn: \(message)")])
    }
}
