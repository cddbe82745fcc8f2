// Why: a page's table of contents lists its `##` and `###` headings, which suits most notes; a reference
// page whose entries are `####` headings wants them listed, and a long guide wants only its `##`. Writers
// say so the way their tool taught them: MkDocs' `toc_depth` (a last level, or a range "2-4"),
// Docusaurus' `toc_min_heading_level` and `toc_max_heading_level`, for the whole site in `folio.yml` and
// for one page in its front matter. One reader of those keys serves both places, so they cannot differ.

/// Which heading levels a table of contents lists (`toc_depth`, `toc_min_heading_level`,
/// `toc_max_heading_level`): 2 through 3 unless the site or the page says otherwise.
struct TOCLevels: Equatable, Sendable {
    /// The lowest level listed (1 is the largest heading).
    var minimum: Int
    /// The highest level listed.
    var maximum: Int

    /// `##` and `###`, as before the setting existed.
    static let standard = TOCLevels(minimum: 2, maximum: 3)

    /// Whether a heading of `level` is listed.
    @inline(__always)
    func lists(_ level: Int) -> Bool { level >= minimum && level <= maximum }

    /// What a problem with one of the keys says, and at which key.
    struct Problem: Equatable {
        var key: String
        var message: String
    }

    /// The levels `value` (a key's value, nil when absent) sets over `base`, with the problems of values
    /// that cannot be read (those keep `base`'s levels). `toc_depth` is a last level (`4`, from `base`'s
    /// first, or the level itself when that is lower) or a range (`2-4`); the Docusaurus keys each set
    /// one end.
    static func reading(_ value: (String) -> FrontMatterValue?, over base: TOCLevels) -> (levels: TOCLevels, problems: [Problem]) {
        var levels = base
        var problems: [Problem] = []
        if let depth = value("toc_depth") {
            if let range = depthRange(depth.text ?? "", from: base.minimum) {
                levels = range
            } else {
                problems.append(Problem(key: "toc_depth", message: "toc_depth must be a heading level from 1 to 6 or a range such as 2-4"))
            }
        }
        var ends = levels
        for (key, isMinimum) in [("toc_min_heading_level", true), ("toc_max_heading_level", false)] {
            guard let setting = value(key) else { continue }
            guard let level = self.level(setting.text ?? "") else {
                problems.append(Problem(key: key, message: "\(key) must be a heading level from 1 to 6"))
                continue
            }
            if isMinimum { ends.minimum = level } else { ends.maximum = level }
        }
        if ends.minimum <= ends.maximum {
            levels = ends
        } else {
            let key = value("toc_min_heading_level") != nil ? "toc_min_heading_level" : "toc_max_heading_level"
            problems.append(Problem(key: key, message: "the table of contents' first level (\(ends.minimum)) is after its last (\(ends.maximum))"))
        }
        if !problems.isEmpty { problems[problems.count - 1].message += "; listing levels \(levels.minimum) to \(levels.maximum)" }
        return (levels, problems)
    }

    /// A heading level, 1 to 6, as written (`3`, `h3`).
    static func level(_ text: String) -> Int? {
        var digits = Substring(text.trimming(" "))
        if digits.first == "h" || digits.first == "H" { digits = digits.dropFirst() }
        guard let level = Int(digits), (1...6).contains(level) else { return nil }
        return level
    }

    /// `toc_depth`'s levels: `N` (from `first`, or `N` alone when it is lower) or `M-N`.
    static func depthRange(_ text: String, from first: Int) -> TOCLevels? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count == 1, let last = level(text) { return TOCLevels(minimum: min(first, last), maximum: last) }
        if parts.count == 2, let low = level(String(parts[0])), let high = level(String(parts[1])), low <= high {
            return TOCLevels(minimum: low, maximum: high)
        }
        return nil
    }
}
