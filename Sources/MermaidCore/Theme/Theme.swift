/// A resolved mermaid theme: every variable has a concrete CSS value.
///
/// Build one with `Theme.named(_:overrides:)`. The overrides are the diagram's
/// `themeVariables` (strings; numbers and booleans as their text). Mermaid's rules apply:
/// in `base` every missing colour is derived from `primaryColor`, `secondaryColor`,
/// `tertiaryColor`, `background` and `darkMode`; the other themes keep most of their own
/// palette and only honour the variables that are set explicitly.
package struct Theme: Sendable, Equatable {
    /// `default`, `base`, `dark`, `forest` or `neutral`.
    package var name: String { didSet { identity = 0 } }
    /// Variable name → CSS value (colours as written by the user or normalised to `#rrggbb`/`rgba(…)`).
    package var variables: [String: String] { didSet { identity = 0 } }
    /// Nonzero for a theme as ``ThemeCache`` built it (equal identities, equal themes), so what is
    /// derived from a theme alone (a diagram type's style sheet) can be remembered by it; 0 once
    /// changed, or for a theme made by hand.
    package private(set) var identity = 0

    package init(name: String, variables: [String: String]) {
        self.name = name
        self.variables = variables
    }

    package static func == (lhs: Theme, rhs: Theme) -> Bool {
        lhs.name == rhs.name && lhs.variables == rhs.variables
    }

    /// ``ThemeCache`` only.
    mutating func assignIdentity(_ value: Int) { identity = value }

    package subscript(_ variable: String) -> String? { variables[variable] }

    /// The theme names mermaid 11 ships and Folio draws.
    package static let names = ["base", "dark", "default", "forest", "neutral"]

    /// Resolves a theme with the diagram's `themeVariables`. Unknown names give `default`.
    package static func named(_ name: String, overrides: [String: String] = [:]) -> Theme {
        let known = names.contains(name) ? name : "default"
        return ThemeCache.shared.theme(known, overrides: overrides) {
            Theme(name: known, variables: ThemePalettes.palette(known, overrides: overrides))
        }
    }

    /// The background the theme is designed for (used behind diagrams that pin a theme).
    package var background: String { variables["background"] ?? "white" }

    /// Whether the theme draws on a dark background.
    package var isDark: Bool { Color(css: background)?.isDark ?? false }

    /// True when `name` is a theme variable mermaid knows (documented or derived by some theme).
    package static func isKnownVariable(_ name: String) -> Bool {
        if knownVariables.contains(name) { return true }
        return knownPrefixes.contains { name.hasPrefix($0) }
    }

    /// Every variable name any built-in theme defines, plus the documented inputs.
    static let knownVariables: Set<String> = {
        var all = Set<String>()
        for name in names { all.formUnion(ThemePalettes.build(name, overrides: [:]).keys) }
        all.formUnion(["darkMode", "fontFamily", "fontSize", "nodeTextColor", "stateBorder", "useGradient",
                       "dropShadow", "gradientStart", "gradientStop", "tagLabelColor", "tagLabelBackground",
                       "tagLabelBorder", "tagLabelFontSize", "commitLabelColor", "commitLabelBackground",
                       "commitLabelFontSize", "branchLabelColor", "scaleLabelColor", "mainContrastColor",
                       "darkTextColor", "labelColor", "altFontFamily"])
        return all
    }()

    /// Families of numbered or grouped variables used by diagram types Folio does not draw yet.
    static let knownPrefixes = ["cScale", "surface", "git", "pie", "fillType", "quadrant", "xyChart", "radar", "venn",
                                "packet", "arch", "requirement", "relation", "attributeBackground", "row", "em",
                                "person", "task", "section", "crit", "done", "active", "grid", "today", "vert",
                                "exclude", "er", "kanban", "timeline", "mindmap", "journey", "c4", "block",
                                "treeView", "wardley"]
}
