/// The five built-in mermaid themes, written as derivation rules over `ThemeBuilder`.
///
/// Each theme runs in mermaid's order: its starting values, the user's overrides, its
/// derivation step, the user's overrides again. The rules reproduce mermaid 11's
/// behaviour, including its quirks (for example `default` keeps its node fill when only
/// `primaryColor` is overridden; only `base` derives everything from `primaryColor`).
enum ThemePalettes {
    static let defaultFont = "\"trebuchet ms\", verdana, arial, sans-serif"

    static func build(_ name: String, overrides: [String: String]) -> [String: String] {
        let b = ThemeBuilder()
        b.darkMode = overrides["darkMode"].map { $0.lowercased() == "true" } ?? false
        switch name {
        case "base": startBase(b)
        case "dark": startDark(b)
        case "forest": startForest(b)
        case "neutral": startNeutral(b)
        default: startDefault(b)
        }
        b.apply(overrides)
        switch name {
        case "base": deriveBase(b)
        case "dark": deriveDark(b)
        case "forest": deriveForest(b)
        case "neutral": deriveNeutral(b)
        default: deriveDefault(b)
        }
        deriveScales(b, theme: name)
        deriveQuadrant(b)
        deriveVenn(b, theme: name)
        deriveEventModeling(b, theme: name)
        deriveWardley(b, theme: name)
        b.apply(overrides)
        // Variables every theme ends up with, whatever the theme.
        b.fill("nodeTextColor", b["textColor"])
        b.fill("labelColor", b["primaryTextColor"])
        b.fill("fontFamily", defaultFont)
        b.fill("fontSize", "16px")
        b.fill("darkMode", b.darkMode ? "true" : "false")
        derivePacket(b)
        deriveEdgeLabelBackdrop(b)
        return b.v
    }

    /// A flowchart's edge label in mermaid's HTML mode lies on two layers of `edgeLabelBackground`:
    /// `.labelBkg` (the colour at opacity 0.5) under the label's `<p>` (the colour as it is), which
    /// make one colour at opacity 0.5 + 0.5 × its own (measured on mermaid's pictures: a colour of
    /// opacity 1/3 shows at 2/3). `edgeLabelBackdrop` is that colour, so one rectangle draws the same.
    static func deriveEdgeLabelBackdrop(_ b: ThemeBuilder) {
        guard let css = b.v["edgeLabelBackground"] ?? b.v["secondaryColor"], let color = Color(css: css) else { return }
        b.set("edgeLabelBackdrop", color.alpha >= 1 ? css : b.rgba(color.red, color.green, color.blue, 0.5 + 0.5 * color.alpha))
    }

    /// Packet diagrams: mermaid draws them in fixed colours whatever the theme (its
    /// `themeVariables.packet` map overrides them); on a dark background the bit numbers and
    /// the title, drawn outside the blocks, take the theme's text colour so they stay readable.
    static func derivePacket(_ b: ThemeBuilder) {
        let outside = (Color(css: b["background"] ?? "white")?.isDark ?? false) ? (b["textColor"] ?? "black") : "black"
        b.fill("packetStartByteColor", outside)
        b.fill("packetEndByteColor", outside)
        b.fill("packetTitleColor", outside)
        b.fill("packetLabelColor", "black")
        b.fill("packetBlockStrokeColor", "black")
        b.fill("packetBlockFillColor", "#efefef")
    }

    // MARK: default

    static func startDefault(_ b: ThemeBuilder) {
        b["primaryColor"] = "#ECECFF"
        b["secondaryColor"] = "#ffffde"
        b["tertiaryColor"] = b.adjust("#ECECFF", h: -160)
        for (key, base) in [("primaryBorderColor", "primaryColor"), ("secondaryBorderColor", "secondaryColor"),
                            ("tertiaryBorderColor", "tertiaryColor")] {
            b[key] = b.border(b[base], dark: false)
        }
        b["primaryTextColor"] = b.invert(b["primaryColor"])
        b["secondaryTextColor"] = b.invert(b["secondaryColor"])
        b["tertiaryTextColor"] = b.invert(b["tertiaryColor"])
        let values: [(String, String)] = [
            ("background", "white"), ("mainBkg", "#ECECFF"), ("secondBkg", "#ffffde"), ("lineColor", "#333333"),
            ("border1", "#9370DB"), ("border2", "#aaaa33"), ("arrowheadColor", "#333333"),
            ("labelBackground", "rgba(232, 232, 232, 0.8)"), ("textColor", "#333"), ("actorTextColor", "black"),
            ("noteBkgColor", "#fff5ad"), ("activationBorderColor", "#666"), ("activationBkgColor", "#f4f4f4"),
            ("sequenceNumberColor", "white"), ("labelColor", "black"), ("errorBkgColor", "#552222"),
            ("errorTextColor", "#552222"),
        ]
        for (k, val) in values { b[k] = val }
        startGanttLight(b, section: b.rgba(102, 102, 255, 0.49), section2: "#fff400", taskBorder: "#534fbc",
                        taskBkg: "#8a90dd", activeBorder: "#534fbc", activeBkg: "#bfc7ff", vertLine: "navy")
        b["personBorder"] = b["primaryBorderColor"]
        b["personBkg"] = b["mainBkg"]
        startCommon(b)
    }

