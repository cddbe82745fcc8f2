import MermaidCore

/// The `MermaidError` a parse throws, for tests that check its position and message; nil when
/// it succeeds or throws something else.
package enum ThrownError {
    package static func of(_ body: () throws -> Void) -> MermaidError? {
        do {
            try body()
            return nil
        } catch let error as MermaidError {
            return error
        } catch {
            return nil
        }
    }
}
