// Why: venn diagrams colour each set from the theme's `venn1…venn8` (mermaid 11 derives them
// from the primary, secondary and tertiary colours, or from `cScale` in the dark and neutral
// themes) and write each set's name in a darker (light themes) or lighter (dark themes) shade of
// its colour. The shades are theme variables here (`vennLabel1…8`) so they follow the page's scheme.
extension ThemePalettes {
    static func deriveVenn(_ b: ThemeBuilder, theme: String) {
        for i in 0..<8 {
            switch theme {
            case "dark": b.fill("venn\(i + 1)", b.lighten(b["cScale\(i)"], 30))
            case "neutral": b.fill("venn\(i + 1)", b["cScale\(i)"])
            default:
                let offsets: [(String, Double, Double)] = [
                    ("primaryColor", 0, -30), ("secondaryColor", 0, -30), ("tertiaryColor", 0, theme == "default" ? -40 : -30),
                    ("primaryColor", 60, -30), ("primaryColor", -60, -30), ("secondaryColor", 60, -30),
                    ("primaryColor", 120, -30), ("secondaryColor", 120, -30),
                ]
                let o = offsets[i]
                b.fill("venn\(i + 1)", b.adjust(b[o.0], h: o.1, l: o.2))
            }
        }
        b.fill("vennTitleTextColor", b["titleColor"])
        b.fill("vennSetTextColor", b["textColor"])
        let dark = b.darkMode || (Color(css: b["background"] ?? "#f4f4f4")?.isDark ?? false) || theme == "dark"
        for i in 1...8 {
            b.fill("vennLabel\(i)", dark ? b.lighten(b["venn\(i)"], 30) : b.darken(b["venn\(i)"], 30))
        }
    }
}
