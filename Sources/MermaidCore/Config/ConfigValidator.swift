/// Checks one config tree (front matter `config:` or one `%%{init}%%` directive) and
/// reports what mermaid would silently ignore or misread: misspelt enum values, unknown
/// keys, sections under a diagram keyword instead of the config section, bad colours.
struct ConfigValidator {
    private(set) var warnings: [MermaidWarning] = []
    /// Original source lines (index 0 = line 1), for the warning's `sourceLine`.
    let sourceLines: [String]

    init(sourceLines: [String]) {
        self.sourceLines = sourceLines
    }

    mutating func validate(_ root: ConfigNode) {
        for entry in root.entries {
            let key = entry.key
            if let section = ConfigDefaults.sectionAliases[key] {
                warn("'\(key)' is not a mermaid config section, so mermaid ignores it; use '\(section)'",
                     at: entry.keyPosition, code: "misplaced-config-section")
                validateSection(entry.node, name: section)
                continue
            }
            guard ConfigDefaults.topLevelKeys.contains(key) else {
                let hint = Self.keySuggestions.suggestion(for: key)
                warn("unknown config key '\(key)'" + (hint.map { ", did you mean '\($0)'?" } ?? "; ignored"),
                     at: entry.keyPosition, code: "unknown-config-key")
                continue
            }
            switch key {
            case "theme":
                checkEnum(entry.node, kind: "theme", valid: Theme.names, fallback: "using 'default'")
            case "look":
                if entry.node.value.stringValue == "neo" {
                    warn("look 'neo' is drawn as the classic look", at: entry.node.position, code: "look-drawn-classic")
                } else {
                    checkEnum(entry.node, kind: "look", valid: ConfigDefaults.looks + ["neo"], fallback: "using 'classic'")
                }
            case "layout":
                checkEnum(entry.node, kind: "layout", valid: ConfigDefaults.layouts, fallback: "using 'dagre'")
            case "themeVariables":
                validateThemeVariables(entry.node)
            case "flowchart", "class", "state", "sequence":
                validateSection(entry.node, name: key)
            case "gitGraph", "mindmap", "treeView":
                validateKeys(entry.node, section: key)
            case "elk":
                validateKeys(entry.node, section: key)
                validateElk(entry.node)
            case "fontSize":
                if entry.node.value.doubleValue == nil {
                    warn("fontSize should be a number of pixels", at: entry.node.position, code: "invalid-config-value")
                }
            default:
                break
            }
        }
    }

    private mutating func validateSection(_ node: ConfigNode, name: String) {
        for entry in node.entries {
            switch (name, entry.key) {
            case ("flowchart", "curve"), ("class", "curve"), ("state", "curve"):
                checkEnum(entry.node, kind: "curve", valid: ConfigDefaults.curves, fallback: "using 'basis'")
            case ("sequence", "messageAlign"), ("sequence", "noteAlign"):
                checkEnum(entry.node, kind: entry.key, valid: ["left", "center", "right"], fallback: "using 'center'")
            case ("flowchart", "defaultRenderer"), ("class", "defaultRenderer"), ("state", "defaultRenderer"):
                checkEnum(entry.node, kind: "renderer", valid: ["dagre-d3", "dagre-wrapper", "elk"], fallback: "ignored")
            default:
                break
            }
        }
    }

    /// Warns about keys a section does not have, suggesting the closest one.
    private mutating func validateKeys(_ node: ConfigNode, section: String) {
        guard let known = ConfigDefaults.sectionKeys[section] else { return }
        for entry in node.entries where !known.contains(entry.key) {
            let hint = EditDistance.suggestion(for: entry.key, among: known)
            warn("unknown \(section) setting '\(entry.key)'" + (hint.map { ", did you mean '\($0)'?" } ?? "; ignored"),
                 at: entry.keyPosition, code: "unknown-config-key")
        }
    }

    /// The `elk` section's enumerations and switches (its keys are checked by `validateKeys`).
    private mutating func validateElk(_ node: ConfigNode) {
        for entry in node.entries {
            if let valid = ConfigDefaults.elkEnums[entry.key] {
                checkEnum(entry.node, kind: "elk \(entry.key)", valid: valid, fallback: "using the default")
            } else if entry.key == "mergeEdges" || entry.key == "forceNodeModelOrder", entry.node.value.boolValue == nil {
                warn("elk \(entry.key) should be true or false; using false", at: entry.node.position, code: "invalid-config-value")
            }
        }
    }

    private mutating func validateThemeVariables(_ node: ConfigNode) {
        for entry in node.entries {
            guard Theme.isKnownVariable(entry.key) else {
                let hint = Self.variableSuggestions.suggestion(for: entry.key)
                warn("unknown theme variable '\(entry.key)'" + (hint.map { ", did you mean '\($0)'?" } ?? "; ignored"),
                     at: entry.keyPosition, code: "unknown-theme-variable")
                continue
            }
            if Self.isColorVariable(entry.key), let text = entry.node.value.stringValue, Color(css: text) == nil {
                warn("'\(text)' is not a colour mermaid understands (themeVariables.\(entry.key))", at: entry.node.position, code: "invalid-color")
            }
        }
    }

    static let variableSuggestions = SuggestionMemo(Theme.knownVariables.sorted())
    static let keySuggestions = SuggestionMemo(ConfigDefaults.topLevelKeys.sorted())

    /// Variables whose values must be colours (by mermaid's naming conventions).
    static func isColorVariable(_ key: String) -> Bool {
        let suffixes = ["Color", "Bkg", "Border", "Background", "Fill"]
        return suffixes.contains { key.hasSuffix($0) } && !key.hasSuffix("FontSize")
    }

    private mutating func checkEnum(_ node: ConfigNode, kind: String, valid: [String], fallback: String) {
        guard let value = node.value.stringValue else {
            warn("\(kind) should be one of \(valid.joined(separator: ", ")); \(fallback)", at: node.position, code: "invalid-config-value")
            return
        }
        guard !valid.contains(value) else { return }
        if let hint = EditDistance.suggestion(for: value, among: valid) {
            warn("unknown \(kind) '\(value)', did you mean '\(hint)'?", at: node.position, code: "invalid-config-value")
        } else {
            warn("unknown \(kind) '\(value)'; \(fallback)", at: node.position, code: "invalid-config-value")
        }
    }

    private mutating func warn(_ message: String, at position: SourcePosition, code: String) {
        warnings.append(MermaidWarning(line: position.line, column: position.column, message: message,
                                       sourceLine: position.line >= 1 && position.line <= sourceLines.count ? sourceLines[position.line - 1] : "",
                                       code: code))
    }
}
