/// Merges the configuration layers of one diagram and resolves its theme and font.
///
/// Precedence, lowest first: mermaid's defaults < `RenderOptions.siteConfig` <
/// `RenderOptions.theme` < front matter `config:` < each `%%{init}%%` directive in order.
struct ConfigResolver {
    var config: ConfigValue = ConfigDefaults.value
    var themePinned = false
    /// The top-level keys any layer set: a section outside it is mermaid's default, as written in
    /// ``ConfigDefaults`` (see ``DiagramContext/keepsDefaults(_:)``).
    private(set) var layeredKeys: Set<String> = []
    private var fontFamily: String?
    private var fontSize: Double?

    mutating func apply(_ layer: ConfigValue, pinsTheme: Bool = true) {
        guard case .object(let members) = layer else { return }
        config = config.merged(with: layer)
        layeredKeys.formUnion(members.keys)
        if pinsTheme {
            if layer["theme"] != nil { themePinned = true }
            if case .object(let vars)? = layer["themeVariables"],
               vars.keys.contains(where: { ConfigValidator.isColorVariable($0) || $0 == "background" || $0 == "darkMode" }) {
                themePinned = true
            }
        }
        // Within one layer a top-level fontFamily beats themeVariables.fontFamily.
        if let family = layer["fontFamily"]?.stringValue ?? layer["themeVariables"]?["fontFamily"]?.stringValue {
            fontFamily = family
        }
        if let size = layer["fontSize"]?.doubleValue ?? layer["themeVariables"]?["fontSize"]?.doubleValue,
           size.isFinite, size > 0 {
            fontSize = min(size, 200)
        }
    }

    /// The resolved theme, the dark palette for page-following diagrams, and the text measurer.
    func resolve(followsColorScheme: Bool) -> (theme: Theme, dark: Theme?, text: TextMeasurer) {
        let family = fontFamily ?? ThemePalettes.defaultFont
        let size = fontSize ?? 16
        // Without theme variables the answer depends on four small values: remembered by them, instead of
        // building and hashing two override dictionaries for the theme cache on every diagram.
        guard config["themeVariables"] != nil else {
            let key = Plain(theme: config["theme"]?.stringValue ?? "default", family: family, size: size,
                            dark: followsColorScheme && !themePinned)
            return Self.plain.value(for: key) { resolveThemes(family: family, size: size, followsColorScheme: followsColorScheme) }
        }
        return resolveThemes(family: family, size: size, followsColorScheme: followsColorScheme)
    }

    private struct Plain: Hashable {
        var theme: String
        var family: String
        var size: Double
        var dark: Bool
    }

    private static let plain = BoundedMemo<Plain, (theme: Theme, dark: Theme?, text: TextMeasurer)>(capacity: 64)

    func resolveThemes(family: String, size: Double,
                       followsColorScheme: Bool) -> (theme: Theme, dark: Theme?, text: TextMeasurer) {
        var overrides: [String: String] = [:]
        if case .object(let vars)? = config["themeVariables"] {
            for (key, value) in vars {
                if let text = value.stringValue { overrides[key] = text }
            }
        }
        overrides["fontFamily"] = family
        overrides["fontSize"] = NumberFormat.format(size) + "px"
        let requested = config["theme"]?.stringValue ?? "default"
        let name = Theme.names.contains(requested) ? requested : "default"
        let theme = Theme.named(name, overrides: overrides)
        var dark: Theme?
        if followsColorScheme && !themePinned {
            dark = Theme.named("dark", overrides: ["fontFamily": family, "fontSize": overrides["fontSize"] ?? "16px"])
        }
        return (theme, dark, TextMeasurer(fontFamily: family, fontSize: size))
    }
}
