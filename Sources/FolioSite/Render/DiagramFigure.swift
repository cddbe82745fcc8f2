import Mermaid

/// Turns the outcome of drawing one ```mermaid block into the HTML that replaces it, and its
/// problems into structured diagnostics.
///
/// Why separate from drawing: the page draws all its diagrams in one batch
/// (``MermaidRenderer/renderAll(_:cache:)``); this type only shapes each outcome. Success:
/// `<figure class="diagram">` with the inline SVG, a `<figcaption>` from the diagram title, and a
/// collapsed `<details>` holding the source. Failure: the same figure with a visible error box
/// (message and source) instead of the SVG. The "diagram N: …" / "diagram N not drawn: …" wording
/// of a problem is made here, once, from the diagnostic's kind.
struct DiagramFigure {
    /// A problem, with its line relative to the block body (1 = first line after the fence).
    struct Problem {
        var line: Int
        var column: Int
        var message: String
        /// ``Diagnostic/code``: `mermaid[…]`.
        var code: String
    }

    let number: Int
    let html: String
    let drawn: Bool
    let problems: [Problem]

    /// The options diagram `number` of a page is drawn with: ids under `diagram-N-svg`, and no
    /// title in the SVG, as the title becomes the figure's caption.
    static func options(number: Int, siteConfig: ConfigValue?) -> RenderOptions {
        RenderOptions(idPrefix: "diagram-\(number)-svg", theme: nil, followsColorScheme: true, siteConfig: siteConfig,
                      drawsTitle: false)
    }

    init(source: String, number: Int, outcome: Result<RenderResult, MermaidError>) {
        self.number = number
        switch outcome {
        case .success(let result):
            var html = "<figure class=\"diagram\" id=\"diagram-\(number)\" data-diagram-type=\"\(result.diagramType.htmlEscaped)\">"
            html += "<div class=\"diagram-canvas\">" + result.svg + "</div>"
            if let title = result.title, !title.isEmpty {
                html += "<figcaption>" + title.htmlEscaped + "</figcaption>"
            }
            html += "<details class=\"diagram-source\"><summary>Diagram source</summary><pre><code class=\"language-mermaid\">"
            html += source.htmlEscaped + "</code></pre></details></figure>\n"
            self.html = html
            drawn = true
            problems = result.warnings.map {
                Problem(line: $0.line, column: $0.column, message: $0.message, code: DiagnosticCode.mermaid($0.code))
            }
        case .failure(let error):
            var html = "<figure class=\"diagram diagram-failed\" id=\"diagram-\(number)\">"
            html += "<div class=\"diagram-error\" role=\"alert\">"
            html += "<p class=\"diagram-error-title\">Diagram \(number) could not be drawn</p>"
            html += "<p class=\"diagram-error-message\">Line \(error.line), column \(error.column): \(error.message.htmlEscaped)</p>"
            html += "<pre class=\"diagram-error-source\"><code>\(source.htmlEscaped)</code></pre>"
            html += "</div></figure>\n"
            self.html = html
            drawn = false
            problems = [Problem(line: max(error.line, 1), column: max(error.column, 1), message: error.message,
                                code: DiagnosticCode.diagramNotDrawn)]
        }
    }

    /// `problem` as a warning of kind `.diagram(number:drawn:)` at an absolute position in the page,
    /// its message prefixed from that kind.
    func diagnostic(_ problem: Problem, file: String, line: Int, column: Int, sourceLine: String?) -> Diagnostic {
        let kind = Diagnostic.Kind.diagram(number: number, drawn: drawn)
        return Diagnostic(file: file, line: line, column: column, severity: .warning, kind: kind,
                          message: Self.prefix(for: kind) + problem.message, sourceLine: sourceLine, code: problem.code)
    }

    /// "diagram N: " for a warning on a drawn diagram, "diagram N not drawn: " for a failure.
    static func prefix(for kind: Diagnostic.Kind) -> String {
        guard case let .diagram(number, drawn) = kind else { return "" }
        return drawn ? "diagram \(number): " : "diagram \(number) not drawn: "
    }
}
