import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A deliberately dumb HTTP/1.1 client over a plain TCP socket to 127.0.0.1.
///
/// URL libraries normalise `/../` and `%2e%2e` before sending, which would hide exactly the requests the
/// traversal tests must send, so these tests write request lines by hand. Every read has a timeout.
struct RawHTTPClient {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        func header(_ name: String) -> String? { headers[name.lowercased()] }
    }

    enum Failure: Error { case connect(Int32), timeout, malformed(String) }

    let port: Int
    /// Generous: when the whole test suite runs, CPU-bound tests can keep every core busy for seconds.
    var timeout: TimeInterval = 30

    /// Sends `GET target` (exactly as given) and reads the whole response, on its own thread so the
    /// blocking socket calls never starve the concurrency pool the server runs on.
    func get(_ target: String, method: String = "GET") async throws -> Response {
        try await offPool { try blockingGet(target, method: method) }
    }

    /// Sends `request` byte for byte (request line, headers and all) and reads the whole response. A server
    /// that refuses the request halfway through sending is fine: whatever it answered is returned.
    func raw(_ request: String) async throws -> Response {
        try await offPool { try blockingRaw(Array(request.utf8)) }
    }

    func blockingRaw(_ bytes: [UInt8]) throws -> Response {
        let socket = try connect()
        defer { close(socket) }
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count > 0 { sent += count; continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { continue }
            break
        }
        return try Self.parse(readAll(socket), isHead: false)
    }

    private func readAll(_ socket: Int32) -> Data {
        var data = Data()
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while Date() < deadline {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count > 0 { data.append(contentsOf: buffer[0..<count]); continue }
            if count == 0 { break }
            if errno == EAGAIN || errno == EWOULDBLOCK { continue }
            break
        }
        return data
    }

    /// ``readEvents(_:timeout:onOpen:until:)`` on its own thread.
    func events(_ target: String = "/__folio/events", timeout: TimeInterval,
                onOpen: @escaping @Sendable () throws -> Void = {},
                until predicate: @escaping @Sendable (String) -> Bool) async throws -> String {
        try await offPool { try readEvents(target, timeout: timeout, onOpen: onOpen, until: predicate) }
    }

    func blockingGet(_ target: String, method: String = "GET") throws -> Response {
        let socket = try connect()
        defer { close(socket) }
        try send(socket, "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        return try Self.parse(readAll(socket), isHead: method == "HEAD")
    }

    /// Opens an event stream and returns the text received until `predicate` holds or `timeout` passes.
    func readEvents(_ target: String = "/__folio/events", timeout: TimeInterval,
                    onOpen: () throws -> Void = {}, until predicate: (String) -> Bool) throws -> String {
        let socket = try connect()
        defer { close(socket) }
        try send(socket, "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        var received = ""
        var opened = false
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count > 0 {
                received += String(decoding: buffer[0..<count], as: UTF8.self)
                if !opened && received.contains("event: hello") {
                    opened = true
                    try onOpen()
                }
                if predicate(received) { return received }
            } else if count == 0 {
                break
            }
        }
        return received
    }

    private func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    func connect() throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure.connect(errno) }
        var wait = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(socket)
            throw Failure.connect(errno)
        }
        return socket
    }

    func send(_ socket: Int32, _ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw Failure.malformed("send failed") }
            sent += count
        }
    }

    static func parse(_ data: Data, isHead: Bool) throws -> Response {
        let separator = Data("\r\n\r\n".utf8)
        guard let end = data.range(of: separator) else { throw Failure.malformed(String(decoding: data, as: UTF8.self)) }
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure.malformed(head) }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(data[end.upperBound...])
        if let length = headers["content-length"].flatMap(Int.init), !isHead { body = body.prefix(length) }
        if isHead { body = Data() }
        return Response(status: status, headers: headers, body: body)
    }
}
