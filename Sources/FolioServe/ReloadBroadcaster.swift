import Foundation

/// Fans "a new version is live" out to every open live-reload connection (Server-Sent Events).
///
/// Each browser tab holds one `GET /__folio/events` response open; ``subscribe(token:)`` gives the body
/// for it. A comment line is sent every ``keepAliveInterval`` seconds so dead connections are noticed
/// and proxies do not time the stream out.
public final class ReloadBroadcaster: @unchecked Sendable {
    public static let keepAliveInterval: UInt64 = 15

    private let lock = NSLock()
    private var clients: [Int: AsyncStream<[UInt8]>.Continuation] = [:]
    private var nextID = 0
    private var isClosed = false
    private var keepAlive: Task<Void, Never>?

    public init() {}

    /// A new stream that starts with a `hello` event carrying the live version's token.
    public func subscribe(token: String) -> EventStreamBody {
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(32))
        continuation.yield(Self.encode(event: "hello", data: token, retry: 1000))
        lock.lock()
        if isClosed {
            lock.unlock()
            continuation.finish()
            return EventStreamBody(stream: stream)
        }
        let id = nextID
        nextID += 1
        clients[id] = continuation
        if keepAlive == nil { keepAlive = Task { [weak self] in await self?.sendKeepAlives() } }
        lock.unlock()
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        return EventStreamBody(stream: stream)
    }

    /// Sends `event` with `data` to every connected client.
    public func broadcast(event: String, data: String) {
        send(Self.encode(event: event, data: data, retry: nil))
    }

    /// How many clients are connected now (tests and the terminal use it).
    public var clientCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return clients.count
    }

    /// Ends every stream; new subscribers get a stream that ends at once.
    public func closeAll() {
        lock.lock()
        isClosed = true
        let open = clients
        clients = [:]
        keepAlive?.cancel()
        keepAlive = nil
        lock.unlock()
        for continuation in open.values { continuation.finish() }
    }

    private func send(_ bytes: [UInt8]) {
        lock.lock()
        let open = Array(clients.values)
        lock.unlock()
        for continuation in open { continuation.yield(bytes) }
    }

    private func remove(_ id: Int) {
        lock.lock()
        clients[id] = nil
        lock.unlock()
    }

    private func sendKeepAlives() async {
        while !Task.isCancelled {
            try? await Task.sleep(nanoseconds: Self.keepAliveInterval * 1_000_000_000)
            if Task.isCancelled { return }
            send(Array(": keep-alive\n\n".utf8))
        }
    }

    /// One SSE message. Data lines are split so a newline in `data` cannot end the event early.
    static func encode(event: String, data: String, retry: Int?) -> [UInt8] {
        var text = ""
        if let retry { text += "retry: \(retry)\n" }
        text += "event: \(event)\n"
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) {
            text += "data: \(line)\n"
        }
        return Array((text + "\n").utf8)
    }
}

/// An open-ended response body fed by ``ReloadBroadcaster``; the preview sends it chunked, one chunk per
/// event, as soon as the event is yielded.
public struct EventStreamBody: Sendable {
    /// The encoded events, in order; finishes when the broadcaster closes.
    public let stream: AsyncStream<[UInt8]>
}
