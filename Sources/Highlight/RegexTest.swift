import Foundation

/// A `#match?` predicate's regular expression, tested on a capture's bytes.
///
/// Why not `NSRegularExpression` every time: bash's query asks `"^-"` of every command argument and
/// Swift's asks a few of every identifier; each question decoded a `String` and ran ICU (a tenth
/// of a shell block's highlighting). Two shortcuts that give the answer `NSRegularExpression`
/// would: a pattern that is `^` and a plain literal (letters, digits, `_`, `-`, `/`, `@`, `:`; no
/// metacharacter) is a prefix test on the bytes (`^` without the multi-line option anchors at the
/// start of the text only, and an ASCII prefix survives decoding unchanged); any other pattern is
/// evaluated once per distinct text and remembered (thread-safe; cleared past ``memoLimit``).
final class RegexTest: @unchecked Sendable {
    let regex: NSRegularExpression
    /// The literal after `^` when the whole pattern is `^literal`.
    let prefix: [UInt8]?
    static let memoLimit = 8_192
    private let lock = NSLock()
    private var memo: [[UInt8]: Bool] = [:]

    init?(pattern: String) {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        self.regex = regex
        prefix = RegexTest.literalPrefix(of: pattern)
    }

    /// The literal of a `^literal` pattern, or nil when the pattern is anything else.
    static func literalPrefix(of pattern: String) -> [UInt8]? {
        let bytes = Array(pattern.utf8)
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "^") else { return nil }
        let literal = bytes.dropFirst()
        let plain = literal.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7a)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "/")
                || byte == UInt8(ascii: "@") || byte == UInt8(ascii: ":")
        }
        return plain ? Array(literal) : nil
    }

    /// Whether the regular expression matches somewhere in `text` (decoded as UTF-8).
    func matches(_ text: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
        if let prefix { return text.starts(with: prefix) }
        let key = Array(text)
        lock.lock()
        let known = memo[key]
        lock.unlock()
        if let known { return known }
        let string = String(decoding: text, as: UTF8.self)
        let result = regex.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
        lock.lock()
        if memo.count >= RegexTest.memoLimit { memo.removeAll(keepingCapacity: true) }
        memo[key] = result
        lock.unlock()
        return result
    }
}
