import MermaidCore

/// One statement's worth of source text: mermaid ends a statement at a newline or `;`,
/// and drops everything after a `#` that does not start an entity code (`#35;`).
struct SequenceSegment {
    var scalars: [Unicode.Scalar]
    /// 1-based line and the column of `scalars[0]`.
    var line: Int
    var column: Int

    func position(at offset: Int) -> SourcePosition {
        SourcePosition(line: line, column: column + max(0, offset))
    }

    func string(_ range: Range<Int>) -> String {
        let r = range.clamped(to: 0..<scalars.count)
        if r.isEmpty { return "" }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(r.count)
        for c in scalars[r] {
            if c.isASCII { utf8.append(UInt8(c.value)) } else if let bytes = UTF8.encode(c) { utf8.append(contentsOf: bytes) }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    var text: String { string(0..<scalars.count) }

    /// Splits one source line into trimmed, non-empty segments.
    static func split(_ line: SourceLine, from startOffset: Int = 0) -> [SequenceSegment] {
        let all = Array(line.text.unicodeScalars)
        var segments: [SequenceSegment] = []
        var start = min(startOffset, all.count)
        var i = start
        func flush(_ end: Int) {
            var a = start, b = end
            while a < b, SequenceText.isSpace(all[a]) { a += 1 }
            while b > a, SequenceText.isSpace(all[b - 1]) { b -= 1 }
            if a < b { segments.append(SequenceSegment(scalars: Array(all[a..<b]), line: line.number, column: a + 1)) }
        }
        while i < all.count {
            let c = all[i]
            if c == "#" {
                if let length = SequenceText.entityLength(in: all, at: i) {
                    i += length
                    continue
                }
                flush(i)
                return segments
            }
            if c == ";" {
                flush(i)
                i += 1
                start = i
                continue
            }
            i += 1
        }
        flush(all.count)
        return segments
    }
}
