import MermaidCore

/// Decides whether user text is a CSS colour before it is written into a `style` attribute
/// (`box rgb(…) Title`, `rect rgba(…)`). Functional forms are checked by their characters,
/// which is all that matters for safety and much cheaper than parsing them.
enum SequenceColor {
    static func isColor(_ text: String) -> Bool {
        let lower = text.lowercased()
        for fn in ["rgba", "rgb", "hsla", "hsl"] where lower.hasPrefix(fn) {
            var rest = lower.utf8.dropFirst(fn.utf8.count).drop { $0 == 0x20 }
            guard rest.first == 0x28, rest.last == 0x29 else { return false }  // ( … )
            rest = rest.dropFirst().dropLast()
            // digits . , % / space - +  and "deg" for hues
            return !rest.isEmpty && rest.allSatisfy { b in
                (0x30...0x39).contains(b) || b == 0x2E || b == 0x2C || b == 0x25 || b == 0x2F || b == 0x20
                    || b == 0x2D || b == 0x2B || b == 0x64 || b == 0x65 || b == 0x67
            }
        }
        return Color(css: text) != nil
    }
}
