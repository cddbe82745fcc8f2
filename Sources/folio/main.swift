import ArgumentParser
import CCmarkPinnedCharacters
import Markup

/// The `folio` command. Each subcommand lives in its own file.
struct Folio: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio",
        abstract: "Build documentation sites from Markdown notes with inline Mermaid diagrams.",
        discussion: ExitStatus.summary,
        version: VersionInfo.text,
        subcommands: [BuildCommand.self, ServeCommand.self, MermaidCommand.self, InitCommand.self, NewCommand.self, StringsCommand.self, ManualCommand.self],
        defaultSubcommand: BuildCommand.self
    )
}


// Pages finish parsing in parallel only in the executables, which link the replacement.
CMarkCharacterPinning(pin: folio_cmark_pin_special_characters, unpin: folio_cmark_unpin_special_characters,
                      switches: folio_cmark_special_character_switches).register()
// `folio mermaid -i X -o Y`, the form scripts run once per diagram, skips ArgumentParser (MermaidFastPath.swift).
if let job = MermaidJob.fastPath(CommandLine.arguments) {
    ExitStatus.run(root: Folio.self) {
        try job.validate()
        try job.run()
    }
}
// `folio build` with plain options (what CI scripts and the bench run) skips it too (BuildJob.swift).
if let job = BuildJob.fastPath(CommandLine.arguments) {
    ExitStatus.run(root: Folio.self) { try job.run() }
}
// Runs the async entry point explicitly (a bare `Folio.main()` can resolve to the synchronous
// overload, which refuses async subcommands on Linux) and maps every ending onto ExitStatus.
await ExitStatus.run(Folio.self)
