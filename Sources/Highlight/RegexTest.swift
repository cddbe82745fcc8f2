import Foundation

/// A `#match?` predicate's regular expression, tested on a capture's bytes.
///
/// Why not `NSRegularExpression` every time: bash's query asks `"^-"` of every command argument and
/// Swift's asks a few of every identifier and comment; each question decoded a `String` and ran ICU
/// (a tenth of a shell block's highlighting). Two shortcuts that give the answer
/// `NSRegularExpression` would: a pattern that only looks at the first characters (``Anchored``:
/// `^-`, `^[A-Z]`, `^///[^/]`) is tested on the bytes; any other pattern is evaluated once per
/// distinct text and remembered (thread-safe; cleared past ``memoLimit``).
final class RegexTest: @unchecked Sendable {
    let regex: NSRegularExpression
    /// The pattern as a test of the first bytes, when it is one.
    let anchored: Anchored?
    static let memoLimit = 8_192
    private let lock = NSLock()
    private var memo: [Key: Bool] = [:]

    init?(pattern: String) {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        self.regex = regex
        anchored = Anchored(pattern)
    }

    /// `^` followed by ASCII atoms, each one character, with nothing after them (no `$`, no
    /// quantifier): a literal (letters, digits, `_ - / @ :`) or a bracket set of such characters and
    /// letter or digit ranges (`[A-Z]`, `[*]`), negated only as the last atom (`[^/]`).
    ///
    /// Why this is what ICU answers: without the multi-line option `^` matches only at the start of
    /// the text, and with nothing after the atoms the pattern holds when the first characters match
    /// them, whatever follows. Every atom but a last negated one matches only an ASCII character, so
    /// its character is its byte (decoding keeps ASCII bytes and turns nothing else into them); a
    /// negated set of ASCII characters matches any non-ASCII character, whose first byte is 0x80 or above.
    struct Anchored {
        enum Atom {
            case byte(UInt8)
            case set([Bool], negated: Bool)
        }
        let atoms: [Atom]

        init?(_ pattern: String) {
            let bytes = Array(pattern.utf8)
            guard bytes.count >= 2, bytes[0] == UInt8(ascii: "^") else { return nil }
            func isWordByte(_ byte: UInt8) -> Bool {
                (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7a)
            }
            var atoms: [Atom] = []
            var index = 1
            while index < bytes.count {
                let byte = bytes[index]
                if case .set(_, negated: true)? = atoms.last { return nil }
                if byte == UInt8(ascii: "[") {
                    index += 1
                    let negated = index < bytes.count && bytes[index] == UInt8(ascii: "^")
                    if negated { index += 1 }
                    var members = [Bool](repeating: false, count: 128)
                    var empty = true
                    while index < bytes.count && bytes[index] != UInt8(ascii: "]") {
                        let first = bytes[index]
                        guard isWordByte(first) || first == UInt8(ascii: "_") || first == UInt8(ascii: "/")
                                || first == UInt8(ascii: "*") || first == UInt8(ascii: ".") else { return nil }
                        if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "-"), bytes[index + 2] != UInt8(ascii: "]") {
                            let last = bytes[index + 2]
                            let sameKind = (first >= 0x30 && first <= 0x39 && last >= 0x30 && last <= 0x39)
                                || (first >= 0x41 && first <= 0x5a && last >= 0x41 && last <= 0x5a)
                                || (first >= 0x61 && first <= 0x7a && last >= 0x61 && last <= 0x7a)
                            guard sameKind, first <= last else { return nil }
                            for member in first...last { members[Int(member)] = true }
                            index += 3
                        } else {
                            members[Int(first)] = true
                            index += 1
                        }
                        empty = false
                    }
                    guard index < bytes.count, !empty else { return nil }
                    atoms.append(.set(members, negated: negated))
                } else {
                    guard isWordByte(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
                            || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: ":") else { return nil }
                    atoms.append(.byte(byte))
                }
                index += 1
            }
            guard !atoms.isEmpty else { return nil }
            self.atoms = atoms
        }

        func matches(_ text: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
            guard text.count >= atoms.count else { return false }
            var position = text.startIndex
            for atom in atoms {
                let byte = text[position]
                switch atom {
                case .byte(let expected):
                    if byte != expected { return false }
                case .set(let members, let negated):
                    let member = byte < 0x80 && members[Int(byte)]
                    if member == negated { return false }
                }
                position += 1
            }
            return true
        }
    }

    /// A text as a memo key, hashed as one run of bytes (not byte by byte, as `[UInt8]` is).
    private struct Key: Hashable {
        let bytes: [UInt8]
        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// Whether the regular expression matches somewhere in `text` (decoded as UTF-8).
    func matches(_ text: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
        if let anchored { return anchored.matches(text) }
        let key = Key(bytes: Array(text))
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
