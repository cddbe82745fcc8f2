/// Warnings for a note whose `slug` or `permalink` tries to leave its folder (`slug: ../../x`,
/// `permalink: /../etc`).
///
/// Why: such values were always contained (``SitePlan/outputPaths(for:assets:)`` makes every
/// part of a path safe, and Folio ignores `permalink`), but silently, so the author never learnt
/// that the page landed somewhere else. Checked while planning, on values already parsed.
enum PathWarnings {
    /// The warnings for `page`, written at `page.outputPath`.
    /// `display` (the note's path as warnings show it) is worked out only for a page with a warning.
    static func check(_ page: PageSummary, display: @autoclosure () -> String) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for key in keys {
            guard let value = page.frontMatterValue(key)?.text, escapes(value) else { continue }
            result.append(Diagnostic(
                file: display(), line: 0, column: 0, severity: .warning,
                message: "\(key) '\(value)' would leave the page's folder; ignored as a path: the page is written as '\(page.outputPath)'",
                code: DiagnosticCode.unsafePath))
        }
        return result
    }

    private static let keys = ["slug", "permalink"]

    /// True when `value` climbs (`..`), is hidden or names a folder by a backslash or NUL.
    static func escapes(_ value: String) -> Bool {
        value.split(whereSeparator: { $0 == "/" || $0 == "\\" }).contains { $0 == ".." || $0.hasPrefix(".") }
            || value.utf8.contains(0)
    }
}
