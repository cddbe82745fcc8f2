import FolioSite

/// Identical diagnostics of one file, shown once: `× 17 more in notes/guide.md (lines 40, 58, …)`.
///
/// Why: one misconfigured site setting repeats the same warning for every diagram of a page (the
/// seed site printed "'graph' is not a mermaid config section" 18 times). Diagnostics are identical
/// when file, severity, code and message agree once the "diagram N: " prefix is left out; the first
/// keeps its full message and source line, the rest are counted with their lines.
struct DiagnosticGroup {
    /// The one shown in full.
    var first: Diagnostic
    /// The others, in order.
    var more: [Diagnostic] = []

    /// Groups `diagnostics` (in the order given), each group placed where its first member was.
    static func grouping(_ diagnostics: [Diagnostic]) -> [DiagnosticGroup] {
        var groups: [DiagnosticGroup] = []
        var index: [Key: Int] = [:]
        for diagnostic in diagnostics {
            let key = Key(diagnostic)
            if let at = index[key] {
                groups[at].more.append(diagnostic)
            } else {
                index[key] = groups.count
                groups.append(DiagnosticGroup(first: diagnostic))
            }
        }
        return groups
    }

    /// `× 17 more in notes/guide.md (lines 40, 58, 77 and 14 more)`, or nil for a single diagnostic.
    var moreLine: String? {
        guard !more.isEmpty else { return nil }
        let lines = more.map(\.line).filter { $0 > 0 }
        var text = "× \(more.count) more in \(first.file)"
        if !lines.isEmpty {
            let shown = lines.prefix(5).map(String.init).joined(separator: ", ")
            text += " (line\(lines.count == 1 ? "" : "s") \(shown)\(lines.count > 5 ? " and \(lines.count - 5) more" : ""))"
        }
        return text
    }

    private struct Key: Hashable {
        var file: String
        var severity: Diagnostic.Severity
        var code: String
        var message: Substring

        init(_ diagnostic: Diagnostic) {
            file = diagnostic.file
            severity = diagnostic.severity
            code = diagnostic.code
            message = DiagnosticGroup.withoutDiagramPrefix(diagnostic)
        }
    }

    /// The message without the `diagram 3: ` or `diagram 3 not drawn: ` the site builder puts in front.
    static func withoutDiagramPrefix(_ diagnostic: Diagnostic) -> Substring {
        let message = diagnostic.message[...]
        guard case .diagram = diagnostic.kind, message.hasPrefix("diagram "), let colon = message.firstIndex(of: ":")
        else { return message }
        return message[message.index(after: colon)...].drop { $0 == " " }
    }
}
