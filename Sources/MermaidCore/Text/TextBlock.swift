/// A label ready to measure and draw: lines of styled runs.
///
/// Build one with `LabelText.parse(_:)` from the raw label text a diagram parser found
/// (it handles `<br>`, entity codes, markdown strings and inline HTML tags), measure it
/// with `TextMeasurer.measure(_:)`, optionally wrap it with `TextMeasurer.wrap(_:width:)`,
/// and draw it with `SVGText.render(…)`.
public struct TextBlock: Sendable, Equatable {
    public var lines: [TextLine]
    /// True when the label was a markdown string ("`…`"); mermaid wraps those at 200px.
    public var isMarkdown: Bool

    public init(lines: [TextLine], isMarkdown: Bool = false) {
        self.lines = lines
        self.isMarkdown = isMarkdown
    }

    /// A block of unstyled lines.
    public init(plain text: String) {
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TextLine(runs: [TextRun(String($0))]) }
        self.isMarkdown = false
    }

    /// The text without styling, lines joined by `\n` (for titles, ids, comparisons).
    public var plainText: String { lines.map(\.plainText).joined(separator: "\n") }

    /// True when there is no visible character.
    public var isEmpty: Bool { lines.allSatisfy { $0.plainText.isASCIIBlank } }
}

/// One visual line of a label.
public struct TextLine: Sendable, Equatable {
    public var runs: [TextRun]
    public init(runs: [TextRun]) { self.runs = runs }
    public var plainText: String { runs.map(\.text).joined() }
}

/// A piece of text with one style.
public struct TextRun: Sendable, Equatable {
    public enum Baseline: Sendable, Equatable { case normal, superscript, `subscript` }

    public var text: String
    public var bold: Bool
    public var italic: Bool
    public var underline: Bool
    public var strikethrough: Bool
    public var code: Bool
    public var baseline: Baseline

    public init(_ text: String, bold: Bool = false, italic: Bool = false, underline: Bool = false,
                strikethrough: Bool = false, code: Bool = false, baseline: Baseline = .normal) {
        self.text = text
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.strikethrough = strikethrough
        self.code = code
        self.baseline = baseline
    }

    /// Same style as `self`, different text.
    public func with(text: String) -> TextRun {
        var copy = self
        copy.text = text
        return copy
    }

    func sameStyle(as other: TextRun) -> Bool {
        bold == other.bold && italic == other.italic && underline == other.underline
            && strikethrough == other.strikethrough && code == other.code && baseline == other.baseline
    }
}

/// Width and height of a measured text block, in px.
public struct TextSize: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

import Foundation
