// Why: every gitGraph line is trimmed (spaces, tabs, a trailing `;`) and cut at its keyword before
// its options are read. Done on the `Character`s of a `Substring` (each step a grapheme break), that
// was an eighth of a small gitGraph's render (issue 20, item 5). A line of plain ASCII without CR
// (each byte one character) is cut on its bytes; any other line as before, and `GitStatementPartsTests`
// holds the two to the same answers.
import MermaidCore

/// A gitGraph statement line cut into its trimmed body and keyword.
enum GitStatementParts {
    /// The line without trailing spaces, tabs and `;` and without leading spaces and tabs; the body's
    /// 1-based column; the keyword (up to a space, tab or `:`) and its length in characters.
    static func split(_ line: String) -> (body: Substring, column: Int, keyword: Substring, keywordLength: Int) {
        guard line.isPlainASCII else { return splitByCharacters(line) }
        let bytes = line.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let before = bytes.index(before: end)
            let byte = bytes[before]
            guard byte == 32 || byte == 9 || byte == 59 else { break }
            end = before
        }
        var start = bytes.startIndex
        while start < end, bytes[start] == 32 || bytes[start] == 9 { start = bytes.index(after: start) }
        var keywordEnd = start
        while keywordEnd < end, !(bytes[keywordEnd] == 32 || bytes[keywordEnd] == 9 || bytes[keywordEnd] == 58) {
            keywordEnd = bytes.index(after: keywordEnd)
        }
        let column = bytes.distance(from: bytes.startIndex, to: start) + 1
        return (line[start..<end], column, line[start..<keywordEnd], bytes.distance(from: start, to: keywordEnd))
    }

    /// `split` on characters: the general path.
    static func splitByCharacters(_ line: String) -> (body: Substring, column: Int, keyword: Substring, keywordLength: Int) {
        var text = Substring(line)
        while let last = text.last, last == " " || last == "\t" || last == ";" { text = text.dropLast() }
        let body = text.drop { $0 == " " || $0 == "\t" }
        let column = text.distance(from: text.startIndex, to: body.startIndex) + 1
        let keyword = body.prefix { !($0 == " " || $0 == "\t" || $0 == ":") }
        return (body, column, keyword, keyword.count)
    }
}
