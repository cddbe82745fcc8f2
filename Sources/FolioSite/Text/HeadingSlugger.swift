/// Makes GitHub-compatible heading ids, unique within one page.
///
/// GitHub's rule: lowercase; drop every character that is not a letter, digit, mark,
/// space, hyphen or underscore; turn each space into a hyphen. Repeats get `-1`, `-2`…
/// so `## Setup` twice gives `setup` and `setup-1`.
///
/// Reserved ids (the page's diagram figures and everything inside their SVGs) are never handed
/// out. A reserved rule may cover a whole family closed under suffixes (`diagram-3-svg…`), where
/// `-1`, `-2`… would stay inside it for ever: when both `base` and `base-1` are reserved, the slug
/// leaves the family as `section-<base>` (then de-duplicated as usual).
public struct HeadingSlugger {
    private var used: [String: Int] = [:]
    /// Ids taken before any heading: a rule rather than a list, so it can cover unboundedly many
    /// ids (every diagram figure's, whatever the number of diagrams).
    private let isReserved: (String) -> Bool

    public init() {
        isReserved = { _ in false }
    }

    /// A slugger that treats every id in `reserved` as already handed out.
    public init(reserved: Set<String>) {
        isReserved = { reserved.contains($0) }
    }

    /// A slugger that treats every id for which `isReserved` is true as already handed out.
    public init(reservedWhere isReserved: @escaping (String) -> Bool) {
        self.isReserved = isReserved
    }

    /// The GitHub slug of `text`, without de-duplication.
    public static func slug(_ text: String) -> String {
        // ASCII fast path (most headings): same rule on bytes.
        var text = text
        let ascii: String? = text.withUTF8 { bytes in
            // Written straight into the string's storage: a slug is never longer than its text. A byte
            // past ASCII stops the loop and sends the text the general way.
            var isASCII = true
            let slug = String(unsafeUninitializedCapacity: bytes.count) { out in
                guard let start = out.baseAddress else { return 0 }
                var cursor = start
                for byte in bytes {
                    if byte >= 0x80 {
                        isASCII = false
                        return 0
                    }
                    let lower = byte | 0x20   // 'A'…'Z' to 'a'…'z', and nothing else into that range
                    if lower &- 97 < 26 {
                        cursor.pointee = lower
                    } else if byte &- 48 < 10 || byte == 95 || byte == 45 {
                        cursor.pointee = byte
                    } else if byte == 32 {
                        cursor.pointee = 45
                    } else {
                        continue
                    }
                    cursor += 1
                }
                return start.distance(to: cursor)
            }
            return isASCII ? slug : nil
        }
        if let ascii { return ascii }
        var out = ""
        for scalar in text.lowercased().unicodeScalars {
            let props = scalar.properties
            switch props.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark,
                 .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation:
                out.unicodeScalars.append(scalar)
            default:
                if scalar == " " { out += "-" } else if scalar == "-" { out += "-" }
            }
        }
        return out
    }

    /// A slug for `text` not handed out before by this slugger.
    public mutating func uniqueSlug(_ text: String) -> String {
        unique(HeadingSlugger.slug(text))
    }

    /// `id` as the writer gave it (a heading's `{#id}`, ``HeadingID``), numbered like a slug when
    /// this page already used it or it is reserved.
    public mutating func uniqueID(_ id: String) -> String {
        unique(id)
    }

    private mutating func unique(_ slug: String) -> String {
        var base = slug
        if base.isEmpty { base = "section" }
        // A reserved family swallows every numbered suffix: step out of it instead.
        var reserved = isReserved(base)
        while reserved && isReserved(base + "-1") {
            base = "section-" + base
            reserved = isReserved(base)
        }
        var candidate = base
        // A free, unreserved base is taken with one hash (`updateValue` both looks and inserts); a base
        // seen before comes back with its count (overwritten below).
        let count: Int? = reserved ? (used[base] ?? 0) : used.updateValue(0, forKey: base)
        if let count {
            var n = count
            repeat {
                n += 1
                candidate = "\(base)-\(n)"
            } while used[candidate] != nil || isReserved(candidate)
            used[base] = n
            used[candidate] = 0
        }
        return candidate
    }

    /// Room for `count` headings without growing on the way.
    public mutating func reserveCapacity(_ count: Int) { used.reserveCapacity(count) }

    /// Marks `slug` as taken (e.g. ids the template itself uses).
    public mutating func reserve(_ slug: String) {
        if used[slug] == nil && !isReserved(slug) { used[slug] = 0 }
    }
}
