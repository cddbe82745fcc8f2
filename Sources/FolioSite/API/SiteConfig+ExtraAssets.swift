// Why: a site that wants its own colours, a font or a small script should not have to copy the whole theme.
// MkDocs writes `extra_css:` and `extra_javascript:` for that (MkDocs-Material's docs send every
// customisation there), Docusaurus `customCss`; Folio reads MkDocs' keys, so a `mkdocs.yml` user moves
// them over as they are. Read here; checked against the site's files when the site is known
// (``DiscoverPhase``), since a path must name a file the build publishes.

import HTMLSanitizer

/// A stylesheet or script every page loads after the theme's (`extra_css`, `extra_javascript`).
public struct ExtraAsset: Sendable, Equatable {
    /// As written: a path of the content folder (`css/extra.css`, `/css/extra.css`) or an http(s) URL.
    public var source: String
    /// Scripts only: `type: module`, `async: true`, `defer: true` (MkDocs' object form).
    public var isModule = false
    public var isAsync = false
    public var isDeferred = false

    public init(source: String) { self.source = source }

    /// Whether ``source`` is an http(s) URL (or `//host/…`), linked as written.
    var isURL: Bool {
        let scheme = URLSafety.scheme(of: source)
        return scheme == "http" || scheme == "https" || (scheme == nil && source.hasPrefix("//"))
    }

    /// Whether ``source`` names another scheme (`javascript:`, `data:`, `file:`), which is never linked;
    /// the scheme read as a browser reads it (``URLSafety``).
    var hasOtherScheme: Bool { !isURL && URLSafety.scheme(of: source) != nil }
}

extension SiteConfig {
    /// Reads `extra_css` or `extra_javascript` (`key`, at `line` of `display`): a path or URL, a list of
    /// them, and for scripts also `{path: …, type: module, async: true, defer: true}` items. Anything
    /// else is left out with a warning.
    mutating func readExtraAssets(_ value: FrontMatterValue, key: String, display: String, line: Int) -> [ExtraAsset] {
        let items: [FrontMatterValue]
        if case .list(let list) = value { items = list } else { items = [value] }
        var assets: [ExtraAsset] = []
        for item in items {
            switch item {
            case .string(let text) where !text.trimmingCharacters(in: .whitespaces).isEmpty:
                assets.append(ExtraAsset(source: text.trimmingCharacters(in: .whitespaces)))
            case .map(let pairs) where key == "extra_javascript":
                guard let path = pairs.first(where: { $0.key.lowercased() == "path" })?.value.text, !path.isEmpty else {
                    warnAboutExtra(key, "an item without a 'path'", display: display, line: line)
                    continue
                }
                var asset = ExtraAsset(source: path.trimmingCharacters(in: .whitespaces))
                for (name, setting) in pairs {
                    let text = setting.text?.lowercased() ?? ""
                    switch name.lowercased() {
                    case "path": break
                    case "type": asset.isModule = text == "module"
                    case "async": asset.isAsync = ["true", "yes", "on"].contains(text)
                    case "defer": asset.isDeferred = ["true", "yes", "on"].contains(text)
                    default: warnAboutExtra(key, "'\(name)' (it reads path, type, async and defer)", display: display, line: line)
                    }
                }
                assets.append(asset)
            default:
                warnAboutExtra(key, "an item that is not a path or URL", display: display, line: line)
            }
        }
        return assets
    }

    private mutating func warnAboutExtra(_ key: String, _ what: String, display: String, line: Int) {
        diagnostics.append(Diagnostic(file: display, line: line, column: 1, severity: .warning,
                                      message: "\(key): \(what) is left out", code: DiagnosticCode.config))
    }
}
