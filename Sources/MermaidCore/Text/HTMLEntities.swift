/// Decodes the entity codes mermaid accepts in labels: its own `#quot;`, `#35;`, `#9829;`
/// form and the HTML forms `&quot;`, `&#35;`, `&#x2665;`. Anything that is not a complete,
/// known entity is left exactly as written, so `A & B` and `&nbsp` stay literal.
package enum HTMLEntities {
    static let named: [String: String] = [
        "quot": "\"", "amp": "&", "lt": "<", "gt": ">", "apos": "'", "nbsp": "\u{00A0}", "copy": "©",
        "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–", "laquo": "«", "raquo": "»",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "bull": "•", "middot": "·", "deg": "°",
        "plusmn": "±", "times": "×", "divide": "÷", "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓",
        "harr": "↔", "lArr": "⇐", "rArr": "⇒", "hArr": "⇔", "hearts": "♥", "check": "✓", "euro": "€",
        "pound": "£", "yen": "¥", "cent": "¢", "sect": "§", "para": "¶", "infin": "∞", "ne": "≠", "le": "≤",
        "ge": "≥", "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "lambda": "λ", "mu": "μ", "pi": "π",
        "sigma": "σ", "omega": "ω", "semi": ";", "colon": ":", "num": "#", "lpar": "(", "rpar": ")",
        "lsqb": "[", "rsqb": "]", "lcub": "{", "rcub": "}", "vert": "|", "excl": "!", "quest": "?",
        "commat": "@", "dollar": "$", "percnt": "%", "ast": "*", "plus": "+", "equals": "=", "sol": "/",
        "bsol": "\\", "grave": "`", "tilde": "~", "Hat": "^", "lowbar": "_", "period": ".", "comma": ",",
        "zwj": "\u{200D}", "ensp": "\u{2002}", "emsp": "\u{2003}", "thinsp": "\u{2009}",
    ]

    /// Decodes every complete entity; leaves everything else untouched.
    package static func decode(_ text: String) -> String {
        var hasSemicolon = false, hasMarker = false
        for b in text.utf8 {
            if b == UInt8(ascii: ";") { hasSemicolon = true } else if b == UInt8(ascii: "#") || b == UInt8(ascii: "&") { hasMarker = true }
        }
        guard hasSemicolon && hasMarker else { return text }
        let chars = Array(text)
        var out = ""
        out.reserveCapacity(chars.count)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "#" || c == "&", let (decoded, length) = entity(at: i, in: chars) {
                out += decoded
                i += length
            } else {
                out.append(c)
                i += 1
            }
        }
        return out
    }

    /// Recognises `#name;`, `#123;`, `&name;`, `&#123;`, `&#x1F600;` starting at `start`.
    private static func entity(at start: Int, in chars: [Character]) -> (String, Int)? {
        var i = start + 1
        if chars[start] == "&", i < chars.count, chars[i] == "#" { i += 1 }
        var body = ""
        while i < chars.count, body.count <= 10, chars[i] != ";" {
            guard chars[i].isLetterQuick || chars[i].isNumberQuick else { return nil }
            body.append(chars[i])
            i += 1
        }
        guard i < chars.count, chars[i] == ";", !body.isEmpty else { return nil }
        let length = i - start + 1
        let numericMarker = chars[start] == "#" || (chars[start] == "&" && chars[start + 1] == "#")
        if numericMarker, let first = body.first {
            var code: UInt32?
            if first == "x" || first == "X" {
                code = UInt32(body.dropFirst(), radix: 16)
            } else if body.allSatisfy({ $0.isASCIIQuick && $0.isNumberQuick }) {
                code = UInt32(body)
            }
            if let code {
                guard let scalar = Unicode.Scalar(code), code != 0 else { return nil }
                return (String(Character(scalar)), length)
            }
        }
        if let named = named[body] { return (named, length) }
        return nil
    }
}
