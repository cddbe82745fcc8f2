import Foundation

/// Edge labels sit on a translucent background so the edge under them stays faintly visible, as in
/// mermaid; but mermaid's fixed opacity (0.5 on a colour that may itself be 80 % opaque) lets the
/// line strike through the text. Issue 13 asks for the theme's `edgeLabelBackground` drawn opaque
/// enough that the text keeps a WCAG contrast of at least 4.5:1 against whatever shows through: the
/// edge line or the canvas. This picks the smallest such opacity, from mermaid's own value up.
package enum LabelBackdrop {
    /// The contrast ratio asked for (WCAG AA for normal text).
    package static let contrast = 4.5

    /// Opacity for a label background of colour `background` (its own alpha counts too) under text
    /// of colour `text`, over `line` or `canvas`: the smallest value from `floor` up, in steps of
    /// 0.05, that keeps the contrast; 1 when none does, or when a colour cannot be parsed.
    package static func opacity(text: String?, background: String?, line: String?, canvas: String?, floor: Double) -> Double {
        // Written by hand: the generic joined() was a runtime type lookup of [String] on the first diagram.
        var key = ""
        for part in [text, background, line, canvas] {
            if let part { key += String(part.utf8.count) + ":" + part } else { key += "-" }
        }
        key += "\(floor)"
        return memo.value(for: key) { solve(text: text, background: background, line: line, canvas: canvas, floor: floor) }
    }

    /// Solved once per distinct question: every diagram of a theme asks the same one.
    private static let memo = BoundedMemo<String, Double>(capacity: 256)

    private static func solve(text: String?, background: String?, line: String?, canvas: String?, floor: Double) -> Double {
        guard let t = text.flatMap(Color.init(css:)), let b = background.flatMap(Color.init(css:)) else { return 1 }
        let under = [line, canvas].compactMap { $0.flatMap(Color.init(css:)) }.map { flatten($0, over: white) }
        let start = min(max(floor, 0), 1)
        var steps = 0
        var opacity = start
        while opacity < 1 && steps < 40 {
            let alpha = opacity * b.alpha
            let ok = under.allSatisfy { u in
                ratio(flatten(t, over: mix(b, u, alpha)), mix(b, u, alpha)) >= contrast
            }
            if ok { return opacity }
            steps += 1
            opacity = min(1, start + 0.05 * Double(steps))
        }
        return 1
    }

    private static let white = Color(red: 255, green: 255, blue: 255)

    /// `top` painted with opacity `alpha` over the opaque `bottom`.
    private static func mix(_ top: Color, _ bottom: Color, _ alpha: Double) -> Color {
        Color(red: top.red * alpha + bottom.red * (1 - alpha), green: top.green * alpha + bottom.green * (1 - alpha),
              blue: top.blue * alpha + bottom.blue * (1 - alpha))
    }

    private static func flatten(_ c: Color, over bottom: Color) -> Color { mix(c, bottom, c.alpha) }

    private static func luminance(_ c: Color) -> Double {
        func channel(_ v: Double) -> Double {
            let s = v / 255
            return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
    }

    /// WCAG contrast ratio of two opaque colours.
    package static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}
