/// Mermaid 11's built-in configuration for the settings Folio reads (lowest precedence),
/// and the vocabulary config warnings check against.
package enum ConfigDefaults {
    package static let curves = ["basis", "bumpX", "bumpY", "cardinal", "catmullRom", "linear", "monotoneX",
                                "monotoneY", "natural", "rounded", "step", "stepAfter", "stepBefore"]
    package static let looks = ["classic", "handDrawn"]
    package static let layouts = ["dagre", "elk", "tidy-tree", "cose-bilkent"]

    /// Keys of the diagram sections whose unknown keys are reported (with a suggestion).
    package static let sectionKeys: [String: [String]] = [
        "gitGraph": ["diagramPadding", "nodeLabel", "mainBranchName", "mainBranchOrder", "showCommitLabel",
                     "showBranches", "rotateCommitLabel", "parallelCommits", "arrowMarkerAbsolute", "titleTopMargin",
                     "useMaxWidth", "useWidth"],
        "mindmap": ["padding", "maxNodeWidth", "layoutAlgorithm", "useMaxWidth", "useWidth", "diagramPadding"],
        "treeView": ["rowIndent", "paddingX", "paddingY", "lineThickness", "useMaxWidth", "useWidth"],
        "elk": ["mergeEdges", "nodePlacementStrategy", "cycleBreakingStrategy", "forceNodeModelOrder", "considerModelOrder"],
    ]

    /// The values of the `elk` section's enumerations (mermaid's config schema).
    package static let elkEnums: [String: [String]] = [
        "nodePlacementStrategy": ["SIMPLE", "NETWORK_SIMPLEX", "LINEAR_SEGMENTS", "BRANDES_KOEPF"],
        "cycleBreakingStrategy": ["GREEDY", "DEPTH_FIRST", "INTERACTIVE", "MODEL_ORDER", "GREEDY_MODEL_ORDER"],
        "considerModelOrder": ["NONE", "NODES_AND_EDGES", "PREFER_EDGES", "PREFER_NODES"],
    ]

    /// Top-level keys mermaid's config schema knows.
    package static let topLevelKeys: Set<String> = [
        "theme", "themeVariables", "themeCSS", "fontFamily", "altFontFamily", "fontSize", "look", "layout",
        "handDrawnSeed", "darkMode", "logLevel", "securityLevel", "startOnLoad", "arrowMarkerAbsolute", "secure",
        "legacyMathML", "forceLegacyMathML", "deterministicIds", "deterministicIDSeed", "maxTextSize", "maxEdges",
        "htmlLabels", "wrap", "markdownAutoWrap", "suppressErrorRendering", "dompurifyConfig", "elk", "flowchart",
        "sequence", "gantt", "journey", "timeline", "class", "state", "er", "pie", "quadrantChart", "xyChart",
        "requirement", "architecture", "mindmap", "kanban", "gitGraph", "c4", "sankey", "packet", "block", "radar",
        "treemap", "venn", "ishikawa", "wardley", "wardley-beta", "treeView", "eventmodeling", "fontWeight", "displayMode",
        "titleTopMargin", "useMaxWidth",
    ]

    /// Sections people write under a diagram's header keyword, which mermaid silently ignores.
    package static let sectionAliases: [String: String] = [
        "graph": "flowchart", "flowchart-v2": "flowchart", "sequenceDiagram": "sequence", "classDiagram": "class",
        "classDiagram-v2": "class", "stateDiagram": "state", "stateDiagram-v2": "state", "erDiagram": "er",
        "gitgraph": "gitGraph", "xychart": "xyChart", "quadrant": "quadrantChart",
    ]

    package static let value: ConfigValue = .object([
        "theme": .string("default"),
        "look": .string("classic"),
        "layout": .string("dagre"),
        "fontFamily": .string("\"trebuchet ms\", verdana, arial, sans-serif"),
        "fontSize": .number(16),
        "securityLevel": .string("strict"),
        "htmlLabels": .bool(true),
        "markdownAutoWrap": .bool(true),
        "wrap": .bool(false),
        "maxTextSize": .number(50_000),
        "maxEdges": .number(500),
        "flowchart": .object([
            "titleTopMargin": .number(25), "diagramPadding": .number(8), "htmlLabels": .bool(true),
            "nodeSpacing": .number(50), "rankSpacing": .number(50), "curve": .string("basis"),
            "padding": .number(15), "useMaxWidth": .bool(true), "wrappingWidth": .number(200),
            "inheritDir": .bool(false),
        ]),
        "sequence": .object([
            "diagramMarginX": .number(50), "diagramMarginY": .number(10), "actorMargin": .number(50),
            "width": .number(150), "height": .number(65), "boxMargin": .number(10), "boxTextMargin": .number(5),
            "noteMargin": .number(10), "messageMargin": .number(35), "messageAlign": .string("center"),
            "mirrorActors": .bool(true), "bottomMarginAdj": .number(1), "useMaxWidth": .bool(true),
            "rightAngles": .bool(false), "showSequenceNumbers": .bool(false), "actorFontSize": .number(14),
            "actorFontWeight": .number(400), "noteFontSize": .number(14), "noteFontWeight": .number(400),
            "noteAlign": .string("center"), "messageFontSize": .number(16), "messageFontWeight": .number(400),
            "wrap": .bool(false), "wrapPadding": .number(10), "labelBoxWidth": .number(50),
            "labelBoxHeight": .number(20), "hideUnusedParticipants": .bool(false), "activationWidth": .number(10),
        ]),
        "class": .object([
            "titleTopMargin": .number(25), "dividerMargin": .number(10), "padding": .number(5),
            "textHeight": .number(10), "useMaxWidth": .bool(true), "diagramPadding": .number(8),
            "htmlLabels": .bool(false), "hideEmptyMembersBox": .bool(false), "nodeSpacing": .number(50),
            "rankSpacing": .number(50),
        ]),
        "state": .object([
            "titleTopMargin": .number(25), "dividerMargin": .number(10), "sizeUnit": .number(5),
            "padding": .number(8), "textHeight": .number(10), "titleShift": .number(-15), "noteMargin": .number(10),
            "forkWidth": .number(70), "forkHeight": .number(7), "miniPadding": .number(2), "fontSize": .number(24),
            "labelHeight": .number(16), "compositTitleSize": .number(35), "radius": .number(5),
            "useMaxWidth": .bool(true), "nodeSpacing": .number(50), "rankSpacing": .number(50),
        ]),
    ])
}
