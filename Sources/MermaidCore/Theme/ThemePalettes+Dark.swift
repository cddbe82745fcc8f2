/// `dark`, `forest` and `neutral`: see `ThemePalettes` for the order the rules run in.
extension ThemePalettes {
    // MARK: dark

    static func startDark(_ b: ThemeBuilder) {
        b["background"] = "#333"
        b["primaryColor"] = "#1f2020"
        b["secondaryColor"] = b.lighten("#1f2020", 16)
        b["tertiaryColor"] = b.adjust("#1f2020", h: -160)
        b["primaryBorderColor"] = b.invert("#333")
        b["secondaryBorderColor"] = b.border(b["secondaryColor"], dark: false)
        b["tertiaryBorderColor"] = b.border(b["tertiaryColor"], dark: false)
        b["primaryTextColor"] = b.invert(b["primaryColor"])
        b["secondaryTextColor"] = b.invert(b["secondaryColor"])
        b["tertiaryTextColor"] = b.invert(b["tertiaryColor"])
        let values: [(String, String)] = [
            ("mainBkg", "#1f2020"), ("mainContrastColor", "lightgrey"), ("border1", "#ccc"),
            ("border2", b.rgba(255, 255, 255, 0.25)), ("labelBackground", "#181818"), ("textColor", "#ccc"),
            ("titleColor", "#F9FFFE"), ("noteBkgColor", "#fff5ad"), ("sequenceNumberColor", "black"),
            ("sectionBkgColor2", "#EAE8D9"), ("taskBorderColor", b.rgba(255, 255, 255, 1)),
            ("taskTextClickableColor", "#003163"), ("activeTaskBorderColor", b.rgba(255, 255, 255, 1)),
            ("activeTaskBkgColor", "#81B1DB"), ("doneTaskBorderColor", "grey"), ("critBorderColor", "#E83737"),
            ("critBkgColor", "#E83737"), ("todayLineColor", "#DB5757"), ("vertLineColor", "#00BFFF"),
            ("errorBkgColor", "#a44141"), ("errorTextColor", "#ddd"),
        ]
        for (k, val) in values { b[k] = val }
        b["darkTextColor"] = b.lighten(b.invert("#323D47"), 10)
        b["sectionBkgColor"] = b.darken("#EAE8D9", 30)
        b["excludeBkgColor"] = b.darken(b["sectionBkgColor"], 10)
        b["personBorder"] = b["primaryBorderColor"]
        b["personBkg"] = b["mainBkg"]
        startCommon(b)
    }

    static func deriveDark(_ b: ThemeBuilder) {
        b.set("secondBkg", b.lighten(b["mainBkg"], 16))
        b.set("lineColor", b["mainContrastColor"])
        b.set("arrowheadColor", b["mainContrastColor"])
        b.set("nodeBkg", b["mainBkg"])
        b.set("nodeBorder", b["border1"])
        b.set("clusterBkg", b["secondBkg"])
        b.set("clusterBorder", b["border2"])
        b.set("defaultLinkColor", b["lineColor"])
        b.set("edgeLabelBackground", b.lighten(b["labelBackground"], 25))
        b.set("actorBorder", b["border1"])
        b.set("actorBkg", b["mainBkg"])
        b.set("actorTextColor", b["mainContrastColor"])
        b.set("actorLineColor", b["actorBorder"])
        b.set("signalColor", b["mainContrastColor"])
        b.set("signalTextColor", b["mainContrastColor"])
        b.set("labelBoxBkgColor", b["actorBkg"])
        b.set("labelBoxBorderColor", b["actorBorder"])
        b.set("labelTextColor", b["mainContrastColor"])
        b.set("loopTextColor", b["mainContrastColor"])
        b.set("noteBorderColor", b["secondaryBorderColor"])
        b.set("noteBkgColor", b["secondBkg"])
        b.set("noteTextColor", b["secondaryTextColor"])
        b.set("activationBorderColor", b["border1"])
        b.set("activationBkgColor", b["secondBkg"])
        b.set("altSectionBkgColor", b["background"])
        b.set("taskBkgColor", b.lighten(b["mainBkg"], 23))
        b.set("taskTextColor", b["darkTextColor"])
        b.set("taskTextLightColor", b["mainContrastColor"])
        b.set("taskTextOutsideColor", b["taskTextLightColor"])
        b.set("gridColor", b["mainContrastColor"])
        b.set("doneTaskBkgColor", b["mainContrastColor"])
        b.set("taskTextDarkColor", b.invert(b["doneTaskBkgColor"]))
        b.deriveStateAndClass(altBackground: "#555", innerEnd: b["primaryBorderColor"], specialState: "#f4f4f4")
        b.deriveJourney()
        let scale = [b["primaryColor"] ?? "#1f2020", "#0b0000", "#4d1037", "#3f5258", "#4f2f1b", "#6e0a0a",
                     "#3b0048", "#995a01", "#154706", "#161722", "#00296f", "#01629c"]
        for (i, c) in scale.enumerated() { b.fill("pie\(i)", c) }
        // Title and legend sit on the background: the light contrast colour, not derivePie's
        // dark task text colour (which left them unreadable on a dark page).
        b.fill("pieTitleTextColor", b["mainContrastColor"])
        b.fill("pieLegendTextColor", b["mainContrastColor"])
        b.derivePie([])
        b.set("classText", b["primaryTextColor"])
        b.deriveRequirement(labelBackground: b.darkMode ? b.darken(b["secondaryColor"], 30) : b["secondaryColor"])
    }