    static func deriveDefault(_ b: ThemeBuilder) {
        b.set("nodeBkg", b["mainBkg"])
        b.set("nodeBorder", b["border1"])
        b.set("clusterBkg", b["secondBkg"])
        b.set("clusterBorder", b["border2"])
        b.set("defaultLinkColor", b["lineColor"])
        b.set("titleColor", b["textColor"])
        b.set("edgeLabelBackground", b["labelBackground"])
        b.set("actorBorder", b["border1"])
        b.set("actorBkg", b["mainBkg"])
        b.set("labelBoxBkgColor", b["actorBkg"])
        b.set("signalColor", b["textColor"])
        b.set("signalTextColor", b["textColor"])
        b.set("labelBoxBorderColor", b["actorBorder"])
        b.set("labelTextColor", b["actorTextColor"])
        b.set("loopTextColor", b["actorTextColor"])
        b.set("noteBorderColor", b["border2"])
        b.set("noteTextColor", b["actorTextColor"])
        b.set("actorLineColor", b["actorBorder"])
        b.set("taskTextColor", b["taskTextLightColor"])
        b.set("taskTextOutsideColor", b["taskTextDarkColor"])
        b.deriveStateAndClass(altBackground: "#f0f0f0", innerEnd: b["nodeBorder"], specialState: b["lineColor"])
        b.set("classText", b["primaryTextColor"])
        b.deriveJourney()
        b.derivePie([("primaryColor", 0, 0), ("secondaryColor", 0, 0), ("tertiaryColor", 0, -40),
                     ("primaryColor", 0, -10), ("secondaryColor", 0, -30), ("tertiaryColor", 0, -20),
                     ("primaryColor", 60, -20), ("primaryColor", -60, -40), ("primaryColor", 120, -40),
                     ("primaryColor", 60, -40), ("primaryColor", -90, -40), ("primaryColor", 120, -30)])
        b.deriveRequirement(labelBackground: b["labelBackground"])
    }

    // MARK: base

    static func startBase(_ b: ThemeBuilder) {
        b["background"] = "#f4f4f4"
        b["primaryColor"] = "#fff4dd"
        b["noteBkgColor"] = "#fff5ad"
        b["noteTextColor"] = "#333"
        startCommon(b)
    }

