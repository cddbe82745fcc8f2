import Foundation
import FolioSite
import Testing
@testable import FolioServe

/// The server against a fixed site folder, over real HTTP on 127.0.0.1.
@Suite struct PreviewServerTests {
    /// A site folder with one file per content type, a sub-folder, a 404 page, and a secret next to it.
    final class Fixture {
        let folder = try! TemporaryFolder()
        var site: URL { folder.url.appendingPathComponent("site") }
        let broadcaster = ReloadBroadcaster()
        var server: PreviewServer!
        var client: RawHTTPClient!

        init(errors: [Diagnostic] = [], injects: Bool = true) async throws {
            try folder.write("TOP SECRET", to: "secret.txt")
            try folder.write("<html><body>home</body></html>", to: "site/index.html")
            try folder.write("<html><body>missing page</body></html>", to: "site/404.html")
            try folder.write("<html><body>guide index</body></html>", to: "site/guide/index.html")
            try folder.write("<html><body>about</body></html>", to: "site/about.html")
            for (name, text) in [("style.css", "body{}"), ("app.js", "1"), ("d.svg", "<svg/>"), ("p.png", "png"),
                                 ("p.jpg", "jpg"), ("p.webp", "webp"), ("f.woff2", "woff2"), ("data.json", "{}"),
                                 ("sitemap.xml", "<urlset/>")] {
                try folder.write(text, to: "site/assets/\(name)")
            }
            try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("escape.txt").path,
                                                       withDestinationPath: folder.url.appendingPathComponent("secret.txt").path)
            try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("outside").path,
                                                       withDestinationPath: folder.url.path)
            let snapshot = SiteSnapshot(folder: site, generation: 7, token: "t-7", diagnostics: errors)
            let handler = PreviewRequestHandler(snapshot: { snapshot }, broadcaster: broadcaster,
                                                injectsLiveReload: injects)
            server = PreviewServer(port: 0, handler: handler)
            let port = try await server.start()
            client = RawHTTPClient(port: port)
        }

        func stop() async {
            broadcaster.closeAll()
            await server.stop()
        }
    }

    /// Runs `body` against a fresh fixture and always stops its server afterwards.
    func withFixture(errors: [Diagnostic] = [], injects: Bool = true,
                     _ body: (Fixture) async throws -> Void) async throws {
        let fixture = try await Fixture(errors: errors, injects: injects)
        do {
            try await body(fixture)
        } catch {
            await fixture.stop()
            throw error
        }
        await fixture.stop()
    }

    @Test func servesEachFileTypeWithItsContentTypeAndNoCache() async throws {
        try await withFixture { fixture in
            let expected = [
                "/index.html": "text/html; charset=utf-8", "/assets/style.css": "text/css; charset=utf-8",
                "/assets/app.js": "text/javascript; charset=utf-8", "/assets/d.svg": "image/svg+xml",
                "/assets/p.png": "image/png", "/assets/p.jpg": "image/jpeg", "/assets/p.webp": "image/webp",
                "/assets/f.woff2": "font/woff2", "/assets/data.json": "application/json",
                "/assets/sitemap.xml": "application/xml",
            ]
            for (path, type) in expected.sorted(by: { $0.key < $1.key }) {
                let response = try await fixture.client.get(path)
                #expect(response.status == 200, "\(path)")
                #expect(response.header("Content-Type") == type, "\(path)")
                #expect(response.header("Cache-Control") == "no-cache", "\(path)")
            }
            #expect(try await fixture.client.get("/assets/p.png").text == "png")
        }
    }

    @Test func missingPathsGetThe404PageWithStatus404() async throws {
        try await withFixture { fixture in
            let response = try await fixture.client.get("/no/such/page.html")
            #expect(response.status == 404)
            #expect(response.text.contains("missing page"))
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
        }
    }

    @Test func foldersMapToIndexAndRedirectWithoutSlash() async throws {
        try await withFixture { fixture in
            let root = try await fixture.client.get("/")
            #expect(root.status == 200 && root.text.contains("home"))
            let folder = try await fixture.client.get("/guide/")
            #expect(folder.status == 200 && folder.text.contains("guide index"))
            let redirect = try await fixture.client.get("/guide?x=1")
            #expect(redirect.status == 302)
            #expect(redirect.header("Location") == "/guide/?x=1")
            let clean = try await fixture.client.get("/about")
            #expect(clean.status == 200 && clean.text.contains("about"))
        }
    }

    @Test(arguments: [
        "/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/..%2fsecret.txt", "/%2e%2e%2fsecret.txt",
        "/guide/../../secret.txt", "/guide/%2e%2e/%2e%2e/secret.txt", "/..\\secret.txt", "/%5c..%5csecret.txt",
        "/secret.txt%00.html", "//secret.txt", "/.%2e/secret.txt", "/escape.txt", "/outside/secret.txt",
        "/outside/", "\(NSTemporaryDirectory())secret.txt", "http://127.0.0.1/../secret.txt", "secret.txt",
        "/%252e%252e/secret.txt", "/./../secret.txt",
    ])
    func traversalNeverLeavesTheSiteFolder(target: String) async throws {
        try await withFixture { fixture in
            let response = try await fixture.client.get(target)
            #expect([400, 404].contains(response.status), "\(target) → \(response.status)")
            #expect(!response.text.contains("TOP SECRET"), "\(target) leaked the file")
        }
    }

    @Test func pagesGetTheLiveReloadScriptButOtherFilesDoNot() async throws {
        try await withFixture { fixture in
            let page = try await fixture.client.get("/index.html")
            #expect(page.text.contains("<script src=\"/__folio/live-reload.js\" data-folio-token=\"t-7\"></script>\n</body>"))
            #expect(!page.text.contains("folio-error-overlay"))
            #expect(try await fixture.client.get("/assets/app.js").text.contains("__folio") == false)
            let script = try await fixture.client.get("/__folio/live-reload.js")
            #expect(script.status == 200 && script.text.contains("EventSource(\"/__folio/events\")"))
            #expect(script.header("Content-Type") == "text/javascript; charset=utf-8")
            let onDisk = try String(contentsOf: fixture.site.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(!onDisk.contains("__folio"))
        }
    }

    @Test func withoutLiveReloadFilesAreServedAsBuilt() async throws {
        try await withFixture(injects: false) { fixture in
            let page = try await fixture.client.get("/index.html")
            #expect(page.text == "<html><body>home</body></html>")
            #expect(try await fixture.client.get("/__folio/live-reload.js").status == 404)
        }
    }

    @Test func errorsShowAnOverlayWithFileAndLine() async throws {
        let error = Diagnostic(file: "notes/a<b>.md", line: 3, column: 9, severity: .error,
                                      message: "unclosed flow sequence", sourceLine: "tags: [x")
        try await withFixture(errors: [error]) { fixture in
            let page = try await fixture.client.get("/guide/")
            #expect(page.text.contains("id=\"folio-error-overlay\""))
            #expect(page.text.contains("notes/a&lt;b&gt;.md:3:9"))
            #expect(page.text.contains("unclosed flow sequence"))
            #expect(page.text.contains("tags: [x"))
            let missing = try await fixture.client.get("/nope")
            #expect(missing.status == 404 && missing.text.contains("folio-error-overlay"))
        }
    }

    @Test func headAndOtherMethods() async throws {
        try await withFixture { fixture in
            let head = try await fixture.client.get("/assets/style.css", method: "HEAD")
            #expect(head.status == 200 && head.header("Content-Length") == "6" && head.body.isEmpty)
            let post = try await fixture.client.get("/index.html", method: "POST")
            #expect(post.status == 405)
            #expect(post.header("Allow") == "GET, HEAD")
        }
    }

    @Test func aSecondServerOnTheSamePortFailsWithAClearMessage() async throws {
        try await withFixture { fixture in
            let port = try #require(fixture.server.port)
            let second = PreviewServer(port: UInt16(port), handler: PreviewRequestHandler(snapshot: { nil },
                                                                                          broadcaster: ReloadBroadcaster()))
            do {
                try await second.start()
                Issue.record("second server started on a busy port")
                await second.stop()
            } catch let error as PreviewError {
                #expect(error == .portInUse(host: "127.0.0.1", port: port))
                #expect(error.description.contains("already in use"))
                #expect(error.description.contains("--port"))
            }
            #expect(try await fixture.client.get("/").status == 200)
        }
    }

    @Test func rejectsAHostThatIsNotAnAddress() async throws {
        let server = PreviewServer(host: "not a host", port: 0,
                                   handler: PreviewRequestHandler(snapshot: { nil }, broadcaster: ReloadBroadcaster()))
        await #expect(throws: PreviewError.invalidHost("not a host")) { try await server.start() }
        #expect(PreviewServer.isLoopback("127.0.0.1") && PreviewServer.isLoopback("::1"))
        #expect(!PreviewServer.isLoopback("0.0.0.0"))
    }

    @Test func eventStreamSaysHelloWithTheCurrentToken() async throws {
        try await withFixture { fixture in
            let text = try await fixture.client.events(timeout: 15) { $0.contains("data: t-7") }
            #expect(text.contains("text/event-stream"))
            #expect(text.contains("event: hello\ndata: t-7\n\n"))
        }
    }
}
