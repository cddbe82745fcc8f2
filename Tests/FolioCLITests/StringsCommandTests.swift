// Why: `folio strings` is how a writer learns the names `strings:` takes; what it prints must be lines
// folio.yml reads back as they are, so the test pastes them into a new site and builds it.
import Foundation
import Testing

@Suite struct StringsCommandTests {
    private typealias CLI = MermaidCommandTests

    @Test func theWordsOfALanguagePastedIntoFolioYmlAreThePagesWords() throws {
        guard MermaidCommandTests.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try MermaidCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let french = try CLI.run(["strings", "fr"], in: folder)
        #expect(french.status == 0)
        #expect(french.output.contains("\n  onThisPage: \"Sur cette page\"\n"))
        #expect(french.output.contains("\n  tagHeading: \"Étiquette : {name}\"\n"))
        let list = try CLI.run(["strings", "--list"], in: folder)
        #expect(list.status == 0 && list.output.split(separator: "\n").contains("ja"))
        let unknown = try CLI.run(["strings", "sv"], in: folder)
        #expect(unknown.status == 0 && unknown.output.contains("(none of its own: Folio's English)"))
        #expect(unknown.output.contains("\n  onThisPage: \"On this page\"\n"))

        // An English site given the French words says them.
        #expect(try CLI.run(["init", "-q", "site"], in: folder).status == 0)
        let config = folder.appendingPathComponent("site/folio.yml")
        let text = try String(contentsOf: config, encoding: .utf8)
        try (text + "\n" + french.output).write(to: config, atomically: true, encoding: .utf8)
        let built = try CLI.run(["build", "-q"], in: folder.appendingPathComponent("site"))
        #expect(built.status == 0, "\(built.errors)")
        #expect(!built.errors.contains("strings"), "\(built.errors)")
        let page = try String(contentsOf: folder.appendingPathComponent("site/_site/getting-started.html"), encoding: .utf8)
        #expect(page.contains("Sur cette page") && page.contains("placeholder=\"Rechercher\"") && !page.contains("On this page"))
    }
}
