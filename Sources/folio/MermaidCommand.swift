import ArgumentParser

/// `folio mermaid`. Lands with its issue; until then it says so and fails.
struct MermaidCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "mermaid", abstract: "(not built yet)")

    func run() async throws {
        throw ValidationError("'folio mermaid' is not built yet")
    }
}
