import FlyingFox
import Foundation

/// Answers every request of the preview: the site's files from the newest complete version, plus the
/// live-reload script and event stream under `/__folio/`.
///
/// Each request reads the published snapshot once and answers entirely from that folder, so a rebuild
/// that publishes halfway through a request cannot mix two versions.
public struct PreviewRequestHandler: HTTPHandler {
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

    public func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            return Self.plain(.methodNotAllowed, "405 Method Not Allowed\n", extra: [HTTPHeader("Allow"): "GET, HEAD"])
        }
        let rawPath = request.target.path(percentEncoded: true)
        if rawPath.hasPrefix(LiveReload.prefix) { return internalEndpoint(rawPath) }
        guard let site = snapshot() else {
            return Self.plain(.serviceUnavailable, "The site is still being built; reload in a moment.\n",
                              extra: [HTTPHeader("Retry-After"): "1"])
        }
        let resolver = RequestPathResolver(root: site.folder)
        let response: HTTPResponse
        switch resolver.resolve(rawPath: rawPath) {
        case .file(let url):
            response = fileResponse(url, status: .ok, site: site)
        case .redirect(let location):
            let query = request.target.query(percentEncoded: true)
            response = Self.plain(HTTPStatusCode(302, phrase: "Found"), "Moved to \(location)\n",
                                  extra: [.location: query.isEmpty ? location : location + "?" + query])
        case .notFound:
            if let page = resolver.notFoundPage {
                response = fileResponse(page, status: .notFound, site: site)
            } else {
                response = Self.plain(.notFound, "404 Not Found\n")
            }
        case .rejected:
            response = Self.plain(.badRequest, "400 Bad Request\n")
        }
        return request.method == .HEAD ? Self.withoutBody(response) : response
    }

    private func internalEndpoint(_ rawPath: String) -> HTTPResponse {
        switch rawPath {
        case LiveReload.scriptPath where injectsLiveReload:
            return HTTPResponse(statusCode: .ok, headers: Self.headers(type: "text/javascript; charset=utf-8"),
                                body: Data(LiveReload.script.utf8))
        case LiveReload.eventsPath where injectsLiveReload:
            let token = snapshot()?.token ?? ""
            var headers = Self.headers(type: "text/event-stream; charset=utf-8")
            headers[HTTPHeader("X-Accel-Buffering")] = "no"
            return HTTPResponse(statusCode: .ok, headers: headers,
                                body: HTTPBodySequence(from: broadcaster.subscribe(token: token)))
        default:
            return Self.plain(.notFound, "404 Not Found\n")
        }
    }

    private func fileResponse(_ url: URL, status: HTTPStatusCode, site: SiteSnapshot) -> HTTPResponse {
        guard var data = try? Data(contentsOf: url) else {
            return Self.plain(.notFound, "404 Not Found\n")
        }
        let type = MediaType.forFile(named: url.lastPathComponent)
        if injectsLiveReload && type.hasPrefix("text/html"), let html = String(data: data, encoding: .utf8) {
            data = Data(LiveReload.inject(into: html, token: site.token, errors: site.errors).utf8)
        }
        return HTTPResponse(statusCode: status, headers: Self.headers(type: type), body: data)
    }

    static func headers(type: String) -> HTTPHeaders {
        var headers = HTTPHeaders()
        headers[.contentType] = type
        headers[.cacheControl] = "no-cache"
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        return headers
    }

    static func plain(_ status: HTTPStatusCode, _ text: String, extra: [HTTPHeader: String] = [:]) -> HTTPResponse {
        var headers = headers(type: "text/plain; charset=utf-8")
        for (name, value) in extra { headers[name] = value }
        return HTTPResponse(statusCode: status, headers: headers, body: Data(text.utf8))
    }

    /// HEAD: same status and headers (including the length the body would have), no body.
    static func withoutBody(_ response: HTTPResponse) -> HTTPResponse {
        var headers = response.headers
        if case .httpBody(let body) = response.payload, let count = body.count {
            headers[.contentLength] = String(count)
        }
        return HTTPResponse(statusCode: response.statusCode, headers: headers, body: Data())
    }
}
