// Why: the hand-drawn pass asks every shape of a drawing what its inline style and class list
// say (is the fill `none`? which stroke colour? is it an edge?). Asked of `String`s by
// `Character` (splitting, filtering, hashing substrings) these questions took a tenth of the
// pass's time on the seed diagrams. Styles and class lists are ASCII in practice, so they are
// read as bytes here; any other text takes the `Character` path, whose answers are the rules
// (Swift compares strings by canonical equivalence, which bytes alone cannot match).

/// Questions about an element's inline `style` and `class` attribute values.
enum InlineStyle {
    /// True when `style` declares `property:none` (spaces aside), as
    /// `declaresNoneByCharacters(_:_:)` answers.
    static func declaresNone(_ style: String?, _ property: StaticString) -> Bool {
        guard let style else { return false }
        let answer: Bool?? = style.utf8.withContiguousStorageIfAvailable { bytes in
            property.withUTF8Buffer { name in
                isASCII(bytes) ? declarations(bytes).contains { matches($0.key, name) && startsWithNone($0.value) } : nil
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
            guard isASCII(bytes) else { return false }
            for declaration in declarations(bytes) where matches(declaration.key, stroke) {
                var value = declaration.value
                if let bang = value.firstIndex(of: UInt8(ascii: "!")) { value = value[..<bang] }
                let trimmed = Array(value.drop { $0 == 32 }.reversed().drop { $0 == 32 }.reversed())
                if !trimmed.isEmpty, !trimmed.elementsEqual("none".utf8) { color = String(decoding: trimmed, as: UTF8.self) }
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
    static func hasClass(_ value: String?, in names: Set<Substring>) -> Bool {
        guard let value else { return false }
        let answer: Bool?? = value.utf8.withContiguousStorageIfAvailable { bytes in
            guard isASCII(bytes) else { return nil }
            return bytes.split(separator: 32).contains { token in
                names.contains { $0.utf8.count == token.count && $0.utf8.elementsEqual(token) }
            }
        }
        if let known = answer ?? nil { return known }
        return hasClassByCharacters(value, in: names)
    }

    /// The rule `hasClass(_:in:)` keeps to.
    static func hasClassByCharacters(_ value: String, in names: Set<Substring>) -> Bool {
        value.split(separator: " ").contains { names.contains($0) }
    }

    private static let stroke: StaticString = "stroke"

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !bytes.contains { $0 >= 0x80 }
    }

    /// `key:value` pairs of the declarations, as `split(separator: ";")` and then
    /// `split(separator: ":", maxSplits: 1)` cut them: empty pieces are dropped (so leading colons
    /// are skipped), and a declaration without both pieces gives none.
    private static func declarations(_ bytes: UnsafeBufferPointer<UInt8>)
        -> [(key: Slice<UnsafeBufferPointer<UInt8>>, value: Slice<UnsafeBufferPointer<UInt8>>)] {
        bytes.split(separator: UInt8(ascii: ";")).compactMap { declaration in
            guard let keyStart = declaration.firstIndex(where: { $0 != UInt8(ascii: ":") }),
                  let colon = declaration[keyStart...].firstIndex(of: UInt8(ascii: ":")),
                  colon + 1 < declaration.endIndex else { return nil }
            return (declaration[keyStart..<colon], declaration[(colon + 1)...])
        }
    }

    /// The key with its spaces taken out equals `name`.
    private static func matches(_ key: Slice<UnsafeBufferPointer<UInt8>>, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        key.lazy.filter { $0 != 32 }.elementsEqual(name)
    }

    private static func matches(_ key: Slice<UnsafeBufferPointer<UInt8>>, _ name: StaticString) -> Bool {
        name.withUTF8Buffer { matches(key, $0) }
    }

    /// The value with its spaces taken out starts with `none`.
    private static func startsWithNone(_ value: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        value.lazy.filter { $0 != 32 }.starts(with: "none".utf8)
    }
}
