import ArgumentParser

/// The `folio` command. Each subcommand lives in its own file.
struct Folio: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio",
        abstract: "Build documentation sites from Markdown notes with inline Mermaid diagrams.",
        version: "0.1.0 (\(Allocator.name))",
        subcommands: [BuildCommand.self, ServeCommand.self, MermaidCommand.self],
        defaultSubcommand: BuildCommand.self
    )
}

/// Runs the async entry point explicitly: a bare `Folio.main()` can resolve to the
/// synchronous overload, which refuses async subcommands on Linux.
func runAsyncRoot<Command: AsyncParsableCommand>(_ command: Command.Type) async {
    await command.main(nil)
}

await runAsyncRoot(Folio.self)
