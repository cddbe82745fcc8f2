/// "Did you mean …?" suggestions for misspelt config values and keys.
package enum EditDistance {
    /// Levenshtein distance, case-insensitive, bounded to inputs of 64 characters.
    package static func distance(_ a: String, _ b: String) -> Int {
        let x = lowerBytes(a), y = lowerBytes(b)
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

    /// ASCII-lowercased UTF-8 bytes, at most 64.
    private static func lowerBytes(_ s: String) -> [UInt8] {
        s.utf8.prefix(64).map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    }

    /// The closest candidate within a distance of max(2, length/3), ties broken alphabetically.
    package static func suggestion(for word: String, among candidates: [String]) -> String? {
        let limit = max(2, word.utf8.count / 3)
        var best: (String, Int)?
        for candidate in candidates.sorted() where abs(candidate.utf8.count - word.utf8.count) <= limit {
            let d = distance(word, candidate)
            if d <= limit, best == nil || d < best!.1 { best = (candidate, d) }
        }
        return best?.0
    }
}

import Foundation

/// `EditDistance.suggestion` over a fixed vocabulary, remembered per word: the same misspelt
/// key tends to appear in every diagram of a site (copy-pasted init blocks).
final class SuggestionMemo: @unchecked Sendable {
    private let candidates: [String]
    private var memo: [String: String?] = [:]
    private let lock = NSLock()

    init(_ candidates: [String]) { self.candidates = candidates }

    func suggestion(for word: String) -> String? {
        lock.lock()
        if let hit = memo[word] { lock.unlock(); return hit }
        lock.unlock()
        let found = EditDistance.suggestion(for: word, among: candidates)
        lock.lock()
        if memo.count > 512 { memo.removeAll() }
        memo[word] = .some(found)
        lock.unlock()
        return found
    }
}
