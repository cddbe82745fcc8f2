// Why: the sequence layout reads two dozen settings; they are read here once per diagram, with
// mermaid's defaults, and once per process when no configuration layer touches the section.
import MermaidCore

/// Mermaid's `sequence` configuration with its defaults, read from the merged config.
/// `width`/`height` are the participant box size; margins are in px.
struct SequenceConfig: Equatable {
    var width = 150.0
    var height = 65.0
    var actorMargin = 50.0
    var boxMargin = 10.0
    var boxTextMargin = 5.0
    var noteMargin = 10.0
    var messageMargin = 35.0
    var activationWidth = 10.0
    var diagramMarginX = 50.0
    var diagramMarginY = 10.0
    var wrapPadding = 10.0
    var labelBoxWidth = 50.0
    var labelBoxHeight = 20.0
    var bottomMarginAdj = 1.0
    var mirrorActors = true
    var showSequenceNumbers = false
    var rightAngles = false
    var wrap = false
    var hideUnusedParticipants = false
    var messageAlign = "center"
    var noteAlign = "center"
    var fontSize = 16.0

    /// Height of one text line; mermaid measures about 1.125 em per line in a browser.
    var lineHeight: Double { (fontSize * 1.125).rounded() }

    init() {}

    init(context: DiagramContext) {
        // Without a layer that sets `sequence`, the section is mermaid's default: its settings are read
        // once per process (21 lookups were 7% of drawing a small sequence diagram).
        if context.keepsDefaults("sequence") {
            self = Self.defaults
        } else {
            read { context.setting("sequence", $0) }
        }
        fontSize = context.fontSize
        if context.config["wrap"]?.boolValue == true { wrap = true }
        width = max(width, 1)
        height = max(height, 1)
    }

    /// The settings of mermaid's default `sequence` section (``ConfigDefaults``).
    static let defaults: SequenceConfig = {
        var config = SequenceConfig()
        config.read { ConfigDefaults.value["sequence"]?[$0] }
        return config
    }()

    /// Takes each setting `setting` gives: sizes finite, not negative and at most 10,000; switches;
    /// alignments mermaid knows. Anything else keeps its default.
    mutating func read(_ setting: (String) -> ConfigValue?) {
        func number(_ key: String, _ value: inout Double) {
            if let v = setting(key)?.doubleValue, v.isFinite, v >= 0 { value = min(v, 10_000) }
        }
        func flag(_ key: String, _ value: inout Bool) {
            if let v = setting(key)?.boolValue { value = v }
        }
        number("width", &width)
        number("height", &height)
        number("actorMargin", &actorMargin)
        number("boxMargin", &boxMargin)
        number("boxTextMargin", &boxTextMargin)
        number("noteMargin", &noteMargin)
        number("messageMargin", &messageMargin)
        number("activationWidth", &activationWidth)
        number("diagramMarginX", &diagramMarginX)
        number("diagramMarginY", &diagramMarginY)
        number("wrapPadding", &wrapPadding)
        number("labelBoxWidth", &labelBoxWidth)
        number("labelBoxHeight", &labelBoxHeight)
        number("bottomMarginAdj", &bottomMarginAdj)
        flag("mirrorActors", &mirrorActors)
        flag("showSequenceNumbers", &showSequenceNumbers)
        flag("rightAngles", &rightAngles)
        flag("wrap", &wrap)
        flag("hideUnusedParticipants", &hideUnusedParticipants)
        for (key, keyPath) in [("messageAlign", \SequenceConfig.messageAlign), ("noteAlign", \SequenceConfig.noteAlign)] {
            if let v = setting(key)?.stringValue?.lowercased(),
               ["left", "center", "right", "start", "middle", "end"].contains(v) {
                self[keyPath: keyPath] = v
            }
        }
    }
}
