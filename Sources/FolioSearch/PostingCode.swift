// Why: postings are most of a term shard, and a query on a big site loads whole shards; as JSON
// numbers a posting took about 10 bytes, as this variable-length code about 5, and the browser
// decodes it with a loop as fast as JSON.parse reads the numbers.

/// Numbers written as base-64 digits, five bits each, least significant first; a digit with its
/// sixth bit set says more digits follow. Digits are `0-9A-Za-z-_`, safe in a JavaScript string.
package enum PostingCode {
    static let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".utf8)
    /// Per byte, its digit's value (0–63), or 0xFF for a byte that is no digit.
    static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (value, digit) in digits.enumerated() { table[Int(digit)] = UInt8(value) }
        return table
    }()

    /// Appends `value`'s code to `js` (inside a string literal).
    package static func append(_ value: UInt32, to js: inout JavaScriptLiteral) {
        var rest = value
        while rest >= 32 {
            js.raw(digits[Int(rest & 31) | 32])
            rest >>= 5
        }
        js.raw(digits[Int(rest)])
    }

    /// The numbers in `code` (tests; the browser decodes in `search.js`).
    package static func decode(_ code: String) -> [UInt32] {
        var values: [UInt32] = []
        var value: UInt32 = 0
        var shift: UInt32 = 0
        for byte in code.utf8 {
            guard let digit = digits.firstIndex(of: byte) else { return [] }
            value |= UInt32(digit & 31) << shift
            if digit & 32 != 0 { shift += 5 } else {
                values.append(value)
                value = 0
                shift = 0
            }
        }
        return values
    }
}
