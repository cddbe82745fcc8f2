/// One line of diagram text with its line number in the original mermaid block.
package struct SourceLine: Sendable, Equatable {
    /// 1-based line number within the mermaid block (front matter lines count).
    package var number: Int
    /// The line's text. `%%` comments and `%%{…}%%` directives are already replaced
    /// by spaces, so columns still match the original.
    package var text: String
    /// The original, unmodified line, for error messages.
    package var original: String

    package init(number: Int, text: String, original: String? = nil) {
        self.number = number
        self.text = text
        self.original = original ?? text
    }
}

/// The diagram body as the front end hands it to a diagram parser: front matter,
/// directives and comments removed, `accTitle`/`accDescr` extracted into the context.
package struct DiagramSource: Sendable {
    /// Every remaining line, the header line (e.g. `graph TD`) first.
    package var lines: [SourceLine]
    /// The first word of the header line: `graph`, `flowchart`, `sequenceDiagram`, `classDiagram`,
    /// `stateDiagram`, `stateDiagram-v2`, …
    package var keyword: String

    package init(lines: [SourceLine], keyword: String) {
        self.lines = lines
        self.keyword = keyword
    }

    /// The header line (the first non-blank line).
    package var header: SourceLine? { lines.first }

    /// An error located at `line`/`column` with the original source line attached.
    package func error(_ message: String, line: Int, column: Int = 1) -> MermaidError {
        let original = lines.first(where: { $0.number == line })?.original ?? ""
        return MermaidError(line: line, column: column, message: message, sourceLine: original)
    }
}
