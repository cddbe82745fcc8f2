import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import FolioServe

/// Issue 11, must-show 4: under `folio serve`, 200 concurrent clients, a 1 MB request line and a stalled
/// live-reload reader leave a normal GET answered in under 100 ms. Real server on loopback; every socket
/// has a receive timeout, so the test is bounded in time whatever the server does.
@Suite(.serialized) struct ConcurrentLoadTests {
    typealias Fixture = PreviewServerTests.Fixture

    func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }

    @Test func aNormalGetStaysFastUnderSlowClientsAHugeRequestLineAndAStalledEventReader() async throws {
        try await offTheCooperativePool { try await underLoad() }
    }

    func underLoad() async throws {
        let fixture = try await Fixture()
        var held: [Int32] = []
        defer { for socket in held { close(socket) } }
        let client = fixture.client!

        // 200 clients that opened a connection and sent half a request, and never finish it.
        for index in 0..<200 {
            let socket = try client.connect()
            try client.send(socket, "GET /about.html?client=\(index) HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            held.append(socket)
        }
        // A stalled live-reload reader: it subscribes and never reads, while reloads pile up.
        let stalled = try client.connect()
        held.append(stalled)
        var small: Int32 = 4096
        setsockopt(stalled, SOL_SOCKET, SO_RCVBUF, &small, socklen_t(MemoryLayout<Int32>.size))
        try client.send(stalled, "GET /__folio/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        let subscribed = await eventually(timeout: 10) { fixture.broadcaster.clientCount >= 1 }
        #expect(subscribed)
        let payload = String(repeating: "x", count: 4000)
        for _ in 0..<2000 { fixture.broadcaster.broadcast(event: "reload", data: payload) }
        // A 1 MB request line, sent while the rest goes on.
        var attacker = client
        attacker.timeout = 20
        let hugeLine = Task(executorPreference: PreviewServer.executor) { try await attacker.raw("GET /" + String(repeating: "a", count: 1 << 20) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") }
        // And 200 more clients asking for pages at the same moment.
        let burst = (0..<200).map { index in
            Task(executorPreference: PreviewServer.executor) { try await client.get(index % 2 == 0 ? "/index.html" : "/assets/style.css").status }
        }

        var times: [Double] = []
        for _ in 0..<15 {
            var status = 0
            times.append(try milliseconds { status = try client.blockingGet("/about.html").status })
            #expect(status == 200)
        }
        var burstStatuses: [Int] = []
        for task in burst { burstStatuses.append(try await task.value) }
        let refused = try await hugeLine.value
        // One more normal GET after everything has landed, with every slow client still connected.
        var lastStatus = 0
        times.append(try milliseconds { lastStatus = try client.blockingGet("/index.html").status })
        #expect(lastStatus == 200)
        await fixture.stop()

        times.sort()
        let median = times[times.count / 2]
        print("ConcurrentLoadTests: normal GET under load, median \(median) ms, slowest \(times.last!) ms")
        #expect(refused.status == 414)
        #expect(burstStatuses.allSatisfy { $0 == 200 }, "burst statuses: \(Set(burstStatuses))")
        #expect(median < 100, "median normal GET took \(median) ms under load")
        #expect(times.last! < 1000, "slowest normal GET took \(times.last!) ms under load")
    }
}
