import FolioSite
import Foundation

/// Diagnostics for programs rather than people: JSON lines (`--format json`) and GitHub Actions
/// workflow commands (`::warning file=…,line=…,col=…::message` when `GITHUB_ACTIONS=true`).
///
/// Why its own type: both are escaping rules that must be exact (a message may hold quotes,
/// newlines, `%`, `:` or `,`), kept apart from the colours and carets of ``TerminalReporter``.
enum MachineFormat {
    /// One JSON object on one line: `{"type":"diagnostic","file":…,"line":…,"column":…,
    /// "severity":…,"code":…,"message":…,"source":…}`. Keys are sorted, so lines are stable.
    static func json(_ diagnostic: Diagnostic) -> String {
        var object: [String: Any] = [
            "type": "diagnostic", "file": diagnostic.file, "line": diagnostic.line, "column": diagnostic.column,
            "severity": diagnostic.severity.rawValue, "code": diagnostic.code, "message": diagnostic.message,
        ]
        if let source = diagnostic.sourceLine { object["source"] = source }
        return json(object)
    }

    /// `object` as one line of JSON with sorted keys.
    static func json(_ object: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The GitHub Actions annotation of `diagnostic`; `suffix` is added to the message (the group count).
    static func githubAnnotation(_ diagnostic: Diagnostic, suffix: String = "") -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties = ["file=" + escapeProperty(diagnostic.file)]
        if diagnostic.line > 0 { properties.append("line=\(diagnostic.line)") }
        if diagnostic.line > 0 && diagnostic.column > 0 { properties.append("col=\(diagnostic.column)") }
        properties.append("title=" + escapeProperty(diagnostic.code))
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message + suffix))"
    }

    /// Workflow-command data: `%`, CR and LF percent-encoded.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Workflow-command property values: as data, and `:` and `,` too.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
