import FlyingSocks
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The HTTP listener of `folio serve`.
///
/// Built on **FlyingSocks** (the socket layer of swhitty/FlyingFox): non-blocking BSD sockets and an
/// epoll/kqueue event pool driven by Swift concurrency. A local preview needs only static files and one
/// streaming endpoint, so the HTTP on top is the preview's own and small (``PreviewConnection``,
/// ``RequestHeadParser``, ``PreviewResponse``): FlyingFox's `HTTPServer` reads request lines in quadratic
/// time with no bound, and its HTTP module links FoundationNetworking, which made every `folio` command
/// load libcurl at start-up. No SwiftNIO, so the CLI builds in seconds instead of the minutes a NIO-based
/// stack adds on a small machine. It lives in this module so `FolioSite`, and everyone who embeds it,
/// never depends on a server.
public final class PreviewServer: @unchecked Sendable {
    /// The address asked for (`127.0.0.1` unless `--host` says otherwise).
    public let host: String
    private let requestedPort: UInt16
    private let handler: PreviewRequestHandler
    private let running = LockedValue<(listener: Socket, task: Task<Void, Never>)?>(nil)
    private let boundPort = LockedValue<Int?>(nil)
    /// The open connections, capped so that idle clients cannot use up the file descriptors.
    let roster: ConnectionRoster

    public static let defaultHost = "127.0.0.1"
    /// Every preview server's tasks run here, never waiting for a busy cooperative pool.
    @available(macOS 15, iOS 18, *)
    static let executor = ServerExecutor()

    /// - Parameter port: 0 picks a free port (tests); read ``port`` after ``start()``.
    public convenience init(host: String = PreviewServer.defaultHost, port: UInt16, handler: PreviewRequestHandler) {
        self.init(host: host, port: port, handler: handler, maximumConnections: ConnectionRoster.defaultCapacity())
    }

    /// `maximumConnections`: open connections beyond it drop the one that has waited longest for a request.
    init(host: String, port: UInt16, handler: PreviewRequestHandler, maximumConnections: Int) {
        self.roster = ConnectionRoster(capacity: maximumConnections)
        self.host = host
        self.requestedPort = port
        self.handler = handler
    }

    /// True for addresses that only this machine can reach.
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// The port actually bound, once started.
    public var port: Int? { boundPort.get() }

    /// `http://host:port/`, once started.
    public var url: URL? {
        guard let port else { return nil }
        let shown = host.contains(":") ? "[\(host)]" : host
        return URL(string: "http://\(shown):\(port)/")
    }

    /// Binds and starts answering; returns once the socket listens, or throws ``PreviewError`` (a port
    /// in use gives ``PreviewError/portInUse(host:port:)``). Waits at most `timeout` seconds.
    @discardableResult
    public func start(timeout: TimeInterval = 30) async throws -> Int {
        let address = try Self.address(host: host, port: requestedPort)
        let listener: Socket
        do {
            listener = try Socket(domain: Int32(type(of: address).family))
            try listener.setValue(true, for: .localAddressReuse)
            try listener.bind(to: address)
            try listener.listen()
        } catch {
            throw mapError(error)
        }
        let port: Int
        switch try? listener.sockname() {
        case .ip4(_, let value)?, .ip6(_, let value)?: port = Int(value)
        default: port = Int(requestedPort)
        }
        let pool = Self.socketPool()
        let ready = LockedValue<Result<Void, any Error>?>(nil)
        let handler = handler
        let policy = HostPolicy(host: host)
        let roster = self.roster
        let run: @Sendable () async -> Void = {
            do {
                try await pool.prepare()
                let accepting = try AsyncSocket(socket: listener, pool: pool)
                ready.set(.success(()))
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { try await pool.run() }
                    group.addTask {
                        await withDiscardingTaskGroup { connections in
                            await AcceptLoop.run(accept: accepting.accept, makeRoom: { roster.dropOne() }) { client in
                                let ticket = roster.join(descriptor: client.socket.file.rawValue)
                                connections.addTask {
                                    await PreviewConnection(socket: client, handler: handler, policy: policy,
                                                            roster: roster, ticket: ticket).run()
                                }
                            }
                        }
                    }
                    try await group.next()
                    group.cancelAll()
                }
            } catch {
                if ready.get() == nil { ready.set(.failure(error)) }
            }
        }
        let task: Task<Void, Never>
        if #available(macOS 15, iOS 18, *) {
            task = Task(executorPreference: Self.executor, operation: run)
        } else {
            task = Task(operation: run)
        }
        running.set((listener, task))

        let deadline = Date().addingTimeInterval(timeout)
        var lastLook = false
        while !lastLook {
            lastLook = Date() >= deadline
            switch ready.get() {
            case .success?:
                boundPort.set(port)
                return port
            case .failure(let error)?:
                await stop()
                throw mapError(error)
            case nil:
                try? await Task.sleep(nanoseconds: 2_000_000)
            }
        }
        await stop()
        throw PreviewError.cannotListen(host: host, port: Int(requestedPort), reason: "timed out")
    }

    /// Closes the listening socket and open connections. Safe to call twice.
    public func stop() async {
        guard let (listener, task) = running.update({ state in defer { state = nil }; return state }) else { return }
        task.cancel()
        // Bounded: a connection stuck in a system call must not keep Ctrl-C from exiting.
        let finished = LockedValue(false)
        Task { await task.value; finished.set(true) }
        let deadline = Date().addingTimeInterval(2)
        while !finished.get() && Date() < deadline { try? await Task.sleep(nanoseconds: 5_000_000) }
        try? listener.close()
    }

    /// The event pool that wakes the sockets' tasks: epoll on Linux, kqueue on Apple platforms.
    static func socketPool() -> some AsyncSocketPool {
#if canImport(Darwin)
        return .kQueue()
#elseif canImport(Glibc)
        return .ePoll()
#else
        return .poll()
#endif
    }

    static func address(host: String, port: UInt16) throws -> any SocketAddress {
        let name = host == "localhost" ? "127.0.0.1" : host
        do {
            if name.contains(":") {
                let bare = name.hasPrefix("[") && name.hasSuffix("]") ? String(name.dropFirst().dropLast()) : name
                return try sockaddr_in6.inet6(ip6: bare, port: port)
            }
            return try sockaddr_in.inet(ip4: name, port: port)
        } catch {
            throw PreviewError.invalidHost(host)
        }
    }

    private func mapError(_ error: any Error) -> PreviewError {
        if case let SocketError.failed(type, code, message) = error {
            if code == EADDRINUSE { return .portInUse(host: host, port: Int(requestedPort)) }
            return .cannotListen(host: host, port: Int(requestedPort), reason: "\(type): \(message)")
        }
        return .cannotListen(host: host, port: Int(requestedPort), reason: "\(error)")
    }
}
