// Why: mermaid (securityLevel strict) passes label HTML through DOMPurify, which keeps
// `<a href>` with a safe URL and `<span style>`, and drops event handlers and `javascript:`.
// Folio draws labels as SVG text, so it reads only the few attributes it can draw — a link
// and a handful of CSS properties — and checks each value; everything else is dropped here,
// so nothing a label's author wrote reaches the SVG except text and these checked values.

/// What an inline tag's attributes change in the runs inside it: only checked values.
struct TagAttributes: Equatable {
    /// A URL `LinkURL.isSafe` accepts (from `href` on `<a>`).
    var href: String?
    /// A browsing-context keyword from `target` on `<a>` (kept only with a safe `href`).
    var target: String?
    /// From `style`: `font-weight`.
    var bold: Bool?
    /// From `style`: `font-style`.
    var italic: Bool?
    /// From `style`: `text-decoration` underline (false for `none`).
    var underline: Bool?
    /// From `style`: `text-decoration` line-through (false for `none`).
    var strikethrough: Bool?
    /// From `style`: a colour `SafeColor.check` accepted.
    var color: String?

    /// Applies the style and link to `run` (after the tag's own style).
    func apply(to run: inout TextRun) {
        if let href {
            run.link = href
            run.linkTarget = target
        }
        if let bold { run.bold = bold }
        if let italic { run.italic = italic }
        if let underline { run.underline = underline }
        if let strikethrough { run.strikethrough = strikethrough }
        if let color { run.color = color }
    }

    /// Reads `name="value"` pairs from `chars[start..<end]` (the text between the tag name and
    /// its `>`); nil when it is not a well-formed attribute list. Only `href` and `target` (on
    /// `a`) and `style` are kept.
    static func parse(_ chars: [Character], from start: Int, to end: Int, tag: String) -> TagAttributes? {
        var result = TagAttributes()
        var i = start
        while i < end {
            guard chars[i] == " " || chars[i] == "\t" else { return nil }
            while i < end, chars[i] == " " || chars[i] == "\t" { i += 1 }
            if i == end { break }
            var name = ""
            while i < end, chars[i] != "=", chars[i] != " ", chars[i] != "\t", chars[i] != "\"", chars[i] != "'" {
                name.append(chars[i])
                i += 1
            }
            guard !name.isEmpty else { return nil }
            var value = ""
            if i < end, chars[i] == "=" {
                i += 1
                guard i < end else { return nil }
                let quote = chars[i]
                if quote == "\"" || quote == "'" {
                    i += 1
                    while i < end, chars[i] != quote { value.append(chars[i]); i += 1 }
                    guard i < end else { return nil }
                    i += 1
                } else {
                    while i < end, chars[i] != " ", chars[i] != "\t" { value.append(chars[i]); i += 1 }
                }
            }
            switch name.lowercased() {
            case "href" where tag == "a":
                let url = HTMLEntities.decode(value).trimmingASCIIWhitespace()
                if LinkURL.isSafe(url) { result.href = url }
            case "target" where tag == "a":
                let keyword = value.lowercased()
                if ["_blank", "_self", "_parent", "_top"].contains(keyword) { result.target = keyword }
            case "style": result.readCSS(HTMLEntities.decode(value))
            default: break  // onclick, class, id, target …: dropped
            }
        }
        return result
    }

    /// The CSS declarations Folio can draw; every other property is dropped.
    mutating func readCSS(_ css: String) {
        for declaration in css.split(separator: ";") {
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            let property = String(declaration[..<colon]).trimmingASCIIWhitespace().lowercased()
            var value = String(declaration[declaration.index(after: colon)...]).trimmingASCIIWhitespace().lowercased()
            if value.hasSuffix("!important") { value = String(value.dropLast(10)).trimmingASCIIWhitespace() }
            switch property {
            case "color":
                if let checked = SafeColor.check(value) { color = checked }
            case "font-weight":
                if value == "bold" || value == "bolder" { bold = true }
                else if value == "normal" || value == "lighter" { bold = false }
                else if let weight = Int(value), (1...1000).contains(weight) { bold = weight >= 600 }
            case "font-style":
                if value == "italic" || value.hasPrefix("oblique") { italic = true }
                else if value == "normal" { italic = false }
            case "text-decoration", "text-decoration-line":
                let words = value.split(separator: " ")
                if words.contains("none") {
                    underline = false
                    strikethrough = false
                } else {
                    if words.contains("underline") { underline = true }
                    if words.contains("line-through") { strikethrough = true }
                }
            default: break
            }
        }
    }
}

/// CSS colour values safe to write into an SVG `fill`: `#rgb`/`#rrggbb` (with alpha),
/// a colour keyword, or `rgb()`/`rgba()`/`hsl()`/`hsla()` of numbers.
enum SafeColor {
    static func check(_ value: String) -> String? {
        guard !value.isEmpty, value.count <= 60 else { return nil }
        if value.hasPrefix("#") {
            let hex = value.dropFirst()
            guard [3, 4, 6, 8].contains(hex.count), hex.allSatisfy(\.isHexDigit) else { return nil }
            return value
        }
        if value.allSatisfy({ $0.isASCII && $0.isLetterQuick }) { return value }
        for function in ["rgb(", "rgba(", "hsl(", "hsla("] where value.hasPrefix(function) && value.hasSuffix(")") {
            let inner = value.dropFirst(function.count).dropLast()
            let allowed = inner.allSatisfy { $0.isASCII && ($0.isNumber || " ,.%/".contains($0) || $0 == "d" || $0 == "e" || $0 == "g") }
            return allowed ? value : nil
        }
        return nil
    }
}
