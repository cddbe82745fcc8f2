import ArgumentParser

/// The options `folio build` and `folio serve` share, declared once.
///
/// Why groups: each command used to declare `--content`, `--theme` and `--output` itself, with
/// help texts that drifted apart. Commands take these with `@OptionGroup`; `-q/--quiet` is its
/// own group so `folio mermaid` can adopt it without the site options.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: "Folder holding the notes.")
    var content: String = "Content"

    @Option(name: .long, help: "Theme folder name under Themes/.")
    var theme: String?
}

/// `-q/--quiet` alone, for commands that report no diagnostics (`folio init`).
struct QuietOption: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false
}

/// How `folio build`, `folio serve` and `folio mermaid` report diagnostics, the same for each.
struct DiagnosticOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print only errors and the summary line: no warnings, no progress.")
    var quiet = false

    @Option(name: .customLong("warn-error"),
            help: ArgumentHelp("Report warnings with this code as errors (exit status 1); repeatable.",
                               valueName: "code"))
    var warnError: [String] = []

    @Option(help: "text, or json: one JSON object per line (diagnostics, then a summary) on standard output.")
    var format: OutputFormat = .text

    /// The reporter these options ask for (GitHub Actions annotations when GITHUB_ACTIONS=true).
    func reporter() -> TerminalReporter { TerminalReporter(quiet: quiet, format: format) }
}

/// `--format`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
