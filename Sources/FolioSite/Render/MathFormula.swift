import MermaidCore

// Why: GitHub, GitLab, MkDocs (arithmatex), Docusaurus (remark-math) and Hugo (passthrough) all let a
// note hold TeX formulas, and all but GitHub need a script (KaTeX or MathJax) in the reader's browser
// to show them. Folio writes each formula as MathML at build time instead, which browsers lay out
// themselves: nothing to load, offline and from `file://` alike. A formula outside the subset shows
// its TeX source, never a wrong drawing, with a warning.

/// One formula of a page: `$…$` or `` $`…`$ `` (inline), `$$…$$` or a ```` ```math ```` block (display).
struct MathFormula {
    /// The TeX between the delimiters.
    let tex: String
    /// Display style: a block of its own, centred, large operators with limits above and below.
    let display: Bool

    /// The formula's HTML, and the reason it is shown as source instead (nil when drawn).
    ///
    /// A display formula is wrapped in a `math-display` block that scrolls sideways when the formula is
    /// wider than the column; inside a paragraph it is a `span` (still phrasing content), on its own
    /// (a ```` ```math ```` block) a `div`.
    func html(asBlock: Bool = false) -> (html: String, problem: String?) {
        let wrapper = asBlock ? "div" : "span"
        switch MathParser.result(tex) {
        case .success(let node):
            let math = MathMLWriter.element(node, tex: tex, display: display)
            return (display ? "<\(wrapper) class=\"math-display\">\(math)</\(wrapper)>" : math, nil)
        case .failure(let error):
            let source = display ? "$$" + tex + "$$" : "$" + tex + "$"
            let code = "<code class=\"math-source\">" + source.htmlEscaped + "</code>"
            return (display ? "<\(wrapper) class=\"math-display\">\(code)</\(wrapper)>" : code,
                    "formula shown as its TeX source: " + error.message)
        }
    }
}
