// Why: every note with front matter is split into its YAML and its body before anything else reads
// it. Reading the lines as substrings, trimming and comparing each, and joining the YAML lines back
// took some 20,000 instructions a note; on the text's bytes the fences are found in one pass and the
// YAML is a single slice of the text.

extension FrontMatterParser {
    /// Where the front matter's lines are, found on the text's bytes: from the opening `---` line up to
    /// the closing `---` (or `...`) line, a line of its own but for trailing spaces, tabs and `\r`.
    struct FenceLines {
        /// Lines before the closing one, the opening line included.
        let lineCount: Int
        /// UTF-8 offsets of the lines between the fences, without the line break before the closing one.
        let yamlBytes: Range<Int>
        /// UTF-8 offset where the line after the closing one starts.
        let bodyOffset: Int

        /// nil when there is no closing line; `fence`: `-` for YAML's `---` (or `...`) lines, `+` for TOML's `+++`,
        /// `{` for JSON's `{` and `}` lines.
        init?(_ text: String, fence: UInt8 = 45) {
            var text = text
            guard let found = text.withUTF8({ FenceLines.find(in: $0, fence: fence) }) else { return nil }
            self = found
        }

        private init(lineCount: Int, yamlBytes: Range<Int>, bodyOffset: Int) {
            self.lineCount = lineCount
            self.yamlBytes = yamlBytes
            self.bodyOffset = bodyOffset
        }

        private static func find(in bytes: UnsafeBufferPointer<UInt8>, fence: UInt8) -> FenceLines? {
            var lineCount = 0
            var yamlStart = 0
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != 10 { end += 1 }
                if lineCount > 0 && isFence(bytes[start..<end], fence: fence) {
                    // The lines between the fences, as they were joined by line breaks: none when empty.
                    let yamlEnd = lineCount == 1 ? yamlStart : start - 1
                    return FenceLines(lineCount: lineCount, yamlBytes: yamlStart..<yamlEnd, bodyOffset: min(end + 1, bytes.count))
                }
                guard end < bytes.count else { return nil }
                lineCount += 1
                if lineCount == 1 { yamlStart = end + 1 }
                start = end + 1
            }
            return nil
        }

        /// `---` or `...` (`+++` for TOML, `}` for JSON) followed by nothing but spaces, tabs and carriage returns.
        private static func isFence(_ line: Slice<UnsafeBufferPointer<UInt8>>, fence: UInt8) -> Bool {
            var end = line.endIndex
            while end > line.startIndex, line[end - 1] == 32 || line[end - 1] == 9 || line[end - 1] == 13 { end -= 1 }
            if fence == 123 { return end - line.startIndex == 1 && line[line.startIndex] == 125 }
            guard end - line.startIndex == 3 else { return false }
            let first = line[line.startIndex]
            let closes = fence == 45 ? (first == 45 || first == 46) : first == fence
            return closes && line[line.startIndex + 1] == first && line[line.startIndex + 2] == first
        }

        /// The YAML between the fences.
        func yaml(of text: String) -> String {
            let utf8 = text.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: yamlBytes.lowerBound)
            let upper = utf8.index(utf8.startIndex, offsetBy: yamlBytes.upperBound)
            return String(text[lower..<upper])
        }

        /// Where the body starts in `text`.
        func bodyStart(in text: String) -> String.Index {
            text.utf8.index(text.utf8.startIndex, offsetBy: bodyOffset)
        }
    }
}
