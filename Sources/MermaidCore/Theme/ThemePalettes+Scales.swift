// Why: gitGraph (git0…git7, branch and tag label colours) and mindmap (cScale0…11 from
// `deriveScale`, and their peer colours) read numbered colour scales that each theme derives its own way;
// kept apart from the per-theme files so those stay about the classic diagram types.

extension ThemePalettes {
    /// Fills the git and colour-scale variables for theme `name` (after its own derivation,
    /// before the user's overrides are applied the last time, so explicit values win).
    static func deriveScales(_ b: ThemeBuilder, theme name: String) {
        deriveGit(b, theme: name)
        deriveColorScale(b, theme: name)
    }

    static func deriveGit(_ b: ThemeBuilder, theme name: String) {
        let labelText = b["labelTextColor"] ?? b["textColor"] ?? "black"
        switch name {
        case "dark":
            b.set("git0", b.lighten(b["secondaryColor"], 20))
            for (i, amount) in [(1, 20.0), (2, 20), (3, 20), (4, 20), (5, 10), (6, 10), (7, 20)] {
                b.set("git\(i)", b.lighten(b["pie\(i + 1)"] ?? b["secondaryColor"], amount))
            }
        case "neutral":
            b.set("git0", b.darken(b["pie1"] ?? b["primaryColor"], 25))
            for i in 1...7 { b.set("git\(i)", b["pie\(i + 1)"] ?? b["secondaryColor"]) }
        default:
            let sources: [String?] = [b["primaryColor"], b["secondaryColor"], b["tertiaryColor"],
                                      b.adjust(b["primaryColor"], h: -30), b.adjust(b["primaryColor"], h: -60),
                                      b.adjust(b["primaryColor"], h: -90), b.adjust(b["primaryColor"], h: 60),
                                      b.adjust(b["primaryColor"], h: 120)]
            // mermaid's default theme derives its colours twice (constructor and calculate), so
            // its git colours are darkened twice while their inverses keep the first pass.
            let passes = name == "default" ? 2.0 : 1.0
            for (i, source) in sources.enumerated() {
                b.fill("git\(i)", source)
                let once = b.darkMode ? b.lighten(b["git\(i)"], 25) : b.darken(b["git\(i)"], 25)
                if name == "default" {
                    b.fill("gitInv\(i)", i == 0 ? b.darken(b.invert(once), 25) : b.invert(once))
                }
                b.set("git\(i)", b.darkMode ? b.lighten(b["git\(i)"], 25 * passes) : b.darken(b["git\(i)"], 25 * passes))
            }
        }
        for i in 0...7 { b.fill("gitInv\(i)", b.invert(b["git\(i)"])) }
        switch name {
        case "base":
            let label = b["branchLabelColor"] ?? (b.darkMode ? "black" : labelText)
            for i in 0...7 { b.fill("gitBranchLabel\(i)", label) }
        case "neutral":
            let label = b["branchLabelColor"] ?? labelText
            for i in 0...7 { b.fill("gitBranchLabel\(i)", i == 1 || i == 3 ? "white" : label) }
        default:
            for i in 0...7 { b.fill("gitBranchLabel\(i)", i == 0 || i == 3 ? b.invert(labelText) : labelText) }
        }
        b.fill("tagLabelColor", b["primaryTextColor"])
        b.fill("tagLabelBackground", b["primaryColor"])
        b.fill("tagLabelBorder", b["tagBorder"] ?? b["primaryBorderColor"])
        b.fill("tagLabelFontSize", "10px")
        b.fill("commitLabelColor", b["secondaryTextColor"])
        b.fill("commitLabelBackground", b["secondaryColor"])
        b.fill("commitLabelFontSize", "10px")
    }

    /// The scale's peer colours (mindmap borders) and label colour, after `deriveScale` made the scale.
    static func deriveColorScale(_ b: ThemeBuilder, theme name: String) {
        deriveScale(b, theme: name)
        let labelText = b["labelTextColor"] ?? b["textColor"] ?? "black"
        switch name {
        case "default", "forest":
            b.fill("cScalePeer1", b.darken(b["secondaryColor"], 45))
            b.fill("cScalePeer2", b.darken(b["tertiaryColor"], 40))
            for i in 0..<scaleCount { b.fill("cScalePeer\(i)", b.darken(b["cScale\(i)"], 25)) }
            b.fill("scaleLabelColor", labelText)
        default:
            for i in 0..<scaleCount {
                b.fill("cScalePeer\(i)", b.darkMode || name == "dark" ? b.lighten(b["cScale\(i)"], 10) : b.darken(b["cScale\(i)"], 10))
            }
            b.fill("scaleLabelColor", b.darkMode ? "black" : labelText)
        }
    }
}
