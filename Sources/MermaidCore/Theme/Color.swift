/// A parsed CSS colour with the channel arithmetic mermaid's themes use
/// (adjust/lighten/darken/invert in HSL or RGB space), so `base` and the
/// other themes can derive their missing colours exactly the way mermaid does.
///
/// Accepts `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb()`, `rgba()`, `hsl()`, `hsla()`
/// (commas or spaces, optional `/ alpha`, percentages) and the CSS named colours.
package struct Color: Sendable, Equatable {
    /// Red, green, blue in 0...255; alpha in 0...1.
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red, 0, 255)
        self.green = Color.clamp(green, 0, 255)
        self.blue = Color.clamp(blue, 0, 255)
        self.alpha = Color.clamp(alpha, 0, 1)
    }

    /// Parses any CSS colour syntax listed above; nil for anything else (including `var(…)`).
    package init?(css: String) {
        let trimmed = css.trimmingASCIIWhitespace()
        guard !trimmed.isEmpty, trimmed.utf8.count < 100 else { return nil }
        if trimmed.utf8.first == UInt8(ascii: "#") {
            guard let c = Color.parseHex(trimmed.utf8.dropFirst()) else { return nil }
            self = c
            return
        }
        let text = trimmed.lowercased()
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            // Functional colours (`hsl(…)`, `rgba(…)`: mermaid's themes are full of them) are parsed
            // once per distinct text.
            let parsed = Color.functionMemo.value(for: text) {
                let name = String(text[..<open]).trimmingASCIIWhitespace()
                let inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
                return Color.parseFunction(name, inner)
            }
            guard let c = parsed else { return nil }
            self = c
        } else if text == "transparent" {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
        } else if let hex = NamedColors.table[text], let c = Color.parseHex(hex.utf8[...]) {
            self = c
        } else {
            return nil
        }
    }

    // MARK: Output

    /// `#rrggbb` when opaque, else `rgba(r, g, b, a)`; channels rounded, deterministic.
    package var css: String {
        let r = Int(red.rounded()), g = Int(green.rounded()), b = Int(blue.rounded())
        if alpha >= 0.9995 {
            return Color.hex(r, g, b)
        }
        return "rgba(\(r), \(g), \(b), \(NumberFormat.format(alpha, decimals: 3)))"
    }

    /// Relative luminance-based darkness test (khroma's `isDark`: YIQ brightness < 128).
    package var isDark: Bool {
        (red * 299 + green * 587 + blue * 114) / 1000 < 128
    }

    // MARK: HSL

    /// Hue in degrees 0..<360, saturation and lightness in percent 0...100.
    package var hsl: (h: Double, s: Double, l: Double) {
        let r = red / 255, g = green / 255, b = blue / 255
        let maxC = max(r, g, b), minC = min(r, g, b)
        let l = (maxC + minC) / 2
        guard maxC != minC else { return (0, 0, l * 100) }
        let d = maxC - minC
        let s = l > 0.5 ? d / (2 - maxC - minC) : d / (maxC + minC)
        var h: Double
        if maxC == r { h = (g - b) / d + (g < b ? 6 : 0) } else if maxC == g { h = (b - r) / d + 2 } else { h = (r - g) / d + 4 }
        h *= 60
        return (h, s * 100, l * 100)
    }

    package init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        if !h.isFinite { h = 0 }
        let s = Color.clamp(saturation, 0, 100) / 100, l = Color.clamp(lightness, 0, 100) / 100
        if s == 0 {
            self.init(red: l * 255, green: l * 255, blue: l * 255, alpha: alpha)
            return
        }
        let q = l < 0.5 ? l * (1 + s) : l + s - l * s
        let p = 2 * l - q
        func channel(_ t0: Double) -> Double {
            var t = t0
            if t < 0 { t += 1 }
            if t > 1 { t -= 1 }
            if t < 1.0 / 6 { return p + (q - p) * 6 * t }
            if t < 0.5 { return q }
            if t < 2.0 / 3 { return p + (q - p) * (2.0 / 3 - t) * 6 }
            return p
        }
        let hn = h / 360
        self.init(red: channel(hn + 1.0 / 3) * 255, green: channel(hn) * 255, blue: channel(hn - 1.0 / 3) * 255, alpha: alpha)
    }

    // MARK: Channel arithmetic (khroma semantics)

    /// Adds deltas to HSL channels (h in degrees, s/l in percent points) and/or RGB channels.
    package func adjusted(h: Double = 0, s: Double = 0, l: Double = 0, r: Double = 0, g: Double = 0, b: Double = 0,
                         a: Double = 0) -> Color {
        var c = self
        if r != 0 || g != 0 || b != 0 {
            c = Color(red: red + r, green: green + g, blue: blue + b, alpha: alpha)
        }
        if h != 0 || s != 0 || l != 0 {
            let v = c.hsl
            c = Color(hue: v.h + h, saturation: v.s + s, lightness: v.l + l, alpha: c.alpha)
        }
        if a != 0 { c.alpha = Color.clamp(c.alpha + a, 0, 1) }
        return c
    }

    package func lightened(_ amount: Double) -> Color { adjusted(l: amount) }
    package func darkened(_ amount: Double) -> Color { adjusted(l: -amount) }
    /// RGB inversion, alpha kept.
    package var inverted: Color { Color(red: 255 - red, green: 255 - green, blue: 255 - blue, alpha: alpha) }

    // MARK: Parsing internals

    static func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double {
        guard v.isFinite else { return lo }
        return min(max(v, lo), hi)
    }

    /// `#rrggbb`, written as bytes into a string of seven: making a character array of the digits and
    /// three strings joined by `+` cost about 9,000 instructions a colour, and a diagram writes a few
    /// dozen colours (its style sheet's, its theme's derived ones).
    private static func hex(_ r: Int, _ g: Int, _ b: Int) -> String {
        String(unsafeUninitializedCapacity: 7) { buffer in
            func put(_ channel: Int, at index: Int) {
                let c = UInt8(min(max(channel, 0), 255))
                buffer[index] = hexDigit(c >> 4)
                buffer[index + 1] = hexDigit(c & 15)
            }
            buffer[0] = UInt8(ascii: "#")
            put(r, at: 1)
            put(g, at: 3)
            put(b, at: 5)
            return 7
        }
    }

    private static func hexDigit(_ n: UInt8) -> UInt8 { n < 10 ? 48 + n : 87 + n }

    private static let functionMemo = BoundedMemo<String, Color?>(capacity: 1024)

    private static func parseHex(_ hex: Substring.UTF8View) -> Color? {
        guard hex.count <= 8 else { return nil }
        var d: [Double] = []
        d.reserveCapacity(8)
        for b in hex {
            switch b {
            case 48...57: d.append(Double(b - 48))
            case 65...70: d.append(Double(b - 55))
            case 97...102: d.append(Double(b - 87))
            default: return nil
            }
        }
        switch d.count {
        case 3: return Color(red: d[0] * 17, green: d[1] * 17, blue: d[2] * 17)
        case 4: return Color(red: d[0] * 17, green: d[1] * 17, blue: d[2] * 17, alpha: d[3] * 17 / 255)
        case 6: return Color(red: d[0] * 16 + d[1], green: d[2] * 16 + d[3], blue: d[4] * 16 + d[5])
        case 8: return Color(red: d[0] * 16 + d[1], green: d[2] * 16 + d[3], blue: d[4] * 16 + d[5],
                             alpha: (d[6] * 16 + d[7]) / 255)
        default: return nil
        }
    }

    /// `text` without any `deg` in it (`120deg` is 120).
    static func removingDegrees(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.count >= 3 else { return text }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if i + 2 < bytes.count, bytes[i] == UInt8(ascii: "d"), bytes[i + 1] == UInt8(ascii: "e"), bytes[i + 2] == UInt8(ascii: "g") {
                i += 3
            } else {
                kept.append(bytes[i])
                i += 1
            }
        }
        return kept.count == bytes.count ? text : String(decoding: kept, as: UTF8.self)
    }

    private static func parseFunction(_ name: String, _ inner: String) -> Color? {
        // Split and cleaned by hand: Foundation's `replacingOccurrences` cost about 0.2 ms on its first
        // call, which `folio mermaid` on one diagram paid (issue 20).
        let parts = inner.split { $0 == " " || $0 == "/" || $0 == "," }.map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        func number(_ s: String, percentOf scale: Double) -> Double? {
            if s.hasSuffix("%") { return Double(s.dropLast()).map { $0 * scale / 100 } }
            return Double(removingDegrees(s))
        }
        let alpha = parts.count == 4 ? number(parts[3], percentOf: 1) : 1
        guard let a = alpha else { return nil }
        switch name {
        case "rgb", "rgba":
            guard let r = number(parts[0], percentOf: 255), let g = number(parts[1], percentOf: 255),
                  let b = number(parts[2], percentOf: 255) else { return nil }
            return Color(red: r, green: g, blue: b, alpha: a)
        case "hsl", "hsla":
            guard let h = number(parts[0], percentOf: 360), let s = number(parts[1], percentOf: 100),
                  let l = number(parts[2], percentOf: 100) else { return nil }
            return Color(hue: h, saturation: s, lightness: l, alpha: a)
        default:
            return nil
        }
    }
}

import Foundation