    static func deriveBase(_ b: ThemeBuilder) {
        let dark = b.darkMode
        b.fill("primaryTextColor", dark ? "#eee" : "#333")
        b.fill("secondaryColor", b.adjust(b["primaryColor"], h: -120))
        b.fill("tertiaryColor", b.adjust(b["primaryColor"], h: 180, l: 5))
        b.fill("primaryBorderColor", b.border(b["primaryColor"], dark: dark))
        b.fill("secondaryBorderColor", b.border(b["secondaryColor"], dark: dark))
        b.fill("tertiaryBorderColor", b.border(b["tertiaryColor"], dark: dark))
        b.fill("noteBorderColor", b.border(b["noteBkgColor"], dark: dark))
        b.fill("noteBkgColor", "#fff5ad")
        b.fill("noteTextColor", "#333")
        b.fill("secondaryTextColor", b.invert(b["secondaryColor"]))
        b.fill("tertiaryTextColor", b.invert(b["tertiaryColor"]))
        b.fill("lineColor", b.invert(b["background"]))
        b.fill("arrowheadColor", b.invert(b["background"]))
        b.fill("textColor", b["primaryTextColor"])
        b.fill("border2", b["tertiaryBorderColor"])
        // Flowchart
        b.fill("nodeBkg", b["primaryColor"])
        b.fill("mainBkg", b["primaryColor"])
        b.fill("nodeBorder", b["primaryBorderColor"])
        b.fill("clusterBkg", b["tertiaryColor"])
        b.fill("clusterBorder", b["tertiaryBorderColor"])
        b.fill("defaultLinkColor", b["lineColor"])
        b.fill("titleColor", b["tertiaryTextColor"])
        b.fill("edgeLabelBackground", dark ? b.darken(b["secondaryColor"], 30) : b["secondaryColor"])
        b.fill("nodeTextColor", b["primaryTextColor"])
        // Sequence
        b.fill("actorBorder", b["primaryBorderColor"])
        b.fill("actorBkg", b["mainBkg"])
        b.fill("actorTextColor", b["primaryTextColor"])
        b.fill("actorLineColor", b["actorBorder"])
        b.fill("labelBoxBkgColor", b["actorBkg"])
        b.fill("signalColor", b["textColor"])
        b.fill("signalTextColor", b["textColor"])
        b.fill("labelBoxBorderColor", b["actorBorder"])
        b.fill("labelTextColor", b["actorTextColor"])
        b.fill("loopTextColor", b["actorTextColor"])
        b.fill("activationBorderColor", b.darken(b["secondaryColor"], 10))
        b.fill("activationBkgColor", b["secondaryColor"])
        b.fill("sequenceNumberColor", b.invert(b["lineColor"]))
        // Gantt
        b.fill("sectionBkgColor", b["tertiaryColor"])
        b.fill("altSectionBkgColor", "white")
        b.fill("sectionBkgColor2", b["primaryColor"])
        b.fill("excludeBkgColor", "#eeeeee")
        b.fill("taskBorderColor", b["primaryBorderColor"])
        b.fill("taskBkgColor", b["primaryColor"])
        b.fill("activeTaskBorderColor", b["primaryColor"])
        b.fill("activeTaskBkgColor", b.lighten(b["primaryColor"], 23))
        for (k, val) in [("gridColor", "lightgrey"), ("doneTaskBkgColor", "lightgrey"), ("doneTaskBorderColor", "grey"),
                         ("critBorderColor", "#ff8888"), ("critBkgColor", "red"), ("todayLineColor", "red"),
                         ("vertLineColor", "navy"), ("taskTextClickableColor", "#003163")] {
            b.fill(k, val)
        }
        for k in ["taskTextColor", "taskTextOutsideColor", "taskTextLightColor", "taskTextDarkColor"] {
            b.fill(k, b["textColor"])
        }
        b.fill("personBorder", b["primaryBorderColor"])
        b.fill("personBkg", b["mainBkg"])
        // State and class
        b.deriveStateAndClass(altBackground: b["tertiaryColor"] ?? "#f0f0f0", innerEnd: b["nodeBorder"],
                              specialState: b["lineColor"])
        b.fill("classText", b["textColor"])
        // Journey and pie fill only what is missing in base.
        for (i, o) in [("primaryColor", 0.0), ("secondaryColor", 0), ("primaryColor", 64), ("secondaryColor", 64),
                       ("primaryColor", -64), ("secondaryColor", -64), ("primaryColor", 128),
                       ("secondaryColor", 128)].enumerated() {
            b.fill("fillType\(i)", b.adjust(b[o.0], h: o.1))
        }
        b.derivePie([("primaryColor", 0, 0), ("secondaryColor", 0, 0), ("tertiaryColor", 0, 0),
                     ("primaryColor", 0, -10), ("secondaryColor", 0, -10), ("tertiaryColor", 0, -10),
                     ("primaryColor", 60, -10), ("primaryColor", -60, -10), ("primaryColor", 120, 0),
                     ("primaryColor", 60, -20), ("primaryColor", -60, -20), ("primaryColor", 120, -10)])
        b.deriveRequirement(labelBackground: dark ? b.darken(b["secondaryColor"], 30) : b["secondaryColor"])
    }

    // MARK: shared starting values

    static func startCommon(_ b: ThemeBuilder) {
        b.fill("fontFamily", defaultFont)
        b.fill("fontSize", "16px")
        b.fill("noteFontWeight", "normal")
        b.fill("fontWeight", "normal")
        b.fill("radius", "5")
        b.fill("strokeWidth", "1")
    }

    static func startGanttLight(_ b: ThemeBuilder, section: String, section2: String, taskBorder: String,
                                taskBkg: String, activeBorder: String, activeBkg: String, vertLine: String) {
        let values: [(String, String)] = [
            ("sectionBkgColor", section), ("altSectionBkgColor", "white"), ("sectionBkgColor2", section2),
            ("excludeBkgColor", "#eeeeee"), ("taskBorderColor", taskBorder), ("taskBkgColor", taskBkg),
            ("taskTextLightColor", "white"), ("taskTextDarkColor", "black"), ("taskTextClickableColor", "#003163"),
            ("activeTaskBorderColor", activeBorder), ("activeTaskBkgColor", activeBkg), ("gridColor", "lightgrey"),
            ("doneTaskBkgColor", "lightgrey"), ("doneTaskBorderColor", "grey"), ("critBorderColor", "#ff8888"),
            ("critBkgColor", "red"), ("todayLineColor", "red"), ("vertLineColor", vertLine),
        ]
        for (k, val) in values { b[k] = val }
    }
}
