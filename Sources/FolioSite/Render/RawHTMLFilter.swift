// Why: raw HTML from notes is the one place an author can put markup of their own on every
// reader's page. This file applies the site's `markdown.rawHTML` choice to each raw HTML node
// of a page and turns what the sanitiser removed into positioned warnings.
import HTMLSanitizer
import Markup

/// Applies a ``RawHTMLMode`` to the raw HTML nodes of one page.
///
/// cmark gives raw HTML as `.htmlBlock` nodes (a whole block, sanitised as one fragment) and
/// `.htmlInline` nodes (one tag, comment or declaration each: `<b>x</b>` is three nodes), which
/// are sanitised token by token (see ``HTMLSanitizer``). A node's new text is set as its literal,
/// so cmark's renderer (and GFM's tagfilter, as a second fence) still writes it. Pages without
/// raw HTML never get here.
struct RawHTMLFilter {
    let mode: RawHTMLMode
    let file: String
    let lines: LineIndex
    /// The sanitiser of `sanitize` mode (the GitHub allowlist with the site's class names).
    let sanitizer: HTMLSanitizer
    var diagnostics: [Diagnostic] = []

    private static let omitted = "<!-- raw HTML omitted -->"

    init(mode: RawHTMLMode, file: String, lines: LineIndex, sanitizer: HTMLSanitizer) {
        self.mode = mode
        self.file = file
        self.lines = lines
        self.sanitizer = sanitizer
    }

    /// Rewrites `nodes` in place and returns the HTML each now holds (for the page's anchors).
    mutating func apply(to nodes: [MarkupNode]) -> [String] {
        nodes.map { node in
            let literal = node.literal ?? ""
            switch mode {
            case .allow:
                return literal
            case .omit:
                let text = node.kind == .htmlBlock ? RawHTMLFilter.omitted + "\n" : RawHTMLFilter.omitted
                node.literal = text
                return ""
            case .sanitize:
                let isBlock = node.kind == .htmlBlock
                let result = isBlock ? sanitizer.sanitize(block: literal)
                                     : sanitizer.sanitize(inline: literal)
                if result.html != literal { node.literal = result.html }
                if !result.findings.isEmpty { report(result.findings, at: node.location) }
                return result.html
            }
        }
    }

    /// The opening tag `html` of an element Folio writes around Markdown (`<div class="grid">` from
    /// `<div class="grid" markdown>`), as the mode leaves it: kept, left out (empty), or sanitised with its
    /// findings reported at `start`, the tag's place in the note.
    mutating func filterTag(_ html: String, at start: SourceLocation) -> String {
        switch mode {
        case .allow: return html
        case .omit: return ""
        case .sanitize:
            let result = sanitizer.sanitize(inline: html)
            if !result.findings.isEmpty { report(result.findings, at: start) }
            return result.html
        }
    }

    /// Findings are positioned inside the node's text: line 1 starts at the node's column, and
    /// later lines are shifted by the same indentation (a block quote's `> `, a list's indent).
    private mutating func report(_ findings: [HTMLSanitizer.Finding], at start: SourceLocation) {
        for finding in findings {
            let line = start.line + finding.line - 1
            let column = start.column + finding.column - 1
            diagnostics.append(Diagnostic(file: file, line: line, column: column, severity: .warning,
                                          message: "raw HTML: \(finding.message)", sourceLine: lines.line(line),
                                          code: DiagnosticCode.rawHTML))
        }
    }
}
