// Why: styled labels (markdown strings, `wrap: true` labels) wrap with the kit's one greedy
// algorithm (`GreedyWrap`), keeping run styles across the pieces.

/// Wraps a text block to a maximum width, the way mermaid wraps labels (markdown strings
/// at `markdownAutoWrap` 200px, `wrap: true` labels at the diagram's wrapping width):
/// greedy by words, keeping run styles; a word wider than the limit is split by characters.
///
/// With `asBrowserLabel`, lines break as a browser breaks mermaid's HTML labels (a box that grows to
/// fit its label: a flowchart or mind map node): measured in the measured font, after a hyphen inside a
/// word too, and a line's trailing space must fit (``GreedyWrap/BrowserRules``); a piece wider than the
/// limit widens every line instead of being split; the box is then sized with the fallback font's slack. Otherwise lines are measured with the slack (`width(of:)`), so that
/// a box of fixed width (a kanban card, a timeline event) holds its lines in any font.
extension TextMeasurer {
    package func wrap(_ block: TextBlock, width maxWidth: Double, size: Double? = nil,
                      asBrowserLabel: Bool = false) -> TextBlock {
        guard maxWidth.isFinite, maxWidth > 0 else { return block }
        let measure: (TextLine) -> Double = asBrowserLabel
            ? { naturalWidth(of: $0, size: size) } : { width(of: $0, size: size) }
        guard block.lines.contains(where: { measure($0) > maxWidth }) else { return block }
        var lines: [TextLine] = []
        if asBrowserLabel {
            // A browser never breaks inside a piece: the label's box grows to its widest one instead
            // (mermaid's `display: table` label), and every line wraps at that width.
            let pieces = block.lines.map { Self.hyphenated(Self.words(of: $0)) }
            let widest = pieces.lazy.flatMap(\.pieces).reduce(maxWidth) { max($0, measure(TextLine(runs: $1))) }
            for (line, (words, glued)) in zip(block.lines, pieces) {
                lines.append(contentsOf: measure(line) <= widest ? [line]
                    : wrapLine(line, words: words, glued: glued, maxWidth: widest, measure: measure))
            }
        } else {
            for line in block.lines {
                lines.append(contentsOf: measure(line) <= maxWidth ? [line]
                    : wrapLine(line, words: Self.words(of: line), glued: nil, maxWidth: maxWidth, measure: measure))
            }
        }
        return TextBlock(lines: lines, isMarkdown: block.isMarkdown)
    }

    /// `line`'s words as lists of styled pieces, split at spaces.
    static func words(of line: TextLine) -> [[TextRun]] {
        var words: [[TextRun]] = [[]]
        for run in line.runs {
            let parts = spaceSplit(run.text)
            for (k, part) in parts.enumerated() {
                if k > 0 { words.append([]) }
                if !part.isEmpty { words[words.count - 1].append(run.with(text: String(part))) }
            }
        }
        return words.filter { !$0.isEmpty }
    }

    /// `text.split(separator: " ", omittingEmptySubsequences: false)`, read by bytes when the text is
    /// ASCII (splitting by `Character` cost about 300 instructions a character, most of a label's wrapping).
    /// (`byCharacters`: always by `Character`, the rule the bytes must match; for tests.)
    static func spaceSplit(_ text: String, byCharacters: Bool = false) -> [Substring] {
        let utf8 = text.utf8
        guard !byCharacters, text.isPlainASCII else {
            return text.split(separator: " ", omittingEmptySubsequences: false)
        }
        var parts: [Substring] = []
        var start = utf8.startIndex, index = utf8.startIndex
        while index != utf8.endIndex {
            let next = utf8.index(after: index)
            if utf8[index] == UInt8(ascii: " ") {
                parts.append(text[start..<index])
                start = next
            }
            index = next
        }
        parts.append(text[start..<utf8.endIndex])
        return parts
    }

    /// `line` (its `words`) wrapped greedily; `glued`, given for a browser label, says which words
    /// follow the one before them without a space.
    private func wrapLine(_ line: TextLine, words: [[TextRun]], glued: [Bool]?, maxWidth: Double,
                          measure: (TextLine) -> Double) -> [TextLine] {
        let browser = glued.map { glued in
            GreedyWrap.BrowserRules<[TextRun]>(gluedToPrevious: { glued[$0] },
                                               withSpace: { Self.joined($0, [TextRun(" ")], space: false) })
        }
        let lines = GreedyWrap.lines(
            words, fits: { measure(TextLine(runs: $0)) <= maxWidth },
            spaced: { Self.joined($0, $1) }, joined: { Self.joined($0, $1, space: false) },
            characters: { word in word.flatMap { run in run.text.map { run.with(text: String($0)) } }.map { [$0] } },
            browser: browser)
        return lines.isEmpty ? [line] : lines.map { TextLine(runs: $0) }
    }

    /// `words` cut after each hyphen between a letter or digit and a letter (`text-align` is `text-` and
    /// `align`, where a browser may break the line), with whether each piece follows the one before it
    /// without a space.
    /// (`byCharacters`: never the ASCII path, for tests.)
    static func hyphenated(_ words: [[TextRun]], byCharacters: Bool = false) -> (pieces: [[TextRun]], glued: [Bool]) {
        var pieces: [[TextRun]] = [], glued: [Bool] = []
        for word in words {
            var piece: [TextRun] = [], first = true
            for run in word {
                var start = run.text.startIndex
                for next in hyphenCuts(run.text, byCharacters: byCharacters) {
                    piece.append(run.with(text: String(run.text[start..<next])))
                    pieces.append(piece)
                    glued.append(!first)
                    piece = []
                    first = false
                    start = next
                }
                if start < run.text.endIndex { piece.append(run.with(text: String(run.text[start...]))) }
            }
            if !piece.isEmpty {
                pieces.append(piece)
                glued.append(!first)
            }
        }
        return (pieces, glued)
    }

    /// Where `hyphenated` cuts `text`: after each hyphen between a letter or digit and a letter. ASCII
    /// text is read by bytes (ASCII letters and digits are the only ASCII characters `isLetter` and
    /// `isNumber` accept); other text (or any, with `byCharacters`) by `Character`.
    static func hyphenCuts(_ text: String, byCharacters: Bool) -> [String.Index] {
        var cuts: [String.Index] = []
        let utf8 = text.utf8
        if !byCharacters, text.isPlainASCII {
            func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
            var previous: UInt8?
            var index = utf8.startIndex
            while index != utf8.endIndex {
                let byte = utf8[index], next = utf8.index(after: index)
                if byte == UInt8(ascii: "-"), let before = previous, isLetter(before) || (before >= 48 && before <= 57),
                   next != utf8.endIndex, isLetter(utf8[next]) {
                    cuts.append(next)
                }
                previous = byte
                index = next
            }
            return cuts
        }
        var previous: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index], next = text.index(after: index)
            if character == "-", let before = previous, before.isLetter || before.isNumber, next < text.endIndex,
               text[next].isLetter {
                cuts.append(next)
            }
            previous = character
            index = next
        }
        return cuts
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
