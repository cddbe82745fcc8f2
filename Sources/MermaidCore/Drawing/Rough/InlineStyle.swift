// Why: the hand-drawn pass asks every shape of a drawing what its inline style and class list
// say (is the fill `none`? which stroke colour? is it an edge?). Asked of `String`s by
// `Character` (splitting, filtering, hashing substrings) these questions took a tenth of the
// pass's time on the seed diagrams. Styles and class lists are plain ASCII in practice
// (`isPlainASCII`: each byte a character), so they are read as bytes here; any other text takes
// the `Character` path, whose answers are the rules (Swift compares strings by canonical
// equivalence, which bytes alone cannot match).

/// Questions about an element's inline `style` and `class` attribute values.
enum InlineStyle {
    /// True when `style` declares `property:none` (spaces aside), as
    /// `declaresNoneByCharacters(_:_:)` answers.
    static func declaresNone(_ style: String?, _ property: StaticString) -> Bool {
        guard let style else { return false }
        let answer: Bool?? = style.utf8.withContiguousStorageIfAvailable { bytes in
            property.withUTF8Buffer { name in
                guard bytes.isPlainASCII else { return nil }
                var found = false
                forEachDeclaration(bytes) { key, value in
                    if matches(bytes, key, name), startsWithNone(bytes, value) { found = true }
                }
                return found
            }
        }
        if let known = answer ?? nil { return known }
        return declaresNoneByCharacters(style, property.description)
    }

    /// The rule `declaresNone` keeps to: split at `;`, then at the first `:`, both omitting empty
    /// pieces, compare with the spaces taken out.
    static func declaresNoneByCharacters(_ style: String, _ property: String) -> Bool {
        for declaration in style.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].filter({ $0 != " " }) == property else { continue }
            if parts[1].filter({ $0 != " " }).hasPrefix("none") { return true }
        }
        return false
    }

    /// The value of the last `stroke:` declaration of `style` (up to a `!`, spaces trimmed, never
    /// `none`), as `strokeColorByCharacters(in:)` answers.
    static func strokeColor(in style: String) -> String? {
        var color: String?
        let read: Bool? = style.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.isPlainASCII else { return false }
            stroke.withUTF8Buffer { name in
                forEachDeclaration(bytes) { key, value in
                    guard matches(bytes, key, name) else { return }
                    var lower = value.lowerBound, upper = value.upperBound
                    if let bang = bytes[lower..<upper].firstIndex(of: UInt8(ascii: "!")) { upper = bang }
                    while lower < upper, bytes[lower] == 32 { lower += 1 }
                    while upper > lower, bytes[upper - 1] == 32 { upper -= 1 }
                    let trimmed = UnsafeBufferPointer(rebasing: bytes[lower..<upper])
                    if !trimmed.isEmpty, !trimmed.elementsEqual("none".utf8) { color = String(decoding: trimmed, as: UTF8.self) }
                }
            }
            return true
        }
        return read == true ? color : strokeColorByCharacters(in: style)
    }

    /// The rule `strokeColor(in:)` keeps to.
    static func strokeColorByCharacters(in style: String) -> String? {
        var color: String?
        for declaration in style.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].filter({ $0 != " " }) == "stroke" else { continue }
            var value = Substring(parts[1])
            if let bang = value.firstIndex(of: "!") { value = value[..<bang] }
            let trimmed = String(value.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            if !trimmed.isEmpty, trimmed != "none" { color = trimmed }
        }
        return color
    }

    /// True when the class list `value` (names split at spaces) holds a name of `names`, as
    /// `hasClassByCharacters(_:in:)` answers.
    static func hasClass(_ value: String?, in names: ClassNames) -> Bool {
        guard let value else { return false }
        let answer: Bool?? = value.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.isPlainASCII else { return nil }
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 32 { end += 1 }
                if end > start {
                    let token = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    if names.bytes.contains(where: { $0.count == token.count && $0.elementsEqual(token) }) { return true }
                }
                start = end + 1
            }
            return false
        }
        if let known = answer ?? nil { return known }
        return hasClassByCharacters(value, in: names.set)
    }

    /// The rule `hasClass(_:in:)` keeps to.
    static func hasClassByCharacters(_ value: String, in names: Set<Substring>) -> Bool {
        value.split(separator: " ").contains { names.contains($0) }
    }

    private static let stroke: StaticString = "stroke"

    /// Calls `body` with the key and value ranges of each declaration, as `split(separator: ";")`
    /// and then `split(separator: ":", maxSplits: 1)` cut them: empty pieces are dropped (so leading
    /// colons are skipped), and a declaration without both pieces gives none.
    private static func forEachDeclaration(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>, Range<Int>) -> Void) {
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: ";") { end += 1 }
            var keyStart = start
            while keyStart < end, bytes[keyStart] == UInt8(ascii: ":") { keyStart += 1 }
            var colon = keyStart
            while colon < end, bytes[colon] != UInt8(ascii: ":") { colon += 1 }
            if keyStart < end, colon + 1 < end { body(keyStart..<colon, (colon + 1)..<end) }
            start = end + 1
        }
    }

    /// The key with its spaces taken out equals `name`.
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ key: Range<Int>, _ name: UnsafeBufferPointer<UInt8>)
        -> Bool {
        var at = 0
        for i in key where bytes[i] != 32 {
            guard at < name.count, bytes[i] == name[at] else { return false }
            at += 1
        }
        return at == name.count
    }

    /// The value with its spaces taken out starts with `none`.
    private static func startsWithNone(_ bytes: UnsafeBufferPointer<UInt8>, _ value: Range<Int>) -> Bool {
        var at = 0
        for i in value where bytes[i] != 32 {
            guard bytes[i] == none[at] else { return false }
            at += 1
            if at == none.count { return true }
        }
        return false
    }

    private static let none: [UInt8] = Array("none".utf8)
}

/// Class names to look for in a class list: as bytes for ASCII lists, as substrings for the rest.
struct ClassNames: Sendable {
    let set: Set<Substring>
    let bytes: [[UInt8]]

    init(_ names: Set<Substring>) {
        set = names
        bytes = names.map { Array($0.utf8) }
    }
}
