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
        return alternatives.contains { Self.match($0, characters) }
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

    /// One piece of a pattern.
    enum Token: Equatable {
        /// `*` (within a part) or `**` (across parts).
        case any(crossesParts: Bool)
        /// `?`: one character of a part.
        case one
        /// `[…]`: one character of a part, in (or, negated, not in) the ranges.
        case set(ranges: [ClosedRange<Character>], negated: Bool)
        case literal(Character)
    }

    /// The pieces of one alternative (its sets are closed: ``expand(_:budget:)`` checked).
    static func tokens(_ pattern: [Character]) -> [Token] {
        var tokens: [Token] = [], index = 0
        while index < pattern.count {
            switch pattern[index] {
            case "*":
                let crosses = index + 1 < pattern.count && pattern[index + 1] == "*"
                // `***` is `**`: one token a run, so a run of stars costs no more than one.
                if case .any(let before)? = tokens.last { tokens[tokens.count - 1] = .any(crossesParts: before || crosses) }
                else { tokens.append(.any(crossesParts: crosses)) }
                index += crosses ? 2 : 1
            case "?":
                tokens.append(.one)
                index += 1
            case "[":
                guard let close = pattern[(index + 1)...].firstIndex(of: "]") else {
                    tokens.append(.literal("["))
                    index += 1
                    continue
                }
                var set = Array(pattern[(index + 1)..<close])
                let negated = set.first == "!" || set.first == "^"
                if negated { set.removeFirst() }
                var ranges: [ClosedRange<Character>] = [], at = 0
                while at < set.count {
                    if at + 2 < set.count, set[at + 1] == "-", set[at] <= set[at + 2] {
                        ranges.append(set[at]...set[at + 2])
                        at += 3
                    } else {
                        ranges.append(set[at]...set[at])
                        at += 1
                    }
                }
                tokens.append(.set(ranges: ranges, negated: negated))
                index = close + 1
            case "\\" where index + 1 < pattern.count:
                tokens.append(.literal(pattern[index + 1]))
                index += 2
            default:
                tokens.append(.literal(pattern[index]))
                index += 1
            }
        }
        return tokens
    }

    /// Whether `tokens` match all of `text`: a table of (piece, position) answers filled from the end, so a
    /// pattern of many stars costs its length times the text's, never a search that doubles per star.
    private static func match(_ pattern: [Character], _ text: [Character]) -> Bool {
        let tokens = tokens(pattern)
        let width = text.count + 1
        // matches[t * width + j]: do tokens[t...] match text[j...]?
        var matches = [Bool](repeating: false, count: (tokens.count + 1) * width)
        matches[tokens.count * width + text.count] = true
        for t in stride(from: tokens.count - 1, through: 0, by: -1) {
            for j in stride(from: text.count, through: 0, by: -1) {
                let rest = j < text.count ? matches[(t + 1) * width + j + 1] : false
                let inPart = j < text.count && text[j] != "/"
                switch tokens[t] {
                case .any(let crosses):
                    matches[t * width + j] = matches[(t + 1) * width + j]
                        || (j < text.count && (crosses || text[j] != "/") && matches[t * width + j + 1])
                case .one:
                    matches[t * width + j] = inPart && rest
                case .set(let ranges, let negated):
                    matches[t * width + j] = inPart && rest && ranges.contains { $0.contains(text[j]) } != negated
                case .literal(let character):
                    matches[t * width + j] = j < text.count && text[j] == character && rest
                }
            }
        }
        return matches[0]
    }
}
