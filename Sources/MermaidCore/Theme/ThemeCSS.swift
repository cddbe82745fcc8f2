/// Sanitises and scopes user CSS (`themeCSS` in the config) before it goes into a diagram's
/// `<style>`: no `@import`, no `url()` except in-document `#fragment`s, no `</style`, no
/// `expression(`, `javascript:`, `behavior:` or `-moz-binding`; and every selector is
/// prefixed with `#<idPrefix>` so the rules can only touch this diagram.
package enum ThemeCSS {
    package static func sanitize(_ css: String, idPrefix: String) -> String {
        var text = String(css.prefix(50_000))
        // Remove comments first so nothing hides inside them.
        text = removeBetween(text, open: "/*", close: "*/")
        let forbidden = ["</style", "<style", "<script", "</script", "expression(", "javascript:", "vbscript:",
                         "behavior:", "behaviour:", "-moz-binding", "<!--", "-->", "\\"]
        for word in forbidden {
            text = replaceCaseInsensitive(text, word, with: "")
        }
        text = removeStatements(text, keyword: "@import")
        text = removeStatements(text, keyword: "@charset")
        text = removeStatements(text, keyword: "@namespace")
        text = removeUnsafeURLs(text)
        return scope(text, prefix: "#" + idPrefix, depth: 0)
    }

    /// Prefixes every selector of every rule; recurses into `@media`/`@supports` blocks.
    static func scope(_ css: String, prefix: String, depth: Int) -> String {
        guard depth < 4 else { return "" }
        var out = ""
        let chars = Array(css)
        var i = 0
        while i < chars.count {
            guard let open = chars[i...].firstIndex(of: "{") else { break }
            let head = String(chars[i..<open]).trimmingCharacters(in: .whitespacesAndNewlines)
            // Find the matching close brace.
            var level = 0
            var close = open
            while close < chars.count {
                if chars[close] == "{" { level += 1 }
                if chars[close] == "}" { level -= 1; if level == 0 { break } }
                close += 1
            }
            let body = close > open + 1 ? String(chars[(open + 1)..<min(close, chars.count)]) : ""
            if head.hasPrefix("@media") || head.hasPrefix("@supports") {
                out += head + "{" + scope(body, prefix: prefix, depth: depth + 1) + "}"
            } else if head.hasPrefix("@keyframes") || head.hasPrefix("@font-face") {
                out += head + "{" + body + "}"
            } else if !head.isEmpty, !head.hasPrefix("@") {
                let selectors = head.split(separator: ",").map { sel -> String in
                    let s = sel.trimmingCharacters(in: .whitespacesAndNewlines)
                    if s.hasPrefix(prefix) { return s }
                    if s == ":root" || s == "svg" { return prefix }
                    return prefix + " " + s
                }
                out += selectors.joined(separator: ",") + "{" + body.trimmingCharacters(in: .whitespacesAndNewlines) + "}"
            }
            i = close + 1
        }
        return out
    }

    static func removeBetween(_ s: String, open: String, close: String) -> String {
        var out = ""
        var rest = Substring(s)
        while let start = rest.range(of: open) {
            out += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: close) else { return out }
            rest = rest[end.upperBound...]
        }
        return out + rest
    }

    static func replaceCaseInsensitive(_ s: String, _ word: String, with replacement: String) -> String {
        var result = s
        while let r = result.range(of: word, options: .caseInsensitive) {
            result.replaceSubrange(r, with: replacement)
        }
        return result
    }

    /// Drops `@import …;`-style statements entirely.
    static func removeStatements(_ s: String, keyword: String) -> String {
        var result = s
        while let r = result.range(of: keyword, options: .caseInsensitive) {
            let end = result[r.upperBound...].firstIndex(where: { $0 == ";" || $0 == "}" || $0 == "{" }) ?? result.endIndex
            let stop = end < result.endIndex && result[end] == ";" ? result.index(after: end) : end
            result.removeSubrange(r.lowerBound..<stop)
        }
        return result
    }

    /// `url(#marker)` stays; every other `url(…)` becomes `none`.
    static func removeUnsafeURLs(_ s: String) -> String {
        var out = ""
        var rest = Substring(s)
        while let r = rest.range(of: "url(", options: .caseInsensitive) {
            out += rest[..<r.lowerBound]
            let close = rest[r.upperBound...].firstIndex(of: ")") ?? rest.endIndex
            let inner = rest[r.upperBound..<close].trimmingCharacters(in: CharacterSet(charactersIn: " '\""))
            out += inner.hasPrefix("#") ? "url(" + inner + ")" : "none"
            rest = close < rest.endIndex ? rest[rest.index(after: close)...] : ""
        }
        return out + rest
    }
}

import Foundation
