/// Everything a diagram renderer needs besides its own source: the merged config,
/// the resolved theme, text metrics, and a place to report warnings.
///
/// Created by the front end (`FrontEnd`) for each render; not shared between renders.
///
/// Its stored properties are `@exclusivity(unchecked)`: one render uses its context on one thread,
/// and a class's properties are otherwise checked for overlapping access at run time on every read
/// and write (`swift_beginAccess`, about 65 instructions each: a dozen a render before drawing starts).
package final class DiagramContext {
    package let options: RenderOptions
    /// Effective configuration: defaults < site config < front matter `config:` < `%%{init}%%`.
    package let config: ConfigValue
    /// The resolved theme (all variables filled in, `base` derivations applied).
    package let theme: Theme
    /// The dark palette used when the diagram follows the page colour scheme; nil when the
    /// diagram pins its own theme (then it is drawn exactly as its author set it).
    package let darkTheme: Theme?
    /// Text metrics for the diagram's font.
    package let text: TextMeasurer
    /// Title from front matter (drawn above the diagram).
    @exclusivity(unchecked) package var title: String?
    @exclusivity(unchecked) package var accTitle: String?
    @exclusivity(unchecked) package var accDescr: String?
    @exclusivity(unchecked) package private(set) var warnings: [MermaidWarning] = []
    /// Theme variables the drawing asked for through `color(_:)`; the SVG writer declares
    /// a CSS custom property (light and dark value) for each of them, and only for them.
    @exclusivity(unchecked) package private(set) var usedColorVariables = ColorVariableSet()
    /// What the header keyword says about the diagram (nil only in hand-made contexts).
    @exclusivity(unchecked) package var kind: DiagramKind?
    /// True when the author (or the site or `RenderOptions.theme`) chose the theme or its
    /// colours: the diagram is then drawn with literal colours on the theme's background.
    @exclusivity(unchecked) package var themeIsPinned: Bool = false
    /// The top-level config keys that a layer (site config, theme option, front matter, directive) set,
    /// as the front end merged them; nil for a context made around a config from elsewhere.
    @exclusivity(unchecked) package var layeredConfigKeys: Set<String>?
    /// The diagram's source text, line breaks normalised (what ``sourceHash`` hashes).
    @exclusivity(unchecked) package var normalizedSource = ""
    /// A hash of the diagram's source text (the hand-drawn look's default seed), worked out only when a
    /// hand-drawn diagram asks: hashing every source byte was a visible part of a small diagram's render.
    package lazy var sourceHash: UInt64 = FrontEnd.hash(normalizedSource)

    /// True when the config asks for `look: handDrawn`.
    package var isHandDrawn: Bool { config["look"]?.stringValue == "handDrawn" }

    /// The hand-drawn look's seed: `handDrawnSeed` when set to a number other than 0 (mermaid's
    /// "random"), else the source hash, so output never changes between builds.
    package var handDrawnSeed: UInt64 {
        if let seed = config["handDrawnSeed"]?.doubleValue, seed.isFinite, seed != 0 {
            return UInt64(bitPattern: Int64(max(-9e18, min(9e18, seed.rounded()))))
        }
        return sourceHash
    }

    package init(options: RenderOptions, config: ConfigValue, theme: Theme, darkTheme: Theme?, text: TextMeasurer,
                title: String? = nil) {
        self.options = options
        self.config = config
        self.theme = theme
        self.darkTheme = darkTheme
        self.text = text
        self.title = title
    }

    /// Prefix that every id and CSS selector in the drawing must use.
    /// Sanitised: only letters, digits, `-` and `_`, starting with a letter.
    package var idPrefix: String { prefixStandIn ?? safePrefix }
    private lazy var safePrefix: String = DiagramContext.sanitizePrefix(options.idPrefix)
    /// While ``StyleSheetMemo`` writes a style sheet part to remember: a mark standing for the id
    /// prefix, so the part serves every diagram whatever its id.
    @exclusivity(unchecked) package var prefixStandIn: String?

    /// Prefix of the colour custom properties (`--<prefix>-primaryColor`): the id prefix, or the
    /// fixed ``SharedStyleSheet/variablePrefix`` when the style is shared between diagrams (custom
    /// properties are set on each diagram's root, so one name serves every diagram of a page).
    package var variablePrefix: String {
        options.sharesStyleSheet ? SharedStyleSheet.variablePrefix : idPrefix
    }

    /// Makes any string usable as an XML id and CSS id selector.
    package static func sanitizePrefix(_ raw: String) -> String {
        // Fast path (every diagram asks): an ASCII id that starts with a letter is kept as is.
        let bytes = raw.utf8
        if bytes.count <= 100, let first = bytes.first, (first | 0x20) >= 97, (first | 0x20) <= 122,
           bytes.allSatisfy({ ($0 | 0x20) >= 97 && ($0 | 0x20) <= 122 || ($0 >= 48 && $0 <= 57) || $0 == 45 || $0 == 95 }) {
            return raw
        }
        var out = String(raw.unicodeScalars.prefix(100).filter {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "_"
        }.map(Character.init))
        if out.first.map({ !$0.isLetterQuick }) ?? true { out = "m" + out }
        return out
    }

    package func warn(_ message: String, line: Int, column: Int = 1, sourceLine: String = "", code: String = "syntax") {
        warnings.append(MermaidWarning(line: line, column: column, message: message, sourceLine: sourceLine, code: code))
    }

    /// Passes on a warning a parser collected, code and all.
    package func warn(_ warning: MermaidWarning) {
        warnings.append(warning)
    }

    /// The CSS value for a theme variable (`primaryColor`, `lineColor`, `actorBkg`, …).
    /// Follows the page colour scheme when `darkTheme` is set: `var(--<variablePrefix>-<name>, <light>)`,
    /// otherwise the literal colour. Use it in CSS rules and `style="…"`, never in presentation
    /// attributes (those cannot hold `var()`).
    package func color(_ variable: String) -> String {
        guard let literal = theme[variable] else { return "currentColor" }  // one lookup, not two
        guard darkTheme != nil else { return literal }
        usedColorVariables.insert(variable)
        return DiagramContext.variableReference(prefix: variablePrefix, name: variable, fallback: literal)
    }

    /// `var(--<prefix>-<name>, <fallback>)`, its bytes copied once into a string of the right size (six
    /// appends, each checking the string's capacity and uniqueness, were most of `color(_:)`).
    static func variableReference(prefix: String, name: String, fallback: String) -> String {
        String.concatenating("var(--", prefix, "-", name, ", ", fallback, ")")
    }

    /// Everything a style sheet can depend on besides the diagram itself and its id prefix (the
    /// themes, the font, whether the colour variables are named after the id or shared); nil when a
    /// theme was not built by ``ThemeCache``. ``StyleSheetMemo`` puts the id prefix back in.
    /// A number standing for those inputs (``StyleKeyIndex``).
    package private(set) lazy var styleKey: Int? = {
        guard theme.identity != 0, darkTheme.map({ $0.identity != 0 }) ?? true else { return nil }
        return StyleKeyIndex.shared.number(for: .init(theme: theme.identity, dark: darkTheme?.identity ?? 0,
                                                      sharedVariables: options.sharesStyleSheet,
                                                      fontFamily: fontFamily, fontSize: fontSize))
    }()

    /// Runs `build` and returns its text with the colour variables it asked for (on their own;
    /// the ones asked for before stay marked).
    func recordingColorVariables(_ build: () -> String) -> (css: String, variables: ColorVariableSet) {
        let before = usedColorVariables
        usedColorVariables = ColorVariableSet()
        let css = build()
        let asked = usedColorVariables
        usedColorVariables.formUnion(before)
        return (css, asked)
    }

    func markColorVariablesUsed(_ names: ColorVariableSet) {
        usedColorVariables.formUnion(names)
    }

    /// The light (or pinned) theme's literal value, for presentation attributes such as
    /// `fill="…"` that cannot hold `var()`. Prefer `color(_:)` in CSS.
    package func literalColor(_ variable: String) -> String {
        theme[variable] ?? "currentColor"
    }

    /// Opacity for edge-label backgrounds (see `LabelBackdrop`): enough for 4.5:1 text contrast over
    /// the edge line and the canvas, in the light theme and, when the page can switch, the dark one.
    /// Each list names theme variables in fallback order (the first one the theme sets is used).
    package func labelBackdropOpacity(text: [String], background: [String], floor: Double) -> Double {
        func pick(_ t: Theme, _ names: [String]) -> String? { names.lazy.compactMap { t[$0] }.first }
        return ([theme] + (darkTheme.map { [$0] } ?? [])).map { t in
            LabelBackdrop.opacity(text: pick(t, text), background: pick(t, background), line: t["lineColor"],
                                  canvas: t["background"] ?? "white", floor: floor)
        }.max() ?? 1
    }

    /// A setting from the diagram's own config section (`flowchart`, `sequence`, `class`, `state`).
    package func diagramSetting(_ key: String) -> ConfigValue? {
        guard let section = kind?.configSection else { return nil }
        return setting(section, key)
    }

    /// True when the config's top-level `layout:` is `elk` (class, state, ER and requirement diagrams
    /// then route edges orthogonally and draw them straight).
    package var asksForElkLayout: Bool { config["layout"]?.stringValue == "elk" }

    /// Wrapping width for labels: the section's `wrappingWidth`, else 200px (mermaid's default).
    package var wrappingWidth: Double {
        diagramSetting("wrappingWidth")?.doubleValue ?? 200
    }

    /// A per-diagram setting, e.g. `setting("flowchart", "curve")`, looked up in the diagram's
    /// section of the effective config.
    package func setting(_ section: String, _ key: String) -> ConfigValue? {
        // A type reads a dozen settings of one section in a row: its members are kept after the first
        // (looking the section up again, a copy of it and all, was half of each call).
        if let last = lastSection, last.name == section { return last.members[key] }
        guard case .object(let members)? = config[section] else { return config[section]?[key] }
        lastSection = (section, members)
        return members[key]
    }

    /// The section `setting(_:_:)` read last and its members (the config never changes).
    @exclusivity(unchecked) private var lastSection: (name: String, members: [String: ConfigValue])?

    /// True when the front end merged this context's config and no layer set `key` at the top level,
    /// so its value is mermaid's default (``ConfigDefaults``): a type whose settings all come from one
    /// section can then take the settings it made from the defaults once, instead of looking each one
    /// up again. False for a config of unknown origin.
    package func keepsDefaults(_ key: String) -> Bool {
        guard let layered = layeredConfigKeys else { return false }
        return layered.isEmpty || !layered.contains(key)
    }

    /// A numeric setting clamped into `range` (sizes and paddings: a huge value must not make a
    /// huge drawing); nil when absent or not a finite number.
    package func setting(_ section: String, _ key: String, clampedTo range: ClosedRange<Double>) -> Double? {
        guard let value = setting(section, key)?.doubleValue, value.isFinite else { return nil }
        return min(max(value, range.lowerBound), range.upperBound)
    }

    /// CSS `font-family` for the SVG: the measured font first, so a browser draws what was measured.
    package var fontFamily: String { text.cssFontFamily }
    /// Base font size in px (`themeVariables.fontSize` / config `fontSize`, default 16).
    package var fontSize: Double { text.fontSize }
}
