// Why: the index is loaded through `<script>` tags (so it works from file://, where fetch() of
// JSON does not), which makes every string in it JavaScript source. Strings from notes must not
// end the script early or break the parser, whatever they hold.

/// Writes JSON values that are also safe inside a `<script>` element.
package struct JavaScriptLiteral {
    package private(set) var bytes: [UInt8] = []

    package init(capacity: Int = 1_024) { bytes.reserveCapacity(capacity) }

    package mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }
    package mutating func raw(_ byte: UInt8) { bytes.append(byte) }
    package mutating func raw(bytes more: [UInt8]) { bytes.append(contentsOf: more) }
    package mutating func raw(slice more: ArraySlice<UInt8>) { bytes.append(contentsOf: more) }

    /// A non-negative integer.
    package mutating func number<T: BinaryInteger>(_ value: T) {
        var rest = UInt64(value)
        if rest < 10 { bytes.append(48 + UInt8(rest)); return }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                buffer[count] = 48 + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    /// A double-quoted string: quotes, backslashes and controls escaped, and `<`, `>`, `&`,
    /// U+2028 and U+2029 as four-hex-digit `\u` escapes, so no `</script>` or `<!--` can appear.
    package mutating func string(_ text: String) {
        bytes.append(34)
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            var i = 0
            let n = utf8.count
            guard let base = utf8.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            while i < n {
                // Eight bytes with none that may need escaping are skipped in one step (most text).
                if i + 8 <= n, !JavaScriptLiteral.mayNeedEscape(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) {
                    i += 8
                    continue
                }
                let byte = utf8[i]
                let special: Bool
                switch byte {
                case 34, 92, 60, 62, 38, 0x7F, 0..<32: special = true
                case 0xE2: special = i + 2 < n && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9)
                default: special = false
                }
                if !special { i += 1; continue }
                if runStart < i { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i])) }
                switch byte {
                case 34: bytes.append(contentsOf: [92, 34]); i += 1
                case 92: bytes.append(contentsOf: [92, 92]); i += 1
                case 10: bytes.append(contentsOf: [92, 110]); i += 1
                case 0xE2: escape(utf8[i + 2] == 0xA8 ? 0x2028 : 0x2029); i += 3
                default: escape(UInt32(byte)); i += 1
                }
                runStart = i
            }
            if runStart < n { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<n])) }
        }
        bytes.append(34)
    }

    /// False only when none of the eight bytes of `chunk` is one that ``string(_:)`` looks at:
    /// `"`, `&`, `<`, `>`, `\`, DEL, a control, or 0xE2 (how U+2028 and U+2029 start). Each test is
    /// exact per byte (``ByteScan``).
    @inline(__always) static func mayNeedEscape(_ chunk: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let angles = ByteScan.zeroBytes((chunk | 0x02 &* ones) ^ (0x3E &* ones))     // '<' 0x3C and '>' 0x3E
        let quoteOrAmp = ByteScan.zeroBytes((chunk | 0x04 &* ones) ^ (0x26 &* ones)) // '"' 0x22 and '&' 0x26
        let backslash = ByteScan.zeroBytes(chunk ^ (0x5C &* ones))
        let delete = ByteScan.zeroBytes(chunk ^ (0x7F &* ones))
        let separatorLead = ByteScan.zeroBytes(chunk ^ (0xE2 &* ones))
        let control = ByteScan.bytesBelow(chunk, 0x20)
        return (angles | quoteOrAmp | backslash | delete | separatorLead | control) != 0
    }

    private mutating func escape(_ value: UInt32) {
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [92, 117])
        for shift in stride(from: 12, through: 0, by: -4) { bytes.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
    }

    /// `[…]` of strings.
    package mutating func strings(_ list: [String]) {
        raw(91)
        for (index, item) in list.enumerated() {
            if index > 0 { raw(44) }
            string(item)
        }
        raw(93)
    }
}
