import MermaidCore

extension TextBlock {
    /// One unstyled line, built directly: class boxes draw many of these, and names and
    /// members never contain line breaks, so there is nothing to split.
    static func line(_ text: String) -> TextBlock {
        TextBlock(lines: [TextLine(runs: [TextRun(text)])])
    }
}
