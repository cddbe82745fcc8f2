import Foundation

/// Parses what authors write under `license`, `licenses` or `license(s)` into licenses.
///
/// `MIT, CC BY 4.0` → `MIT`, `CC-BY-4.0`. Separators: commas, semicolons, `/`, `&`, and
/// the SPDX operators `AND`/`OR`/`WITH` (case-insensitive), plus YAML lists. Parentheses
/// are dropped. Anything not in ``LicenseCatalog`` is kept verbatim and reported.
public enum LicenseExpression {
    /// The licenses in order of first appearance (duplicates removed) and the parts that
    /// were not recognised.
    public static func parse(_ values: [String]) -> (licenses: [License], unknown: [String]) {
        // A site repeats the same few license lines on every page: parse each once.
        if let known = cache.value(for: values) { return known }
        let result = parseUncached(values)
        cache.store(result, for: values)
        return result
    }

    private static let cache = ParsedLicenseCache()

    private static func parseUncached(_ values: [String]) -> (licenses: [License], unknown: [String]) {
        var licenses: [License] = []
        var unknown: [String] = []
        var seen = Set<String>()
        for value in values {
            for part in split(value) {
                if let license = LicenseCatalog.lookup(part) {
                    if seen.insert(license.id).inserted { licenses.append(license) }
                } else if seen.insert(part).inserted {
                    licenses.append(License(id: part, name: part, url: nil))
                    unknown.append(part)
                }
            }
        }
        return (licenses, unknown)
    }

    static func split(_ text: String) -> [String] {
        var cleaned = ""
        for ch in text {
            switch ch {
            case ",", ";", "/", "&", "(", ")", "|": cleaned.append("\u{1F}")
            default: cleaned.append(ch)
            }
        }
        var parts: [String] = []
        for chunk in cleaned.split(separator: "\u{1F}") {
            // SPDX operators are whole words in upper or lower case.
            var current: [Substring] = []
            for word in chunk.split(separator: " ") {
                let lowered = word.lowercased()
                if lowered == "and" || lowered == "or" || lowered == "with" {
                    if !current.isEmpty { parts.append(current.joined(separator: " ")) }
                    current = []
                } else {
                    current.append(word)
                }
            }
            if !current.isEmpty { parts.append(current.joined(separator: " ")) }
        }
        return parts.map { $0.trimming(" \t\"'") }.filter { !$0.isEmpty }
    }
}

/// License lines already parsed, shared by the threads that load pages. Bounded: a site
/// with thousands of different license lines just stops caching.
private final class ParsedLicenseCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [[String]: (licenses: [License], unknown: [String])] = [:]

    func value(for values: [String]) -> (licenses: [License], unknown: [String])? {
        lock.lock()
        defer { lock.unlock() }
        return entries[values]
    }

    func store(_ result: (licenses: [License], unknown: [String]), for values: [String]) {
        lock.lock()
        defer { lock.unlock() }
        if entries.count < 1_024 { entries[values] = result }
    }
}

extension String {
    func trimming(_ set: String) -> String {
        // Common case: nothing to trim at either end (checked on ASCII bytes, through the strings' own
        // storage when they have it: the `utf8` views' generic walks cost some 400 instructions a call,
        // and every heading of every page asks).
        let untouched: Bool? = utf8.withContiguousStorageIfAvailable { bytes in
            set.utf8.withContiguousStorageIfAvailable { trimmed in
                guard let first = bytes.first, let last = bytes.last, first < 0x80, last < 0x80 else { return false }
                return trimmed.allSatisfy { $0 < 0x80 } && !trimmed.contains(first) && !trimmed.contains(last)
            }
        } ?? nil
        if untouched == true { return self }
        let chars = Set(set)
        var start = startIndex
        var end = endIndex
        while start < end, chars.contains(self[start]) { start = index(after: start) }
        while end > start, chars.contains(self[index(before: end)]) { end = index(before: end) }
        return String(self[start..<end])
    }
}
