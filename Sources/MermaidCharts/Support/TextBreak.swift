// Why: event-model boxes wrap names and data lines to mermaid's 430 px text width, breaking inside a
// word (an identifier, a long value) when it alone is too wide; the measurer is the caller's, so
// one routine serves bold names and monospace data alike.

/// Breaks one line of text into pieces no wider than `maxWidth`: at spaces where it can, inside a
/// word where a word alone is too wide.
enum TextBreak {
    static func lines(_ text: String, maxWidth: Double, width: (String) -> Double) -> [String] {
        guard width(text) > maxWidth else { return [text] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if width(candidate) <= maxWidth { current = candidate; continue }
            if !current.isEmpty { lines.append(current); current = "" }
            var piece = ""
            for ch in word {
                if !piece.isEmpty, width(piece + String(ch)) > maxWidth { lines.append(piece); piece = "" }
                piece.append(ch)
            }
            current = piece
        }
        if !current.isEmpty { lines.append(current) }
        return lines.isEmpty ? [""] : lines
    }
}
