import ArgumentParser
import Dispatch
import FolioServe
import FolioSite
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `folio serve`: build the site, serve it on localhost, rebuild on every save and reload the browser.
///
/// ```
/// $ folio serve --content notes
/// Built 42 pages, 17 diagrams in 310 ms
/// Serving http://127.0.0.1:8000/  (site files in /tmp/folio-serve-Xa81Qz/current)
/// Watching notes, Templates, Themes, folio.yml — Ctrl-C to stop
/// notes/setup.md changed → rebuilt 3 files in 21 ms
/// ```
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site on localhost with live reload and fast incremental rebuilds.",
        discussion: """
        Builds the site into a temporary folder (or --output), serves it over HTTP, watches the content \
        folder, Templates/, Themes/ and folio.yml, and rebuilds only what a save changed. Open pages \
        reload by themselves; build errors appear on the page as an overlay and in this terminal. \
        The preview listens on 127.0.0.1 only unless --host says otherwise.
        """)

    @OptionGroup var site: SiteOptions

    @Option(help: "Port to listen on (0 picks a free one).")
    var port: Int = 8000

    @Option(help: "Address to listen on. Anything but a loopback address exposes the preview to your network.")
    var host: String = PreviewServer.defaultHost

    @Option(help: "Keep the built site in this folder (default: a temporary folder removed on exit).")
    var output: String?

    @OptionGroup var reporting: DiagnosticOptions

    @Flag(help: "Open the site in the default browser once it is served.")
    var open = false

    @Flag(help: "Watch by polling instead of inotify (for file systems where inotify sees nothing).")
    var poll = false

    @Flag(name: .customLong("no-drafts"), help: "Leave out the notes marked as drafts, as `folio build` does (the preview shows them by default).")
    var noDrafts = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() async throws {
        let terminal = reporting.reporter()
        if !PreviewServer.isLoopback(host) {
            terminal.warn("--host \(host) makes the preview reachable from other machines; "
                + "it serves every file of the built site and is meant for local use only")
        }
        // The output folder is named so that a preview kept inside the content folder is never read back
        // as content; the files themselves go to the preview's generation folders.
        var options = BuildOptions(contentDirectory: site.content, outputDirectory: output ?? "_site",
                                   themeName: site.theme)
        options.quiet = true
        options.includeDrafts = !noDrafts
        options.warningsAsErrors = reporting.warnError
        let rebuilder = FolioSiteRebuilder(options: options)
        let session = PreviewSession(
            configuration: .init(host: host, port: UInt16(port), output: output.map { URL(fileURLWithPath: $0) },
                                 watchTargets: rebuilder.watchTargets, usesPolling: poll),
            rebuilder: rebuilder,
            report: { terminal.show($0) })
        // Listening for Ctrl-C before serving: a signal right after "Serving" is not lost, and libdispatch's
        // signal sources are made while the process still has descriptors to spare (idle clients may take
        // them all once it serves; a source made then never fired, and Ctrl-C was ignored for good).
        let shutdown = ShutdownSignal.listen()
        let url: URL
        do {
            url = try await session.start()
        } catch let error as PreviewError {
            throw ValidationError(error.description)
        }
        let folder = session.store.map { $0.root.appendingPathComponent("current").path } ?? "?"
        terminal.say("Serving \(url.absoluteString)  (site files in \(folder))")
        terminal.say("Watching \(Self.describe(rebuilder.watchTargets)) — Ctrl-C to stop")
        if open { Self.openBrowser(url, terminal: terminal) }
        let signal = await shutdown.wait()
        terminal.say("\nStopping (\(signal))…")
        await session.stop()
    }

    /// The watched places that exist, relative to the current folder when inside it.
    static func describe(_ targets: [WatchTarget]) -> String {
        let here = FileManager.default.currentDirectoryPath + "/"
        var names: [String] = []
        for target in targets {
            let path: String
            switch target {
            case .tree(let url), .file(let url): path = url.standardizedFileURL.path
            }
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let shown = path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
            if !names.contains(shown) { names.append(shown) }
        }
        return names.joined(separator: ", ")
    }

    static func openBrowser(_ url: URL, terminal: TerminalReporter) {
        #if os(macOS)
        let opener = "/usr/bin/open"
        #else
        let opener = "/usr/bin/xdg-open"
        #endif
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { terminal.warn("could not open a browser (\(opener)); open \(url) yourself") }
    }
}

/// Ctrl-C (SIGINT) or SIGTERM, so the preview can stop its server and delete its temporary folder instead
/// of dying mid-write. It listens from ``listen()`` on; a signal that comes before ``wait()`` is kept.
final class ShutdownSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var fired: String?
    private var waiter: CheckedContinuation<String, Never>?
    private var sources: [any DispatchSourceSignal] = []

    /// Starts listening for SIGINT and SIGTERM (their default action, ending the process at once, is
    /// turned off).
    static func listen() -> ShutdownSignal {
        let shutdown = ShutdownSignal()
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let sources = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")].map { number, name in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { shutdown.fire(name) }
            source.resume()
            return source
        }
        shutdown.lock.withLock { shutdown.sources = sources }
        return shutdown
    }

    /// The name of the first signal received, once one is.
    func wait() async -> String {
        await withCheckedContinuation { continuation in
            let early: String? = lock.withLock {
                if let fired { return fired }
                waiter = continuation
                return nil
            }
            if let early { continuation.resume(returning: early) }
        }
    }

    private func fire(_ name: String) {
        let continuation: CheckedContinuation<String, Never>? = lock.withLock {
            guard fired == nil else { return nil }
            fired = name
            defer { waiter = nil }
            return waiter
        }
        continuation?.resume(returning: name)
    }
}
