import Highlight
import Mermaid

/// Turns the outcome of drawing one ```mermaid block into the HTML that replaces it, and its
/// problems into structured diagnostics.
///
/// Why separate from drawing: the page draws all its diagrams in one batch
/// (``MermaidRenderer/renderAll(_:cache:)``); this type only shapes each outcome. Success:
/// `<figure class="diagram">` with an "Expand" button for the theme's viewer (hidden until its
/// script shows it), the inline SVG at its natural width, a `<figcaption>` from the diagram title, and a
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

    /// The options diagram `number` of a page is drawn with: ids under `diagram-N-svg`, no
    /// title in the SVG, as the title becomes the figure's caption, and shared style sheets, which
    /// the page keeps once (``PageStyleSharing``).
    static func options(number: Int, siteConfig: ConfigValue?) -> RenderOptions {
        RenderOptions(idPrefix: "diagram-\(number)-svg", theme: nil, followsColorScheme: true, siteConfig: siteConfig,
                      drawsTitle: false, sharesStyleSheet: true)
    }

    /// `highlighter` colours the source in the `<details>` block (as mermaid) when set.
    /// `words`: the site's words for the figure's labels and buttons.
    init(source: String, number: Int, outcome: Result<RenderResult, MermaidError>, highlighter: SyntaxHighlighter? = nil,
         words: UIText = .english) {
        self.number = number
        switch outcome {
        case .success(let result):
            var html = "<figure class=\"diagram\" id=\"diagram-\(number)\" data-diagram-type=\"\(result.diagramType.htmlEscaped)\">"
            if let width = DiagramFigure.naturalWidth(of: result.svg) {
                // Drawn at its natural width (the SVG says width="100%"): wider than the column, it scrolls.
                html += "<div class=\"diagram-canvas\" tabindex=\"0\" role=\"group\" aria-label=\"\(UIText.html(words.format(.diagramNumber, n: number)))\" style=\"--diagram-width: \(width)px\">"
            } else {
                html += "<div class=\"diagram-canvas\" tabindex=\"0\" role=\"group\" aria-label=\"\(UIText.html(words.format(.diagramNumber, n: number)))\">"
            }
            html += result.svg + "</div>"
            html += "<button class=\"diagram-expand\" type=\"button\" data-diagram-expand hidden aria-label=\"\(UIText.html(words.format(.openDiagram, n: number)))\">\(words.html(.expand))</button>"
            if let title = result.title, !title.isEmpty {
                html += "<figcaption>" + title.htmlEscaped + "</figcaption>"
            }
            html += "<details class=\"diagram-source\"><summary>\(words.html(.diagramSource))</summary><pre tabindex=\"0\"><code class=\"language-mermaid\">"
            html += (highlighter?.html(code: source, language: "mermaid") ?? source.htmlEscaped) + "</code></pre></details></figure>\n"
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
            html += "<pre class=\"diagram-error-source\" tabindex=\"0\"><code>\(source.htmlEscaped)</code></pre>"
            html += "</div></figure>\n"
            self.html = html
            drawn = false
            problems = [Problem(line: max(error.line, 1), column: max(error.column, 1), message: error.message,
                                code: DiagnosticCode.diagramNotDrawn)]
        }
    }

    /// The width of the `viewBox` on the `<svg>` tag that opens `svg`, formatted as a CSS number
    /// (digits and one dot only, so it is safe in a style attribute); nil when there is none.
    static func naturalWidth(of svg: String) -> String? {
        let head = svg.utf8.prefix(4_096)
        guard let tagEnd = head.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let tag = String(decoding: head[..<tagEnd], as: UTF8.self)
        guard let start = tag.range(of: " viewBox=\"") else { return nil }
        let rest = tag[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        let parts = rest[..<end].split(separator: " ")
        guard parts.count == 4, let width = Double(parts[2]), width.isFinite, width > 0, width < 1_000_000 else { return nil }
        let rounded = (width * 100).rounded(.up) / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
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
