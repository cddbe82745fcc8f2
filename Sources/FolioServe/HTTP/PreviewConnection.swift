import FlyingSocks
import Foundation

/// One client connection of the preview: reads request heads with ``RequestHeadParser``, applies the
/// ``HostPolicy``, hands each request to the ``PreviewRequestHandler`` and writes its ``PreviewResponse``.
///
/// FlyingFox's own connection loop cannot bound what it reads (see ``RequestHeadParser``), so the preview
/// has its own on FlyingSocks' sockets. Each connection is its own task: a client that sends slowly, never reads
/// its event stream or sends a megabyte of request line holds up nothing but itself.
struct PreviewConnection {
    let socket: AsyncSocket
    let handler: PreviewRequestHandler
    let policy: HostPolicy
    /// Where the connection says whether it waits for a request or answers one, so that an idle one can be
    /// dropped when clients would use up the server's file descriptors.
    let roster: ConnectionRoster
    let ticket: Int
    /// A client has this long to send a complete request head (slowloris), and a handler to answer.
    var timeout: TimeInterval = 30

    /// Answers requests until the client closes, errs, times out or is dropped by `roster`; always leaves
    /// the roster and closes the socket.
    func run() async {
        await serve()
        roster.leave(ticket)
        try? socket.close()
    }

    private func serve() async {
        var pending: [UInt8] = []
        do {
            while true {
                guard let (head, leftover) = try await readHead(startingWith: pending) else { break }
                pending = leftover
                roster.answering(ticket)
                let (response, keepAlive) = await answer(head)
                try await write(response, keepAlive: keepAlive)
                if !keepAlive { break }
                roster.waiting(ticket)
            }
        } catch let failure as RequestHeadParser.Failure {
            roster.answering(ticket)
            let response = Self.plain(failure.status, PreviewResponse.phrase(failure.status))
            try? await write(response, keepAlive: false)
            await lingeringClose()
        } catch {
            // The client went away, or took too long: nothing to answer.
        }
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

    private func answer(_ head: RequestHeadParser.Head) async -> (PreviewResponse, keepAlive: Bool) {
        let connection = (head.value(of: "Connection") ?? "").lowercased()
        let hasBody = head.value(of: "Transfer-Encoding") != nil || (head.value(of: "Content-Length").map { $0 != "0" } ?? false)
        // Bodies are never read (the preview answers GET and HEAD); the connection closes after such a request.
        let keepAlive = !hasBody && (head.version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive"))
        guard policy.accepts(host: head.value(of: "Host")) else {
            return (Self.plain(421, "421 Misdirected Request: this preview answers only localhost\n"), false)
        }
        let method = head.method
        if method != "GET" && method != "HEAD", let origin = head.value(of: "Origin"), !policy.accepts(origin: origin) {
            return (Self.plain(403, "403 Forbidden: cross-origin request\n"), false)
        }
        let response = handler.respond(to: head)
        if response.wantsRoom, roster.dropOne() {
            try? await Task.sleep(nanoseconds: 2_000_000)  // the dropped connection's task closes its socket
            return (handler.respond(to: head), keepAlive)
        }
        return (response, keepAlive)
    }

    private func write(_ response: PreviewResponse, keepAlive: Bool) async throws {
        var response = response
        response.set("Connection", keepAlive ? "keep-alive" : "close")
        if response.value(of: "Content-Length") == nil {
            if let count = response.knownLength { response.set("Content-Length", String(count)) } else { response.set("Transfer-Encoding", "chunked") }
        }
        try await socket.write(response.encodedHead())
        switch response.body {
        case .bytes(let data):
            if !data.isEmpty { try await socket.write(data) }
        case .stream(let stream):
            for await chunk in stream where !chunk.isEmpty { try await socket.write(PreviewResponse.chunk(chunk)) }
            try await socket.write(PreviewResponse.chunk([]))
        }
    }

    /// After refusing a request mid-send, reads (and drops) what the client still sends for a moment, so
    /// the kernel does not reset the connection before the client has read the answer. ``run()`` closes it.
    private func lingeringClose() async {
        shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        let deadline = Date().addingTimeInterval(2)
        var drained = 0
        while drained < 4 * 1024 * 1024, let chunk = try? await readChunk(until: deadline), !chunk.isEmpty {
            drained += chunk.count
        }
    }

    static func plain(_ status: Int, _ text: String) -> PreviewResponse {
        var response = PreviewRequestHandler.plain(status, text)
        response.set("Content-Length", String(text.utf8.count))
        return response
    }
}
