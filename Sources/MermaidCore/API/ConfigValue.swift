/// A JSON-like configuration value: what front matter `config:`, `%%{init}%%`
/// directives and site configuration all parse into before they are merged.
///
/// ```swift
/// let site: ConfigValue = .object(["theme": .string("forest"), "flowchart": .object(["curve": .string("linear")])])
/// site["flowchart"]?["curve"]?.stringValue   // "linear"
/// ```
public enum ConfigValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([ConfigValue])
    case object([String: ConfigValue])
    case null

    /// The member named `key` of an object; nil for other values.
    public subscript(key: String) -> ConfigValue? {
        if case .object(let dict) = self { return dict[key] }
        return nil
    }

    /// Strings as they are; numbers and booleans as text (`3`, `2.5`, `true`); nil otherwise.
    public var stringValue: String? {
        switch self {
        case .string(let s): return s
        case .number(let n):
            guard n.isFinite else { return nil }
            return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .bool(let b): return b ? "true" : "false"
        default: return nil
        }
    }

    /// Numbers, and strings that hold one (a `px` suffix allowed); nil otherwise.
    public var doubleValue: Double? {
        switch self {
        case .number(let n): return n
        case .string(let s): return Double(s.hasSuffix("px") ? String(s.trimmingASCIIWhitespace().dropLast(2)) : s.trimmingASCIIWhitespace())
        default: return nil
        }
    }

    /// Booleans, and the strings `true` and `false`; nil otherwise.
    public var boolValue: Bool? {
        switch self {
        case .bool(let b): return b
        case .string(let s): return s == "true" ? true : (s == "false" ? false : nil)
        default: return nil
        }
    }

    /// Deep merge: values in `other` win; objects merge key by key.
    public func merged(with other: ConfigValue) -> ConfigValue {
        guard case .object(var mine) = self, case .object(let theirs) = other else { return other }
        for (key, value) in theirs {
            if let existing = mine[key] { mine[key] = existing.merged(with: value) } else { mine[key] = value }
        }
        return .object(mine)
    }
}

import Foundation
