// Why: Jekyll's tags and Hugo's shortcodes are both rewritten in a note's text before it is parsed, and
// inline tags are read from it; all must leave code alone: lines in fenced code blocks, and code spans
// within a line. They share these walks (a fence tracker and span-aware scans) rather than each keeping
// a copy.

/// Which lines of a note belong to fenced code: feed it every line in order.
struct FencedCodeLines {
    private var fence: (char: Character, count: Int)? = nil

    /// True when `line` opens, closes or lies inside a fenced code block (a fence line indented four
    /// spaces or more opens nothing, but is not prose either).
    mutating func isCode(_ line: Substring) -> Bool {
        let stripped = line.drop(while: { $0 == " " })
        if let marker = FenceMarker(stripped) {
            if let open = fence {
                if marker.char == open.char && marker.count >= open.count && marker.isBare { fence = nil }
            } else if line.count - stripped.count < 4 {
                fence = (marker.char, marker.count)
            }
            return true
        }
        return fence != nil
    }
}

/// A line's text outside its code spans, handed to a rewriter.
enum CodeSpans {
    /// `line` with its code spans blanked (their backticks and text become spaces, so nothing in them is
    /// a tag and a `#` right after one still follows a space).
    static func blanked(_ line: String) -> String {
        guard line.contains("`") else { return line }
        var out = ""
        var inCode = 0
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == "`" {
                var run = 0, end = index
                while end < line.endIndex, line[end] == "`" { run += 1; end = line.index(after: end) }
                if inCode == 0 { inCode = run } else if inCode == run { inCode = 0 }
                out += String(repeating: " ", count: run)
                index = end
                continue
            }
            out.append(inCode == 0 ? line[index] : " ")
            index = line.index(after: index)
        }
        return out
    }

    /// `line` with each `{` outside code spans offered to `replace` (its index and 1-based UTF-8
    /// column), which returns the text to write instead and where the replaced part ends, or nil to
    /// keep the `{`.
    static func rewriteBraces(in line: Substring,
                              _ replace: (Substring.Index, Int) -> (text: String, end: Substring.Index)?) -> String {
        var out = ""
        var index = line.startIndex
        var column = 1
        var inCode = 0  // length of the backtick run that opened the current code span
        while index < line.endIndex {
            let character = line[index]
            if character == "`" {
                var run = 0, end = index
                while end < line.endIndex, line[end] == "`" { run += 1; end = line.index(after: end) }
                if inCode == 0 { inCode = run } else if inCode == run { inCode = 0 }
                out += line[index..<end]
                column += run
                index = end
                continue
            }
            if inCode == 0, character == "{", let (text, end) = replace(index, column) {
                out += text
                column += line[index..<end].utf8.count
                index = end
                continue
            }
            out.append(character)
            column += character.utf8.count
            index = line.index(after: index)
        }
        return out
    }
}
