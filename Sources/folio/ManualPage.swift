import Foundation

/// Writes `folio(1)` in roff from the commands' descriptions (``ToolDescription``).
///
/// Why separate from ``ManualCommand``: the formatting (escaping, one section per subcommand,
/// option lists) is plain string work that tests can check without running a process.
struct ManualPage {
    let root: ToolDescription.Command
    let version: String

    var roff: String {
        var out = ".TH FOLIO 1 \"\" \"folio \(Self.escape(version))\" \"User Commands\"\n"
        out += ".SH NAME\nfolio \\- \(Self.escape(root.abstract ?? ""))\n"
        let commands = (root.subcommands ?? []).filter { ($0.shouldDisplay ?? true) && $0.commandName != "help" }
        out += ".SH SYNOPSIS\n"
        for command in commands {
            out += ".B folio \(Self.escape(command.commandName))\n[\\fIoptions\\fR]\n.br\n"
        }
        out += ".SH DESCRIPTION\n" + Self.paragraphs(root.abstract ?? "")
            + Self.paragraphs("folio on its own runs folio build. Each command's options follow.")
        out += Self.options(root.arguments ?? [])
        out += ".SH COMMANDS\n"
        for command in commands {
            out += ".SS \"folio \(Self.escape(command.commandName))\"\n"
            out += Self.paragraphs(command.abstract ?? "")
            if let discussion = command.discussion, !discussion.isEmpty { out += Self.paragraphs(discussion) }
            out += Self.options(command.arguments ?? [])
        }
        // The root command's discussion is the exit status table (ExitStatus.summary).
        if let discussion = root.discussion, !discussion.isEmpty {
            out += ".SH EXIT STATUS\n" + Self.paragraphs(discussion)
        }
        out += ".SH SEE ALSO\nThe README of the Folio source tree, and the site \\fBfolio init\\fR creates.\n"
        return out
    }

    /// One `.TP` entry per displayed option: `-q, --quiet` then its help and default.
    static func options(_ arguments: [ToolDescription.Argument]) -> String {
        var out = ""
        for argument in arguments where argument.shouldDisplay ?? true {
            let names = (argument.names ?? []).map { name -> String in
                switch name.kind {
                case "short": return "\\fB\\-\(escape(name.name))\\fR"
                case "longWithSingleDash": return "\\fB\\-\(escape(name.name))\\fR"
                default: return "\\fB\\-\\-\(escape(name.name))\\fR"
                }
            }
            var head = names.joined(separator: ", ")
            if argument.kind == "positional" { head = "\\fI\(escape(argument.valueName ?? "argument"))\\fR" }
            if argument.kind == "option", let value = argument.valueName { head += " \\fI\(escape(value))\\fR" }
            var body = argument.abstract ?? ""
            if let value = argument.defaultValue, !value.isEmpty, argument.kind != "flag" { body += " (default: \(value))" }
            out += ".TP\n\(head)\n\(escape(body))\n"
        }
        return out
    }

    /// Text as roff paragraphs: blank lines start a new paragraph, indented lines stay verbatim.
    static func paragraphs(_ text: String) -> String {
        var out = ""
        for block in text.components(separatedBy: "\n\n") where !block.isEmpty {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.allSatisfy({ $0.hasPrefix("  ") }) {
                out += ".PP\n.nf\n" + lines.map { escape(String($0)) + "\n" }.joined() + ".fi\n"
            } else {
                out += ".PP\n" + lines.map { escape(String($0)) + "\n" }.joined()
            }
        }
        return out
    }

    /// Backslashes doubled as `\e`, hyphens as `\-`, and a leading `.` or `'` guarded with `\&`.
    static func escape(_ text: String) -> String {
        var out = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }
}
