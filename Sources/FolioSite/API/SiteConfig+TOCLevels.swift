// Why: the site's table of contents levels are read by the same ``TOCLevels`` reader a page's front
// matter is, and only its warnings differ (they name `folio.yml`'s line); kept out of the long loader.

extension SiteConfig {
    /// Reads `toc_depth`, `toc_min_heading_level` and `toc_max_heading_level` from `folio.yml`'s keys.
    mutating func readTOCLevels(_ matter: FrontMatter, display: String) {
        let (levels, problems) = TOCLevels.reading({ matter.value($0) }, over: .standard)
        tocLevels = levels
        for problem in problems {
            diagnostics.append(Diagnostic(file: display, line: matter.line(problem.key), column: 1, severity: .warning,
                                          message: problem.message, code: DiagnosticCode.config))
        }
    }
}
