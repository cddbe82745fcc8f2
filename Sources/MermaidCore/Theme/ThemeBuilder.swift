/// Mutable variable store used while a theme derives its colours. Mirrors how mermaid's
/// theme classes work: constructor values, then the user's overrides, then the theme's
/// derivation rules (some only fill what is missing, some always recompute), then the
/// user's overrides once more so an explicit value always wins.
final class ThemeBuilder {
    var v: [String: String] = [:]
    /// `themeVariables.darkMode`: flips border/text derivations in `base`.
    var darkMode = false

    subscript(_ key: String) -> String? {
        get { v[key].flatMap { $0.isEmpty ? nil : $0 } }
        set { v[key] = newValue }
    }

    /// Sets `key` only when it has no value yet (mermaid's `this.x = this.x || …`).
    func fill(_ key: String, _ value: @autoclosure () -> String?) {
        if self[key] == nil, let value = value() { v[key] = value }
    }

    /// Always sets `key` (mermaid's unconditional assignments in `updateColors`).
    func set(_ key: String, _ value: String?) {
        if let value { v[key] = value }
    }

    // MARK: Colour helpers working on CSS strings; non-colours pass through unchanged.

    func adjust(_ css: String?, h: Double = 0, s: Double = 0, l: Double = 0, r: Double = 0, g: Double = 0,
                b: Double = 0) -> String? {
        guard let css else { return nil }
        guard let c = Color(css: css) else { return css }
        return c.adjusted(h: h, s: s, l: l, r: r, g: g, b: b).css
    }

    func lighten(_ css: String?, _ amount: Double) -> String? { adjust(css, l: amount) }
    func darken(_ css: String?, _ amount: Double) -> String? { adjust(css, l: -amount) }

    func invert(_ css: String?) -> String? {
        guard let css else { return nil }
        guard let c = Color(css: css) else { return css }
        return c.inverted.css
    }

    /// Border colour for a fill: desaturated and darker (lighter in dark mode).
    func border(_ css: String?, dark: Bool) -> String? {
        dark ? adjust(css, s: -40, l: 10) : adjust(css, s: -40, l: -10)
    }

    func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
        Color(red: r, green: g, blue: b, alpha: a).css
    }

    /// Copies the user's overrides in (keys with empty values are ignored).
    /// Values are sanitised: they end up inside CSS rules and must not be able to close the
    /// declaration, the rule or the `<style>` element.
    func apply(_ overrides: [String: String]) {
        for (key, value) in overrides where !value.isEmpty {
            v[key] = ThemeBuilder.cssValue(value, keepQuotes: key == "fontFamily")
        }
    }

    static func cssValue(_ value: String, keepQuotes: Bool = false) -> String {
        String(value.prefix(200).filter { c in
            !";{}<>\\".contains(c) && !c.isNewline && (keepQuotes || c != "\"")
        })
    }

    // MARK: Shared derivations (state, class, journey, pie defaults) used by several themes.

    func deriveStateAndClass(altBackground: String, transition: String? = nil, innerEnd: String?,
                             specialState: String?) {
        fill("transitionColor", transition ?? self["lineColor"])
        fill("transitionLabelColor", self["textColor"])
        fill("stateLabelColor", self["stateBkg"] ?? self["primaryTextColor"])
        fill("stateBkg", self["mainBkg"])
        fill("labelBackgroundColor", self["stateBkg"])
        fill("compositeBackground", self["background"] ?? self["tertiaryColor"])
        fill("altBackground", altBackground)
        fill("compositeTitleBackground", self["mainBkg"])
        fill("compositeBorder", self["nodeBorder"])
        set("innerEndBackground", innerEnd)
        set("specialStateColor", specialState)
        fill("errorBkgColor", self["tertiaryColor"])
        fill("errorTextColor", self["tertiaryTextColor"])
    }

    func deriveJourney() {
        set("fillType0", self["primaryColor"])
        set("fillType1", self["secondaryColor"])
        set("fillType2", adjust(self["primaryColor"], h: 64))
        set("fillType3", adjust(self["secondaryColor"], h: 64))
        set("fillType4", adjust(self["primaryColor"], h: -64))
        set("fillType5", adjust(self["secondaryColor"], h: -64))
        set("fillType6", adjust(self["primaryColor"], h: 128))
        set("fillType7", adjust(self["secondaryColor"], h: 128))
    }

    /// Pie slice colours as (hue, lightness) offsets from primary/secondary/tertiary, and text sizes.
    func derivePie(_ offsets: [(base: String, h: Double, l: Double)]) {
        for (index, o) in offsets.enumerated() {
            fill("pie\(index + 1)", adjust(self[o.base], h: o.h, l: o.l))
        }
        fill("pieTitleTextSize", "25px")
        fill("pieTitleTextColor", self["taskTextDarkColor"] ?? self["textColor"])
        fill("pieSectionTextSize", "17px")
        fill("pieSectionTextColor", self["textColor"])
        fill("pieLegendTextSize", "17px")
        fill("pieLegendTextColor", self["taskTextDarkColor"] ?? self["textColor"])
        fill("pieStrokeColor", "black")
        fill("pieStrokeWidth", "2px")
        fill("pieOuterStrokeWidth", "2px")
        fill("pieOuterStrokeColor", "black")
        fill("pieOpacity", "0.7")
    }

    func deriveRequirement(labelBackground: String?) {
        fill("requirementBackground", self["primaryColor"])
        fill("requirementBorderColor", self["primaryBorderColor"])
        fill("requirementBorderSize", "1")
        fill("requirementTextColor", self["primaryTextColor"])
        fill("relationColor", self["lineColor"])
        fill("relationLabelBackground", labelBackground)
        fill("relationLabelColor", self["actorTextColor"])
        deriveEntityRows()
    }

    /// The alternating attribute-row fills of entity-relationship boxes, from the node fill: a
    /// lighter and a barely lighter shade on light themes, a lighter and a darker one on dark.
    func deriveEntityRows() {
        let dark = darkMode || (Color(css: self["mainBkg"] ?? "")?.isDark ?? false)
        fill("rowOdd", dark ? lighten(self["mainBkg"], 5) : lighten(self["mainBkg"], 75))
        fill("rowEven", dark ? darken(self["mainBkg"], 5) : lighten(self["mainBkg"], 1))
    }
}
