/// Makes page titles unique across the site.
///
/// Rule (documented in the README): when several pages share a title, each gets
/// `Title — <first H2>`, with the H2's leading numbering (`1.`, `Step 2:`) removed. If that
/// still collides (or a page has no H2), the page's date is appended, and as a last resort
/// its file name. Pages with a unique title keep it unchanged.
public enum TitleDisambiguator {
    public static func disambiguate(_ pages: inout [PageSummary]) {
        // Only titles seen twice get a group (a group per page was ten thousand arrays for a site
        // whose titles are all different). When every title is ASCII, pages are first told apart by a
        // hash of their lowercased title read from the bytes (no lowercased copy of each of 10,000
        // titles, and no string hashed); only the pages whose hash another page shares are grouped by
        // the lowercased text. A title beyond ASCII may equal another spelt with other code points (as
        // `String` compares them), which bytes cannot tell: then every page is grouped by its text.
        var shared = [Bool](repeating: true, count: pages.count)
        var firstWithHash: [UInt64: Int] = [:]
        firstWithHash.reserveCapacity(pages.count)
        var hashes: [UInt64] = []
        hashes.reserveCapacity(pages.count)
        for index in pages.indices {
            guard let hash = asciiLoweredHash(pages[index].baseTitle) else { break }
            hashes.append(hash)
        }
        if hashes.count == pages.count {
            shared = [Bool](repeating: false, count: pages.count)
            var anyShared = false
            for (index, hash) in hashes.enumerated() {
                if let earlier = firstWithHash.updateValue(index, forKey: hash) {
                    shared[earlier] = true
                    shared[index] = true
                    anyShared = true
                }
            }
            guard anyShared else { return }
        }
        var seen: [String: Int] = [:]
        var groups: [String: [Int]] = [:]
        for index in pages.indices where shared[index] {
            let key = pages[index].baseTitle.lowercased()
            guard let earlier = seen.updateValue(index, forKey: key) else { continue }
            if groups[key] == nil { groups[key] = [earlier, index] } else { groups[key]!.append(index) }
        }
        // Groups are independent (each sets its own pages' titles): no order among them is needed.
        for members in groups.values {
            var candidates: [Int: String] = [:]
            for index in members {
                let page = pages[index]
                if let h2 = page.firstH2.map(stripNumbering), !h2.isEmpty {
                    candidates[index] = "\(page.baseTitle) — \(h2)"
                } else {
                    candidates[index] = page.baseTitle
                }
            }
            candidates = refine(candidates, pages: pages) { page in page.date?.day10 }
            candidates = refine(candidates, pages: pages) { page in fileStem(page.sourcePath) }
            for (index, title) in candidates { pages[index].title = title }
        }
    }

    /// FNV-1a of an ASCII title's bytes with `A`–`Z` folded (its `lowercased()`'s bytes); nil when the
    /// title is not ASCII.
    static func asciiLoweredHash(_ title: String) -> UInt64? {
        var title = title
        return title.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                guard byte < 128 else { return nil }
                hash = (hash ^ UInt64(byte >= 65 && byte <= 90 ? byte | 32 : byte)) &* 0x0000_0100_0000_01B3
            }
            return hash
        }
    }

    /// Appends `extra(page)` in parentheses to every candidate that is still shared.
    private static func refine(_ candidates: [Int: String], pages: [PageSummary],
                               extra: (PageSummary) -> String?) -> [Int: String] {
        var counts: [String: Int] = [:]
        for title in candidates.values { counts[title.lowercased(), default: 0] += 1 }
        var result = candidates
        for (index, title) in candidates where counts[title.lowercased(), default: 0] > 1 {
            if let more = extra(pages[index]), !more.isEmpty { result[index] = "\(title) (\(more))" }
        }
        return result
    }

    static func fileStem(_ path: String) -> String {
        let name = path.utf8LastIndex(of: UInt8(ascii: "/")).map { String(path[path.utf8.index(after: $0)...]) } ?? path
        if let dot = name.utf8LastIndex(of: UInt8(ascii: ".")), dot != name.startIndex { return String(name[..<dot]) }
        return name
    }

    /// `1. Overall Architecture` → `Overall Architecture`; `Diagram 2: Flow` → `Flow`.
    static func stripNumbering(_ text: String) -> String {
        var rest = Substring(text)
        for prefix in ["Diagram ", "Step ", "Part ", "Section ", "Chapter "] where rest.hasPrefix(prefix) {
            let afterWord = rest.dropFirst(prefix.count)
            if afterWord.first?.isNumber == true { rest = afterWord }
        }
        let digits = rest.prefix(while: { $0.isNumber || $0 == "." })
        if !digits.isEmpty {
            let after = rest.dropFirst(digits.count)
            if after.first == " " || after.first == ":" || after.first == ")" {
                rest = after.drop(while: { $0 == " " || $0 == ":" || $0 == ")" || $0 == "-" })
            }
        }
        return String(rest).trimming(" ")
    }
}
