// Why: the hand-drawn pass rewrites a drawing after its renderer wrote it, so every diagram
// type gets the look without a second drawing path. The drawing is our own `SVGWriter` output
// (well formed, attribute values escaped, never a raw `"` inside one), so a small tag scanner
// is enough; no general XML parser is needed.

/// Splits `SVGWriter` output into tags and the text between them.
struct SVGTagScanner {
    enum Token {
        /// Bytes to copy as they are (text, comments).
        case text(Range<Int>)
        /// `<name a="v" …>` or `<name … />`; attributes in document order, values still escaped.
        case open(name: String, attributes: [Attribute], selfClosing: Bool, range: Range<Int>)
        case close(name: String, range: Range<Int>)
    }

    /// Where an attribute's name and value (between its quotes, still escaped) lie in the bytes:
    /// most are only copied back, so they are not made into strings.
    struct Attribute {
        var key: Range<Int>
        var value: Range<Int>
    }

    let bytes: [UInt8]
    private var index = 0
    /// Tags whose attributes are read; the others are only skipped (most tags are text and groups).
    let attributeTags: Set<String>

    init(_ bytes: [UInt8], attributeTags: Set<String>) {
        self.bytes = bytes
        self.attributeTags = attributeTags
    }

    mutating func next() -> Token? {
        guard index < bytes.count else { return nil }
        let start = index
        if bytes[index] != 60 {  // text up to the next '<'
            while index < bytes.count, bytes[index] != 60 { index += 1 }
            return .text(start..<index)
        }
        guard index + 1 < bytes.count else { index = bytes.count; return .text(start..<index) }
        if bytes[index + 1] == 33 || bytes[index + 1] == 63 {  // <! or <?: copy through '>'
            while index < bytes.count, bytes[index] != 62 { index += 1 }
            index = min(bytes.count, index + 1)
            return .text(start..<index)
        }
        let closing = bytes[index + 1] == 47
        index += closing ? 2 : 1
        let nameRange = word()
        let name = String(decoding: bytes[nameRange], as: UTF8.self)
        var attributes: [Attribute] = []
        var selfClosing = false
        if closing || !attributeTags.contains(name) {
            var quote: UInt8 = 0
            while index < bytes.count {
                let b = bytes[index]
                index += 1
                if quote != 0 { if b == quote { quote = 0 }; continue }
                if b == 34 || b == 39 { quote = b; continue }
                if b == 62 { selfClosing = index >= 2 && bytes[index - 2] == 47; break }
            }
            if closing { return .close(name: name, range: start..<index) }
            return .open(name: name, attributes: [], selfClosing: selfClosing, range: start..<index)
        }
        // A shape's tag has some five attributes: room made once, not grown from one (three allocations).
        attributes.reserveCapacity(8)
        while index < bytes.count {
            let b = bytes[index]
            if b == 62 { index += 1; break }
            if b == 47 { selfClosing = true; index += 1; continue }
            if b == 32 || b == 9 || b == 10 || b == 13 { index += 1; continue }
            let key = word()
            if key.isEmpty { index += 1; continue }
            var value = index..<index
            if index < bytes.count, bytes[index] == 61 {
                index += 1
                value = index..<index
                if index < bytes.count, bytes[index] == 34 || bytes[index] == 39 {
                    let quote = bytes[index]
                    index += 1
                    let valueStart = index
                    while index < bytes.count, bytes[index] != quote { index += 1 }
                    value = valueStart..<index
                    index = min(bytes.count, index + 1)
                }
            }
            attributes.append(Attribute(key: key, value: value))
        }
        if closing { return .close(name: name, range: start..<index) }
        return .open(name: name, attributes: attributes, selfClosing: selfClosing, range: start..<index)
    }

    /// Where a tag or attribute name lies.
    private mutating func word() -> Range<Int> {
        let start = index
        while index < bytes.count {
            let b = bytes[index]
            if b == 32 || b == 9 || b == 10 || b == 13 || b == 62 || b == 47 || b == 61 { break }
            index += 1
        }
        return start..<index
    }
}
