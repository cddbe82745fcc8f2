extension ConfigValue {
    /// Parses a mermaid configuration file (JSON, also accepting single quotes, bare keys and
    /// trailing commas, like `%%{init}%%` directives). Errors carry the line and column.
    ///
    /// ```swift
    /// let site = try ConfigValue.parse(json: #"{"theme": "forest", "flowchart": {"curve": "linear"}}"#)
    /// ```
    public static func parse(json text: String) throws -> ConfigValue {
        do {
            return try RelaxedJSONParser.parseDocument(text, line: 1, column: 1).value
        } catch let error as ConfigSyntaxError {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = error.position.line >= 1 && error.position.line <= lines.count
                ? String(lines[error.position.line - 1]) : ""
            throw MermaidError(line: error.position.line, column: error.position.column, message: error.message,
                               sourceLine: line)
        }
    }
}
