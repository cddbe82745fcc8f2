/// A label ready to measure and draw: lines of styled runs.
///
/// Build one with `LabelText.parse(_:)` from the raw label text a diagram parser found
/// (it handles `<br>`, entity codes, markdown strings and inline HTML tags), measure it
/// with `TextMeasurer.measure(_:)`, optionally wrap it with `TextMeasurer.wrap(_:width:)`,
/// and draw it with `SVGText.render(…)`.
package struct TextBlock: Sendable, Equatable {
    package var lines: [TextLine]
    /// True when the label was a markdown string ("`…`"); mermaid wraps those at 200px.
    package var isMarkdown: Bool

    package init(lines: [TextLine], isMarkdown: Bool = false) {
        self.lines = lines
        self.isMarkdown = isMarkdown
    }

    /// A block of unstyled lines.
    package init(plain text: String) {
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TextLine(runs: [TextRun(String($0))]) }
        self.isMarkdown = false
    }

    /// The text without styling, lines joined by `\n` (for titles, ids, comparisons).
    package var plainText: String { lines.map(\.plainText).joined(separator: "\n") }

    /// True when there is no visible character.
    package var isEmpty: Bool { lines.allSatisfy { $0.plainText.isASCIIBlank } }
}

/// One visual line of a label.
package struct TextLine: Sendable, Equatable {
    package var runs: [TextRun]
    /// The line follows an `<hr>`: a rule is drawn above it where the caller asks for rules.
    package var ruleAbove: Bool
    package init(runs: [TextRun], ruleAbove: Bool = false) {
        self.runs = runs
        self.ruleAbove = ruleAbove
    }
    package var plainText: String { runs.map(\.text).joined() }
}

/// A piece of text with one style.
package struct TextRun: Sendable, Equatable {
    package enum Baseline: Sendable, Equatable { case normal, superscript, `subscript` }

    package var text: String
    package var bold: Bool
    package var italic: Bool
    package var underline: Bool
    package var strikethrough: Bool
    package var code: Bool
    package var baseline: Baseline
    /// `<small>`: drawn one CSS step smaller (`font-size: smaller`, 1/1.2).
    package var small: Bool
    /// A checked CSS colour from `<span style="color:…">`, drawn as the run's `fill`.
    package var color: String?
    /// A safe URL (`LinkURL.isSafe`) from `<a href>`, drawn as an SVG `<a>` around the run.
    package var link: String?
    /// `_blank`, `_self`, `_parent` or `_top` from `<a target>`; `_blank` links get `rel="noopener"`.
    package var linkTarget: String?

    package init(_ text: String, bold: Bool = false, italic: Bool = false, underline: Bool = false,
                strikethrough: Bool = false, code: Bool = false, baseline: Baseline = .normal,
                small: Bool = false, color: String? = nil, link: String? = nil, linkTarget: String? = nil) {
        self.text = text
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.strikethrough = strikethrough
        self.code = code
        self.baseline = baseline
        self.small = small
        self.color = color
        self.link = link
        self.linkTarget = linkTarget
    }

    /// The run's font size relative to the label's: 0.75 for `<sub>`/`<sup>`, 1/1.2 for `<small>`.
    package var sizeFactor: Double {
        (baseline == .normal ? 1 : 0.75) * (small ? 1 / 1.2 : 1)
    }

    /// Same style as `self`, different text.
    package func with(text: String) -> TextRun {
        var copy = self
        copy.text = text
        return copy
    }

    func sameStyle(as other: TextRun) -> Bool {
        bold == other.bold && italic == other.italic && underline == other.underline
            && strikethrough == other.strikethrough && code == other.code && baseline == other.baseline
            && small == other.small && color == other.color && link == other.link
            && linkTarget == other.linkTarget
    }
}

/// Width and height of a measured text block, in px.
package struct TextSize: Sendable, Equatable {
    package var width: Double
    package var height: Double
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

import Foundation
