/// A configuration tree that remembers where each key and value was written, so
/// config warnings ("unknown curve 'natual'") can point at the exact line and column.
/// Front matter YAML and `%%{init}%%` directives both parse into it.
struct ConfigNode: Sendable {
    indirect enum Kind: Sendable {
        case scalar(ConfigValue)
        case list([ConfigNode])
        case map([Entry])
    }

    struct Entry: Sendable {
        var key: String
        var keyPosition: SourcePosition
        var node: ConfigNode
    }

    var kind: Kind
    /// Where the value starts.
    var position: SourcePosition

    static func scalar(_ value: ConfigValue, at position: SourcePosition) -> ConfigNode {
        ConfigNode(kind: .scalar(value), position: position)
    }

    /// The plain value (later keys win when a map repeats a key, as in JSON and YAML parsers).
    var value: ConfigValue {
        switch kind {
        case .scalar(let v): return v
        case .list(let items): return .array(items.map(\.value))
        case .map(let entries):
            var dict: [String: ConfigValue] = [:]
            for entry in entries { dict[entry.key] = entry.node.value }
            return .object(dict)
        }
    }

    var entries: [Entry] {
        if case .map(let e) = kind { return e }
        return []
    }

    func entry(_ key: String) -> Entry? { entries.last { $0.key == key } }
}

/// A parse failure inside a config text, with its position.
struct ConfigSyntaxError: Error, Sendable {
    var message: String
    var position: SourcePosition
}
