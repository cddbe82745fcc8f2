import MermaidCore

/// Mermaid's `sequence` configuration with its defaults, read from the merged config.
/// `width`/`height` are the participant box size; margins are in px.
struct SequenceConfig {
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
        fontSize = context.fontSize
        func number(_ key: String, _ value: inout Double) {
            if let v = context.setting("sequence", key)?.doubleValue, v.isFinite, v >= 0 { value = min(v, 10_000) }
        }
        func flag(_ key: String, _ value: inout Bool) {
            if let v = context.setting("sequence", key)?.boolValue { value = v }
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
        if context.config["wrap"]?.boolValue == true { wrap = true }
        for (key, keyPath) in [("messageAlign", \SequenceConfig.messageAlign), ("noteAlign", \SequenceConfig.noteAlign)] {
            if let v = context.setting("sequence", key)?.stringValue?.lowercased(),
               ["left", "center", "right", "start", "middle", "end"].contains(v) {
                self[keyPath: keyPath] = v
            }
        }
        width = max(width, 1)
        height = max(height, 1)
    }
}
