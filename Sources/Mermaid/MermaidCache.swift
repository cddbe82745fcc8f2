// Why: a preview server redraws the same diagrams on every save, and a site build meets the same
// diagram on many pages; remembering outcomes by everything the output depends on makes both cheap.
import Foundation
import MermaidCharts
import MermaidCore

/// Remembers rendered diagrams so a rebuild draws only the diagrams whose source or options changed.
///
/// The key is everything the engine's output depends on: the diagram source, every field of the
/// ``RenderOptions`` (id prefix, theme, colour-scheme mode, shared styles, site config, background) and the engine
/// version. Failures are remembered too (a broken diagram stays broken until its source changes), so a
/// page with a bad diagram does not pay for it again on every save. Safe to use from many threads: pages
/// render in parallel. It lives in memory (one `folio serve` session), and can be kept between runs
/// with ``load(contentsOf:)`` and ``save(to:)`` (`folio build`, `folio mermaid --cache DIR`): the
/// file holds the engine version and is refused whole when another engine wrote it, or when it is
/// damaged, so a kept cache can make a run faster but never change what it draws.
///
/// ```swift
/// let cache = MermaidCache()
/// let first = try cache.render("flowchart LR\n  A --> B", options: RenderOptions())   // drawn
/// let again = try cache.render("flowchart LR\n  A --> B", options: RenderOptions())   // remembered
/// cache.statistics   // (hits: 1, misses: 1)
/// ```
public final class MermaidCache: @unchecked Sendable {
    /// A cached outcome: the drawing, or the error that prevented it.
    public typealias Outcome = Result<RenderResult, MermaidError>

    /// Identifies the engine build; part of every key.
    public let engineVersion: String
    /// Entries kept at most; the oldest half is dropped when it is exceeded.
    public let capacity: Int

    private let lock = NSLock()
    private var entries: [String: (outcome: MermaidCacheFile.Stored, age: Int)] = [:]
    private var clock = 0
    private var hitCount = 0
    private var missCount = 0
    /// The clock when the last load finished: entries aged past it were used this run.
    private var loadedUpTo = 0
    /// The file the entries came from, while they are exactly what it holds (nothing drawn, dropped
    /// or merged since): ``save(to:usedOnly:)`` then has nothing new to write there.
    private var unchangedSince: String?

    /// A cache for one engine build; `capacity` bounds the entries kept.
    public init(engineVersion: String = "folio-mermaid-1", capacity: Int = 20_000) {
        self.engineVersion = engineVersion
        self.capacity = max(1, capacity)
    }

    /// The cached outcome for (source, options), rendering with `draw` on a miss.
    package func outcome(source: String, options: RenderOptions,
                        draw: (String, RenderOptions) throws -> RenderResult) -> Outcome {
        let key = Self.key(source: source, options: options, engineVersion: engineVersion)
        let stored = lock.withLock { () -> MermaidCacheFile.Stored? in
            guard let entry = entries[key] else {
                missCount += 1
                return nil
            }
            hitCount += 1
            clock += 1
            entries[key]?.age = clock
            return entry.outcome
        }
        switch stored {
        case .decoded(let outcome)?:
            return outcome
        case .encoded(let bytes)?:
            // Decoded on first use; bytes that do not decode (the checksum is not proof against
            // everything) are drawn again instead, so a kept cache never changes what is drawn.
            if let outcome = try? MermaidCacheFile.decodeOutcome(bytes) {
                lock.withLock { if case .encoded? = entries[key]?.outcome { entries[key]?.outcome = .decoded(outcome) } }
                return outcome
            }
        case nil:
            break
        }
        let fresh = MermaidRenderer.catchingAll { try draw(source, options) }
        lock.withLock {
            unchangedSince = nil
            clock += 1
            entries[key] = (.decoded(fresh), clock)
            if entries.count > capacity { evictOldestHalf() }
        }
        return fresh
    }

    /// Renders through the cache with the Mermaid engine; throws the engine's error like
    /// `MermaidRenderer.render` does.
    public func render(_ source: String, options: RenderOptions) throws -> RenderResult {
        try outcome(source: source, options: options) { try MermaidRenderer.render($0, options: $1) }.get()
    }

