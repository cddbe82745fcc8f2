/// Markdown inline syntax reduced to the text a reader sees: emphasis markers, code backticks,
/// link destinations and HTML tags removed, blanks collapsed. Titles and index summaries are
/// made from it before any page is parsed.
///
/// Works on UTF-8 bytes (every marker is ASCII). The few decisions that depend on whether a
/// neighbouring character is a letter fall back to `Character` only when that neighbour is
/// not ASCII.
enum InlinePlainText {
    static func reduce(_ text: String) -> String {
        var text = text
        return text.withUTF8 { reduce($0) }
    }

    static func reduce(_ text: UnsafeBufferPointer<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var index = 0
        let end = text.count
        while index < end {
            let byte = text[index]
            switch byte {
            case 42, 96:  // `*`, backtick
                index += 1
            case 95:  // `_`: kept inside words (snake_case)
                if endsWithLetterOrNumber(out), startsWithLetter(text, at: index + 1) { out.append(byte) }
                index += 1
            case 33 where index + 1 < end && text[index + 1] == 91:  // `![`
                index += 1
            case 91:  // `[`
                index += 1
            case 93:  // `]`, and a following `(destination)`
                index += 1
                if index < end, text[index] == 40, let close = firstIndex(of: 41, in: text, from: index) {
                    index = close + 1
                }
            case 60:  // `<`: an HTML tag is dropped, any other `<` kept
                if let close = firstIndex(of: 62, in: text, from: index), looksLikeTag(text, (index + 1)..<close) {
                    index = close + 1
                } else {
                    out.append(byte)
                    index += 1
                }
            case 92:  // `\`: the escaped character is kept as is
                index += 1
                if index < end {
                    let length = scalarLength(text[index])
                    let stop = min(end, index + length)
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: text[index..<stop]))
                    index = stop
                }
            default:
                out.append(byte)
                index += 1
            }
        }
        return collapsingBlanks(out)
    }

    /// Words separated by single spaces (runs of spaces and tabs collapse, ends are trimmed).
    private static func collapsingBlanks(_ bytes: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var pendingSpace = false
        for byte in bytes {
            if byte == 32 || byte == 9 {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(32); pendingSpace = false }
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func firstIndex(of byte: UInt8, in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < text.count {
            if text[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// `<tag attr="x">` or `</tag>`: letters, `/`, spaces, `=` and quotes, starting with a
    /// letter or `/`.
    private static func looksLikeTag(_ text: UnsafeBufferPointer<UInt8>, _ inner: Range<Int>) -> Bool {
        guard let first = inner.first else { return false }
        if inner.contains(where: { text[$0] >= 0x80 }) {
            let string = String(decoding: UnsafeBufferPointer(rebasing: text[inner]), as: UTF8.self)
            guard let head = string.first, head.isLetter || head == "/" else { return false }
            return string.allSatisfy { $0.isLetter || $0 == "/" || $0 == " " || $0 == "=" || $0 == "\"" }
        }
        guard isASCIILetter(text[first]) || text[first] == 47 else { return false }
        return inner.allSatisfy { index in
            let byte = text[index]
            return isASCIILetter(byte) || byte == 47 || byte == 32 || byte == 61 || byte == 34
        }
    }

    private static func endsWithLetterOrNumber(_ out: [UInt8]) -> Bool {
        guard let last = out.last else { return false }
        if last < 0x80 { return isASCIILetter(last) || (last >= 48 && last <= 57) }
        guard let character = String(decoding: out, as: UTF8.self).last else { return false }
        return character.isLetter || character.isNumber
    }

    private static func startsWithLetter(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index < text.count else { return false }
        if text[index] < 0x80 { return isASCIILetter(text[index]) }
        let stop = min(text.count, index + 32)
        return String(decoding: UnsafeBufferPointer(rebasing: text[index..<stop]), as: UTF8.self).first?.isLetter ?? false
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
    }

    /// Bytes in the UTF-8 sequence that `lead` starts (1 for ASCII or a stray continuation byte).
    private static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }
}
