// Why: Hugo's `cascade` picks the pages it reaches with a target (`path: '{/articles,/articles/**}'`,
// `kind: '{page,section}'`), written as globs where `/` separates: `*` and `?` stay within one part, `**`
// crosses parts, `{a,b}` offers alternatives, `[abc]`/`[!a-z]` a set. A small matcher of that syntax, so
// a migrated Hugo site's cascades reach the pages they reached there.

/// A glob over `/`-separated paths (Hugo's cascade targets), matched without case.
struct PathGlob: Sendable, Equatable {
    /// The pattern with its `{…}` alternatives expanded, lowercased.
    private let alternatives: [[Character]]

    /// Nil when the pattern is malformed (an unclosed `{` or `[`) or expands to more than 64 alternatives.
    init?(_ pattern: String) {
        guard let expanded = Self.expand(Array(pattern.lowercased()), budget: 64) else { return nil }
        alternatives = expanded
    }

    /// Whether `text` matches one alternative, whole.
    func matches(_ text: String) -> Bool {
        let characters = Array(text.lowercased())
        return alternatives.contains { Self.match($0[...], characters[...]) }
    }

    /// The pattern's `{a,b}` groups expanded (nested ones too), nil when malformed or too many.
    private static func expand(_ pattern: [Character], budget: Int) -> [[Character]]? {
        guard let open = pattern.firstIndex(of: "{") else {
            // Every set closed (a `]` with no `[` is a literal).
            return pattern.count(where: { $0 == "[" }) <= pattern.count(where: { $0 == "]" }) ? [pattern] : nil
        }
        var depth = 0, close: Int?, commas: [Int] = []
        for index in open..<pattern.count {
            switch pattern[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { close = index }
            case "," where depth == 1: commas.append(index)
            default: break
            }
            if close != nil { break }
        }
        guard let close else { return nil }
        let bounds = [open] + commas + [close]
        var result: [[Character]] = []
        for part in 0..<(bounds.count - 1) {
            let candidate = Array(pattern[..<open]) + pattern[(bounds[part] + 1)..<bounds[part + 1]] + pattern[(close + 1)...]
            guard let expanded = expand(candidate, budget: budget - result.count) else { return nil }
            result += expanded
            if result.count > budget { return nil }
        }
        return result
    }

    private static func match(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            let crosses = pattern.dropFirst().first == "*"
            let rest = pattern.dropFirst(crosses ? 2 : 1)
            var index = text.startIndex
            while true {
                if match(rest, text[index...]) { return true }
                guard index < text.endIndex, crosses || text[index] != "/" else { return false }
                index += 1
            }
        case "?":
            guard let character = text.first, character != "/" else { return false }
            return match(pattern.dropFirst(), text.dropFirst())
        case "[":
            guard let character = text.first, let close = pattern.dropFirst().firstIndex(of: "]") else { return false }
            var set = pattern[(pattern.startIndex + 1)..<close]
            let negated = set.first == "!" || set.first == "^"
            if negated { set = set.dropFirst() }
            var inSet = false, index = set.startIndex
            while index < set.endIndex {
                if index + 2 < set.endIndex, set[index + 1] == "-" {
                    if set[index] <= character && character <= set[index + 2] { inSet = true }
                    index += 3
                } else {
                    if set[index] == character { inSet = true }
                    index += 1
                }
            }
            guard inSet != negated, character != "/" else { return false }
            return match(pattern[(close + 1)...], text.dropFirst())
        case "\\" where pattern.count > 1:
            let literal = pattern[pattern.startIndex + 1]
            guard text.first == literal else { return false }
            return match(pattern.dropFirst(2), text.dropFirst())
        default:
            guard text.first == first else { return false }
            return match(pattern.dropFirst(), text.dropFirst())
        }
    }
}
