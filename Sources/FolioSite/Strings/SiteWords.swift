// Why: a writer who wants "Contents" for "On this page", or a site in a language Folio has no words
// for, needs the names `strings:` takes and the text each one has now; `folio strings fr` prints them
// as the lines to paste into folio.yml, so nobody has to read Folio's source to find them.

/// Folio's words, as `folio strings` shows them (README "Languages").
public enum SiteWords {
    /// The language tags Folio has words for besides English, sorted.
    public static var languages: [String] { UIText.languageTags }

    /// Whether `language` has words of its own (else a site in it says Folio's English).
    public static func hasWords(for language: String) -> Bool { UIText.builtIn(for: language) != nil }

    /// The `strings:` block of folio.yml with every name and its text for `language` (nil: English).
    public static func yaml(language: String?) -> String {
        let words = UIText.resolve(language: language, overrides: []).text
        var out = "strings:\n"
        for key in UIText.Key.allCases {
            out += "  \(key.rawValue): \"" + words[key].replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"") + "\"\n"
        }
        return out
    }
}
