// Why: a page with many diagrams carried the same few kilobytes of CSS once per diagram (3.4 KB of a
// two-node flowchart's 4.1 KB), each copy scoped to its own root id. Scoping the rules to a class
// named after their content instead makes every diagram that needs the same rules carry the same
// bytes, so a host can keep one copy per page (issue 20). Colours stay per diagram: they are a
// separate style element, shared only by diagrams with the same palette.

/// Rewrites one part of a diagram's id-scoped CSS into class-scoped CSS that diagrams can share.
package enum SharedStyleSheet {
    /// Prefix of the colour custom properties in shared mode (`--fm-lineColor`).
    package static let variablePrefix = "fm"

    /// `css`, written for the root selector `#<idPrefix>` (and names such as `@keyframes
    /// <idPrefix>-dash`), rewritten for the class `fm-<hash>`, where the hash is taken over the text
    /// with the prefix taken out, so equal rules get equal names whatever diagram they came from.
    ///
    /// Returns nil when the CSS selects an element inside the diagram by its id (`#<idPrefix>-L_A_B_0`
    /// or `#<idPrefix>_marker`): such rules belong to one diagram, and stay scoped by id.
    package static func scoped(_ css: String, idPrefix: String) -> (className: String, css: String)? {
        let prefix = Array(idPrefix.utf8)
        let text = Array(css.utf8)
        guard !prefix.isEmpty, !text.contains(placeholder) else { return nil }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(text.count)
        var i = 0
        while i < text.count {
            guard text[i] == prefix[0], i + prefix.count <= text.count,
                  text[i..<(i + prefix.count)].elementsEqual(prefix) else {
                normalized.append(text[i])
                i += 1
                continue
            }
            let before = i > 0 ? text[i - 1] : 32
            let after = i + prefix.count < text.count ? text[i + prefix.count] : 32
            if before == UInt8(ascii: "#") {
                // The root selector: `#prefix` then a combinator, a brace, a comma… — anything else is an
                // element id inside this diagram.
                guard !isNameByte(after) else { return nil }
                normalized.removeLast()
                normalized.append(UInt8(ascii: "."))
                normalized.append(placeholder)
            } else if isNameByte(before) || (isNameByte(after) && after != UInt8(ascii: "-")) {
                // Part of a longer word: not ours.
                normalized.append(contentsOf: prefix)
            } else {
                // A name made from the prefix (`@keyframes prefix-dash`): it takes the class's name.
                normalized.append(placeholder)
            }
            i += prefix.count
        }
        let className = "fm-" + hex(fnv1a(normalized))
        var out: [UInt8] = []
        out.reserveCapacity(normalized.count + 64)
        for byte in normalized {
            if byte == placeholder { out.append(contentsOf: className.utf8) } else { out.append(byte) }
        }
        return (className, String(decoding: out, as: UTF8.self))
    }

    /// Stands for the class name while the text is hashed (a control byte: no CSS Folio writes holds one).
    private static let placeholder: UInt8 = 1

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
            || byte == 45 || byte == 95 || byte >= 128
    }

    /// 64-bit FNV-1a: class names only need to differ between the style parts of one page.
    private static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8](repeating: 0, count: 16)
        var v = value
        for index in stride(from: 15, through: 0, by: -1) {
            out[index] = digits[Int(v & 15)]
            v >>= 4
        }
        return String(decoding: out, as: UTF8.self)
    }
}
