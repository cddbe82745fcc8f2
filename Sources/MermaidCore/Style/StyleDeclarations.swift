import Foundation

/// CSS declarations from `style`, `classDef` and similar lines (`fill:#f9f,stroke:#333`),
/// shared by the diagram types that accept them.
///
/// Added by the class/state diagram work; kept tiny and dependency-free. Read on the bytes when the
/// text is plain ASCII: a classDef-heavy diagram read these a character at a time at every render.
package enum StyleDeclarations {
    /// Splits `fill:#f9f,stroke:#333;stroke-width:4px` into declarations, dropping anything that
    /// could break out of a `style` attribute or a CSS rule (`<`, `>`, quotes, braces, `&`).
    /// ASCII without CR (each byte a character) is read on its bytes; the rest by ``splitCharacters(_:)``.
    package static func split(_ text: String) -> [String] {
        var text = text
        let fast = text.withUTF8 { bytes -> [String]? in
            guard bytes.isPlainASCII else { return nil }
            var result: [String] = []
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == 44 || bytes[end] == 59 {   // , ;
                defer { start = end + 1 }
                let piece = trimmed(bytes, start..<end)
                guard let colon = piece.first(where: { bytes[$0] == 58 }), colon != piece.lowerBound else { continue }
                if piece.contains(where: { isUnsafe(bytes[$0]) }) { continue }
                result.append(string(bytes, piece))
            }
            return result
        }
        return fast ?? splitCharacters(text)
    }

    /// ``split(_:)`` a character at a time: any text, and the reference its byte reading is held to.
    package static func splitCharacters(_ text: String) -> [String] {
        var result: [String] = []
        for piece in text.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            let declaration = piece.trimmingWhitespaces()
            guard let colon = declaration.firstIndex(of: ":"), colon != declaration.startIndex else { continue }
            if declaration.contains(where: { $0 == "<" || $0 == ">" || $0 == "\"" || $0 == "{" || $0 == "}" || $0 == "&" }) { continue }
            result.append(declaration)
        }
        return result
    }

    /// Separates declarations for shapes from those for text: `color` becomes the text's
    /// `fill`, `font-*` and `text-decoration` go to the text, the rest to the shape.
    /// Returns each group joined with `;`, ready for a `style` attribute or a CSS rule.
    package static func partition(_ declarations: [String]) -> (shape: String, text: String) {
        var shape: [String] = []
        var text: [String] = []
        for declaration in declarations {
            let (name, value) = nameAndValue(declaration)
            if name == "color" {
                text.append("fill:" + value)
            } else if name.hasPrefix("font") || name == "text-decoration" {
                text.append(name + ":" + value)
            } else {
                shape.append(name + ":" + value)
            }
        }
        return (shape.joined(separator: ";"), text.joined(separator: ";"))
    }

    /// The lowercased name before the first `:` and the value after it, both trimmed of spaces and tabs
    /// (on the bytes for ASCII without CR, else a character at a time).
    package static func nameAndValue(_ declaration: String) -> (name: String, value: String) {
        var declaration = declaration
        let fast = declaration.withUTF8 { bytes -> (String, String)? in
            guard bytes.isPlainASCII else { return nil }
            let colon = bytes.firstIndex(of: 58) ?? bytes.count
            let name = trimmed(bytes, 0..<colon)
            let lowered = String(unsafeUninitializedCapacity: name.count) { buffer in
                for (offset, index) in name.enumerated() {
                    let byte = bytes[index]
                    buffer[offset] = byte &- 65 < 26 ? byte | 0x20 : byte
                }
                return name.count
            }
            return (lowered, colon < bytes.count ? string(bytes, trimmed(bytes, (colon + 1)..<bytes.count)) : "")
        }
        return fast ?? nameAndValueCharacters(declaration)
    }

    /// ``nameAndValue(_:)`` a character at a time.
    package static func nameAndValueCharacters(_ declaration: String) -> (name: String, value: String) {
        (declaration.prefix { $0 != ":" }.trimmingWhitespaces().lowercased(),
         declaration.drop { $0 != ":" }.dropFirst().trimmingWhitespaces())
    }

    /// `<`, `>`, `"`, `{`, `}` or `&`: could end the attribute or rule a declaration is written into.
    private static func isUnsafe(_ byte: UInt8) -> Bool {
        switch byte {
        case 60, 62, 34, 123, 125, 38: return true
        default: return false
        }
    }

    /// `range` without leading and trailing spaces and tabs (what `trimmingWhitespaces()` removes in ASCII).
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var low = range.lowerBound, high = range.upperBound
        while low < high && (bytes[low] == 32 || bytes[low] == 9) { low += 1 }
        while high > low && (bytes[high - 1] == 32 || bytes[high - 1] == 9) { high -= 1 }
        return low..<high
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