    // MARK: forest

    static func startForest(_ b: ThemeBuilder) {
        let values: [(String, String)] = [
            ("background", "white"), ("primaryColor", "#cde498"), ("secondaryColor", "#cdffb2"),
            ("mainBkg", "#cde498"), ("secondBkg", "#cdffb2"), ("border1", "#13540c"), ("border2", "#6eaa49"),
            ("arrowheadColor", "green"), ("titleColor", "#333"), ("edgeLabelBackground", "#e8e8e8"),
            ("actorTextColor", "black"), ("signalColor", "#333"), ("signalTextColor", "#333"),
            ("labelBoxBorderColor", "#326932"), ("noteBkgColor", "#fff5ad"), ("activationBorderColor", "#666"),
            ("activationBkgColor", "#f4f4f4"), ("sequenceNumberColor", "white"), ("labelColor", "black"),
            ("errorBkgColor", "#552222"), ("errorTextColor", "#552222"),
        ]
        for (k, val) in values { b[k] = val }
        b["tertiaryColor"] = b.lighten("#cde498", 10)
        b["primaryBorderColor"] = b.border(b["primaryColor"], dark: false)
        b["secondaryBorderColor"] = b.border(b["secondaryColor"], dark: false)
        b["tertiaryBorderColor"] = b.border(b["tertiaryColor"], dark: false)
        b["primaryTextColor"] = b.invert(b["primaryColor"])
        b["secondaryTextColor"] = b.invert(b["secondaryColor"])
        b["tertiaryTextColor"] = b.invert(b["primaryColor"])
        // mermaid sets lineColor to 'green' and then overwrites it with the inverted background.
        b["lineColor"] = b.invert(b["background"])
        b["textColor"] = b.invert(b["background"])
        startGanttLight(b, section: "#6eaa49", section2: "#6eaa49", taskBorder: "#13540c", taskBkg: "#487e3a",
                        activeBorder: "#13540c", activeBkg: "#cde498", vertLine: "#00BFFF")
        b["personBorder"] = b["primaryBorderColor"]
        b["personBkg"] = b["mainBkg"]
        startCommon(b)
    }

    static func deriveForest(_ b: ThemeBuilder) {
        b.set("actorBorder", b.darken(b["mainBkg"], 20))
        b.set("actorBkg", b["mainBkg"])
        b.set("labelBoxBkgColor", b["actorBkg"])
        b.set("labelTextColor", b["actorTextColor"])
        b.set("loopTextColor", b["actorTextColor"])
        b.set("noteBorderColor", b["border2"])
        b.set("noteTextColor", b["actorTextColor"])
        b.set("actorLineColor", b["actorBorder"])
        b.set("nodeBkg", b["mainBkg"])
        b.set("nodeBorder", b["border1"])
        b.set("clusterBkg", b["secondBkg"])
        b.set("clusterBorder", b["border2"])
        b.set("defaultLinkColor", b["lineColor"])
        b.set("taskBorderColor", b["border1"])
        b.set("taskTextColor", b["taskTextLightColor"])
        b.set("taskTextOutsideColor", b["taskTextDarkColor"])
        b.set("activeTaskBorderColor", b["taskBorderColor"])
        b.set("activeTaskBkgColor", b["mainBkg"])
        b.deriveStateAndClass(altBackground: "#f0f0f0", innerEnd: b["primaryBorderColor"], specialState: b["lineColor"])
        b.set("classText", b["primaryTextColor"])
        b.deriveJourney()
        b.derivePie([("primaryColor", 0, 0), ("secondaryColor", 0, 0), ("tertiaryColor", 0, 0),
                     ("primaryColor", 0, -30), ("secondaryColor", 0, -30), ("tertiaryColor", 40, -40),
                     ("primaryColor", 60, -10), ("primaryColor", -60, -10), ("primaryColor", 120, 0),
                     ("primaryColor", 60, -50), ("primaryColor", -60, -50), ("primaryColor", 120, -50)])
        b.deriveRequirement(labelBackground: b["edgeLabelBackground"])
    }

