/// The words and rules of one family of mermaid diagrams, as far as colouring its source goes: the
/// statements a line starts with, the words that are keywords anywhere outside text, the attribute
/// keys (`id:`, `shape:`), and where label text begins.
///
/// Why a table of ours: no tree-sitter grammar covers mermaid's ~27 diagram types (the one in
/// tree-sitter-language-pack knows eight, and colours by error recovery elsewhere), and issue 19 asks
/// for "a small grammar of ours" for diagram sources. Each diagram type's keywords are few and
/// documented on its mermaid syntax page; they are listed here once, by the header that selects them.
struct MermaidDialect: Sendable {
    /// Words that are keywords as the first word of a statement.
    var statements: Set<String> = []
    /// Words that are keywords anywhere in code (not in labels or text).
    var inline: Set<String> = []
    /// Constants (`NORMAL`, `[*]` is handled apart).
    var constants: Set<String> = []
    /// Keys coloured as properties when a `:` follows them (`commit id: "x"`, `@{ shape: rect }`).
    var keys: Set<String> = []
    /// Statements whose rest of line is free text (`title My diagram`).
    var textStatements: Set<String> = ["title", "accTitle", "accDescr"]
    /// Whether the rest of a line after a `:` is label text (sequence messages, state descriptions).
    var colonStartsText = false
    /// Whether a bracket right after a word holds a label (`A[Start]`, `id((text))`).
    var bracketsHoldText = false
    /// Whether `-` joins two words (`cherry-pick`, `x-axis`); not in sequence diagrams, where
    /// `Alice-xBob` is an arrow.
    var hyphenJoinsWords = true
    /// Whether `'…'` is a string (kanban's metadata values); elsewhere an apostrophe is text.
    var singleQuotedStrings = false
    /// Whether `//` starts a comment (ZenUML).
    var slashComments = false
    /// Whether `{` and `}` end a statement, so the next word may be a statement keyword (ZenUML).
    var bracesSeparateStatements = false
    /// Arrow shapes: sequence (`->>`, `-x`, `-)`), class relations (`<|--`, `*--`), ER cardinalities (`||--o{`).
    var arrows: ArrowStyle = .general

    enum ArrowStyle: Sendable { case general, sequence, classRelation, entityRelation }

    private static let styling: Set<String> = ["classDef", "class", "style", "linkStyle", "click", "direction"]
    private static let directions: Set<String> = ["TB", "TD", "BT", "RL", "LR"]

