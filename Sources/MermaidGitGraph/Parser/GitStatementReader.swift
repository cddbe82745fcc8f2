// Why: gitGraph statements are a keyword followed by `key: value` options in any order
// (`commit id: "A" type: HIGHLIGHT tag: "v1"`). This reader splits one line into those parts
// with positions, so the parser can report a wrong option at its own column.
import MermaidCore

/// One `key: value` option or bare string of a statement.
struct GitOption: Equatable {
    /// `id`, `msg`, `tag`, `type`, `order`, `parent`; empty for a bare quoted string.
    var key: String
    var value: String
    /// 1-based column of the option's first character.
    var column: Int
}

/// Splits a statement's text after its keyword into options.
struct GitStatementReader {
    private let chars: [Character]
    private var index: Int
    /// Column of `chars[0]`, 1-based.
    private let baseColumn: Int

    init(_ text: Substring, column: Int) {
        chars = Self.characters(text)
        index = 0
        baseColumn = column
    }

    /// `Array(text)`: one character per byte for ASCII without CR (only `\r\n` joins two ASCII
    /// scalars into one character), read without grapheme breaking.
    static func characters(_ text: Substring) -> [Character] {
        guard text.isPlainASCII else { return Array(text) }
        return text.utf8.map { Character(Unicode.Scalar($0)) }
    }

    private var column: Int { baseColumn + index }

    private mutating func skipSpaces() {
        while index < chars.count, chars[index] == " " || chars[index] == "\t" { index += 1 }
    }

    /// The rest of the line after spaces, or nil at its end.
    var atEnd: Bool {
        var i = index
        while i < chars.count, chars[i] == " " || chars[i] == "\t" { i += 1 }
        return i >= chars.count
    }

    /// A branch name: a quoted string or a run of non-space characters.
    mutating func name() throws -> (String, Int)? {
        skipSpaces()
        guard index < chars.count else { return nil }
        let start = column
        if chars[index] == "\"" || chars[index] == "'" {
            return (try quoted(), start)
        }
        var word = ""
        while index < chars.count, !(chars[index] == " " || chars[index] == "\t") {
            word.append(chars[index])
            index += 1
        }
        return (word, start)
    }

    /// The next option, nil at the end of the line.
    mutating func option() throws -> GitOption? {
        skipSpaces()
        guard index < chars.count else { return nil }
        let start = column
        if chars[index] == "\"" || chars[index] == "'" {
            return GitOption(key: "", value: try quoted(), column: start)
        }
        var key = ""
        while index < chars.count, chars[index].isLetterQuick || chars[index] == "_" {
            key.append(chars[index])
            index += 1
        }
        skipSpaces()
        guard !key.isEmpty, index < chars.count, chars[index] == ":" else {
            throw GitSyntaxError(message: key.isEmpty
                                 ? "unexpected '\(chars[index])'; expected an option such as id: \"…\""
                                 : "expected ':' after '\(key)'", column: key.isEmpty ? start : column)
        }
        index += 1
        skipSpaces()
        guard index < chars.count else {
            throw GitSyntaxError(message: "'\(key):' needs a value", column: column)
        }
        if chars[index] == "\"" || chars[index] == "'" {
            return GitOption(key: key, value: try quoted(), column: start)
        }
        var word = ""
        while index < chars.count, !(chars[index] == " " || chars[index] == "\t") {
            word.append(chars[index])
            index += 1
        }
        return GitOption(key: key, value: word, column: start)
    }

    /// A `"…"` or `'…'` string (no escapes, as in mermaid's grammar).
    private mutating func quoted() throws -> String {
        let quote = chars[index]
        let start = column
        index += 1
        var text = ""
        while index < chars.count, chars[index] != quote {
            text.append(chars[index])
            index += 1
        }
        guard index < chars.count else {
            throw GitSyntaxError(message: "string is never closed with \(quote)", column: start)
        }
        index += 1
        return text
    }
}

/// A syntax problem at a column of the current line.
struct GitSyntaxError: Error {
    var message: String
    var column: Int
}
