import Foundation

/// Answers every request of the preview: the site's files from the newest complete version, plus the
/// live-reload script and event stream under `/__folio/`.
///
/// Each request reads the published snapshot once and answers entirely from that folder, so a rebuild
/// that publishes halfway through a request cannot mix two versions.
public struct PreviewRequestHandler: Sendable {
    let snapshot: @Sendable () -> SiteSnapshot?
    let broadcaster: ReloadBroadcaster
    let injectsLiveReload: Bool

    /// - Parameters:
    ///   - snapshot: returns the version to serve (``GenerationStore/current``).
    ///   - injectsLiveReload: false serves the files exactly as built (no script, no overlay).
    public init(snapshot: @escaping @Sendable () -> SiteSnapshot?, broadcaster: ReloadBroadcaster,
                injectsLiveReload: Bool = true) {
        self.snapshot = snapshot
        self.broadcaster = broadcaster
        self.injectsLiveReload = injectsLiveReload
    }

    /// The answer to one request head (the preview never reads request bodies).
    func respond(to head: RequestHeadParser.Head) -> PreviewResponse {
        guard head.method == "GET" || head.method == "HEAD" else {
            return Self.plain(405, "405 Method Not Allowed\n", extra: [("Allow", "GET, HEAD")])
        }
        let parts = head.target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let rawPath = String(parts.first ?? "")
        let query = parts.count > 1 ? String(parts[1]) : ""
        if rawPath.hasPrefix(LiveReload.prefix) { return internalEndpoint(rawPath) }
        guard let site = snapshot() else {
            return Self.plain(503, "The site is still being built; reload in a moment.\n", extra: [("Retry-After", "1")])
        }
        let resolver = RequestPathResolver(root: site.folder)
        let response: PreviewResponse
        switch resolver.resolve(rawPath: rawPath) {
        case .file(let url):
            response = fileResponse(url, status: 200, site: site)
        case .redirect(let location):
            response = Self.plain(302, "Moved to \(location)\n",
                                  extra: [("Location", query.isEmpty ? location : location + "?" + query)])
        case .notFound:
            if let page = resolver.notFoundPage {
                response = fileResponse(page, status: 404, site: site)
            } else {
                response = Self.plain(404, "404 Not Found\n")
            }
        case .rejected:
            response = Self.plain(400, "400 Bad Request\n")
        }
        return head.method == "HEAD" ? Self.withoutBody(response) : response
    }

    private func internalEndpoint(_ rawPath: String) -> PreviewResponse {
        switch rawPath {
        case LiveReload.scriptPath where injectsLiveReload:
            return PreviewResponse(status: 200, headers: Self.headers(type: "text/javascript; charset=utf-8"),
                                   body: .bytes(Data(LiveReload.script.utf8)))
        case LiveReload.eventsPath where injectsLiveReload:
            let token = snapshot()?.token ?? ""
            var headers = Self.headers(type: "text/event-stream; charset=utf-8")
            headers.append(("X-Accel-Buffering", "no"))
            return PreviewResponse(status: 200, headers: headers, body: .stream(broadcaster.subscribe(token: token).stream))
        default:
            return Self.plain(404, "404 Not Found\n")
        }
    }

    private func fileResponse(_ url: URL, status: Int, site: SiteSnapshot) -> PreviewResponse {
        guard var data = try? Data(contentsOf: url) else {
            // The resolver found the file, so this is the server's trouble, not a missing page: no read
            // permission (403), or no file descriptor or memory left for the moment (503; try again).
            if access(url.path, R_OK) != 0 { return Self.plain(403, "403 Forbidden: the file cannot be read\n") }
            var busy = Self.plain(503, "The preview could not read this file just now; reload in a moment.\n",
                                  extra: [("Retry-After", "1")])
            busy.wantsRoom = true
            return busy
        }
        let type = MediaType.forFile(named: url.lastPathComponent)
        if injectsLiveReload && type.hasPrefix("text/html"), let html = String(data: data, encoding: .utf8) {
            data = Data(LiveReload.inject(into: html, token: site.token, errors: site.errors).utf8)
        }
        return PreviewResponse(status: status, headers: Self.headers(type: type), body: .bytes(data))
    }

    static func headers(type: String) -> [(name: String, value: String)] {
        [("Content-Type", type), ("Cache-Control", "no-cache"), ("X-Content-Type-Options", "nosniff")]
    }

    static func plain(_ status: Int, _ text: String, extra: [(name: String, value: String)] = []) -> PreviewResponse {
        PreviewResponse(status: status, headers: headers(type: "text/plain; charset=utf-8") + extra, body: .bytes(Data(text.utf8)))
    }

    /// HEAD: same status and headers (including the length the body would have), no body.
    static func withoutBody(_ response: PreviewResponse) -> PreviewResponse {
        var headers = response
        if let count = response.knownLength { headers.set("Content-Length", String(count)) }
        headers.body = .bytes(Data())
        return headers
    }
}
