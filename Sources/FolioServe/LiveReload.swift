import FolioSite
/// The live-reload client and how it gets into served pages.
///
/// The script is injected by the server into each HTML response, never written to the output folder,
/// so `folio build` output can never carry it. It is served from the same origin
/// (`/__folio/live-reload.js`) and listens on a Server-Sent Events stream (`/__folio/events`): SSE needs
/// no handshake, reconnects by itself after a server restart, and is plain HTTP that `curl` can read.
public enum LiveReload {
    /// Where the preview's own endpoints live; no site file can be shadowed by them because real sites
    /// never have a `__folio` folder at the top.
    public static let prefix = "/__folio/"
    public static let scriptPath = "/__folio/live-reload.js"
    public static let eventsPath = "/__folio/events"

    /// The client: reload when the server says a new version is live, or when the version that served
    /// this page is already out of date on (re)connect. The overlay's close button is wired here too, so
    /// pages carry no inline script.
    public static let script = """
    (function () {
      "use strict";
      var tag = document.currentScript;
      var token = tag ? tag.getAttribute("data-folio-token") : null;
      var overlay = document.getElementById("folio-error-overlay");
      if (overlay) {
        var close = overlay.querySelector("button");
        if (close) close.addEventListener("click", function () { overlay.remove(); });
      }
      if (!window.EventSource) return;
      var source = new EventSource("\(eventsPath)");
      source.addEventListener("hello", function (event) {
        if (token && event.data !== token) location.reload();
      });
      source.addEventListener("reload", function () { location.reload(); });
    })();

    """

    /// `html` with the script tag (and, when `errors` is not empty, the overlay) inserted before `</body>`.
    public static func inject(into html: String, token: String, errors: [Diagnostic]) -> String {
        var addition = ""
        if !errors.isEmpty { addition += ErrorOverlay.html(for: errors) }
        addition += "<script src=\"\(scriptPath)\" data-folio-token=\"\(ErrorOverlay.escape(token))\"></script>\n"
        guard let range = html.range(of: "</body>", options: [.caseInsensitive, .backwards]) else {
            return html + addition
        }
        var result = html
        result.insert(contentsOf: addition, at: range.lowerBound)
        return result
    }
}
