/// "Did you mean …?" suggestions for misspelt config values and keys.
public enum EditDistance {
    /// Levenshtein distance, case-insensitive, bounded to inputs of 64 characters.
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased().prefix(64)), y = Array(b.lowercased().prefix(64))
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// The closest candidate within a distance of max(2, length/3), ties broken alphabetically.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        var best: (String, Int)?
        for candidate in candidates.sorted() where abs(candidate.count - word.count) <= limit {
            let d = distance(word, candidate)
            if d <= limit, best == nil || d < best!.1 { best = (candidate, d) }
        }
        return best?.0
    }
}
