// Why: `language: de` set only `<html lang>`, and every page still said "On this page", "Search" and
// "Linked from" in English, where MkDocs-Material, Docusaurus and Hugo's themes speak the site's
// language. The words are fixed for a whole site, so they are settled once when the build starts:
// templates get them written in when they load (``expandingTemplate(_:)``, nothing to look up per
// page), the renderer and the generated pages ask this value, and the theme's scripts read a small
// file of them (``scriptAsset``) that is written only when a site's words are not Folio's English,
// so an English site's pages are the same bytes as before.

import FolioSearch
import Foundation

/// The words Folio's own parts of a page say, in the site's language.
struct UIText: Sendable, Equatable {
    private var values: [String]

    private init(values: [String]) { self.values = values }

    /// Folio's English, the words of a site with no `language:` or one Folio has no words for.
    static let english = UIText(values: Key.allCases.map(\.english))

    /// The text of `key`.
    subscript(key: Key) -> String {
        get { values[Self.index[key]!] }
        set { values[Self.index[key]!] = newValue }
    }

    private static let index: [Key: Int] = Dictionary(uniqueKeysWithValues: Key.allCases.enumerated().map { ($1, $0) })

    /// `key` with `{n}` (and `{name}`, `{total}`) filled in.
    func format(_ key: Key, n: Int? = nil, name: String? = nil, total: Int? = nil) -> String {
        var text = self[key]
        if let n { text = text.replacingOccurrences(of: "{n}", with: String(n)) }
        if let total { text = text.replacingOccurrences(of: "{total}", with: String(total)) }
        if let name { text = text.replacingOccurrences(of: "{name}", with: name) }
        return text
    }

    /// The count of diagrams on a card ("1 diagram", "3 diagrams").
    func diagrams(_ count: Int) -> String { count == 1 ? self[.diagramCountOne] : format(.diagramCount, n: count) }

    /// The words for `language` (a BCP 47 tag such as `de`, `pt-BR`, `zh-Hans`), then each of
    /// `overrides` (`strings:` in folio.yml) in its place; the names of overrides that are no key.
    static func resolve(language: String?, overrides: [(name: String, text: String)]) -> (text: UIText, unknown: [String]) {
        var text = UIText.english
        if let language, let words = builtIn(for: language) {
            for (key, word) in words { text[key] = word }
        }
        var unknown: [String] = []
        for (name, word) in overrides {
            if let key = Key(rawValue: name) { text[key] = word } else { unknown.append(name) }
        }
        return (text, unknown)
    }

    /// The built-in words of `language`: the whole tag first (`pt-br`), then its language (`pt`).
    /// Chinese written in traditional characters has no set of its own, so it keeps English rather
    /// than take the simplified one.
    static func builtIn(for language: String) -> [Key: String]? {
        let tag = language.lowercased().replacingOccurrences(of: "_", with: "-")
        if let words = translations[tag] { return words }
        let parts = tag.split(separator: "-").map(String.init)
        guard let primary = parts.first else { return nil }
        if primary == "zh", parts.contains(where: { ["hant", "tw", "hk", "mo"].contains($0) }) { return nil }
        return translations[primary]
    }

    /// The languages with built-in words, by their tag.
    static let translations: [String: [Key: String]] = [
        "ar": arabic, "de": german, "es": spanish, "he": hebrew, "fr": french, "it": italian, "ja": japanese, "ko": korean, "nl": dutch, "pl": polish,
        "pt": portuguese, "ru": russian, "zh": chinese,
    ]

    /// Languages written from right to left (their pages say `dir="rtl"`): Arabic, Hebrew, Persian,
    /// Urdu and the others in those scripts.
    static let rightToLeftLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "ug", "ur", "yi"]

    /// Whether `language` (a BCP 47 tag) is written from right to left.
    static func isRightToLeft(_ language: String?) -> Bool {
        guard let language else { return false }
        let primary = language.lowercased().replacingOccurrences(of: "_", with: "-").split(separator: "-").first.map(String.init) ?? ""
        return rightToLeftLanguages.contains(primary)
    }

    /// Whether these are Folio's English words, so that the theme's scripts need no file of words.
    var isEnglish: Bool { self == .english }

    /// `text` escaped for HTML text and attributes; with `code`, a `` `span` `` made `<code>` (for a word
    /// only ever written as text, ``Key/allowsCode``). Braces are written as character references, so
    /// that a word written into a template (``expandingTemplate(_:)``) can never be read as a Mustache tag.
    static func html(_ text: String, code: Bool = false) -> String {
        func escaped(_ part: Substring) -> String {
            let html = String(part).htmlEscaped
            guard html.contains(where: { $0 == "{" || $0 == "}" }) else { return html }
            return html.replacingOccurrences(of: "{", with: "&#123;").replacingOccurrences(of: "}", with: "&#125;")
        }
        guard code, text.contains("`") else { return escaped(Substring(text)) }
        return text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            index % 2 == 0 ? escaped(part) : "<code>" + escaped(part) + "</code>"
        }.joined()
    }

    /// `template` with every `{{ui.name}}` and `{{{ui.name}}}` replaced by that key's text, escaped
    /// (``html(_:)``). A name that is no key stays, to render as Mustache renders a missing value.
    func expandingTemplate(_ template: String) -> String {
        guard template.contains("{{ui.") else { return template }
        var out = ""
        out.reserveCapacity(template.utf8.count + 256)
        var rest = Substring(template)
        while let open = rest.range(of: "{{ui.") {
            var start = open.lowerBound, closing = "}}"
            if start > rest.startIndex, rest[rest.index(before: start)] == "{" {
                start = rest.index(before: start)
                closing = "}}}"
            }
            guard let close = rest[open.upperBound...].range(of: closing),
                  let key = Key(rawValue: String(rest[open.upperBound..<close.lowerBound])) else {
                out += rest[..<open.upperBound]
                rest = rest[open.upperBound...]
                continue
            }
            out += rest[..<start]
            out += Self.html(self[key], code: key.allowsCode)
            rest = rest[close.upperBound...]
        }
        out += rest
        return out
    }

    /// The theme's scripts' words as `_folio/strings.<hash>.js` (`window.folioStrings`), or nil for
    /// Folio's English, which the scripts have built in.
    var scriptAsset: (name: String, data: Data)? {
        guard !isEnglish else { return nil }
        var script = Array("window.folioStrings={".utf8)
        for key in Key.allCases where key.isForScripts {
            if script.last != UInt8(ascii: "{") { script.append(UInt8(ascii: ",")) }
            JSONText.appendQuoted(key.rawValue, to: &script)
            script.append(UInt8(ascii: ":"))
            JSONText.appendQuoted(self[key], to: &script)
        }
        script.append(contentsOf: "};\n".utf8)
        let data = Data(script)
        return ("_folio/strings." + ContentHash.hex(data) + ".js", data)
    }

    /// Adds every word to a cache key (the renderer's settings: a body says some of them).
    func addWords(to key: inout CacheKeyBuilder) {
        key.add("folio-ui-text \(values.count)")
        for value in values { key.add(value) }
    }
}
