import Foundation
import Testing
@testable import FolioServe

/// Issue 11, finding 14: a DNS-rebinding page reaches the preview under its own name, so every route,
/// the event stream included, answers only the names of this machine and the `--host` given; anything
/// but GET and HEAD must also come from such an origin. Real server on loopback, raw requests.
@Suite struct HostHeaderTests {
    typealias Fixture = PreviewServerTests.Fixture

    func withFixture(_ body: (Fixture) async throws -> Void) async throws {
        let fixture = try await Fixture()
        do { try await body(fixture) } catch { await fixture.stop(); throw error }
        await fixture.stop()
    }

    func get(_ fixture: Fixture, _ target: String, host: String?, method: String = "GET",
             extra: String = "") async throws -> RawHTTPClient.Response {
        let hostLine = host.map { "Host: \($0)\r\n" } ?? ""
        var client = fixture.client!
        client.timeout = 5  // an event stream answered by mistake would otherwise hold the test for 30 s
        return try await client.raw("\(method) \(target) HTTP/1.1\r\n\(hostLine)\(extra)Connection: close\r\n\r\n")
    }

    @Test(arguments: ["localhost", "127.0.0.1", "[::1]", "localhost:8000", "127.0.0.1:4321", "[::1]:80", "LOCALHOST"])
    func loopbackNamesAreServed(host: String) async throws {
        try await withFixture { fixture in
            let response = try await get(fixture, "/index.html", host: host)
            #expect(response.status == 200, "Host: \(host)")
        }
    }

    @Test(arguments: ["evil.example", "evil.example:8000", "localhost.evil.example", "127.0.0.1.nip.io",
                      "10.0.0.1", "localhost:x", ""])
    func otherNamesAreRefusedOnEveryRoute(host: String) async throws {
        try await withFixture { fixture in
            for target in ["/index.html", "/no/such/page", "/__folio/live-reload.js", "/__folio/events"] {
                let response = try await get(fixture, target, host: host)
                #expect(response.status == 421, "Host: \(host) \(target)")
                #expect(!response.text.contains("home"))
                #expect(!response.text.contains("hello"))
            }
        }
    }

    @Test func aRequestWithoutHostIsRefused() async throws {
        try await withFixture { fixture in
            let response = try await get(fixture, "/index.html", host: nil)
            #expect(response.status == 421)
        }
    }

    @Test func crossOriginWritesAreForbiddenAndSameOriginOnesGetTheUsual405() async throws {
        try await withFixture { fixture in
            let cross = try await get(fixture, "/index.html", host: "127.0.0.1", method: "POST",
                                      extra: "Origin: http://evil.example\r\nContent-Length: 0\r\n")
            #expect(cross.status == 403)
            let same = try await get(fixture, "/index.html", host: "127.0.0.1", method: "POST",
                                     extra: "Origin: http://127.0.0.1:8000\r\nContent-Length: 0\r\n")
            #expect(same.status == 405)
            let get = try await get(fixture, "/index.html", host: "localhost", extra: "Origin: http://evil.example\r\n")
            #expect(get.status == 200)
        }
    }

    @Test func theHostGivenWithDashDashHostIsServed() {
        let policy = HostPolicy(host: "192.168.1.20")
        #expect(policy.accepts(host: "192.168.1.20:8000"))
        #expect(!policy.accepts(host: "192.168.1.21:8000"))
        let wildcard = HostPolicy(host: "0.0.0.0")
        #expect(wildcard.accepts(host: "10.1.2.3:8000"))
        #expect(!wildcard.accepts(host: "rebind.example:8000"))
        #expect(HostPolicy(host: "::1").accepts(host: "[::1]:9"))
    }
}
