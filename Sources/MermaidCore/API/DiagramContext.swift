/// Everything a diagram renderer needs besides its own source: the merged config,
/// the resolved theme, text metrics, and a place to report warnings.
///
/// Created by the front end (`FrontEnd`) for each render; not shared between renders.
public final class DiagramContext {
    public let options: RenderOptions
    /// Effective configuration: defaults < site config < front matter `config:` < `%%{init}%%`.
    public let config: ConfigValue
    /// The resolved theme (all variables filled in, `base` derivations applied).
    public let theme: Theme
    /// The dark palette used when the diagram follows the page colour scheme; nil when the
    /// diagram pins its own theme (then it is drawn exactly as its author set it).
    public let darkTheme: Theme?
    /// Text metrics for the diagram's font.
    public let text: TextMeasurer
    /// Title from front matter (drawn above the diagram).
    public var title: String?
    public var accTitle: String?
    public var accDescr: String?
    public private(set) var warnings: [MermaidWarning] = []

    public init(options: RenderOptions, config: ConfigValue, theme: Theme, darkTheme: Theme?, text: TextMeasurer,
                title: String? = nil) {
        self.options = options
        self.config = config
        self.theme = theme
        self.darkTheme = darkTheme
        self.text = text
        self.title = title
    }

    /// Prefix that every id and CSS selector in the drawing must use.
    public var idPrefix: String { options.idPrefix }

    public func warn(_ message: String, line: Int, column: Int = 1, sourceLine: String = "") {
        warnings.append(MermaidWarning(line: line, column: column, message: message, sourceLine: sourceLine))
    }

    /// The CSS value for a theme variable (`primaryColor`, `lineColor`, `actorBkg`, …).
    /// Follows the page colour scheme when `darkTheme` is set: `var(--<prefix>-<name>, <light>)`,
    /// otherwise the literal colour. Use it in CSS rules and `style="…"`, never in presentation
    /// attributes (those cannot hold `var()`).
    public func color(_ variable: String) -> String {
        let literal = theme[variable] ?? "currentColor"
        guard darkTheme != nil else { return literal }
        return "var(--\(idPrefix)-\(variable), \(literal))"
    }

    /// A per-diagram setting, e.g. `setting("flowchart", "curve")`, looked up in the diagram's
    /// section of the effective config.
    public func setting(_ section: String, _ key: String) -> ConfigValue? {
        config[section]?[key]
    }

    /// CSS `font-family` for the SVG: the measured font first, so a browser draws what was measured.
    public var fontFamily: String { text.cssFontFamily }
    /// Base font size in px (`themeVariables.fontSize` / config `fontSize`, default 16).
    public var fontSize: Double { text.fontSize }
}
