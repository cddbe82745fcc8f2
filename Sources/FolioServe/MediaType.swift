/// The `Content-Type` for a served file, chosen by its extension.
///
/// A fixed table rather than the system's MIME database: the answer must be the same on every machine,
/// and a wrong type breaks pages in subtle ways (a stylesheet served as `text/plain` is ignored).
public enum MediaType {
    static let types: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "xml": "application/xml",
        "atom": "application/atom+xml",
        "rss": "application/rss+xml",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "ttf": "font/ttf",
        "otf": "font/otf",
        "txt": "text/plain; charset=utf-8",
        "md": "text/plain; charset=utf-8",
        "pdf": "application/pdf",
        "wasm": "application/wasm",
        "map": "application/json",
    ]

    /// The type for `fileName`; unknown extensions get `application/octet-stream`.
    public static func forFile(named fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: ".") else { return "application/octet-stream" }
        let ext = fileName[fileName.index(after: dot)...].lowercased()
        return types[ext] ?? "application/octet-stream"
    }

    /// True for pages that get the live-reload script and the error overlay.
    public static func isHTML(fileName: String) -> Bool {
        forFile(named: fileName).hasPrefix("text/html")
    }
}
