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
        var result: [TextLine] = []
        var current: [TextRun] = []
        func currentWidth(_ runs: [TextRun]) -> Double { width(of: TextLine(runs: runs), size: size) }
        for word in words {
            let candidate = current.isEmpty ? word : Self.joined(current, word)
            if currentWidth(candidate) <= maxWidth {
                current = candidate
                continue
            }
            if !current.isEmpty { result.append(TextLine(runs: current)); current = [] }
            if currentWidth(word) <= maxWidth {
                current = word
            } else {
                // Split an over-long word by characters.
                var piece: [TextRun] = []
                for run in word {
                    for ch in run.text {
                        let next = Self.joined(piece, [run.with(text: String(ch))], space: false)
                        if !piece.isEmpty, currentWidth(next) > maxWidth {
                            result.append(TextLine(runs: piece))
                            piece = [run.with(text: String(ch))]
                        } else {
                            piece = next
                        }
                        if result.count > 5_000 { break }
                    }
                }
                current = piece
            }
        }
        if !current.isEmpty { result.append(TextLine(runs: current)) }
        return result.isEmpty ? [line] : result
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
