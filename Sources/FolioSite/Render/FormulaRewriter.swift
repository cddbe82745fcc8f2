import Foundation
import Markup

// Why: a page's formulas are found in the one pass over its tree and replaced by their MathML, but a
// heading's formulas must wait: the heading's plain text (its id, its entry in the table of contents)
// is read from the formula's TeX first, then the heading renders with MathML in it. So the rewriter
// keeps a heading's formulas apart until `PageRenderer` anchors that heading.

/// Replaces a page's ``MarkupNodeKind/math`` nodes and ```` ```math ```` blocks with their HTML
/// (``MathFormula``), reporting each formula outside the subset at its `file:line:col`.
struct FormulaRewriter {
    let file: String
    let lines: LineIndex
    private(set) var diagnostics: [Diagnostic] = []
    /// Formulas outside headings, in document order.
    private var formulas: [MarkupNode] = []
    /// Formulas inside each heading, replaced when the heading is anchored (``replace(in:)``).
    private var headingFormulas: [MarkupNode: [MarkupNode]] = [:]

    init(file: String, lines: LineIndex) {
        self.file = file
        self.lines = lines
    }

    /// Keeps `node` (a formula) for ``replaceRest()``, or for ``replace(in:)`` when it is in a heading.
    /// A formula in an image's description stays: the `alt` text is plain, and shows the TeX.
    mutating func collect(_ node: MarkupNode) {
        var container = node.parent
        while let current = container, !current.kind.isBlock {
            if current.kind == .image { return }
            container = current.parent
        }
        if let heading = container, heading.kind == .heading {
            headingFormulas[heading, default: []].append(node)
        } else {
            formulas.append(node)
        }
    }

    /// Replaces the formulas of `heading` (its plain text already read).
    mutating func replace(in heading: MarkupNode) {
        guard let inHeading = headingFormulas.removeValue(forKey: heading) else { return }
        for node in inHeading { replace(node) }
    }

    /// Replaces every formula not in a heading.
    mutating func replaceRest() {
        for node in formulas { replace(node) }
        formulas = []
    }

    /// Replaces a ```` ```math ```` block with its formula in display style.
    mutating func replace(block: MarkupNode) {
        let tex = (block.literal ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let formula = MathFormula(tex: tex, display: true)
        let (html, problem) = formula.html(asBlock: true)
        if let problem { report(problem, at: block.location) }
        block.replace(withRawHTML: html + "\n")
    }

    private mutating func replace(_ node: MarkupNode) {
        guard let (tex, display) = node.mathFormula else { return }
        let (html, problem) = MathFormula(tex: tex, display: display).html()
        if let problem { report(problem, at: node.location) }
        node.replace(withRawHTML: html)
    }

    private mutating func report(_ problem: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(file: file, line: location.line, column: location.column, severity: .warning,
                                      message: problem, sourceLine: lines.line(location.line), code: DiagnosticCode.math))
    }
}
