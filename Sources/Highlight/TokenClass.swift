/// What a stretch of code is, as far as colour goes: the classes the theme colours (`hl-…` in
/// HTML), mapped from tree-sitter's capture names (`@keyword.function`, `@string.escape`, …).
///
/// Why a small fixed set: themes colour a dozen classes, and the many capture-name conventions
/// (tree-sitter's own, Neovim's) map onto them by their leading words.
public enum TokenClass: UInt8, CaseIterable, Sendable {
    case keyword = 1, string, escape, comment, number, constant, builtin, type, function, `operator`, punctuation
    case property, tag, attribute, heading, emphasis, inserted, deleted, meta, prompt
    /// A capture that says "no colour" (`@variable`, `@variable.parameter`): it still claims the node,
    /// so that a less specific pattern does not colour it.
    case plain = 254

    /// The class in the HTML, `hl-` plus this.
    public var cssName: String {
        switch self {
        case .keyword: "kw"
        case .string: "str"
        case .escape: "esc"
        case .comment: "com"
        case .number: "num"
        case .constant: "con"
        case .builtin: "bi"
        case .type: "typ"
        case .function: "fn"
        case .operator: "op"
        case .punctuation: "pun"
        case .property: "prop"
        case .tag: "tag"
        case .attribute: "attr"
        case .heading: "head"
        case .emphasis: "em"
        case .inserted: "ins"
        case .deleted: "del"
        case .meta: "meta"
        case .prompt: "prm"
        case .plain: ""
        }
    }

    /// The class for a capture name, or nil for captures that are not about colour
    /// (`@spell`, `@none`, `@injection.content`, `@local.scope`, `@embedded`).
    public init?(capture name: String) {
        let parts = name.split(separator: ".")
        guard let head = parts.first else { return nil }
        let second = parts.count > 1 ? parts[1] : ""
        switch head {
        case "comment": self = .comment
        case "string", "character":
            if second == "escape" || second == "regexp" || second == "regex" { self = .escape }
            else if second == "special" && parts.count > 2 && parts[2] == "key" { self = .property }
            else if second == "special" && parts.count > 2 && parts[2] == "url" { self = .string }
            else { self = .string }
        case "escape": self = .escape
        case "number", "float": self = .number
        case "boolean": self = .builtin
        case "constant":
            self = second == "builtin" ? .builtin : .constant
        case "keyword", "conditional", "repeat", "include", "exception", "storageclass", "define", "preproc", "debug":
            self = .keyword
        case "type", "constructor", "namespace", "module":
            self = .type
        case "function", "method":
            self = second == "builtin" ? .builtin : .function
        case "operator": self = .operator
        case "punctuation":
            self = second == "special" ? .operator : .punctuation
        case "property", "field": self = .property
        case "tag":
            self = second == "attribute" ? .attribute : (second == "delimiter" ? .punctuation : .tag)
        case "attribute", "decorator", "annotation": self = .attribute
        case "label": self = .property
        case "variable":
            if second == "builtin" { self = .builtin }
            else if second == "member" { self = .property }
            else { self = .plain }
        case "parameter": self = .plain
        case "text", "markup":
            switch second {
            case "title", "heading": self = .heading
            case "literal", "raw", "uri", "link": self = .string
            case "emphasis", "strong", "italic": self = .emphasis
            case "reference": self = .function
            case "quote": self = .comment
            case "list": self = .punctuation
            default: return nil
            }
        case "diff":
            switch second {
            case "plus": self = .inserted
            case "minus": self = .deleted
            default: self = .meta
            }
        default: return nil
        }
    }
}
