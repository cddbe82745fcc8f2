// Why: `style`, `classDef` and `linkStyle` lines are read at every render of a flowchart that has
// them, and reading them a `Character` at a time (appending each to a piece, trimming each end a
// character at a time) was a third of a two-node styled flowchart's render (mermaid's docs example
// `style id1 fill:#f9f,…`: 153,000 of 452,000 instructions). Style text is ASCII nearly always, and
// for ASCII without CR a character is a byte, so it is read as bytes; anything else keeps the
// character-level reading, which the fast path is tested against (`StyleDeclarationTextTests`).

import MermaidCore

/// Reads `prop:value,prop:value` (`;` separates too; commas and semicolons inside parentheses do not).
enum StyleDeclarationText {
    /// The declarations of `text`, with a warning for each piece that is not `property:value`.
    static func parse(_ text: String, warnings: inout [String]) -> [StyleDeclaration] {
        var text = text
        let fast = text.withUTF8 { bytes -> [StyleDeclaration]? in
            // A CR could pair with a LF into one character; past ASCII, a character may be several bytes.
            guard bytes.isPlainASCII else { return nil }
            return parseASCII(bytes, warnings: &warnings)
        }
        return fast ?? parseCharacters(text, warnings: &warnings)
    }

    /// ``parse(_:warnings:)`` on ASCII bytes without CR, where each byte is one character.
    private static func parseASCII(_ bytes: UnsafeBufferPointer<UInt8>, warnings: inout [String]) -> [StyleDeclaration] {
        var result: [StyleDeclaration] = []
        func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 }
        func string(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        func trimmed(_ range: Range<Int>) -> Range<Int> {
            var low = range.lowerBound, high = range.upperBound
            while low < high && isSpace(bytes[low]) { low += 1 }
            while high > low && isSpace(bytes[high - 1]) { high -= 1 }
            return low..<high
        }
        func flush(_ piece: Range<Int>) {
            let item = trimmed(piece)
            guard !item.isEmpty else { return }
            guard let colon = item.first(where: { bytes[$0] == UInt8(ascii: ":") }) else {
                warnings.append("style '\(string(item))' has no ':' and is ignored")
                return
            }
            let property = trimmed(item.lowerBound..<colon)
            var value = trimmed((colon + 1)..<item.upperBound)
            if !value.isEmpty && bytes[value.upperBound - 1] == UInt8(ascii: ";") { value = value.lowerBound..<(value.upperBound - 1) }
            // ASCII letters, digits and `-` (what `isLetterQuick`, `isNumber` and `-` accept in ASCII).
            let valid = !property.isEmpty && property.allSatisfy { index in
                let byte = bytes[index]
                return (byte | 0x20) &- 97 < 26 || byte &- 48 < 10 || byte == UInt8(ascii: "-")
            }
            guard valid else {
                warnings.append("style property '\(string(property))' is not a CSS property and is ignored")
                return
            }
            result.append(StyleDeclaration(property: string(property), value: string(value)))
        }
        var depth = 0
        var pieceStart = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth = max(0, depth - 1) }
            if (byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";")) && depth == 0 {
                flush(pieceStart..<index)
                pieceStart = index + 1
            }
        }
        flush(pieceStart..<bytes.count)
        return result
    }

    /// ``parse(_:warnings:)`` a character at a time: any text (and the reference the fast path is held to).
    static func parseCharacters(_ text: String, warnings: inout [String]) -> [StyleDeclaration] {
        var result: [StyleDeclaration] = []
        var depth = 0
        var piece = ""
        func flush() {
            let item = Substring(piece).trimmingSpaces
            piece = ""
            guard !item.isEmpty else { return }
            guard let colon = item.firstIndex(of: ":") else {
                warnings.append("style '\(item)' has no ':' and is ignored")
                return
            }
            let property = item[..<colon].trimmingSpaces
            var value = item[item.index(after: colon)...].trimmingSpaces
            if value.last == ";" { value = value.dropLast() }
            let valid = !property.isEmpty && property.allSatisfy { $0.isLetterQuick || $0.isNumber || $0 == "-" }
            guard valid else {
                warnings.append("style property '\(property)' is not a CSS property and is ignored")
                return
            }
            result.append(StyleDeclaration(property: String(property), value: String(value)))
        }
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) }
            if (character == "," || character == ";") && depth == 0 { flush() } else { piece.append(character) }
        }
        flush()
        return result
    }
}

extension Substring {
    /// Without leading and trailing spaces, tabs and newlines (CR and LF; a CR LF pair is one
    /// character that is neither, and stays).
    ///
    /// Read on the bytes where each end's byte is a character of its own (next to ASCII); anything
    /// else is left to ``characterTrimmingSpaces``, the definition (edge labels and style values pass
    /// here at every render).
    var trimmingSpaces: Substring {
        let bounds = utf8.withContiguousStorageIfAvailable { bytes -> Range<Int>? in
            func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }
            var low = 0, high = bytes.count
            while low < high && isSpace(bytes[low]) {
                if low + 1 < high {
                    let next = bytes[low + 1]
                    if next >= 0x80 { return nil }                   // a mark may join the space
                    if bytes[low] == 13 && next == 10 { break }      // CR LF: one character, kept
                }
                low += 1
            }
            while high > low && isSpace(bytes[high - 1]) {
                if high - 1 > low {
                    let previous = bytes[high - 2]
                    if previous >= 0x80 { return nil }               // a prepended mark may join it
                    if previous == 13 && bytes[high - 1] == 10 { break }
                }
                high -= 1
            }
            return low..<high
        }
        guard let bounds, let bounds else { return characterTrimmingSpaces }
        if bounds.lowerBound == 0 && bounds.upperBound == utf8.count { return self }
        let start = utf8.index(utf8.startIndex, offsetBy: bounds.lowerBound)
        let end = utf8.index(start, offsetBy: bounds.count)
        return self[start..<end]
    }

    /// ``trimmingSpaces`` a character at a time.
    var characterTrimmingSpaces: Substring {
        var s = self
        while let f = s.first, f == " " || f == "\t" || f == "\n" || f == "\r" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\n" || l == "\r" { s = s.dropLast() }
        return s
    }
}
