import FlyingFox
import FlyingSocks
import Foundation

/// One client connection of the preview: reads request heads with ``RequestHeadParser``, applies the
/// ``HostPolicy``, hands each request to the ``HTTPHandler`` and writes its response.
///
/// FlyingFox's own connection loop cannot bound what it reads (see ``RequestHeadParser``), so the preview
/// keeps FlyingFox's handler, request and response types and its socket layer, and replaces only the part
/// that reads bytes off the wire. Each connection is its own task: a client that sends slowly, never reads
/// its event stream or sends a megabyte of request line holds up nothing but itself.
struct PreviewConnection {
    let socket: AsyncSocket
    let handler: any HTTPHandler
    let policy: HostPolicy
    /// A client has this long to send a complete request head (slowloris), and a handler to answer.
    var timeout: TimeInterval = 30

    func run() async {
        var pending: [UInt8] = []
        do {
            while true {
                guard let (head, leftover) = try await readHead(startingWith: pending) else { break }
                pending = leftover
                let (response, keepAlive) = await answer(head)
                try await write(response, keepAlive: keepAlive)
                if !keepAlive { break }
            }
        } catch let failure as RequestHeadParser.Failure {
            let response = Self.plain(failure.status, Self.phrase(failure.status))
            try? await write(response, keepAlive: false)
            await lingeringClose()
            return
        } catch {
            // The client went away, or took too long: nothing to answer.
        }
        try? socket.close()
    }

    /// The next request head, or nil when the client closed the connection between requests.
    private func readHead(startingWith bytes: [UInt8]) async throws -> (RequestHeadParser.Head, [UInt8])? {
        var parser = RequestHeadParser()
        var outcome = parser.feed(bytes)
        let deadline = Date().addingTimeInterval(timeout)
        var received = !bytes.isEmpty
        while case .needMore = outcome {
            guard let chunk = try await readChunk(until: deadline) else {
                if received { throw RequestHeadParser.Failure.malformed }
                return nil
            }
            received = true
            outcome = parser.feed(chunk)
        }
        switch outcome {
        case .complete(let head, let leftover): return (head, leftover)
        case .failed(let failure): throw failure
        case .needMore: return nil
        }
    }

    /// Up to 16 KB, or nil at end of stream; throws once `deadline` passes.
    private func readChunk(until deadline: Date) async throws -> [UInt8]? {
        let socket = socket
        let remaining = deadline.timeIntervalSinceNow
        guard remaining > 0 else { throw CancellationError() }
        return try await withThrowingTaskGroup(of: [UInt8]?.self) { group in
            group.addTask {
                do { return try await socket.read(atMost: 16 * 1024) } catch SocketError.disconnected { return nil }
            }
            group.addTask {
                try await Task.sleep(nanoseconds: UInt64(remaining * 1_000_000_000))
                throw CancellationError()
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
    }

    private func answer(_ head: RequestHeadParser.Head) async -> (HTTPResponse, keepAlive: Bool) {
        let connection = (head.value(of: "Connection") ?? "").lowercased()
        let hasBody = head.value(of: "Transfer-Encoding") != nil || (head.value(of: "Content-Length").map { $0 != "0" } ?? false)
        // Bodies are never read (the preview answers GET and HEAD); the connection closes after such a request.
        var keepAlive = !hasBody && (head.version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive"))
        guard policy.accepts(host: head.value(of: "Host")) else {
            return (Self.plain(421, "421 Misdirected Request: this preview answers only localhost\n"), false)
        }
        let method = head.method
        if method != "GET" && method != "HEAD", let origin = head.value(of: "Origin"), !policy.accepts(origin: origin) {
            return (Self.plain(403, "403 Forbidden: cross-origin request\n"), false)
        }
        var headers = HTTPHeaders()
        for field in head.fields { headers.addValue(field.value, for: HTTPHeader(field.name)) }
        let parts = head.target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let target = HTTPRequest.Target(path: String(parts.first ?? ""), query: parts.count > 1 ? String(parts[1]) : "")
        let request = HTTPRequest(method: HTTPMethod(method), version: HTTPVersion(head.version), target: target,
                                  headers: headers, body: HTTPBodySequence())
        let response: HTTPResponse
        do {
            response = try await handler.handleRequest(request)
        } catch {
            keepAlive = false
            response = Self.plain(500, "500 Internal Server Error\n")
        }
        return (response, keepAlive)
    }

    private func write(_ response: HTTPResponse, keepAlive: Bool) async throws {
        var headers = response.headers
        headers[.connection] = keepAlive ? "keep-alive" : "close"
        guard case .httpBody(let body) = response.payload else { return }
        if headers[.contentLength] == nil {
            if let count = body.count { headers[.contentLength] = String(count) } else { headers[.transferEncoding] = "chunked" }
        }
        var head = "HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)\r\n"
        for name in headers.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            for value in headers.values(for: name) { head += "\(name.rawValue): \(value)\r\n" }
        }
        head += "\r\n"
        try await socket.write(Data(head.utf8))
        for try await chunk in body { try await socket.write(chunk) }
    }

    /// After refusing a request mid-send, reads (and drops) what the client still sends for a moment, so
    /// the kernel does not reset the connection before the client has read the answer.
    private func lingeringClose() async {
        shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        let deadline = Date().addingTimeInterval(2)
        var drained = 0
        while drained < 4 * 1024 * 1024, let chunk = try? await readChunk(until: deadline), !chunk.isEmpty {
            drained += chunk.count
        }
        try? socket.close()
    }

    static func plain(_ status: Int, _ text: String) -> HTTPResponse {
        var headers = PreviewRequestHandler.headers(type: "text/plain; charset=utf-8")
        headers[.contentLength] = String(text.utf8.count)
        return HTTPResponse(statusCode: HTTPStatusCode(status, phrase: phrase(status)), headers: headers, body: Data(text.utf8))
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 414: return "URI Too Long"
        case 421: return "Misdirected Request"
        case 431: return "Request Header Fields Too Large"
        case 500: return "Internal Server Error"
        default: return "Error"
        }
    }
}
