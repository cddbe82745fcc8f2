import ArgumentParser

/// `folio build`. Lands with its issue; until then it says so and fails.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "build", abstract: "(not built yet)")

    func run() async throws {
        throw ValidationError("'folio build' is not built yet")
    }
}
