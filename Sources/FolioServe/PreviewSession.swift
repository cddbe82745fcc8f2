import FolioSite
import Foundation

/// One `folio serve` run: the first full build, the HTTP server, the file watcher, and a rebuild after
/// every burst of saves, each published atomically and announced to the browsers.
///
/// ```
/// save ─▶ watcher (debounce) ─▶ rebuild into a hard-link clone ─▶ publish (pointer swap) ─▶ SSE "reload"
/// ```
/// Rebuilds run one at a time on the watcher's thread; saves made meanwhile wait in the kernel's queue
/// and form the next batch. Requests keep getting the previous complete version until the swap.
/// The library never prints: everything worth telling the user arrives as a ``PreviewEvent``.
public final class PreviewSession: @unchecked Sendable {
    /// How a preview is set up (the CLI's flags).
    public struct Configuration: Sendable {
        public var host: String
        public var port: UInt16
        /// nil: a temporary folder, deleted at shutdown.
        public var output: URL?
        /// Content folder, templates, themes, `folio.yml`.
        public var watchTargets: [WatchTarget]
        /// Debounce window for bursts of saves.
        public var quietPeriod: TimeInterval
        /// Force the polling watcher (tests of the fallback; file systems without inotify).
        public var usesPolling: Bool

        public init(host: String = PreviewServer.defaultHost, port: UInt16 = 8000, output: URL? = nil,
                    watchTargets: [WatchTarget], quietPeriod: TimeInterval = ChangeBatcher.defaultQuietPeriod,
                    usesPolling: Bool = false) {
            self.host = host
            self.port = port
            self.output = output
            self.watchTargets = watchTargets
            self.quietPeriod = quietPeriod
            self.usesPolling = usesPolling
        }
    }

    public let configuration: Configuration
    public let broadcaster = ReloadBroadcaster()
    private let rebuilder: any SiteRebuilding
    private let report: @Sendable (PreviewEvent) -> Void
    private let rebuildLock = NSLock()
    private let parts = LockedValue<(store: GenerationStore?, server: PreviewServer?, watcher: (any FileWatching)?)>(
        (nil, nil, nil))

    /// - Parameter report: receives progress and diagnostics (the CLI prints them); called from
    ///   background threads.
    public init(configuration: Configuration, rebuilder: any SiteRebuilding,
                report: @escaping @Sendable (PreviewEvent) -> Void = { _ in }) {
        self.configuration = configuration
        self.rebuilder = rebuilder
        self.report = report
    }

    /// The store holding the served versions (after ``start()``).
    public var store: GenerationStore? { parts.get().store }

    /// The served URL, once started.
    public var url: URL? { parts.get().server?.url }

    /// Builds the site, starts serving and watching. Throws ``PreviewError`` (port in use, bad output
    /// folder) or the builder's error when even the first build cannot run; nothing is left behind then.
    @discardableResult
    public func start() async throws -> URL {
        let store = try GenerationStore(output: configuration.output)
        parts.update { $0.store = store }
        do {
            let started = ChangeBatcher.now()
            let folder = try store.makeEmptyGeneration()
            let summary = try rebuilder.fullBuild(into: folder)
            let snapshot = store.publish(folder, diagnostics: summary.diagnostics)
            report(.built(summary, seconds: ChangeBatcher.now() - started, generation: snapshot.generation,
                          changed: []))

            let handler = PreviewRequestHandler(snapshot: { store.current }, broadcaster: broadcaster)
            let server = PreviewServer(host: configuration.host, port: configuration.port, handler: handler)
            parts.update { $0.server = server }
            try await server.start()

            let watcher: any FileWatching = configuration.usesPolling
                ? PollingWatcher(targets: configuration.watchTargets, quietPeriod: configuration.quietPeriod)
                : FileWatcherFactory.make(targets: configuration.watchTargets, quietPeriod: configuration.quietPeriod)
            parts.update { $0.watcher = watcher }
            try watcher.start { [weak self] changed in self?.rebuild(changed: changed) }
            guard let url = server.url else { throw PreviewError.cannotListen(host: configuration.host,
                                                                             port: Int(configuration.port),
                                                                             reason: "no address") }
            return url
        } catch {
            await stop()
            throw error
        }
    }

    /// Rebuilds after `changed` files changed, publishes the result and tells the browsers.
    /// Called by the watcher; public so benchmarks and tests can drive it without a watcher.
    @discardableResult
    public func rebuild(changed: Set<String>) -> SiteSnapshot? {
        rebuildLock.lock()
        defer { rebuildLock.unlock() }
        guard let store = parts.get().store else { return nil }
        let started = ChangeBatcher.now()
        var folder: URL?
        do {
            let next = try store.makeClonedGeneration()
            folder = next
            let summary = try rebuilder.rebuild(changed: changed, into: next)
            let snapshot = store.publish(next, diagnostics: summary.diagnostics)
            broadcaster.broadcast(event: "reload", data: snapshot.token)
            report(.built(summary, seconds: ChangeBatcher.now() - started, generation: snapshot.generation,
                          changed: changed.sorted()))
            return snapshot
        } catch {
            if let folder { store.discard(folder) }
            let diagnostic = Diagnostic(file: changed.sorted().first ?? "site", line: 1, column: 1,
                                               severity: .error, message: "rebuild failed: \(error)",
                                        code: DiagnosticCode.buildFailed)
            let snapshot = store.republish(diagnostics: [diagnostic])
            if let snapshot { broadcaster.broadcast(event: "reload", data: snapshot.token) }
            report(.rebuildFailed(diagnostic))
            return snapshot
        }
    }

    /// Stops watching and serving, ends the live-reload streams and deletes a temporary output folder.
    /// Safe to call more than once.
    public func stop() async {
        let (store, server, watcher) = parts.update { state in
            defer { state = (nil, nil, nil) }
            return state
        }
        watcher?.stop()
        broadcaster.closeAll()
        await server?.stop()
        rebuildLock.withLock { store?.removeAll() }
    }
}

/// What a preview reports to whoever shows it.
public enum PreviewEvent: Sendable {
    /// A build finished and is live. `changed` is empty for the first build.
    case built(BuildSummary, seconds: Double, generation: Int, changed: [String])
    /// A rebuild threw; the previous version stays live with this error in the overlay.
    case rebuildFailed(Diagnostic)
}