    // MARK: neutral

    static func startNeutral(_ b: ThemeBuilder) {
        b["primaryColor"] = "#eee"
        b["contrast"] = "#707070"
        b["secondaryColor"] = b.lighten("#707070", 55)
        b["background"] = "#ffffff"
        b["tertiaryColor"] = b.adjust("#eee", h: -160)
        b["primaryBorderColor"] = b.border(b["primaryColor"], dark: false)
        b["secondaryBorderColor"] = b.border(b["secondaryColor"], dark: false)
        b["tertiaryBorderColor"] = b.border(b["tertiaryColor"], dark: false)
        b["primaryTextColor"] = b.invert(b["primaryColor"])
        b["secondaryTextColor"] = b.invert(b["secondaryColor"])
        b["tertiaryTextColor"] = b.invert(b["tertiaryColor"])
        b["textColor"] = b.invert(b["background"])
        let values: [(String, String)] = [
            ("mainBkg", "#eee"), ("lineColor", "#666"), ("border1", "#999"), ("note", "#ffa"), ("text", "#333"),
            ("critical", "#d42"), ("done", "#bbb"), ("arrowheadColor", "#333333"), ("edgeLabelBackground", "white"),
            ("activationBorderColor", "#666"), ("activationBkgColor", "#f4f4f4"), ("sequenceNumberColor", "white"),
            ("altSectionBkgColor", "white"), ("excludeBkgColor", "#eeeeee"), ("taskTextLightColor", "white"),
            ("taskTextClickableColor", "#003163"), ("labelColor", "black"), ("errorBkgColor", "#552222"),
            ("errorTextColor", "#552222"),
        ]
        for (k, val) in values { b[k] = val }
        b["personBorder"] = b["primaryBorderColor"]
        b["personBkg"] = b["mainBkg"]
        startCommon(b)
    }

    static func deriveNeutral(_ b: ThemeBuilder) {
        b.set("secondBkg", b.lighten(b["contrast"], 55))
        b.set("border2", b["contrast"])
        b.set("actorBorder", b.lighten(b["border1"], 23))
        b.set("actorBkg", b["mainBkg"])
        b.set("actorTextColor", b["text"])
        b.set("actorLineColor", b["actorBorder"])
        b.set("signalColor", b["text"])
        b.set("signalTextColor", b["text"])
        b.set("labelBoxBkgColor", b["actorBkg"])
        b.set("labelBoxBorderColor", b["actorBorder"])
        b.set("labelTextColor", b["text"])
        b.set("loopTextColor", b["text"])
        b.set("noteBorderColor", "#999")
        b.set("noteBkgColor", "#666")
        b.set("noteTextColor", "#fff")
        b.set("nodeBkg", b["mainBkg"])
        b.set("nodeBorder", b["border1"])
        b.set("clusterBkg", b["secondBkg"])
        b.set("clusterBorder", b["border2"])
        b.set("defaultLinkColor", b["lineColor"])
        b.set("titleColor", b["text"])
        b.set("sectionBkgColor", b.lighten(b["contrast"], 30))
        b.set("sectionBkgColor2", b.lighten(b["contrast"], 30))
        b.set("taskBorderColor", b.darken(b["contrast"], 10))
        b.set("taskBkgColor", b["contrast"])
        b.set("taskTextColor", b["taskTextLightColor"])
        b.set("taskTextDarkColor", b["text"])
        b.set("taskTextOutsideColor", b["taskTextDarkColor"])
        b.set("activeTaskBorderColor", b["taskBorderColor"])
        b.set("activeTaskBkgColor", b["mainBkg"])
        b.set("gridColor", b.lighten(b["border1"], 30))
        b.set("doneTaskBkgColor", b["done"])
        b.set("doneTaskBorderColor", b["lineColor"])
        b.set("critBkgColor", b["critical"])
        b.set("critBorderColor", b.darken(b["critBkgColor"], 10))
        b.set("todayLineColor", b["critBkgColor"])
        b.set("vertLineColor", b["critBkgColor"])
        b.fill("transitionColor", "#000")
        b.fill("stateBorder", "#000")
        b.deriveStateAndClass(altBackground: "#f4f4f4", innerEnd: b["primaryBorderColor"], specialState: "#222")
        b.set("classText", b["primaryTextColor"])
        b.deriveJourney()
        let scale = ["#555", "#F4F4F4", "#555", "#BBB", "#777", "#999", "#DDD", "#FFF", "#DDD", "#BBB", "#999", "#777"]
        for (i, c) in scale.enumerated() { b.fill("pie\(i)", c) }
        b.fill("pie12", b["pie0"])
        b.derivePie([])
        b.deriveRequirement(labelBackground: b["edgeLabelBackground"])
    }
}
