/// Markdown inline syntax reduced to the text a reader sees: emphasis and strikethrough markers,
/// code backticks, link destinations (and their attribute lists) and HTML tags removed, blanks collapsed. Titles and index summaries are
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
        // Written through a buffer as long as the text (the result is never longer): appending a byte
        // at a time to an array checked it for sharing at every byte.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(text.count, 1)) { buffer in
            var count = 0
            func append(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            var index = 0
            let end = text.count
            var lastRunOfLength: [Int: Int]? = nil
            while index < end {
                let byte = text[index]
                switch byte {
                case 42:  // `*`
                    index += 1
                case 96:  // a backtick run: a code span's text is kept as written (`a*b*`), a lone run dropped
                    var stop = index
                    while stop < end, text[stop] == 96 { stop += 1 }
                    // After the first run without a closer, the rest of the text's runs are known by length, so
                    // no later run scans to the end again (runs of many lengths would make that quadratic).
                    var close: Int? = nil
                    if let known = lastRunOfLength {
                        if let last = known[stop - index], last >= stop { close = closingRun(of: stop - index, in: text, from: stop) }
                    } else {
                        close = closingRun(of: stop - index, in: text, from: stop)
                        if close == nil { lastRunOfLength = lastRuns(in: text, from: stop) }
                    }
                    if let close {
                        var first = stop, last = close
                        if last - first >= 2, text[first] == 32, text[last - 1] == 32 { first += 1; last -= 1 }
                        for position in first..<last { append(text[position] == 10 ? 32 : text[position]) }
                        index = close + stop - index
                    } else {
                        index = stop
                    }
                case 95:  // `_`: kept inside words (snake_case)
                    if endsWithLetterOrNumber(UnsafeBufferPointer(rebasing: buffer[..<count])), startsWithLetter(text, at: index + 1) {
                        append(byte)
                    }
                    index += 1
                case 33 where index + 1 < end && text[index + 1] == 91:  // `![`
                    index += 1
                case 91:  // `[`, or a wikilink (`[[Note|shown text]]`: the text it shows, never longer)
                    if index + 1 < end, text[index + 1] == 91, case let (link?, next) = WikiLinkSyntax.link(at: index, in: text) {
                        for byte in link.shownText.utf8 { append(byte) }
                        index = next
                    } else {
                        index += 1
                    }
                case 93:  // `]`, and a following `(destination)` and attribute list (`{ .md-button }`)
                    index += 1
                    if index < end, text[index] == 40, let close = firstIndex(of: 41, in: text, from: index) {
                        index = close + 1
                        if index < end, text[index] == 123, let (_, listEnd) = InlineAttributes.read(text, from: index) { index = listEnd }
                    }
                case 60:  // `<`: an HTML tag is dropped, any other `<` kept
                    if let close = firstIndex(of: 62, in: text, from: index), looksLikeTag(text, (index + 1)..<close) {
                        index = close + 1
                    } else {
                        append(byte)
                        index += 1
                    }
                case 126:  // `~`: a run of two is a strikethrough marker, dropped; other runs kept (`~5 ms`)
                    var stop = index
                    while stop < end, text[stop] == 126 { stop += 1 }
                    if stop - index != 2 {
                        for _ in index..<stop { append(126) }
                    }
                    index = stop
                case 61:  // `=`: a run of two touching a non-blank is a highlight marker (`==marked==`), dropped
                    var stop = index
                    while stop < end, text[stop] == 61 { stop += 1 }
                    let blankBefore = index == 0 || text[index - 1] == 32 || text[index - 1] == 9
                    let blankAfter = stop == end || text[stop] == 32 || text[stop] == 9
                    if stop - index != 2 || (blankBefore && blankAfter) {
                        for _ in index..<stop { append(61) }
                    }
                    index = stop
                case 92:  // `\`: the escaped character is kept as is
                    index += 1
                    if index < end {
                        let stop = min(end, index + scalarLength(text[index]))
                        while index < stop {
                            append(text[index])
                            index += 1
                        }
                    }
                default:
                    append(byte)
                    index += 1
                }
            }
            return collapsingBlanks(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Words separated by single spaces (runs of spaces and tabs collapse, ends are trimmed).
    private static func collapsingBlanks(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { result in
            var count = 0
            var pendingSpace = false
            for byte in bytes {
                if byte == 32 || byte == 9 {
                    pendingSpace = count > 0
                } else {
                    if pendingSpace {
                        result[count] = 32
                        count += 1
                        pendingSpace = false
                    }
                    result[count] = byte
                    count += 1
                }
            }
            return count
        }
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

    private static func endsWithLetterOrNumber(_ out: UnsafeBufferPointer<UInt8>) -> Bool {
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

    /// Where the last run of backticks of each length starts, at or after `start`.
    private static func lastRuns(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> [Int: Int] {
        var last: [Int: Int] = [:]
        var index = start
        while index < text.count {
            guard text[index] == 96 else { index += 1; continue }
            var stop = index
            while stop < text.count, text[stop] == 96 { stop += 1 }
            last[stop - index] = index
            index = stop
        }
        return last
    }

    /// Where a run of exactly `length` backticks starts at or after `start`, closing a code span.
    private static func closingRun(of length: Int, in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < text.count {
            guard text[index] == 96 else { index += 1; continue }
            var stop = index
            while stop < text.count, text[stop] == 96 { stop += 1 }
            if stop - index == length { return index }
            index = stop
        }
        return nil
    }
}
