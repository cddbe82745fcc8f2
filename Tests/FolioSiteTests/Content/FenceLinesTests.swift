import Testing
@testable import FolioSite

/// `FrontMatterParser.FenceLines` finds the front matter on bytes; it must cut exactly where the
/// line-by-line reading it replaced did (kept here as the reference), on any text.
@Suite("Front matter fence lines")
struct FenceLinesTests {
    /// The former reading: lines as substrings, the closing line trimmed of spaces, tabs and `\r`.
    private static func reference(_ text: String) -> (yaml: String, lineCount: Int, body: Substring)? {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        func isFence(_ line: Substring) -> Bool {
            var end = line.endIndex
            while end > line.startIndex {
                let before = line.index(before: end)
                if line[before] == " " || line[before] == "\t" || line[before] == "\r" { end = before } else { break }
            }
            return line[line.startIndex..<end] == "---" || line[line.startIndex..<end] == "..."
        }
        while index != utf8.endIndex {
            if utf8[index] == 10 {
                let line = text[start..<index]
                let next = utf8.index(after: index)
                if !lines.isEmpty && isFence(line) {
                    return (lines.dropFirst().joined(separator: "\n"), lines.count, text[next...])
                }
                lines.append(line)
                start = next
            }
            index = utf8.index(after: index)
        }
        if !lines.isEmpty && isFence(text[start..<utf8.endIndex]) {
            return (lines.dropFirst().joined(separator: "\n"), lines.count, text[utf8.endIndex...])
        }
        return nil
    }

    private static func expectSame(_ text: String) {
        let expected = reference(text)
        let found = FrontMatterParser.FenceLines(text)
        #expect((found == nil) == (expected == nil), "\(text.debugDescription)")
        guard let found, let expected else { return }
        #expect(found.yaml(of: text) == expected.yaml, "\(text.debugDescription)")
        #expect(found.lineCount == expected.lineCount, "\(text.debugDescription)")
        #expect(text[found.bodyStart(in: text)...] == expected.body, "\(text.debugDescription)")
    }

    @Test func cutsWhereLinesDid() {
        for text in ["---\ntitle: A\n---\nbody", "---\n---\n", "---\n---", "---\ntitle: A\n...\n", "---\r\na: b\r\n---\r\nx",
                     "---\na: b\n--- \t\r\nx", "---\na: b\n----\nc: d\n---\n", "---\na: b\n", "---", "", "---\n\n\n---\n",
                     "---\né: ü\n---\n# Ü", "---\na: b\n-- -\n---\nrest\n---\n", "---\na\n---\u{301}\n---\n"] {
            Self.expectSame(text)
        }
    }

    /// Random texts made of the pieces that matter: fences, near-fences, trailing blanks, line breaks.
    @Test func agreesOnRandomTexts() {
        let pieces = ["---", "...", "--", "----", " ", "\t", "\r", "\n", "\n", "\n", "a: b", "é", "\u{301}", "-", ".", "x"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3_000 {
            var text = "---\n"
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<(Int(state >> 59) + 1) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            Self.expectSame(text)
        }
    }

    @Test func splitKeepsLineNumbers() {
        let (matter, body) = FrontMatterParser.split("---\ntitle: A\nauthor: B\n---\n# Heading\n")
        #expect(matter.value("author") == .string("B"))
        #expect(matter.lineCount == 4)
        #expect(body == "\n\n\n\n# Heading\n")
        #expect(FrontMatterParser.body(of: "---\ntitle: A\n---\ntext") == "\n\n\ntext")
    }
}
