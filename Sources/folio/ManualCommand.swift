import ArgumentParser
import Foundation

/// `folio generate-manual` (hidden): prints the man page `folio(1)`, made from the same command
/// definitions as `--help`, so the two never drift apart. `make install` writes it to
/// `PREFIX/share/man/man1/folio.1`.
///
/// Why its own generator: swift-argument-parser's `generate-manual` plugin needs a second release
/// build of the tool from the package plugin machinery; this reads the parser's own description of
/// every command (`--experimental-dump-help`, JSON) from the running binary and writes roff.
struct ManualCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-manual",
        abstract: "Print the folio(1) man page (roff) to standard output.",
        shouldDisplay: false)

    func run() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executablePath)
        process.arguments = ["--experimental-dump-help"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailure("'folio --experimental-dump-help' failed with status \(process.terminationStatus)")
        }
        let tool = try JSONDecoder().decode(ToolDescription.self, from: data)
        print(ManualPage(root: tool.command, version: VersionInfo.text).roff, terminator: "")
    }

    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
    }
}

/// The parts of swift-argument-parser's `--experimental-dump-help` JSON the man page uses.
struct ToolDescription: Decodable {
    struct Name: Decodable {
        var kind: String
        var name: String
    }

    struct Argument: Decodable {
        var kind: String
        var names: [Name]?
        var valueName: String?
        var defaultValue: String?
        var isOptional: Bool?
        var isRepeating: Bool?
        var shouldDisplay: Bool?
        var abstract: String?
        var discussion: Discussion?
    }

    /// A discussion is a string, or an object listing allowed values; only strings are used.
    struct Discussion: Decodable {
        var text: String?
        init(from decoder: Decoder) throws {
            text = try? decoder.singleValueContainer().decode(String.self)
        }
    }

    struct Command: Decodable {
        var commandName: String
        var abstract: String?
        var discussion: String?
        var shouldDisplay: Bool?
        var arguments: [Argument]?
        var subcommands: [Command]?
    }

    var command: Command
}
