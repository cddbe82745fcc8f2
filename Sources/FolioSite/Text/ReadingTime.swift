// Why: writers coming from Hugo (`.ReadingTime`, `.WordCount`), Docusaurus' blog ("5 min read") and
// MkDocs-Material's blog expect a note to say how long it takes to read. The count is made from the
// page's rendered body, the text a reader sees: code blocks, diagrams, formulas and scripts are left
// out (a reader does not read a diagram's SVG text or a listing word by word), and Chinese and Japanese,
// written without spaces, count each character (read at about 500 a minute, where English prose is read
// at about 200 words a minute). One pass over the bytes, made only when `reading_time` is on.

/// How many words a rendered page body holds and how long it takes to read (`reading_time` in folio.yml).
struct ReadingTime: Equatable, Sendable {
    /// Runs of letters or digits between spaces, outside code, diagrams, formulas and scripts.
    var words = 0
    /// Chinese characters and Japanese kana, each read as a word of its own.
    var ideographs = 0

    /// Words a minute in space-separated scripts, and characters a minute in Chinese and Japanese.
    static let wordsPerMinute = 200
    static let ideographsPerMinute = 500

    /// The reading time in whole minutes, rounded up, at least one.
    var minutes: Int {
        let perMinute = Double(words) / Double(Self.wordsPerMinute) + Double(ideographs) / Double(Self.ideographsPerMinute)
        return max(1, Int(perMinute.rounded(.up)))
    }

    /// The words a reader counts: both kinds together.
    var wordCount: Int { words + ideographs }

    /// What a note's own `reading_time` or `readtime` asks for.
    enum Override: Equatable, Sendable {
        /// `true`, or nothing readable: the counted time.
        case counted
        /// `false`: no reading time on that page.
        case hidden
        /// A number of minutes (MkDocs-Material's blog), shown instead of the count.
        case minutes(Int)

        init(written value: FrontMatterValue) {
            let text = value.text?.lowercased() ?? ""
            if let number = Int(text), number > 0, number < 10_000 {
                self = .minutes(number)
            } else {
                self = ["false", "no", "off"].contains(text) ? .hidden : .counted
            }
        }
    }

    /// Elements whose text is not read as prose.
    private static let skipped: [[UInt8]] = ["pre", "svg", "script", "style", "math", "template", "textarea"].map { Array($0.utf8) }

    init(words: Int, ideographs: Int) {
        self.words = words
        self.ideographs = ideographs
    }

    /// Counts the words of an HTML body (Folio's own rendering: lowercase tag names).
    init(bodyHTML: String) {
        var html = bodyHTML
        self = html.withUTF8 { ReadingTime(bytes: $0) }
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        var index = 0
        var inWord = false
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                index = Self.afterMarkup(bytes, at: index)
                continue
            }
            if byte == UInt8(ascii: "&") {
                // An entity (`&amp;`, `&#39;`) neither starts nor ends a word ("don&#39;t" is one).
                var end = index + 1
                while end < count, end - index < 12, bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: " ") { end += 1 }
                index = end < count && bytes[end] == UInt8(ascii: ";") ? end + 1 : index + 1
                continue
            }
            if byte < 0x80 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if !inWord { words += 1; inWord = true }
                case 0x09, 0x0A, 0x0D, 0x20:
                    inWord = false
                default:
                    break // punctuation inside a word ("well-known", "e.g.") keeps it one
                }
                index += 1
                continue
            }
            let (scalar, length) = Self.scalar(bytes, at: index)
            index += length
            switch scalar {
            case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF:
                ideographs += 1
                inWord = false
            case 0x00A0, 0x2000...0x206F, 0x3000...0x303F, 0xFF00...0xFF0F, 0xFF1A...0xFF20:
                inWord = false // spaces, dashes, quotes and CJK punctuation
            default:
                if !inWord { words += 1; inWord = true }
            }
        }
    }

    /// The index after a tag, a comment, or a whole element whose text is not read.
    private static func afterMarkup(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
        let count = bytes.count
        if start + 3 < count, bytes[start + 1] == UInt8(ascii: "!"), bytes[start + 2] == UInt8(ascii: "-"), bytes[start + 3] == UInt8(ascii: "-") {
            var index = start + 4
            while index + 2 < count {
                if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"), bytes[index + 2] == UInt8(ascii: ">") { return index + 3 }
                index += 1
            }
            return count
        }
        let end = tagEnd(bytes, from: start)
        guard let name = skipped.first(where: { startsTag(bytes, at: start + 1, name: $0) }),
              bytes[end - 2] != UInt8(ascii: "/") else { return end }
        // Skip to the matching closing tag, counting elements of the same name opened inside.
        var depth = 1
        var index = end
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if index + 1 < count, bytes[index + 1] == UInt8(ascii: "/"), startsTag(bytes, at: index + 2, name: name) {
                depth -= 1
                if depth == 0 { return tagEnd(bytes, from: index) }
            } else if startsTag(bytes, at: index + 1, name: name), bytes[tagEnd(bytes, from: index) - 2] != UInt8(ascii: "/") {
                depth += 1
            }
            index += 1
        }
        return count
    }

    /// Whether `name` is written at `index` and ends there (`<pre>`, `<pre class>`, not `<prefix>`).
    private static func startsTag(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, name: [UInt8]) -> Bool {
        guard index + name.count < bytes.count else { return false }
        for offset in 0..<name.count where bytes[index + offset] != name[offset] { return false }
        switch bytes[index + name.count] {
        case UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "/"), 0x0A, 0x09: return true
        default: return false
        }
    }

    /// The index after the `>` that closes the tag opening at `start` (quoted `>` in attributes skipped).
    private static func tagEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var quote: UInt8 = 0
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            }
            index += 1
        }
        return bytes.count
    }

    /// The Unicode scalar value of the UTF-8 sequence at `index` and its length (a stray byte is one
    /// scalar of its own).
    private static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, index + length <= bytes.count else { return (UInt32(lead), 1) }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (value, length)
    }
}
