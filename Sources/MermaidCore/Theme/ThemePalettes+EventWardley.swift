// Why: event-modeling and Wardley diagrams take their colours from theme variables as mermaid 11
// does: `emUiFill`, `emEventStroke`, … (fixed colours, darker ones in the dark theme) and the
// `themeVariables.wardley` map, kept here as flat `wardley…` variables (derived from the theme's
// background, line and text colours) so that they follow the page's colour scheme.
extension ThemePalettes {
    static func deriveEventModeling(_ b: ThemeBuilder, theme: String) {
        let dark = theme == "dark"
        let values: [(String, String?)] = [
            ("emUiFill", dark ? "#2d2d2d" : "white"), ("emUiStroke", dark ? "#555" : "#dbdada"),
            ("emProcessorFill", dark ? b.lighten("#5a3d5c", 10) : "#edb3f6"), ("emProcessorStroke", dark ? "#8a6d8c" : "#b88cbf"),
            ("emReadModelFill", dark ? b.lighten("#3d5a2d", 10) : "#d3f1a2"), ("emReadModelStroke", dark ? "#6d8c5c" : "#a3b732"),
            ("emCommandFill", dark ? b.lighten("#2d3d5a", 10) : "#bcd6fe"), ("emCommandStroke", dark ? "#5c6d8c" : "#679ac3"),
            ("emEventFill", dark ? b.lighten("#5a452d", 10) : "#ffb778"), ("emEventStroke", dark ? "#8c755c" : "#c19a0f"),
            ("emSwimlaneBackgroundOdd", dark ? b.lighten(b["background"], 5) : "rgb(250,250,250)"),
            ("emSwimlaneBackgroundStroke", dark ? b.lighten(b["background"], 12) : "rgb(240,240,240)"),
            ("emArrowhead", b["lineColor"]), ("emRelationStroke", b["lineColor"]),
            ("emTextColor", b["primaryTextColor"]),
        ]
        for (key, value) in values { b.fill(key, value) }
    }

    static func deriveWardley(_ b: ThemeBuilder, theme: String) {
        let dark = theme == "dark"
        b.fill("wardleyEvolutionColor", dark ? "#ff6b6b" : "#dc3545")
        let values: [(String, String?)] = [
            ("wardleyBackgroundColor", b["background"]), ("wardleyAxisColor", b["lineColor"]),
            ("wardleyAxisTextColor", b["primaryTextColor"]), ("wardleyGridColor", b["gridColor"] ?? "rgba(100, 100, 100, 0.2)"),
            ("wardleyComponentFill", dark ? b["mainBkg"] : b["background"]), ("wardleyComponentStroke", b["lineColor"]),
            ("wardleyComponentLabelColor", b["primaryTextColor"]), ("wardleyLinkStroke", b["lineColor"]),
            ("wardleyEvolutionStroke", b["wardleyEvolutionColor"]), ("wardleyAnnotationStroke", b["lineColor"]),
            ("wardleyAnnotationTextColor", b["primaryTextColor"]),
            ("wardleyAnnotationFill", dark ? b["mainBkg"] : b["background"]),
        ]
        for (key, value) in values { b.fill(key, value) }
    }
}
