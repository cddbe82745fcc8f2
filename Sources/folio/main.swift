import ArgumentParser

/// The `folio` command. Each subcommand lives in its own file.
struct Folio: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio",
        abstract: "Build documentation sites from Markdown notes with inline Mermaid diagrams.",
        subcommands: [BuildCommand.self, ServeCommand.self, MermaidCommand.self],
        defaultSubcommand: BuildCommand.self
    )
}

await Folio.main()