    /// The dialect of a diagram whose header (first word) is `header`; nil for a header mermaid does not know.
    static func forHeader(_ header: String) -> MermaidDialect? {
        var d = MermaidDialect()
        switch header {
        case "graph", "flowchart", "flowchart-v2", "flowchart-elk":
            d.statements = styling.union(["subgraph", "end", "call", "href"])
            d.inline = directions
            d.keys = ["shape", "label", "icon", "form", "pos", "h", "w", "img", "constraint", "animate", "curve"]
            d.bracketsHoldText = true
        case "sequenceDiagram":
            d.statements = ["participant", "actor", "create", "destroy", "box", "end", "loop", "alt", "else", "opt",
                            "par", "and", "critical", "option", "break", "rect", "note", "Note", "activate",
                            "deactivate", "autonumber", "link", "links", "properties", "details"]
            d.inline = ["as", "right", "left", "of", "over", "off"]
            d.keys = ["type", "alias"]
            d.colonStartsText = true
            d.hyphenJoinsWords = false
            d.arrows = .sequence
        case "zenuml":
            d.statements = ["title", "if", "else", "while", "for", "forEach", "foreach", "loop", "opt", "par",
                            "critical", "try", "catch", "finally", "return", "new", "group", "as"]
            d.inline = ["as", "new", "return"]
            d.colonStartsText = true
            d.hyphenJoinsWords = false
            d.slashComments = true
            d.bracesSeparateStatements = true
            d.arrows = .sequence
        case "classDiagram", "classDiagram-v2":
            d.statements = styling.union(["namespace", "note", "cssClass", "callback", "link"])
            d.inline = directions.union(["for"])
            d.colonStartsText = true
            d.bracketsHoldText = true
            d.arrows = .classRelation
        case "stateDiagram", "stateDiagram-v2":
            d.statements = styling.union(["state", "note", "end"])
            d.inline = directions.union(["as", "right", "left", "of"])
            d.colonStartsText = true
        case "erDiagram":
            d.statements = styling
            d.inline = directions.union(["PK", "FK", "UK"])
            d.colonStartsText = true
            d.arrows = .entityRelation
        case "gantt":
            d.statements = ["dateFormat", "axisFormat", "tickInterval", "excludes", "includes", "todayMarker", "weekday",
                            "section", "inclusiveEndDates", "topAxis", "displayMode", "click", "call", "href"]
            d.inline = ["after", "until", "crit", "done", "active", "milestone", "vert"]
            d.textStatements.formUnion(["section", "dateFormat", "axisFormat"])
        case "pie":
            d.statements = ["showData"]
            d.inline = ["showData", "title"]
        case "journey":
            d.statements = ["section"]
            d.textStatements.insert("section")
        case "timeline":
            d.statements = ["section"]
            d.textStatements.insert("section")
            d.colonStartsText = true
        case "gitGraph":
            d.statements = ["commit", "branch", "checkout", "switch", "merge", "cherry-pick"]
            d.inline = directions.union(["TB", "BT"])
            d.constants = ["NORMAL", "REVERSE", "HIGHLIGHT"]
            d.keys = ["id", "tag", "type", "order", "parent"]
        case "mindmap":
            d.bracketsHoldText = true
        case "quadrantChart":
            d.statements = ["x-axis", "y-axis", "quadrant-1", "quadrant-2", "quadrant-3", "quadrant-4", "classDef"]
            d.keys = ["radius", "color", "stroke-color", "stroke-width"]
            d.textStatements.formUnion(["quadrant-1", "quadrant-2", "quadrant-3", "quadrant-4"])
        case "xychart", "xychart-beta":
            d.statements = ["x-axis", "y-axis", "bar", "line"]
            d.inline = ["horizontal", "vertical"]
        case "block-beta", "block":
            d.statements = styling.union(["columns", "block", "end", "space"])
            d.inline = ["space"]
            d.bracketsHoldText = true
        case "packet", "packet-beta", "sankey", "sankey-beta", "treemap-beta", "treemap", "treeView-beta", "info":
            d.statements = styling.subtracting(["direction"])
            d.inline = ["showInfo"]
        case "kanban":
            d.keys = ["assigned", "ticket", "priority", "icon", "label"]
            d.singleQuotedStrings = true
            d.bracketsHoldText = true
        case "architecture-beta", "architecture":
            d.statements = ["group", "service", "junction"]
            d.inline = ["in"]
            d.bracketsHoldText = true
        case "radar-beta", "radar":
            d.statements = ["axis", "curve", "max", "min", "ticks", "showLegend", "graticule"]
        case "C4Context", "C4Container", "C4Component", "C4Dynamic", "C4Deployment":
            d.statements = c4Statements
        case "requirementDiagram", "requirement":
            d.statements = ["requirement", "functionalRequirement", "interfaceRequirement", "performanceRequirement",
                            "physicalRequirement", "designConstraint", "element", "direction"]
            d.inline = ["satisfies", "traces", "contains", "copies", "derives", "refines", "verifies"]
            d.keys = ["id", "text", "risk", "verifymethod", "type", "docref"]
            d.textStatements.formUnion(["text"])
        case "venn-beta", "venn":
            d.statements = ["set", "union", "text", "style"]
        case "ishikawa-beta", "ishikawa":
            break
        case "eventmodeling":
            d.statements = ["tf", "rf", "timeframe", "resetframe", "data"]
            d.inline = ["ui", "cmd", "command", "evt", "event", "rmo", "pcr", "processor", "readmodel"]
        case "wardley-beta":
            d.statements = ["anchor", "component", "evolve", "pipeline", "note", "annotation", "annotations",
                            "evolution", "size", "accelerator", "deaccelerator", "market", "ecosystem"]
            d.inline = ["label", "inertia", "market", "ecosystem"]
        default:
            return nil
        }
        return d
    }

    /// C4's element and relation macros (mermaid's C4 syntax page).
    private static let c4Statements: Set<String> = [
        "Person", "Person_Ext", "System", "System_Ext", "SystemDb", "SystemDb_Ext", "SystemQueue", "SystemQueue_Ext",
        "Boundary", "Enterprise_Boundary", "System_Boundary", "Container", "Container_Ext", "ContainerDb",
        "ContainerDb_Ext", "ContainerQueue", "ContainerQueue_Ext", "Container_Boundary", "Component", "Component_Ext",
        "ComponentDb", "ComponentDb_Ext", "ComponentQueue", "ComponentQueue_Ext", "Deployment_Node", "Node", "Node_L",
        "Node_R", "Rel", "BiRel", "Rel_U", "Rel_Up", "Rel_D", "Rel_Down", "Rel_L", "Rel_Left", "Rel_R", "Rel_Right",
        "Rel_Back", "RelIndex", "UpdateElementStyle", "UpdateRelStyle", "UpdateLayoutConfig", "UpdateBoundaryStyle",
    ]
}
