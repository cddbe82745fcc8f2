// Why: styled labels (markdown strings, `wrap: true` labels) wrap with the kit's one greedy
// algorithm (`GreedyWrap`), keeping run styles across the pieces.

/// Wraps a text block to a maximum width, the way mermaid wraps labels (markdown strings
/// at `markdownAutoWrap` 200px, `wrap: true` labels at the diagram's wrapping width):
/// greedy by words, keeping run styles; a word wider than the limit is split by characters.
extension TextMeasurer {
    package func wrap(_ block: TextBlock, width maxWidth: Double, size: Double? = nil) -> TextBlock {
        guard maxWidth.isFinite, maxWidth > 0 else { return block }
        var lines: [TextLine] = []
        for line in block.lines {
            if width(of: line, size: size) <= maxWidth {
                lines.append(line)
                continue
            }
            lines.append(contentsOf: wrapLine(line, maxWidth: maxWidth, size: size))
        }
        return TextBlock(lines: lines, isMarkdown: block.isMarkdown)
    }

    private func wrapLine(_ line: TextLine, maxWidth: Double, size: Double?) -> [TextLine] {
        // Words as lists of styled pieces, split at spaces.
        var words: [[TextRun]] = [[]]
        for run in line.runs {
            let parts = run.text.split(separator: " ", omittingEmptySubsequences: false)
            for (k, part) in parts.enumerated() {
                if k > 0 { words.append([]) }
                if !part.isEmpty { words[words.count - 1].append(run.with(text: String(part))) }
            }
        }
        words = words.filter { !$0.isEmpty }
        let lines = GreedyWrap.lines(
            words, fits: { width(of: TextLine(runs: $0), size: size) <= maxWidth },
            spaced: { Self.joined($0, $1) }, joined: { Self.joined($0, $1, space: false) },
            characters: { word in word.flatMap { run in run.text.map { run.with(text: String($0)) } }.map { [$0] } })
        return lines.isEmpty ? [line] : lines.map { TextLine(runs: $0) }
    }

    /// `a` + (space) + `b`, merging same-style neighbours.
    static func joined(_ a: [TextRun], _ b: [TextRun], space: Bool = true) -> [TextRun] {
        var out = a
        for (k, run) in b.enumerated() {
            let text = (k == 0 && space && !a.isEmpty) ? " " + run.text : run.text
            if let last = out.last, last.sameStyle(as: run) {
                out[out.count - 1].text += text
            } else if k == 0 && space && !a.isEmpty, var last = out.last {
                last.text += " "
                out[out.count - 1] = last
                out.append(run)
            } else {
                out.append(run.with(text: text))
            }
        }
        return out
    }
}
