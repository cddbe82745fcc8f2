import ArgumentParser

/// `folio serve`. Lands with its issue; until then it says so and fails.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: "(not built yet)")

    func run() async throws {
        throw ValidationError("'folio serve' is not built yet")
    }
}
