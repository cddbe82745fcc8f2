import FolioServe
import FolioSite
import Foundation

/// Everything `folio` prints about builds: compiler-style diagnostics with the source line, a
/// caret and the code (`[mermaid[unknown-config-key]]`), ANSI colour on a TTY, identical ones
/// grouped (``DiagnosticGroup``), and the one summary line of `folio build` and `folio serve`.
/// `--quiet` keeps errors and the summary; `--format json` prints JSON lines on standard output
/// instead; with `GITHUB_ACTIONS=true` each shown group is also a workflow annotation
/// (``MachineFormat``).
///
/// Why here: the libraries hand over structured ``FolioSite/Diagnostic`` values and counts; how
/// they look on a terminal is the executable's business, in this one place. In `folio serve` it
/// prints the diagnostics that are new since the previous build, so an unchanged warning is not
/// repeated on every save.
final class TerminalReporter: @unchecked Sendable {
    private let lock = NSLock()
    private var shown: Set<FolioSite.Diagnostic> = []
    /// Colour only when standard error is a terminal.
    let colour: Bool
    /// Errors and summary lines only: no warnings or notes.
    let quiet: Bool
    let format: OutputFormat
    /// Also print GitHub Actions annotations (text format only).
    let githubActions: Bool

    init(colour: Bool? = nil, quiet: Bool = false, format: OutputFormat = .text,
         githubActions: Bool = getenv("GITHUB_ACTIONS").map { String(cString: $0) } == "true") {
        self.format = format
        self.colour = format == .text && (colour ?? (isatty(STDERR_FILENO) != 0))
        self.quiet = quiet
        self.githubActions = githubActions && format == .text
    }

    /// True when a progress line may be drawn.
    var showsProgress: Bool { colour && !quiet && format == .text }

    /// `Built 5 pages, 24 diagrams in 41 ms — 1 error, 3 warnings`.
    static func summaryLine(pages: Int, diagrams: Int, seconds: Double, diagnostics: [FolioSite.Diagnostic]) -> String {
        let ms = Int((seconds * 1000).rounded())
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        var line = "Built \(counted(pages, "page")), \(counted(diagrams, "diagram")) in \(ms) ms"
        let parts = (errors > 0 ? [counted(errors, "error")] : []) + (warnings > 0 ? [counted(warnings, "warning")] : [])
        if !parts.isEmpty { line += " — " + parts.joined(separator: ", ") }
        return line
    }

    private static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// The full compiler-style message: `path:line:col: severity: message`, then the source line
    /// and a caret under the column (columns count UTF-8 bytes; tabs shown as four spaces).
    func format(_ diagnostic: FolioSite.Diagnostic) -> String {
        let bold = colour ? "\u{1B}[1m" : ""
        let reset = colour ? "\u{1B}[0m" : ""
        let tint: String
        switch diagnostic.severity {
        case .error: tint = colour ? "\u{1B}[1;31m" : ""
        case .warning: tint = colour ? "\u{1B}[1;35m" : ""
        case .note: tint = colour ? "\u{1B}[1;36m" : ""
        }
        var text = "\(bold)\(Self.printable(diagnostic.location)):\(reset) \(tint)\(diagnostic.severity.rawValue):\(reset) "
        text += "\(bold)\(Self.printable(diagnostic.message))\(reset)"
        if diagnostic.code != DiagnosticCode.general { text += " [\(Self.printable(diagnostic.code))]" }
        if let source = diagnostic.sourceLine, diagnostic.line > 0 {
            text += "\n    " + Self.expandingTabs(Self.printable(source, keepingTabs: true))
            if diagnostic.column > 0 {
                let before = String(Self.prefix(of: source, utf8Length: diagnostic.column - 1))
                let prefix = Self.expandingTabs(Self.printable(before, keepingTabs: true))
                let green = colour ? "\u{1B}[1;32m" : ""
                text += "\n    " + String(repeating: " ", count: prefix.count) + green + "^" + reset
            }
        }
        return text
    }

    /// Prints `diagnostics` (errors only when quiet): grouped on standard error, or as JSON lines on
    /// standard output; with GitHub Actions, one annotation per group on standard output too.
    func print(_ diagnostics: [FolioSite.Diagnostic]) {
        let shown = quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
        guard !shown.isEmpty else { return }
        if format == .json {
            writeOut(shown.map { MachineFormat.json($0) + "\n" }.joined())
            return
        }
        var text = "", annotations = ""
        for group in DiagnosticGroup.grouping(shown) {
            text += format(group.first) + "\n"
            if let more = group.moreLine { text += "    " + Self.printable(more) + "\n" }
            if githubActions {
                annotations += MachineFormat.githubAnnotation(group.first, suffix: group.moreLine.map { " (\($0))" } ?? "") + "\n"
            }
        }
        lock.withLock { FileHandle.standardError.write(Data(text.utf8)) }
        if !annotations.isEmpty { writeOut(annotations) }
    }

