import ArgumentParser
import FolioSite

/// `folio strings [LANGUAGE]`: the words Folio's pages say in a language, as `strings:` lines for folio.yml.
///
/// ```
/// $ folio strings fr | grep onThisPage
///   onThisPage: "Sur cette page"
/// ```
/// Why a command: `strings:` replaces any of about a hundred words by name, and the names and their
/// current text belong where a writer looks, not only in the source.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Print the words Folio's pages say in a language, as the strings: block of folio.yml.",
        discussion: """
        Every name `strings:` in folio.yml takes, with its text in LANGUAGE (a tag such as de, pt-BR or \
        zh-Hans; default en). Copy the lines you want to change into folio.yml. `--list` prints the \
        languages Folio has words for; any other language says Folio's English.
        """)

    @Argument(help: "The site's language (default: en).")
    var language: String = "en"

    @Flag(name: .customLong("list"), help: "List the languages Folio has words for.")
    var list = false

    func run() throws {
        if list {
            print((["en"] + SiteWords.languages).joined(separator: "\n"))
            return
        }
        let known = language.lowercased().hasPrefix("en") || SiteWords.hasWords(for: language)
        print("# Folio's words for language: \(language)" + (known ? "" : " (none of its own: Folio's English)"))
        print("# Put the lines you change under strings: in folio.yml.")
        print(SiteWords.yaml(language: language), terminator: "")
    }
}
