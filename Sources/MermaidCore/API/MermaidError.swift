/// A position in the diagram source, 1-based, counted from the first line of the
/// mermaid block (front matter included), so callers can add the block's own offset
/// in the enclosing file to produce `file:line:col` diagnostics.
public struct SourcePosition: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// Why a diagram could not be rendered. Carries everything a compiler-style
/// diagnostic needs, so no caller ever has to re-read the source to explain it.
public struct MermaidError: Error, Sendable, Equatable, CustomStringConvertible {
    public var position: SourcePosition
    public var message: String
    /// The offending source line, verbatim (no trailing newline).
    public var sourceLine: String
    /// Warnings found before the failure (config mistakes often explain it), in source order.
    public var warnings: [MermaidWarning] = []

    public init(line: Int, column: Int, message: String, sourceLine: String) {
        self.position = SourcePosition(line: line, column: column)
        self.message = message
        self.sourceLine = sourceLine
    }

    public var line: Int { position.line }
    public var column: Int { position.column }
    public var description: String { "\(line):\(column): error: \(message)" }
}

/// Something the author probably got wrong but that does not stop rendering
/// (a misspelt config value, an ignored section, an unsafe link that was dropped).
public struct MermaidWarning: Sendable, Equatable, CustomStringConvertible {
    public var position: SourcePosition
    public var message: String
    public var sourceLine: String

    public init(line: Int, column: Int, message: String, sourceLine: String = "") {
        self.position = SourcePosition(line: line, column: column)
        self.message = message
        self.sourceLine = sourceLine
    }

    public var line: Int { position.line }
    public var column: Int { position.column }
    public var description: String { "\(line):\(column): warning: \(message)" }
}
