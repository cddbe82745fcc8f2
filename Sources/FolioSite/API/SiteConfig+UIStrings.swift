// Why: the words Folio's own parts of a page say follow `language:` (a built-in set for the languages
// in ``UIText/translations``) and `strings:` replaces any of them, as a site in a language Folio has no
// words for, or a writer who prefers "Contents" to "On this page", needs. A name that is no key is
// told at its line with the names that come closest, instead of being dropped unseen.

import MermaidCore

extension SiteConfig {
    /// Settles ``rightToLeft``: `direction: rtl` or `ltr` in folio.yml (MkDocs-Material's `theme.direction`),
    /// else the direction `language` is written in (``UIText/isRightToLeft(_:)``).
    mutating func readDirection(_ value: FrontMatterValue?, line: Int, display: String) {
        rightToLeft = UIText.isRightToLeft(language)
        guard let value else { return }
        switch value.text?.lowercased() {
        case "rtl": rightToLeft = true
        case "ltr": rightToLeft = false
        default:
            diagnostics.append(Diagnostic(file: display, line: line, column: 1, severity: .warning,
                                          message: "direction must be ltr or rtl; the language's direction is kept",
                                          code: DiagnosticCode.config))
        }
    }

    /// Settles ``uiText`` from `language` and the `strings:` map of folio.yml (`value`, at `line`).
    mutating func readUIStrings(_ value: FrontMatterValue?, line: Int, display: String) {
        var overrides: [(name: String, text: String)] = []
        if let value {
            if case .map(let pairs) = value {
                for (name, word) in pairs {
                    if let text = word.text { overrides.append((name, text)) }
                }
            } else {
                diagnostics.append(Diagnostic(file: display, line: line, column: 1, severity: .warning,
                                              message: "strings must be a map of names to words (onThisPage: Contents); ignored",
                                              code: DiagnosticCode.config))
            }
        }
        let resolved = UIText.resolve(language: language, overrides: overrides)
        uiText = resolved.text
        for name in resolved.unknown {
            // Measured against the whole name and against its start as long as the typed one, so that
            // `serch` comes closest to `searchLabel`, not to a short name such as `menu`.
            func gap(_ key: String) -> Int {
                min(EditDistance.distance(key, name), EditDistance.distance(String(key.prefix(name.count)), name),
                    EditDistance.distance(String(key.prefix(name.count + 1)), name))
            }
            let near = UIText.Key.allCases.map(\.rawValue).sorted { (gap($0), $0.count) < (gap($1), $1.count) }
            diagnostics.append(Diagnostic(file: display, line: line, column: 1, severity: .warning,
                                          message: "strings: '\(name)' is not one of Folio's words (closest: \(near.prefix(3).joined(separator: ", "))); ignored",
                                          code: DiagnosticCode.config))
        }
    }
}
