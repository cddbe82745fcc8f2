// Why: every diagram drawn with the default settings needs the `default` palette and, to follow the
// page's colour scheme, the `dark` one. Deriving them is a few hundred colour operations, about
// 0.9 ms for the pair, which `folio mermaid` on one small diagram paid on every run (issue 20,
// item 4). Those two results are kept as tables (`PrecomputedPalettes+Tables.swift`, written by
// `PrecomputedPalettesTests`, which also fails when a table no longer equals the derivation).

extension ThemePalettes {
    /// The overrides every diagram without `themeVariables` or a font setting derives its themes
    /// with (``ConfigResolver/resolve(followsColorScheme:)``): the default font and size.
    static let defaultOverrides: [String: String] = ["fontFamily": defaultFont, "fontSize": "16px"]

    /// The theme names whose palette for ``defaultOverrides`` is kept as a table.
    static let precomputedNames = ["default", "dark"]

    /// `build(name, overrides:)` from its table when there is one for these overrides, else derived.
    static func palette(_ name: String, overrides: [String: String]) -> [String: String] {
        if overrides == defaultOverrides, let table = precomputedTable(name) {
            return Dictionary(uniqueKeysWithValues: table)
        }
        return build(name, overrides: overrides)
    }

    /// The kept table of `name` (for ``defaultOverrides``), nil for a theme without one.
    static func precomputedTable(_ name: String) -> [(String, String)]? {
        switch name {
        case "default": return precomputedDefault
        case "dark": return precomputedDark
        default: return nil
        }
    }
}
