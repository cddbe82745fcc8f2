/// A front matter value. Scalars stay strings (no YAML timestamp or number guessing), so
/// `version: 1.0` shows as written and dates keep their timezone text.
public enum FrontMatterValue: Sendable, Equatable {
    case string(String)
    case list([FrontMatterValue])
    case map([(key: String, value: FrontMatterValue)])
    case null

    public static func == (a: FrontMatterValue, b: FrontMatterValue) -> Bool {
        switch (a, b) {
        case let (.string(x), .string(y)): return x == y
        case let (.list(x), .list(y)): return x == y
        case let (.map(x), .map(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.null, .null): return true
        default: return false
        }
    }

    /// The scalar text, or the items joined by ", " for a list of scalars.
    public var text: String? {
        switch self {
        case .string(let s): return s
        case .list(let items):
            let texts = items.compactMap(\.text)
            return texts.isEmpty ? nil : texts.joined(separator: ", ")
        case .map, .null: return nil
        }
    }

    /// The value of a map's key `name` (lowercase), compared as front matter keys are (``FrontMatter/key(_:lowercasedIs:)``);
    /// nil for a value that is no map, or a map without it.
    func member(_ name: String) -> FrontMatterValue? {
        guard case .map(let pairs) = self else { return nil }
        return pairs.first { FrontMatter.key($0.key, lowercasedIs: name) }?.value
    }

    /// Scalars as a one-element list, lists as their scalar items.
    public var textList: [String] {
        switch self {
        case .string(let s): return [s]
        case .list(let items): return items.compactMap(\.text)
        case .map, .null: return []
        }
    }

    /// Plain Swift values for Mustache: String, [Any] or [String: Any].
    public var templateValue: Any {
        switch self {
        case .string(let s): return s
        case .list(let items): return items.map(\.templateValue)
        case .map(let pairs):
            var dict: [String: Any] = [:]
            for (key, value) in pairs { dict[key] = value.templateValue }
            return dict
        case .null: return ""
        }
    }
}
