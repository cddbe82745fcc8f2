// Why: Hugo, MkDocs (attr_list) and Docusaurus let a writer fix a heading's id after its text,
// `## Install {#setup}`, so links to the section survive a reworded heading; notes moved from those
// tools carry such ids. The renderer (ids, table of contents) and the outline (titles taken from
// headings) both ask this one rule, so a page's title never shows the `{#…}` its heading hides.

/// A custom heading id written after the heading's text: whitespace, then `{#id}`, at the very end.
/// The id is ASCII letters, digits, `-`, `_`, `:` and `.`, starting with a letter or digit (what all
/// three tools accept and what needs no escaping in a URL fragment).
enum HeadingID {
    /// Where the suffix starts (its leading whitespace) and the id, when `bytes[range]`, which has no
    /// trailing whitespace, ends with one; with `needsText`, only when some text comes before it. Besides
    /// `{#id}`, the attribute lists of MkDocs' attr_list and Hugo's Goldmark are suffixes too (`{ #id }`,
    /// `{: #id .class }`, `{.class}`): their id when valid (a list without one gives nil), classes and other
    /// attributes dropped, and whether the list holds MkDocs-Material's `data-search-exclude` (`searchExcluded`).
    static func suffix(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                       needsText: Bool = true) -> (start: Int, id: String?, searchExcluded: Bool)? {
        let end = range.upperBound
        guard range.count >= 3, bytes[end - 1] == UInt8(ascii: "}") else { return nil }
        var hash = end - 2
        while hash > range.lowerBound, isIDByte(bytes[hash]) { hash -= 1 }
        let idStart = hash + 1
        guard idStart < end - 1, isAlphanumeric(bytes[idStart]), bytes[hash] == UInt8(ascii: "#"),
              hash - 1 > range.lowerBound, bytes[hash - 1] == UInt8(ascii: "{"), isBlank(bytes[hash - 2]) else {
            return listSuffix(in: bytes, range, needsText: needsText)
        }
        var start = hash - 2
        while start > range.lowerBound, isBlank(bytes[start - 1]) { start -= 1 }
        if needsText && start == range.lowerBound { return nil }
        return (start, String(decoding: UnsafeBufferPointer(rebasing: bytes[idStart..<(end - 1)]), as: UTF8.self), false)
    }

    /// An attribute list (``InlineAttributes``) ending `bytes[range]` after a blank, with an id, a class or
    /// `data-search-exclude` (`## Set {x=1}` stays text), whose id, if it has one, is valid.
    private static func listSuffix(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                                   needsText: Bool) -> (start: Int, id: String?, searchExcluded: Bool)? {
        var open = range.upperBound - 2
        while open > range.lowerBound, bytes[open] != UInt8(ascii: "{") { open -= 1 }
        guard bytes[open] == UInt8(ascii: "{"), open > range.lowerBound, isBlank(bytes[open - 1]),
              let (list, listEnd) = InlineAttributes.read(bytes, from: open), listEnd == range.upperBound,
              list.id != nil || !list.classes.isEmpty || list.excludesFromSearch else { return nil }
        if let id = list.id {
            var id = id
            guard id.withUTF8({ $0.allSatisfy(isIDByte) && isAlphanumeric($0[0]) }) else { return nil }
        }
        var start = open - 1
        while start > range.lowerBound, isBlank(bytes[start - 1]) { start -= 1 }
        if needsText && start == range.lowerBound { return nil }
        return (start, list.id, list.excludesFromSearch)
    }

    /// `text` without its `{#id}` suffix (and the whitespace before it), the id and whether the suffix
    /// leaves the section out of search; nil when it has none.
    static func split(_ text: String, needsText: Bool = true) -> (text: String, id: String?, searchExcluded: Bool)? {
        var text = text
        return text.withUTF8 { bytes in
            var end = bytes.count
            while end > 0, isBlank(bytes[end - 1]) { end -= 1 }
            guard let found = suffix(in: bytes, 0..<end, needsText: needsText) else { return nil }
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[..<found.start]), as: UTF8.self), found.id, found.searchExcluded)
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 97 < 26 || byte &- 48 < 10
    }

    private static func isIDByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: ".")
    }
}
