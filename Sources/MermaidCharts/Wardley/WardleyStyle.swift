// Why: mermaid 11 colours Wardley maps from `themeVariables.wardley` (background, axis, component,
// link, evolution and annotation colours). A colour set there is used as written; otherwise the
// theme's flat `wardley…` variable, which follows the page's light or dark scheme.
import MermaidCore

enum WardleyStyle {
    /// Remembered per theme and font (``StyleSheetMemo``) unless `themeVariables.wardley` sets colours.
    static func css(_ context: DiagramContext) -> String {
        let user = context.config["themeVariables"]?["wardley"]
        guard user == nil else { return write(context, user: user) }
        return StyleSheetMemo.css("wardley", context: context) { write(context, user: nil) }
    }

    private static func write(_ context: DiagramContext, user: ConfigValue?) -> String {
        let p = "#" + context.idPrefix
        func v(_ key: String) -> String {
            if let value = user?[key]?.stringValue, !value.isEmpty { return SVGDocument.sanitizeStyleValue(value) }
            return context.color(themeVariable(key))
        }
        let axisText = v("axisTextColor"), stroke = v("componentStroke"), fill = v("componentFill")
        return """
        \(p) .wardley-background{fill:\(v("backgroundColor"));}\
        \(p) .wardley-title,\(p) .wardley-axis-label,\(p) .wardley-stage-label,\(p) .wardley-link-label,\(p) .wardley-notes text,\
        \(p) .wardley-accelerators text,\(p) .wardley-deaccelerators text{fill:\(axisText);}\
        \(p) .wardley-axes line,\(p) .wardley-stages line{stroke:\(v("axisColor"));}\
        \(p) .wardley-grid line{stroke:\(v("gridColor"));}\
        \(p) .wardley-node circle,\(p) .wardley-node rect{fill:\(fill);stroke:\(stroke);}\
        \(p) .wardley-node .wardley-outsource-overlay{fill:#666;}\
        \(p) .wardley-node .wardley-buy-overlay{fill:#ccc;}\
        \(p) .wardley-node .wardley-build-overlay{fill:#eee;stroke:#000;}\
        \(p) .wardley-market-line,\(p) .wardley-inertia{stroke:\(stroke);}\
        \(p) .wardley-node-label{fill:\(v("componentLabelColor"));}\
        \(p) .wardley-link,\(p) .wardley-pipeline-evolution-link{stroke:\(v("linkStroke"));}\
        \(p) .wardley-link-arrow path{fill:\(v("linkStroke"));}\
        \(p) .wardley-trend{stroke:\(v("evolutionStroke"));}\
        \(p) .wardley-trend-arrow path{fill:\(v("evolutionStroke"));}\
        \(p) .wardley-pipeline-box{stroke:\(stroke);}\
        \(p) .wardley-annotation circle,\(p) .wardley-annotations-box rect{fill:\(v("annotationFill"));stroke:\(v("annotationStroke"));}\
        \(p) .wardley-annotation text,\(p) .wardley-annotations-box text{fill:\(v("annotationTextColor"));}\
        \(p) .wardley-force-arrow{fill:\(fill);stroke:\(stroke);}
        """
    }

    /// The theme's flat variable for a `themeVariables.wardley` key: `wardley` and the key with its first
    /// letter capitalised. An ASCII letter followed by ASCII is capitalised on the byte (Unicode case
    /// mapping was a tenth of a Wardley map's render); anything else as before.
    static func themeVariable(_ key: String) -> String {
        let bytes = key.utf8
        if let first = bytes.first, (97...122).contains(first), bytes.dropFirst().first.map({ $0 < 0x80 }) ?? true {
            var name = "wardley"
            name.unicodeScalars.append(Unicode.Scalar(first - 32))
            name += key.dropFirst()
            return name
        }
        return "wardley" + key.prefix(1).uppercased() + key.dropFirst()
    }
}
