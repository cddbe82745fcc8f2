// Why: timelines (and mindmaps, kanban) colour their sections with mermaid's twelve-colour scale
// `cScale0…11`, its text colours `cScaleLabel0…11` and its inverse `cScaleInv0…11`. Each theme
// builds the scale its own way; the rules here reproduce the values mermaid 11 shows for the
// built-in themes (checked against its timeline SVGs in `ThemeScaleTests`).

extension ThemePalettes {
    /// Number of colours in the scale (mermaid's `THEME_COLOR_LIMIT`).
    static let scaleCount = 12

    /// Hue offsets from `primaryColor` of scale colours 3…11 (0, 1, 2 are primary, secondary, tertiary).
    private static let scaleHues: [Double] = [30, 60, 90, 120, 150, 210, 270, 300, 330]

    static func deriveScale(_ b: ThemeBuilder, theme: String) {
        switch theme {
        case "dark":
            let colors = [b["primaryColor"] ?? "#1f2020", "#0b0000", "#4d1037", "#3f5258", "#4f2f1b", "#6e0a0a",
                          "#3b0048", "#995a01", "#154706", "#161722", "#00296f", "#01629c"]
            for (i, c) in colors.enumerated() { b.fill("cScale\(i)", c) }
            for i in 0..<scaleCount { b.fill("cScaleInv\(i)", b.invert(b["cScale\(i)"])) }
            fillLabels(b, b["scaleLabelColor"] ?? b["mainContrastColor"] ?? "lightgrey")
        case "neutral":
            let colors = ["#555", "#F4F4F4", "#555", "#BBB", "#777", "#999", "#DDD", "#FFF", "#DDD", "#BBB", "#999", "#777"]
            for (i, c) in colors.enumerated() { b.fill("cScale\(i)", c) }
            for i in 0..<scaleCount { b.fill("cScaleInv\(i)", b.invert(b["cScale\(i)"])) }
            b.fill("cScaleLabel0", b["cScale1"])
            b.fill("cScaleLabel2", b["cScale1"])
            fillLabels(b, b["scaleLabelColor"] ?? b["labelTextColor"] ?? b["textColor"] ?? "#333")
        case "base":
            // mermaid lightens scale colour 8 by 150 (to white) and then darkens every colour; its
            // colour library keeps hue and saturation through white, so colour 8 comes back a
            // light tint of its hue. Done as one lightness step here for the same result.
            let darken = b.darkMode ? 75.0 : 25.0
            if b["cScale8"] == nil, let primary = b["primaryColor"].flatMap(Color.init(css:)) {
                let lightness = primary.hsl.l
                b["cScale8"] = b.adjust(b["primaryColor"], h: 210, l: min(100, lightness + 150) - darken - lightness)
                fillHues(b)
                for i in 0..<scaleCount where i != 8 { b.set("cScale\(i)", b.adjust(b["cScale\(i)"], l: -darken)) }
            } else {
                fillHues(b)
                for i in 0..<scaleCount { b.set("cScale\(i)", b.adjust(b["cScale\(i)"], l: -darken)) }
            }
            for i in 0..<scaleCount { b.fill("cScaleInv\(i)", b.invert(b["cScale\(i)"])) }
            fillLabels(b, b["scaleLabelColor"] ?? b["labelTextColor"] ?? b["textColor"] ?? "#333")
        case "forest":
            fillHues(b)
            for i in 0..<scaleCount { b.set("cScale\(i)", b.darken(b["cScale\(i)"], 10)) }
            for i in 0..<scaleCount { b.fill("cScaleInv\(i)", b.adjust(b["cScale\(i)"], h: 180)) }
            fillLabels(b, b["scaleLabelColor"] ?? "black")
        default:
            // mermaid derives the default theme twice, so its scale ends 20% darker than the
            // colours it starts from, and the inverse keeps the first pass's 10%.
            fillHues(b)
            for i in 0..<scaleCount {
                let start = b["cScale\(i)"]
                b.fill("cScaleInv\(i)", b.adjust(start, h: 180, l: -10))
                b.set("cScale\(i)", b.darken(start, 20))
            }
            fillLabels(b, b["scaleLabelColor"] ?? "black")
        }
    }

    private static func fillHues(_ b: ThemeBuilder) {
        b.fill("cScale0", b["primaryColor"])
        b.fill("cScale1", b["secondaryColor"])
        b.fill("cScale2", b["tertiaryColor"])
        for (offset, hue) in scaleHues.enumerated() {
            let index = offset + 3
            b.fill("cScale\(index)", b.adjust(b["primaryColor"], h: hue))
        }
    }

    private static func fillLabels(_ b: ThemeBuilder, _ color: String) {
        for i in 0..<scaleCount { b.fill("cScaleLabel\(i)", color) }
    }
}
