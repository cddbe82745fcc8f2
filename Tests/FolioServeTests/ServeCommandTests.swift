import Foundation
import Testing
@testable import FolioServe

/// `folio serve` as a user runs it: the real binary, the real site builder, a temporary site, real HTTP.
@Suite(.serialized) struct ServeCommandTests {
    /// A running `folio serve` and everything it printed so far.
    final class ServeProcess {
        let process = Process()
        let output = LockedValue("")
        let errors = LockedValue("")

        /// `openFiles`: the soft limit on open files the server runs under (`ulimit -n`), if not the test's.
        init(_ arguments: [String], openFiles: Int? = nil) throws {
            guard let binary = ServeCommandTests.folioBinary else { throw Skip.noBinary }
            if let openFiles {
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = ["-c", "ulimit -n \(openFiles) && exec \"$0\" \"$@\"", binary.path, "serve"] + arguments
            } else {
                process.executableURL = binary
                process.arguments = ["serve"] + arguments
            }
            let out = Pipe()
            let err = Pipe()
            process.standardOutput = out
            process.standardError = err
            for (pipe, sink) in [(out, output), (err, errors)] {
                pipe.fileHandleForReading.readabilityHandler = { handle in
                    let data = handle.availableData
                    if !data.isEmpty { sink.update { $0 += String(decoding: data, as: UTF8.self) } }
                }
            }
            try process.run()
        }

        /// Waits (bounded) until stdout holds `text`.
        func waitForOutput(_ text: String, timeout: TimeInterval = 60) async -> Bool {
            await eventually(timeout: timeout) { output.get().contains(text) || !process.isRunning }
                && output.get().contains(text)
        }

        /// The port from "Serving http://127.0.0.1:PORT/".
        var port: Int? {
            guard let range = output.get().range(of: "Serving http://127.0.0.1:") else { return nil }
            return Int(output.get()[range.upperBound...].prefix { $0.isNumber })
        }

        /// The temporary folder from "(site files in FOLDER/current)".
        var siteFolder: String? {
            guard let start = output.get().range(of: "(site files in "),
                  let end = output.get()[start.upperBound...].range(of: "/current)") else { return nil }
            return String(output.get()[start.upperBound..<end.lowerBound])
        }

        /// SIGINT, then waits (bounded) for the exit; kills it if it hangs.
        func interrupt() async -> Int32? {
            guard process.isRunning else { return process.terminationStatus }
            kill(process.processIdentifier, SIGINT)
            let exited = await eventually(timeout: 10) { !process.isRunning }
            if !exited { process.terminate() }
            return exited ? process.terminationStatus : nil
        }
    }

    enum Skip: Error { case noBinary }

    /// `folio` next to the test bundle (`.build/debug/folio`), built by `swift build`/`swift test`.
    static var folioBinary: URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("folio")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    @Test(.enabled(if: folioBinary != nil, "needs the folio binary (swift build)"))
    func servesReloadsShowsErrorsAndCleansUp() async throws {
        let fixture = try SiteFixture()
        let serve = try ServeProcess(["--content", fixture.content.path, "--port", "0"])
        var stopped = false
        defer { if !stopped { serve.process.terminate() } }
        #expect(await serve.waitForOutput("Serving http://127.0.0.1:"), "\(serve.output.get())\(serve.errors.get())")
        let port = try #require(serve.port)
        let folder = try #require(serve.siteFolder)
        let client = RawHTTPClient(port: port)

        let index = try await client.get("/")
        #expect(index.status == 200 && index.text.contains("Beta"))
        #expect(index.text.contains("/__folio/live-reload.js"))
        // (The fixture's diagram may be listed while the Mermaid engine cannot draw it; beta is fine.)
        #expect(!index.text.contains("beta.md:"))
        let onDisk = try String(contentsOfFile: folder + "/current/index.html", encoding: .utf8)
        #expect(!onDisk.contains("__folio"), "the script is injected on the way out, never written")

        // Edit a note: a reload event arrives and the served page changes within 2 s.
        let events = try await client.events(timeout: 4, onOpen: {
            try fixture.edit("beta.md") { $0.replacingOccurrences(of: "Body of beta.", with: "Body of beta, live.") }
        }, until: { $0.contains("event: reload") })
        #expect(events.contains("event: reload"))
        let live = await eventually(timeout: 2) {
            (try? await client.get("/beta.html").text.contains("beta, live")) == true
        }
        #expect(live)

        // Break the front matter: the overlay names the file and line; the terminal prints it too.
        try fixture.edit("beta.md") { $0.replacingOccurrences(of: "tags: [guide]", with: "tags: [guide") }
        let shown = await eventually(timeout: 3) {
            let text = (try? await client.get("/alpha.html").text) ?? ""
            return text.contains("folio-error-overlay") && text.contains("beta.md:")
        }
        #expect(shown)
        #expect(await eventually(timeout: 2) { serve.errors.get().contains("beta.md:") && serve.errors.get().contains("error:") })

        try fixture.edit("beta.md") { $0.replacingOccurrences(of: "tags: [guide", with: "tags: [guide]") }
        let cleared = await eventually(timeout: 3) {
            (try? await client.get("/alpha.html").text.contains("beta.md:")) == false
        }
        #expect(cleared)

        // A second preview on the same port fails with a message that suggests --port.
        let second = try ServeProcess(["--content", fixture.content.path, "--port", "\(port)"])
        let ended = await eventually(timeout: 60) { !second.process.isRunning }
        if !ended { second.process.terminate() }
        #expect(ended && second.process.terminationStatus != 0)
        #expect(second.errors.get().contains("already in use"), "\(second.errors.get())")
        #expect(second.errors.get().contains("--port"))

        // Ctrl-C: clean exit, temporary folder gone.
        let status = await serve.interrupt()
        stopped = true
        #expect(status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }
}
