/// A resolved mermaid theme: every variable has a concrete CSS colour (or value).
/// PLACEHOLDER contract: MermaidCore's theme work replaces the internals; the API stays.
public struct Theme: Sendable, Equatable {
    /// `default`, `base`, `dark`, `forest` or `neutral`.
    public var name: String
    /// Variable name → CSS value (colours normalised to `#rrggbb` or `rgba(…)`).
    public var variables: [String: String]

    public init(name: String, variables: [String: String]) {
        self.name = name
        self.variables = variables
    }

    public subscript(_ variable: String) -> String? { variables[variable] }
}
