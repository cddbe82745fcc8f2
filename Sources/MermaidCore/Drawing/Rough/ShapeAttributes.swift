// Why: the hand-drawn pass reads a few attributes of each shape (its style, class and geometry)
// and copies the rest back as they were. Making every name and value a `String` as the tags
// were scanned was a tenth of the pass; here they stay where they lie in the drawing's bytes,
// and only what is read becomes text. Names are `SVGWriter`'s static ASCII names, so they are
// compared byte for byte.

/// One element's attributes, read in place in the drawing's bytes.
struct ShapeAttributes {
    /// The whole drawing the ranges point into.
    let bytes: [UInt8]
    let list: [SVGTagScanner.Attribute]

    /// The first attribute named `key`.
    func first(_ key: String) -> SVGTagScanner.Attribute? {
        list.first { isNamed($0, key) }
    }

    /// The value of the first attribute named `key`, as written (still escaped).
    func string(_ key: String) -> String? {
        first(key).map { String(decoding: bytes[$0.value], as: UTF8.self) }
    }

    /// True when the first attribute named `key` has the value `text`.
    func value(of key: String, is text: String) -> Bool {
        guard let attribute = first(key) else { return false }
        return bytes[attribute.value].elementsEqual(text.utf8)
    }

    func isNamed(_ attribute: SVGTagScanner.Attribute, _ key: String) -> Bool {
        attribute.key.count == key.utf8.count && bytes[attribute.key].elementsEqual(key.utf8)
    }

    func name(_ attribute: SVGTagScanner.Attribute, hasPrefix prefix: String) -> Bool {
        bytes[attribute.key].starts(with: prefix.utf8)
    }

    /// The attribute's name as text.
    func name(_ attribute: SVGTagScanner.Attribute) -> String {
        String(decoding: bytes[attribute.key], as: UTF8.self)
    }
}
