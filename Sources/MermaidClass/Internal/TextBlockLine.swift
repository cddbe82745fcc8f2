import MermaidCore

extension TextBlock {
    /// One unstyled line, built directly, for text that is never split or styled: annotations,
    /// cardinalities, namespace titles and lollipop labels. (Names and members are markdown and
    /// may span lines: `EmphasisText.block`.)
    static func line(_ text: String) -> TextBlock {
        TextBlock(lines: [TextLine(runs: [TextRun(text)])])
    }
}
