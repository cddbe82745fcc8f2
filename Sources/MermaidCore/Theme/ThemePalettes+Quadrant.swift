// Why: quadrant charts colour their four quadrants, labels, points and borders from the theme;
// every mermaid theme derives them from its primary colours the same way.

extension ThemePalettes {
    static func deriveQuadrant(_ b: ThemeBuilder) {
        b.fill("quadrant1Fill", b["primaryColor"])
        for (i, step) in [(2, 5.0), (3, 10.0), (4, 15.0)] {
            b.fill("quadrant\(i)Fill", b.adjust(b["primaryColor"], r: step, g: step, b: step))
        }
        b.fill("quadrant1TextFill", b["primaryTextColor"])
        for (i, step) in [(2, -5.0), (3, -10.0), (4, -15.0)] {
            b.fill("quadrant\(i)TextFill", b.adjust(b["primaryTextColor"], r: step, g: step, b: step))
        }
        // mermaid asks for a lighter or darker quadrant 1 colour without saying how much, and its
        // colour library answers NaN (browsers then draw the points black); a definite step of 30
        // keeps the intent and stays visible on both light and dark quadrants.
        let darkQuadrant = b["quadrant1Fill"].flatMap(Color.init(css:))?.isDark ?? false
        b.fill("quadrantPointFill", darkQuadrant ? b.lighten(b["quadrant1Fill"], 30) : b.darken(b["quadrant1Fill"], 30))
        b.fill("quadrantPointTextFill", b["primaryTextColor"])
        b.fill("quadrantXAxisTextFill", b["primaryTextColor"])
        b.fill("quadrantYAxisTextFill", b["primaryTextColor"])
        b.fill("quadrantInternalBorderStrokeFill", b["primaryBorderColor"])
        b.fill("quadrantExternalBorderStrokeFill", b["primaryBorderColor"])
        b.fill("quadrantTitleFill", b["primaryTextColor"])
    }
}
