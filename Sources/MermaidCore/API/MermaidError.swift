/// A position in the diagram source, 1-based, counted from the first line of the
/// mermaid block (front matter included), so callers can add the block's own offset
/// in the enclosing file to produce `file:line:col` diagnostics.
public struct SourcePosition: Hashable, Sendable, Comparable {
    /// Line, 1-based, counted from the block's first line.
    public var line: Int
    /// Column, 1-based, in characters.
    public var column: Int
    /// A position at `line`:`column`.
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    /// Source order: by line, then column.
    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// Why a diagram could not be rendered. Carries everything a compiler-style
/// diagnostic needs, so no caller ever has to re-read the source to explain it.
///
/// ```swift
/// do {
///     _ = try MermaidRenderer.render("flowchart LR\n  A -->")
/// } catch let error as MermaidError {
///     print(error)              // "2:7: error: …"
///     print(error.sourceLine)   // "  A -->"
/// }
/// ```
public struct MermaidError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is.
    public var position: SourcePosition
    /// What is wrong and, where it helps, what was expected.
    public var message: String
    /// The offending source line, verbatim (no trailing newline).
    public var sourceLine: String
    /// Warnings found before the failure (config mistakes often explain it), in source order.
    public var warnings: [MermaidWarning] = []

    /// An error at `line`:`column` (1-based) of the block.
    public init(line: Int, column: Int, message: String, sourceLine: String) {
        self.position = SourcePosition(line: line, column: column)
        self.message = message
        self.sourceLine = sourceLine
    }

    /// ``SourcePosition/line`` of ``position``.
    public var line: Int { position.line }
    /// ``SourcePosition/column`` of ``position``.
    public var column: Int { position.column }
    /// `line:column: error: message`.
    public var description: String { "\(line):\(column): error: \(message)" }
}

/// Something the author probably got wrong but that does not stop rendering
/// (a misspelt config value, an ignored section, an unsafe link that was dropped).
public struct MermaidWarning: Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is.
    public var position: SourcePosition
    /// What was probably meant, or what was ignored.
    public var message: String
    /// The source line it was found on, verbatim; empty when it has none.
    public var sourceLine: String
    /// What kind of problem this is, as a stable kebab-case name (`unknown-config-key`) that hosts
    /// can show and filter on, unlike ``message``, whose wording may change. One of ``knownCodes``.
    public var code: String

    /// A warning at `line`:`column` (1-based) of the block; `code` is one of ``knownCodes``.
    public init(line: Int, column: Int, message: String, sourceLine: String = "", code: String = "syntax") {
        self.position = SourcePosition(line: line, column: column)
        self.message = message
        self.sourceLine = sourceLine
        self.code = code
    }

    /// Every ``code`` a warning can have, with what it means:
    /// - `syntax`: a statement mermaid would skip or read differently;
    /// - `unsupported-syntax`: mermaid syntax this engine does not draw (callbacks, unknown shapes);
    /// - `unsafe-link`: a link dropped because its URL is not http(s) or relative;
    /// - `unknown-reference`: a statement naming a node, class or edge that does not exist;
    /// - `duplicate-definition`: something declared twice; the first one is kept;
    /// - `unknown-config-key`: a configuration key mermaid does not know;
    /// - `misplaced-config-section`: a diagram keyword (`graph`) used as a configuration section;
    /// - `invalid-config-value`: a configuration value of the wrong kind or not among the allowed ones;
    /// - `look-drawn-classic`: `look: neo`, drawn with the classic look;
    /// - `unknown-theme-variable`, `invalid-color`: in `themeVariables`;
    /// - `unknown-directive`, `invalid-directive`: in `%%{…}%%` directives.
    public static let knownCodes: [String] = [
        "syntax", "unsupported-syntax", "unsafe-link", "unknown-reference", "duplicate-definition",
        "unknown-config-key", "misplaced-config-section", "invalid-config-value", "look-drawn-classic",
        "unknown-theme-variable", "invalid-color", "unknown-directive", "invalid-directive",
    ]

    /// ``SourcePosition/line`` of ``position``.
    public var line: Int { position.line }
    /// ``SourcePosition/column`` of ``position``.
    public var column: Int { position.column }
    /// `line:column: warning: message`.
    public var description: String { "\(line):\(column): warning: \(message)" }
}
