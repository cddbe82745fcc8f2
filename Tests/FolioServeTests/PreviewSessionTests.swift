import Foundation
import Testing
@testable import FolioServe

/// A whole preview (build, server, watcher, reload) on a fake site builder, over real HTTP.
/// Waits are bounded but generous, since other suites may hold every core; the 2-second bound of the
/// issue is checked against the real binary in ``ServeCommandTests``, whose server has its own process.
@Suite struct PreviewSessionTests {
    final class Fixture {
        let folder = try! TemporaryFolder()
        var content: URL { folder.url.appendingPathComponent("content") }
        let builder: FakeSiteBuilder
        let session: PreviewSession
        var client: RawHTTPClient!

        init(polling: Bool = false, output: URL? = nil) async throws {
            try folder.write("first version", to: "content/note.md")
            try folder.write("other note", to: "content/other.md")
            builder = FakeSiteBuilder(content: folder.url.appendingPathComponent("content"))
            let configuration = PreviewSession.Configuration(
                port: 0, output: output, watchTargets: [.tree(folder.url.appendingPathComponent("content"))],
                usesPolling: polling)
            session = PreviewSession(configuration: configuration, rebuilder: builder)
            let url = try await session.start()
            client = RawHTTPClient(port: url.port ?? 0)
        }
    }

    /// Runs `body` against a fresh preview and always stops it afterwards.
    func withFixture(polling: Bool = false, _ body: (Fixture) async throws -> Void) async throws {
        let fixture = try await Fixture(polling: polling)
        do {
            try await body(fixture)
        } catch {
            await fixture.session.stop()
            throw error
        }
        await fixture.session.stop()
    }

    @Test(arguments: [false, true])
    func editingANoteChangesThePageAndSendsAReloadEvent(polling: Bool) async throws {
        try await withFixture(polling: polling) { fixture in
            #expect(try await fixture.client.get("/note.html").text.contains("first version"))

            let note = fixture.content.appendingPathComponent("note.md")
            let events = try await fixture.client.events(timeout: 15, onOpen: {
                try Data("second version".utf8).write(to: note)
            }, until: { $0.contains("event: reload") })
            #expect(events.contains("event: hello"))
            #expect(events.contains("event: reload"))
            let changed = await eventually(timeout: 15) {
                (try? await fixture.client.get("/note.html").text.contains("second version")) == true
            }
            #expect(changed)
            #expect(try await fixture.client.get("/other.html").text.contains("other note"))
        }
    }

    @Test func brokenFrontMatterShowsTheOverlayUntilFixed() async throws {
        try await withFixture { fixture in
            let note = fixture.content.appendingPathComponent("note.md")
            try Data("---\ntitle: x\nbroken: [a, b\n---\nbody".utf8).write(to: note)
            let shown = await eventually(timeout: 15) {
                (try? await fixture.client.get("/other.html").text.contains("folio-error-overlay")) == true
            }
            #expect(shown)
            let page = try await fixture.client.get("/other.html").text
            #expect(page.contains("\(note.path):3:9"))
            #expect(page.contains("unclosed flow sequence"))

            try Data("---\ntitle: x\nbroken: [a, b]\n---\nbody".utf8).write(to: note)
            let cleared = await eventually(timeout: 15) {
                (try? await fixture.client.get("/other.html").text.contains("folio-error-overlay")) == false
            }
            #expect(cleared)
        }
    }

    @Test func aRebuildThatThrowsKeepsTheSiteAndShowsTheError() async throws {
        try await withFixture { fixture in
            try Data("EXPLODE".utf8).write(to: fixture.content.appendingPathComponent("note.md"))
            let shown = await eventually(timeout: 15) {
                (try? await fixture.client.get("/note.html").text.contains("rebuild failed: the builder exploded")) == true
            }
            #expect(shown)
            #expect(try await fixture.client.get("/note.html").text.contains("first version"))
            try Data("recovered".utf8).write(to: fixture.content.appendingPathComponent("note.md"))
            let recovered = await eventually(timeout: 15) {
                let text = (try? await fixture.client.get("/note.html").text) ?? ""
                return text.contains("recovered") && !text.contains("folio-error-overlay")
            }
            #expect(recovered)
        }
    }

    @Test func requestsDuringARebuildGetThePreviousCompleteVersion() async throws {
        try await withFixture { fixture in
            let gate = DispatchSemaphore(value: 0)
            fixture.builder.gate.set(gate)
            defer { gate.signal() }
            let before = fixture.session.store?.current?.generation
            try Data("third version".utf8).write(to: fixture.content.appendingPathComponent("note.md"))
            // The builder has now written half a page into the next generation and waits on the gate.
            let started = await eventually(timeout: 15) { fixture.builder.rebuildCount.get() == 1 }
            #expect(started)
            let during = try await fixture.client.get("/note.html").text
            #expect(during.contains("first version"))
            #expect(!during.contains("HALF"))
            #expect(fixture.session.store?.current?.generation == before)
            gate.signal()
            let after = await eventually(timeout: 15) {
                (try? await fixture.client.get("/note.html").text.contains("third version")) == true
            }
            #expect(after)
        }
    }

    @Test func stoppingRemovesTheTemporaryOutputAndFreesThePort() async throws {
        let fixture = try await Fixture()
        let root = try #require(fixture.session.store?.root)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("current/index.html").path))
        await fixture.session.stop()
        #expect(!FileManager.default.fileExists(atPath: root.path))
        await #expect(throws: (any Error).self) { _ = try await fixture.client.get("/") }
        await fixture.session.stop()
    }

    @Test func anOutputFolderKeepsTheLastVersionAndRefusesForeignFolders() async throws {
        let scratch = try TemporaryFolder()
        let output = scratch.url.appendingPathComponent("preview")
        let fixture = try await Fixture(output: output)
        _ = fixture.session.rebuild(changed: [fixture.content.appendingPathComponent("note.md").path])
        await fixture.session.stop()
        let kept = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(kept == [".folio-serve", "current", "gen-2"])
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("current/note.html").path))

        try scratch.write("mine", to: "foreign/keep.txt")
        #expect(throws: PreviewError.outputNotUsable(scratch.url.appendingPathComponent("foreign").path)) {
            _ = try GenerationStore(output: scratch.url.appendingPathComponent("foreign"))
        }
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("foreign/keep.txt").path))
    }
}
