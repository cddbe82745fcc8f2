import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import FolioServe

/// Clients that open connections and never finish a request must not take the preview down: not by passing
/// its connection cap, and not by using up the process's file descriptors (before the accept loop, one
/// failed `accept` ended the server for good).
@Suite(.serialized) struct DescriptorExhaustionTests {
    /// Opens `count` connections that send half a request head and then nothing.
    func idleClients(_ count: Int, port: Int) throws -> [Int32] {
        let client = RawHTTPClient(port: port)
        var sockets: [Int32] = []
        for index in 0..<count {
            let socket = try client.connect()
            try client.send(socket, "GET /?idle=\(index) HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            sockets.append(socket)
        }
        return sockets
    }

    /// How many of `sockets` the server has closed (a read gives end of stream or a reset).
    func closedByServer(_ sockets: [Int32]) -> Int {
        sockets.filter { socket in
            var byte: UInt8 = 0
            let count = recv(socket, &byte, 1, Int32(MSG_DONTWAIT))
            return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
        }.count
    }

    @Test func idleConnectionsBeyondTheCapAreDroppedOldestFirstAndAPageIsStillServed() async throws {
        try await offTheCooperativePool { try await dropsOldestIdle() }
    }

    func dropsOldestIdle() async throws {
        let fixture = try await PreviewServerTests.Fixture()
        let handler = PreviewRequestHandler(snapshot: { SiteSnapshot(folder: fixture.site, generation: 1, token: "t", diagnostics: []) },
                                            broadcaster: fixture.broadcaster, injectsLiveReload: false)
        let server = PreviewServer(host: PreviewServer.defaultHost, port: 0, handler: handler, maximumConnections: 20)
        let port = try await server.start()
        let idle = try idleClients(60, port: port)
        defer { for socket in idle { close(socket) } }

        let page = try await RawHTTPClient(port: port).get("/about.html")
        #expect(page.status == 200 && page.text.contains("about"))
        let settled = await eventually(timeout: 60) { server.roster.droppedCount >= 40 }
        #expect(settled, "dropped \(server.roster.droppedCount) of 60 idle connections with a cap of 20")
        #expect(server.roster.count <= 20)
        // The oldest were dropped: the first forty clients find their connection closed, the last ten never.
        let early = await eventually(timeout: 60) { self.closedByServer(Array(idle.prefix(40))) == 40 }
        #expect(early, "closed among the first 40: \(closedByServer(Array(idle.prefix(40))))")
        #expect(closedByServer(Array(idle.suffix(10))) == 0)
        await server.stop()
        await fixture.stop()
    }

    /// At 64 open files the cap (32) is reached first; at 24 the cap (16) and the server's own descriptors
    /// pass the limit, so `accept` fails with EMFILE and the loop makes room.
    @Test(.enabled(if: ServeCommandTests.folioBinary != nil, "needs the folio binary (swift build)"),
          arguments: [64, 24])
    func runningOutOfFileDescriptorsLeavesFolioServeAnswering(openFiles: Int) async throws {
        try await offTheCooperativePool { try await staysAnswering(openFiles: openFiles) }
    }

    func staysAnswering(openFiles: Int) async throws {
        let fixture = try SiteFixture()
        let serve = try ServeCommandTests.ServeProcess(["--content", fixture.content.path, "--port", "0"],
                                                       openFiles: openFiles)
        defer { serve.process.terminate() }
        #expect(await serve.waitForOutput("Serving http://127.0.0.1:"), "\(serve.output.get())\(serve.errors.get())")
        let port = try #require(serve.port)
        let idle = try idleClients(150, port: port)
        defer { for socket in idle { close(socket) } }

        var client = RawHTTPClient(port: port)
        client.timeout = 10
        for _ in 0..<3 {
            // A read that meets the limit at that instant is a 503 ("reload in a moment"), which a busy
            // machine sees now and then: the server must answer, and serve the page once it made room.
            var page = try await client.get("/")
            for _ in 0..<10 where page.status == 503 {
                try await Task.sleep(nanoseconds: 200_000_000)
                page = try await client.get("/")
            }
            #expect(page.status == 200 && page.text.contains("Beta"), "status \(page.status): \(page.text.prefix(300))")
        }
        #expect(closedByServer(idle) > 0)
        #expect(await serve.interrupt() == 0)
    }
}
