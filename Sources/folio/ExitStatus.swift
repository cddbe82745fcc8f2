import ArgumentParser
import Foundation

/// The exit statuses of every `folio` command, in one place: `folio --help`, the man page and the
/// README show ``ExitStatus/summary``, and ``ExitStatus/run(_:)`` maps every way a command ends
/// onto them.
///
/// Why a mapping: swift-argument-parser ends a usage error with 64 (`EX_USAGE`) and any other
/// thrown error with 1. Folio keeps 1 for "ran, and found errors", so scripts can tell a broken
/// note (1) from a command that could not do its work at all (2).
enum ExitStatus {
    /// Success: the site was built (warnings allowed), the files were written.
    static let success: Int32 = 0
    /// The command ran and found errors: content errors, warnings made errors by `--strict`,
    /// `--warn-error` or `warnings.error`, a diagram that failed in `folio mermaid`.
    static let errors: Int32 = 1
    /// Nothing was done: a usage error (unknown option, bad value), a missing or unreadable input,
    /// an output folder Folio will not replace, a file `folio init` will not overwrite, a port in use.
    static let cannotRun: Int32 = 2

    /// The exit status table, for help texts.
    static let summary = """
        Exit status: 0 success (warnings allowed); 1 errors were found (content errors, warnings \
        made errors by --strict, --warn-error or warnings.error in folio.yml, a diagram that failed \
        in folio mermaid); 2 nothing was done (usage error, missing input, an output folder or file \
        Folio will not replace, a port in use).
        """

    /// Parses the command line, runs the command and exits with the status above.
    static func run<Root: AsyncParsableCommand>(_ root: Root.Type) async -> Never {
        do {
            var command = try root.parseAsRoot(nil)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            exit(success)
        } catch {
            finish(error, root: root)
        }
    }

    /// Runs `work`, a command already read from the command line (``MermaidJob/fastPath(_:)``), and
    /// exits as ``run(_:)`` would have after parsing and running it.
    static func run<Root: AsyncParsableCommand>(root: Root.Type, _ work: () throws -> Void) -> Never {
        do {
            try work()
            exit(success)
        } catch {
            finish(error, root: root)
        }
    }

    /// Prints what `error` says, the way the command's user expects it, and exits with its status.
    private static func finish<Root: AsyncParsableCommand>(_ error: Error, root: Root.Type) -> Never {
        if let failure = error as? CommandFailure {
            TerminalReporter().fail(failure.description)
            exit(failure.exitCode)
        } else {
            let code = root.exitCode(for: error)
            let message = root.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                exit(success)
            }
            if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            exit(code == .validationFailure ? cannotRun : code.rawValue)
        }
    }
}

/// A failure that is the user's to fix (a missing file), printed as `error: …` without the usage
/// text, ending the command with `exitCode`.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    var exitCode: Int32
    init(_ description: String, exitCode: Int32 = ExitStatus.cannotRun) {
        self.description = description
        self.exitCode = exitCode
    }
}
