/// How one diagram is rendered. The defaults give what mermaid-cli would give,
/// except that colours follow the page's light/dark scheme.
public struct RenderOptions: Sendable, Equatable {
    /// Prefix for every id, marker and CSS rule in the SVG. Must be unique per
    /// diagram on a page, so several inline SVGs never clash (mermaid #5741).
    public var idPrefix: String
    /// Overrides the theme for diagrams that do not pin one themselves
    /// (`default`, `base`, `dark`, `forest`, `neutral`).
    public var theme: String?
    /// When true and the diagram does not pin a theme, colours are emitted as CSS
    /// custom properties with light values, switched to the dark palette by
    /// `@media (prefers-color-scheme: dark)` and by a `[data-theme="dark"]` ancestor.
    public var followsColorScheme: Bool
    /// Site-wide mermaid configuration (lowest precedence after the built-in defaults),
    /// as parsed JSON/YAML: `[String: Any]`-like trees of String, Double, Bool, arrays, dictionaries.
    public var siteConfig: ConfigValue?
    /// Background colour for the SVG root (`-b` in mermaid-cli); nil means transparent.
    public var backgroundColor: String?
    /// When false, the diagram's title is not drawn above it; it stays the SVG's accessible
    /// `<title>` and ``RenderResult/title``. For hosts that show the title as a caption (Folio's
    /// figures), so it does not appear twice. The default draws it, as mermaid does.
    public var drawsTitle: Bool
    /// When true, the SVG's style rules are scoped to classes named after their content
    /// (`fm-<hash>`, on the root element) instead of to the root's id, and colour variables are
    /// named `--fm-<name>`. Each part of the style (colours, the type's rules, `themeCSS`) is its own
    /// `<style>` element, so every diagram that needs the same rules carries a byte-identical one: a
    /// host putting several diagrams on one page can keep the first copy and drop the others (Folio's
    /// pages do). The SVG stays self-contained either way. Default false: standalone SVGs scoped by id,
    /// as mermaid writes them.
    public var sharesStyleSheet: Bool

    /// Options with mermaid-cli's defaults, colours following the page's scheme.
    public init(idPrefix: String = "mermaid", theme: String? = nil, followsColorScheme: Bool = true,
                siteConfig: ConfigValue? = nil, backgroundColor: String? = nil, drawsTitle: Bool = true,
                sharesStyleSheet: Bool = false) {
        self.idPrefix = idPrefix
        self.theme = theme
        self.followsColorScheme = followsColorScheme
        self.siteConfig = siteConfig
        self.backgroundColor = backgroundColor
        self.drawsTitle = drawsTitle
        self.sharesStyleSheet = sharesStyleSheet
    }
}

/// A rendered diagram.
public struct RenderResult: Sendable {
    /// The complete, self-contained `<svg>` element.
    public var svg: String
    /// The diagram title (front matter `title`, else `accTitle`), for captions.
    public var title: String?
    /// Problems that did not stop rendering, in source order.
    public var warnings: [MermaidWarning]
    /// Mermaid's name for the diagram type, e.g. `flowchart-v2`, `sequence`, `class`, `stateDiagram`.
    public var diagramType: String

    /// A result; hosts get these from ``MermaidRenderer``, tests and caches may build them.
    public init(svg: String, title: String?, warnings: [MermaidWarning], diagramType: String) {
        self.svg = svg
        self.title = title
        self.warnings = warnings
        self.diagramType = diagramType
    }
}
