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
    /// Each word escaped for HTML (``html(_:code:)``), kept beside it: pages ask for some on every page.
    private var escaped: [String]

    private init(values: [String]) {
        self.values = values
        escaped = values.map { Self.html($0) }
    }

    static func == (a: UIText, b: UIText) -> Bool { a.values == b.values }

    /// Folio's English, the words of a site with no `language:` or one Folio has no words for.
    static let english = UIText(values: Key.allCases.map(\.english))

    /// The text of `key`.
    subscript(key: Key) -> String {
        get { values[key.ordinal] }
        set {
            values[key.ordinal] = newValue
            escaped[key.ordinal] = Self.html(newValue)
        }
    }

    /// The text of `key` escaped for HTML text or an attribute's value (``html(_:code:)``).
    func html(_ key: Key) -> String { escaped[key.ordinal] }

    /// `key` with `{n}` (and `{name}`, `{total}`) filled in.
    func format(_ key: Key, n: Int? = nil, name: String? = nil, total: Int? = nil) -> String {
        // On bytes rather than with Foundation's `replacingOccurrences`, which cost 7 million instructions
        // in a 1,000-note build (every card's diagram count).
        let text = self[key]
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + (name?.utf8.count ?? 0) + 8)
        var index = 0
        func starts(_ placeholder: StaticString) -> Bool {
            let count = placeholder.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { bytes[index + $0] == placeholder.utf8Start[$0] }
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "{") {
                if let n, starts("{n}") { out += String(n).utf8; index += 3; continue }
                if let total, starts("{total}") { out += String(total).utf8; index += 7; continue }
                if let name, starts("{name}") { out += name.utf8; index += 6; continue }
            }
            out.append(bytes[index])
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The text of `key` before and after its `{name}` (a label wrapped around a title already escaped).
    func parts(_ key: Key) -> (before: String, after: String) {
        let bytes = Array(self[key].utf8), mark = Array("{name}".utf8)
        guard bytes.count >= mark.count,
              let at = (0...(bytes.count - mark.count)).first(where: { bytes[$0..<($0 + mark.count)].elementsEqual(mark) })
        else { return (self[key], "") }
        return (String(decoding: bytes[..<at], as: UTF8.self), String(decoding: bytes[(at + mark.count)...], as: UTF8.self))
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
        let tag = normalized(language)
        if let words = words(of: tag) { return words }
        let parts = tag.split(separator: "-").map(String.init)
        guard let primary = parts.first else { return nil }
        if primary == "zh", parts.contains(where: { ["hant", "tw", "hk", "mo"].contains($0) }) { return nil }
        return words(of: primary)
    }

    /// The built-in words of one language tag, each language's table made only when asked for (an
    /// English site makes none).
    private static func words(of tag: String) -> [Key: String]? {
        switch tag {
        case "ar": arabic
        case "de": german
        case "es": spanish
        case "fr": french
        case "he": hebrew
        case "it": italian
        case "ja": japanese
        case "ko": korean
        case "nl": dutch
        case "pl": polish
        case "pt": portuguese
        case "ru": russian
        case "zh": chinese
        default: nil
        }
    }

    /// A language tag as the tables spell it: lowercase, `-` between its parts (`pt_BR` → `pt-br`).
    private static func normalized(_ language: String) -> String {
        language.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    /// The tags of the languages with built-in words.
    static let languageTags = ["ar", "de", "es", "fr", "he", "it", "ja", "ko", "nl", "pl", "pt", "ru", "zh"]

    /// The languages with built-in words, by their tag.
    static var translations: [String: [Key: String]] {
        Dictionary(uniqueKeysWithValues: languageTags.compactMap { tag in words(of: tag).map { (tag, $0) } })
    }

    /// Languages written from right to left (their pages say `dir="rtl"`): Arabic, Hebrew, Persian,
    /// Urdu and the others in those scripts.
    static let rightToLeftLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "ug", "ur", "yi"]

    /// Whether `language` (a BCP 47 tag) is written from right to left.
    static func isRightToLeft(_ language: String?) -> Bool {
        guard let language else { return false }
        let primary = normalized(language).split(separator: "-").first.map(String.init) ?? ""
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
            guard html.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return html }
            return html.replacingOccurrences(of: "{", with: "&#123;").replacingOccurrences(of: "}", with: "&#125;")
        }
        guard code, text.utf8.contains(UInt8(ascii: "`")) else { return escaped(Substring(text)) }
        return text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            index % 2 == 0 ? escaped(part) : "<code>" + escaped(part) + "</code>"
        }.joined()
    }

    /// `template` with every `{{ui.name}}` and `{{{ui.name}}}` replaced by that key's text, escaped
    /// (``html(_:)``). A name that is no key stays, to render as Mustache renders a missing value.
    func expandingTemplate(_ template: String) -> String {
        // On bytes: Foundation's `range(of:)` on what is left of a template copied it at every tag.
        let bytes = Array(template.utf8), marker = Array("{{ui.".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 256)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), index + marker.count <= bytes.count,
                  bytes[index..<(index + marker.count)].elementsEqual(marker) else {
                out.append(bytes[index])
                index += 1
                continue
            }
            let triple = index > 0 && bytes[index - 1] == UInt8(ascii: "{")
            let nameStart = index + marker.count
            var nameEnd = nameStart
            while nameEnd < bytes.count, bytes[nameEnd] != UInt8(ascii: "}") { nameEnd += 1 }
            let closing = triple ? 3 : 2
            let closed = nameEnd + closing <= bytes.count && bytes[nameEnd..<(nameEnd + closing)].allSatisfy { $0 == UInt8(ascii: "}") }
            guard closed, let key = Key(rawValue: String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)) else {
                out.append(bytes[index])
                index += 1
                continue
            }
            if triple { out.removeLast() }
            out += Self.html(self[key], code: key.allowsCode).utf8
            index = nameEnd + closing
        }
        return String(decoding: out, as: UTF8.self)
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
