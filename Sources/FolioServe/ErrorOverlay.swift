import FolioSite

/// The panel that shows a build's errors (and undrawn diagrams) on top of every served page, rendered
/// from the structured ``Diagnostic``s (every text HTML-escaped).
///
/// It is rendered by the server into each page (not fetched by script), so it is there even when a page
/// is opened fresh, and it disappears on the first reload after the errors are fixed. Styles are inline
/// and scoped to its ids so no site theme can hide it and it cannot restyle the site.
public enum ErrorOverlay {
    /// At most this many diagnostics are listed; the title gives the full count.
    public static let listLimit = 50

    public static func html(for errors: [Diagnostic]) -> String {
        let count = errors.count
        var items = ""
        for diagnostic in errors.prefix(listLimit) {
            items += "<li style=\"margin:0 0 .8em\"><code style=\"color:#ffb4b4;font-weight:bold;background:none;"
            items += "border:0;padding:0;font:inherit\">"
            items += escape(diagnostic.location) + "</code> " + diagnostic.severity.rawValue + ": "
            items += escape(diagnostic.message)
            if let line = diagnostic.sourceLine, !line.isEmpty {
                items += "<pre style=\"margin:.3em 0 0;padding:.4em .6em;background:#2a0d0d;color:#fff;border:0;"
                items += "white-space:pre-wrap;overflow-x:auto\">" + escape(line)
                if diagnostic.column > 0 {
                    // The caret under the column (columns count UTF-8 bytes; the overlay counts characters).
                    let before = String(decoding: line.utf8.prefix(diagnostic.column - 1), as: UTF8.self)
                    items += "\n" + String(repeating: " ", count: before.count) + "^"
                }
                items += "</pre>"
            }
            items += "</li>"
        }
        if count > listLimit { items += "<li>… and \(count - listLimit) more</li>" }
        return """
        <div id="folio-error-overlay" role="alert" style="position:fixed;inset:auto 1rem 1rem 1rem;\
        max-height:60vh;overflow:auto;z-index:2147483647;background:#1d0a0a;color:#fff;\
        border:2px solid #e5484d;border-radius:8px;padding:1rem 1.2rem;font:14px/1.45 ui-monospace,\
        SFMono-Regular,Menlo,Consolas,monospace;box-shadow:0 8px 32px rgba(0,0,0,.5)">\
        <button type="button" aria-label="Hide" style="float:right;background:none;border:0;color:#fff;\
        font-size:20px;cursor:pointer">×</button><strong style="color:#ff8b8b">\
        folio: \(count) problem\(count == 1 ? "" : "s") in the last build</strong>\
        <ol style="margin:.8em 0 0;padding-left:1.4em">\(items)</ol>\
        <div style="opacity:.7">Fix the file and save; this page reloads by itself.</div></div>

        """
    }

    /// Escapes text for HTML content and attribute values.
    public static func escape(_ text: String) -> String { text.htmlEscaped }
}
