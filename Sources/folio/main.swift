import ArgumentParser
import FolioSite
import Mermaid

/// The `folio` command. Subcommands live in their own files.
struct Folio: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio",
        abstract: "Build documentation sites from Markdown notes with inline Mermaid diagrams.",
        subcommands: []
    )
}

Folio.main()
