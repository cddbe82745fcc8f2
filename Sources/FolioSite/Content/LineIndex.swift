// Why: a diagnostic quotes the line it is about, and most notes have none, so a note's lines are
// split only when one is needed; a nested front matter key (`search:` then `  boost: x`) is found by
// reading the lines after its parent's.

/// Random access to the lines of a text, for diagnostics' source excerpts.
/// Split lazily: most pages never need a source line, only those with a diagnostic.
final class LineIndex {
    private let text: String
    private lazy var lines: [Substring] = text.fastLines

    init(_ text: String) {
        self.text = text
    }

    func line(_ number: Int) -> String? {
        number >= 1 && number <= lines.count ? String(lines[number - 1]) : nil
    }

    /// Where `name:` is written at or after line `start` (a nested key of the map written at `start`,
    /// block or flow style), within the next 20 lines: its line and column; `start` and column 1 when not found.
    func member(_ name: String, from start: Int) -> (line: Int, column: Int) {
        let key = Array((name + ":").utf8)
        for number in max(start, 1)...max(start + 20, 1) {
            guard let text = line(number) else { break }
            let bytes = Array(text.utf8)
            if number > start, let first = bytes.first, first != 32, first != 9, first != 45 { break }  // the next top-level key
            if let at = bytes.indices.first(where: { bytes[$0...].starts(with: key) && ($0 == 0 || !Self.isKeyByte(bytes[$0 - 1])) }) {
                return (number, at + 1)
            }
        }
        return (start, 1)
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        byte == 95 || byte == 45 || (byte >= 48 && byte <= 57) || (byte | 0x20 >= 97 && byte | 0x20 <= 122)
    }
}
