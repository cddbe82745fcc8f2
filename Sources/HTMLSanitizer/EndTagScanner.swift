// Why: the HTML parser ignores an end tag that closes nothing in its fragment, yet `</details>`
// alone in a block is how Markdown inside HTML is closed. This scanner only recognises such end
// tags by cmark's own grammar (`</` name spaces `>`); the sanitiser writes back just the name.

/// Reads the end tags at the start of raw HTML.
enum EndTagScanner {
    /// One end tag: the whitespace before it and its lowercase name.
    struct EndTag {
        var spaceBefore: String
        var name: String
    }

    /// The end tags that start `html` (separated by whitespace only), and the offset just past
    /// the last one (the start when there is none).
    static func leadingEndTags(in html: String) -> (tags: [EndTag], end: String.UTF8View.Index) {
        let utf8 = html.utf8
        var names: [EndTag] = []
        var index = utf8.startIndex
        var end = utf8.startIndex
        while true {
            let spaceStart = index
            while index < utf8.endIndex, isSpace(utf8[index]) { index = utf8.index(after: index) }
            guard index < utf8.endIndex, utf8[index] == 60 else { break }
            var cursor = utf8.index(after: index)
            guard cursor < utf8.endIndex, utf8[cursor] == 47 else { break }
            cursor = utf8.index(after: cursor)
            var name: [UInt8] = []
            while cursor < utf8.endIndex, isNameByte(utf8[cursor]) {
                name.append(isLetter(utf8[cursor]) ? utf8[cursor] | 0x20 : utf8[cursor])
                cursor = utf8.index(after: cursor)
            }
            guard let first = name.first, isLetter(first) else { break }
            while cursor < utf8.endIndex, isSpace(utf8[cursor]) { cursor = utf8.index(after: cursor) }
            guard cursor < utf8.endIndex, utf8[cursor] == 62 else { break }
            cursor = utf8.index(after: cursor)
            names.append(EndTag(spaceBefore: String(decoding: utf8[spaceStart..<index], as: UTF8.self),
                                name: String(decoding: name, as: UTF8.self)))
            index = cursor
            end = cursor
        }
        return (names, end)
    }

    static func isLetter(_ byte: UInt8) -> Bool { (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) }
    private static func isNameByte(_ byte: UInt8) -> Bool { isLetter(byte) || (byte >= 48 && byte <= 57) || byte == 45 }
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 || byte == 12 }
}
