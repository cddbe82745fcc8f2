// Why: a sanitised page keeps a raw HTML `class` only for names the site's CSS draws. The theme's own
// names are built in (``PageRenderer/themeClasses``); a site with a theme of its own names its classes
// in `markdown.htmlClasses`, read here, so that one setting is checked in one place.

extension SiteConfig {
    /// Reads `markdown.htmlClasses` (a list, or names separated by spaces or commas): each name made of
    /// ASCII letters, digits, `-` and `_`, not starting with a digit, as a CSS class selector writes it;
    /// any other is left out with a warning at `line`.
    mutating func readHTMLClasses(_ value: FrontMatterValue, display: String, line: Int) {
        for name in Self.classNames(in: value) {
            if Self.isClassName(name) {
                if !htmlClasses.contains(name) { htmlClasses.append(name) }
            } else {
                diagnostics.append(Diagnostic(
                    file: display, line: line, column: 1, severity: .warning,
                    message: "markdown.htmlClasses: '\(name)' is not a class name (ASCII letters, digits, '-' and '_', "
                        + "not starting with a digit); left out",
                    code: DiagnosticCode.config))
            }
        }
    }

    /// The names of a class list as writers give one: a YAML list, or names separated by spaces or commas.
    static func classNames(in value: FrontMatterValue) -> [String] {
        value.textList.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) }.map(String.init)
    }

    static func isClassName(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(48...57).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            (97...122).contains(byte) || (65...90).contains(byte) || (48...57).contains(byte) || byte == 45 || byte == 95
        }
    }
}
