import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP connection to 127.0.0.1, for the bench's HTTP requests and its live-reload listener.
final class LoopbackSocket: @unchecked Sendable {
    private let descriptor: Int32

    init(port: Int) throws {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw BenchError("socket() failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            Glibc.close(descriptor)
            throw BenchError("cannot connect to 127.0.0.1:\(port)")
        }
    }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw BenchError("send failed") }
            sent += count
        }
    }

    /// The next bytes as text, or nil at the end of the stream or after `timeout` seconds of silence.
    func receive(timeout: TimeInterval) -> String? {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, Int32(timeout * 1000)) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : nil
    }

    func close() { Glibc.close(descriptor) }
}

/// Holds `/__folio/events` open like a browser tab and counts `reload` events as they arrive.
final class EventStreamReader: @unchecked Sendable {
    let port: Int
    private let lock = NSLock()
    private var reloads = 0
    private var connected = false
    private var socket: LoopbackSocket?
    private var running = true

    init(port: Int) { self.port = port }

    var reloadCount: Int { lock.withLock { reloads } }

    func open() throws {
        let socket = try LoopbackSocket(port: port)
        try socket.send("GET /__folio/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        self.socket = socket
        Thread { [self] in
            var pending = ""
            while lock.withLock({ running }) {
                guard let chunk = socket.receive(timeout: 0.2) else { continue }
                pending += chunk
                if pending.contains("event: hello") { lock.withLock { connected = true } }
                while let range = pending.range(of: "event: reload") {
                    pending = String(pending[range.upperBound...])
                    lock.withLock { reloads += 1 }
                }
            }
        }.start()
        guard waitUntil(timeout: 5, { self.lock.withLock { self.connected } }) else {
            throw BenchError("the live-reload stream did not open")
        }
    }

    /// Waits until more than `count` reload events arrived.
    func waitForReload(after count: Int, timeout: TimeInterval) -> Bool {
        waitUntil(timeout: timeout) { self.reloadCount > count }
    }

    private func waitUntil(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(500)
        }
        return condition()
    }

    func close() {
        lock.withLock { running = false }
        socket?.close()
    }
}