    /// Reads the entries a previous run saved at `url`. A missing file is an empty cache; a file
    /// that is damaged, of another format or from another engine is ignored as a whole.
    ///
    /// - Returns: why the file was ignored, for a warning; nil when it was read or did not exist.
    @discardableResult
    public func load(contentsOf url: URL) -> String? {
        do {
            guard let bytes = try Self.contents(of: url) else { return nil }
            let loaded = try MermaidCacheFile.decode(bytes, engineVersion: engineVersion)
            lock.withLock {
                let wasEmpty = entries.isEmpty
                for (key, outcome) in loaded.suffix(capacity) where entries[key] == nil {
                    clock += 1
                    entries[key] = (outcome, clock)
                }
                loadedUpTo = clock
                unchangedSince = wasEmpty && loaded.count <= capacity && entries.count == loaded.count ? url.standardizedFileURL.path : nil
            }
            return nil
        } catch {
            return "\(url.path): \(error)"
        }
    }

    /// Writes the entries to `url` (atomically: a crash leaves the old file or the new one), the
    /// ones this run used last, so a later ``load(contentsOf:)`` keeps them first. When `usedOnly`,
    /// entries loaded but not used this run are dropped (a build's cache then holds only its diagrams).
    /// Nothing is written when the file is the one loaded and would get the same entries back.
    public func save(to url: URL, usedOnly: Bool = false) throws {
        let upToDate = lock.withLock {
            unchangedSince == url.standardizedFileURL.path && (!usedOnly || entries.values.allSatisfy { $0.age > loadedUpTo })
        }
        if upToDate && FileManager.default.fileExists(atPath: url.path) { return }
        let kept: [(key: String, outcome: MermaidCacheFile.Stored)] = lock.withLock {
            entries.filter { !usedOnly || $0.value.age > loadedUpTo }
                .sorted { ($0.value.age, $0.key) < ($1.value.age, $1.key) }
                .map { ($0.key, $0.value.outcome) }
        }
        let bytes = MermaidCacheFile.encode(kept, engineVersion: engineVersion)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
        lock.withLock { if kept.count == entries.count { unchangedSince = url.standardizedFileURL.path } }
    }

    /// (hits, misses) since the cache was made, for the bench and the tests.
    public var statistics: (hits: Int, misses: Int) { lock.withLock { (hitCount, missCount) } }

    /// Entries held now.
    public var count: Int { lock.withLock { entries.count } }

    /// The bytes of the file in one read into one array (no `Data` copy); nil when there is no file.
    private static func contents(of url: URL) throws -> [UInt8]? {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw CacheFileRefusal(description: "not a regular file")
        }
        guard info.st_size <= MermaidCacheFile.maximumBytes else {
            throw CacheFileRefusal(description: "larger than any cache Folio writes")
        }
        let size = Int(info.st_size)
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + done, size - done) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            done += count
        }
        return done == size ? bytes : Array(bytes[..<done])
    }

    private func evictOldestHalf() {
        unchangedSince = nil
        let ordered = entries.sorted { $0.value.age < $1.value.age }
        for (key, _) in ordered.prefix(entries.count / 2) { entries[key] = nil }
    }

    /// The day a gantt chart's today line shows: a kept drawing (or page) holding one is only valid that day.
    package static var ganttDay: String { GanttRenderer.dayStamp() }

    /// A collision-free text key: each part is length-prefixed, the config serialised with sorted keys.
    static func key(source: String, options: RenderOptions, engineVersion: String) -> String {
        var parts = [engineVersion, options.idPrefix, options.theme ?? "\u{0}", options.followsColorScheme ? "1" : "0",
                     options.drawsTitle ? "1" : "0", options.sharesStyleSheet ? "1" : "0",
                     options.backgroundColor ?? "\u{0}"]
        var config = ""
        if let siteConfig = options.siteConfig { serialise(siteConfig, into: &config, depth: 0) } else { config = "\u{0}" }
        parts.append(config)
        // A gantt chart also depends on the day it is drawn (its today line).
        if source.contains("gantt") { parts.append("day:" + GanttRenderer.dayStamp()) }
        parts.append(source)
        return parts.map { "\($0.utf8.count):\($0)" }.joined()
    }

    private static func serialise(_ value: ConfigValue, into text: inout String, depth: Int) {
        guard depth < 64 else { text += "…"; return }
        switch value {
        case .string(let string): text += "s\(string.utf8.count):\(string)"
        case .number(let number): text += "n\(number.bitPattern)"
        case .bool(let flag): text += flag ? "T" : "F"
        case .null: text += "N"
        case .array(let items):
            text += "[\(items.count)"
            for item in items { serialise(item, into: &text, depth: depth + 1) }
            text += "]"
        case .object(let members):
            text += "{\(members.count)"
            for key in members.keys.sorted() {
                text += "k\(key.utf8.count):\(key)"
                if let member = members[key] { serialise(member, into: &text, depth: depth + 1) }
            }
            text += "}"
        }
    }
}
