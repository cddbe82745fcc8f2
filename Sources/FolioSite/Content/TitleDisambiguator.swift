/// Makes page titles unique across the site.
///
/// Rule (documented in the README): when several pages share a title, each gets
/// `Title — <first H2>`, with the H2's leading numbering (`1.`, `Step 2:`) removed. If that
/// still collides (or a page has no H2), the page's date is appended, and as a last resort
/// its file name. Pages with a unique title keep it unchanged.
public enum TitleDisambiguator {
    public static func disambiguate(_ pages: inout [PageSummary]) {
        // Only titles seen twice get a group (a group per page was ten thousand arrays for a site
        // whose titles are all different).
        var seen: [String: Int] = [:]
        seen.reserveCapacity(pages.count)
        var groups: [String: [Int]] = [:]
        for index in pages.indices {
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
