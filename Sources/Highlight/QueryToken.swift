/// One token of a tree-sitter query's source (``ParentChainPatterns`` reads patterns with these).
///
/// Why a tokenizer of our own: the rewrite must see a pattern's exact shape (fields, anchors,
/// quantifiers, alternations) to leave alone anything it does not understand; tree-sitter parses a
/// query only when compiling it, which is the cost the rewrite saves.
struct QueryToken {
    enum Kind { case open, close, openBracket, closeBracket, name, field, capture, string, other }
    let kind: Kind
    /// The token's bytes (a field's name without its `:`; a string with its quotes).
    let range: Range<Int>

    /// The tokens of `text[range]`, without spaces and comments.
    static func scan(_ text: [UInt8], in range: Range<Int>) -> [QueryToken] {
        var tokens: [QueryToken] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = text[index]
            let start = index
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: ";"):
                while index < range.upperBound && text[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"):
                let kinds: [UInt8: Kind] = [40: .open, 41: .close, 91: .openBracket, 93: .closeBracket]
                tokens.append(QueryToken(kind: kinds[byte]!, range: index..<index + 1))
                index += 1
            case UInt8(ascii: "\""):
                index += 1
                while index < range.upperBound && text[index] != UInt8(ascii: "\"") {
                    index += text[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index = min(range.upperBound, index + 1)
                tokens.append(QueryToken(kind: .string, range: start..<index))
            default:
                index += 1
                if isWordByte(byte) || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") {
                    while index < range.upperBound && (isWordByte(text[index]) || text[index] == UInt8(ascii: "?")
                                                       || text[index] == UInt8(ascii: "!")) { index += 1 }
                }
                if byte == UInt8(ascii: "@") {
                    tokens.append(QueryToken(kind: .capture, range: start..<index))
                } else if isWordByte(byte) && index < range.upperBound && text[index] == UInt8(ascii: ":") {
                    tokens.append(QueryToken(kind: .field, range: start..<index))
                    index += 1
                } else {
                    tokens.append(QueryToken(kind: isWordByte(byte) ? .name : .other, range: start..<index))
                }
            }
        }
        return tokens
    }

    /// Whether `tokens[start...]` are `(#predicate …)` groups and then the wrapping bracket's close:
    /// the end of a pattern written as `(pattern (#eq? @x "y") …)` (``ParentChainPatterns``, ``NodePatterns``).
    static func arePredicateGroups(_ tokens: [QueryToken], from start: Int, in text: [UInt8]) -> Bool {
        var depth = 0, index = start
        while index < tokens.count - 1 {
            switch tokens[index].kind {
            case .open:
                guard depth > 0 || text[tokens[index + 1].range.lowerBound] == UInt8(ascii: "#") else { return false }
                depth += 1
            case .close:
                depth -= 1
                guard depth >= 0 else { return false }
            case .openBracket, .closeBracket:
                return false
            default:
                guard depth > 0 else { return false }
            }
            index += 1
        }
        return depth == 0 && index == tokens.count - 1 && tokens[index].kind == .close
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// The text of a string token (`"\\("` is `\(`), as tree-sitter reads it: `\n`, `\r`, `\t` and `\0`
    /// are those characters, and a backslash before any other character is dropped (`"\."` is `.`);
    /// nil when it is not closed or holds a line break (tree-sitter rejects both).
    static func unquoted<C: Collection>(_ token: C) -> String? where C.Element == UInt8 {
        let bytes = Array(token)
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"") else { return nil }
        var result: [UInt8] = []
        var index = 1
        while index < bytes.count - 1 {
            var byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count - 1 else { return nil }
                switch bytes[index] {
                case UInt8(ascii: "n"): byte = 10
                case UInt8(ascii: "r"): byte = 13
                case UInt8(ascii: "t"): byte = 9
                case UInt8(ascii: "0"): byte = 0
                default: byte = bytes[index]
                }
            } else if byte == 10 {
                return nil
            }
            result.append(byte)
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `text` written for inside a query string (quotes and backslashes escaped; the quotes not added).
    static func quoted(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), byte]
            case 10: out += Array("\\n".utf8)
            case 13: out += Array("\\r".utf8)
            case 9: out += Array("\\t".utf8)
            default: out.append(byte)
            }
        }
        return out
    }
}
