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

/// `-q/--quiet`, the same flag for every command.
struct QuietOption: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print only errors and warnings, no progress or summary.")
    var quiet = false
}