    /// The summary line: text on standard output, or `{"type":"summary",…}` in JSON.
    func summary(pages: Int, diagrams: Int, seconds: Double, diagnostics: [FolioSite.Diagnostic], prefix: String = "") {
        guard format == .json else {
            say(prefix + Self.summaryLine(pages: pages, diagrams: diagrams, seconds: seconds, diagnostics: diagnostics))
            return
        }
        writeOut(MachineFormat.json([
            "type": "summary", "pages": pages, "diagrams": diagrams, "milliseconds": Int((seconds * 1000).rounded()),
            "errors": diagnostics.filter { $0.severity == .error }.count,
            "warnings": diagnostics.filter { $0.severity == .warning }.count,
        ]) + "\n")
    }

    func say(_ line: String) {
        if format == .json {
            writeOut(MachineFormat.json(["type": "status", "message": line]) + "\n")
            return
        }
        lock.withLock { Swift.print(line) }
        fflush(stdout)
    }

    func warn(_ message: String) {
        if format == .json { return writeOut(MachineFormat.json(["type": "warning", "message": message]) + "\n") }
        guard !quiet else { return }
        let label = colour ? "\u{1B}[1;35mwarning:\u{1B}[0m " : "warning: "
        lock.withLock { FileHandle.standardError.write(Data((label + Self.printable(message) + "\n").utf8)) }
    }

    /// An error that stopped the command: `error: …` on standard error (and a JSON line in JSON).
    func fail(_ message: String) {
        if format == .json { writeOut(MachineFormat.json(["type": "error", "message": message]) + "\n") }
        let label = colour ? "\u{1B}[1;31merror:\u{1B}[0m " : "error: "
        lock.withLock { FileHandle.standardError.write(Data((label + Self.printable(message) + "\n").utf8)) }
    }

    private func writeOut(_ text: String) {
        lock.withLock {
            fflush(stdout)
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }

    /// What the preview reports: new diagnostics, then one summary line per build.
    func show(_ event: PreviewEvent) {
        switch event {
        case let .built(summary, seconds, _, changed):
            let fresh = lock.withLock { () -> [FolioSite.Diagnostic] in
                let new = summary.diagnostics.filter { !shown.contains($0) }
                shown = Set(summary.diagnostics)
                return new
            }
            print(fresh)
            var prefix = ""
            if !changed.isEmpty {
                let names = changed.prefix(3).map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
                let more = changed.count > 3 ? " and \(changed.count - 3) more" : ""
                let scope = summary.wasFullBuild ? "rebuilt everything" : "rewrote \(counted(summary.writtenPaths.count))"
                prefix = "\(names)\(more) changed, \(scope): "
            }
            self.summary(pages: summary.pageCount, diagrams: summary.diagramCount, seconds: seconds,
                         diagnostics: summary.diagnostics, prefix: prefix)
        case .rebuildFailed(let diagnostic):
            print([diagnostic])
        }
    }

    private func counted(_ files: Int) -> String { Self.counted(files, "file") }

    /// `text` with every control character (C0, DEL, C1: NUL, ESC, carriage return…) shown as
    /// `\xNN`, so a file name or note can never move the cursor, colour or clear the terminal.
    /// Tabs are kept when asked (source lines, expanded later); carets are placed on the escaped text.
    static func printable(_ text: String, keepingTabs: Bool = false) -> String {
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            (scalar.value < 0x20 && !(keepingTabs && scalar == "\t")) || (0x7F...0x9F).contains(scalar.value)
        }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func expandingTabs(_ text: String) -> String {
        text.utf8.contains(9) ? text.replacingOccurrences(of: "\t", with: "    ") : text
    }

    /// The longest prefix of `text` whose UTF-8 length is at most `count`, never cutting a character.
    private static func prefix(of text: String, utf8Length count: Int) -> Substring {
        let utf8 = text.utf8
        var end = utf8.index(utf8.startIndex, offsetBy: max(0, count), limitedBy: utf8.endIndex) ?? utf8.endIndex
        while end > utf8.startIndex && end != utf8.endIndex && (utf8[end] & 0xC0) == 0x80 {
            end = utf8.index(before: end)
        }
        return text[..<end]
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
