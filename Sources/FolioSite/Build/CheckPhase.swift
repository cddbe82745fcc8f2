/// Phase 5, check: the site's diagnostics as it now stands, including links into other pages'
/// anchors, which can only be checked once every page's anchors are known.
///
/// Why from records: each page's anchors were collected while it rendered (``BuildState``), so a
/// rebuild that rendered one page checks every link of the site without reading any HTML.
struct CheckPhase {
    let policy: WarningPolicy

    /// Every diagnostic, sorted, after the ``WarningPolicy`` (ignored codes left out, promoted ones errors).
    func run(_ state: BuildState) -> [Diagnostic] {
        var result = state.siteDiagnostics + state.site.navigation.diagnostics
        let loader = state.site.renderer.loader
        for page in state.site.plan.pages {
            result += page.diagnostics
            guard let record = state.records[page.sourcePath] else { continue }
            result += record.diagnostics
            for reference in record.anchorReferences {
                guard let anchors = state.anchors[reference.targetOutputPath],
                      !anchors.contains(reference.fragment) else { continue }
                // Made only for a broken link: a rebuild checks every page's links.
                result.append(Diagnostic(
                    file: reference.file ?? loader.displayPath(page.sourcePath), line: reference.line, column: reference.column, severity: .warning,
                    message: "broken link '#\(reference.fragment)' (no such anchor in \(reference.targetOutputPath))",
                    sourceLine: reference.sourceLine, code: DiagnosticCode.brokenLink))
            }
        }
        result = policy.apply(result)
        result.sort()
        return result
    }
}
