import FolioServe
import Foundation

/// Prints what the preview reports: one line per rebuild, and the diagnostics that are new since the
/// previous build (so an unchanged warning is not repeated on every save). Colour only on a TTY.
final class TerminalReporter: @unchecked Sendable {
    private let lock = NSLock()
    private var shown: Set<PreviewDiagnostic> = []
    private let colour = isatty(STDERR_FILENO) != 0

    func say(_ line: String) {
        lock.withLock { print(line) }
        fflush(stdout)
    }

    func warn(_ message: String) {
        lock.withLock { FileHandle.standardError.write(Data(((colour ? "\u{1B}[1;35mwarning:\u{1B}[0m " : "warning: ") + message + "\n").utf8)) }
    }

    func show(_ event: PreviewEvent) {
        switch event {
        case let .built(summary, seconds, _, changed):
            let milliseconds = Int((seconds * 1000).rounded())
            let fresh = lock.withLock { () -> [PreviewDiagnostic] in
                let new = summary.diagnostics.filter { !shown.contains($0) }
                shown = Set(summary.diagnostics)
                return new
            }
            for diagnostic in fresh { printDiagnostic(diagnostic) }
            let errors = summary.diagnostics.filter { $0.severity == .error }.count
            let warnings = summary.diagnostics.count - errors
            var line: String
            if changed.isEmpty {
                line = "Built \(summary.pageCount) pages in \(milliseconds) ms"
            } else {
                let names = changed.prefix(3).map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
                let more = changed.count > 3 ? " and \(changed.count - 3) more" : ""
                let scope = summary.wasFullBuild ? "rebuilt everything" : "rebuilt \(summary.writtenPaths.count) files"
                line = "\(names)\(more) changed → \(scope) in \(milliseconds) ms"
            }
            if errors > 0 || warnings > 0 { line += " — \(errors) errors, \(warnings) warnings" }
            say(line)
        case .rebuildFailed(let diagnostic):
            printDiagnostic(diagnostic)
        }
    }

    private func printDiagnostic(_ diagnostic: PreviewDiagnostic) {
        var text = diagnostic.headline
        if colour {
            let tint = diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;35m"
            text = "\u{1B}[1m\(diagnostic.location):\u{1B}[0m \(tint)\(diagnostic.severity.rawValue):\u{1B}[0m \(diagnostic.message)"
        }
        if let source = diagnostic.sourceLine, !source.isEmpty {
            text += "\n    " + source
            if diagnostic.column > 0 {
                text += "\n    " + String(repeating: " ", count: min(diagnostic.column - 1, source.count)) + "^"
            }
        }
        lock.withLock { FileHandle.standardError.write(Data((text + "\n").utf8)) }
    }
}
