import ArgumentParser
import Foundation
import Mermaid

/// `--cache DIR`: keeps drawn diagrams between runs of `folio mermaid` (and `folio build`), so a run
/// draws only the diagrams whose source or options changed.
///
/// Why a kept file and not a folder of SVGs: creating files is what is slow on many disks, and the
/// key must be everything the drawing depends on (see ``MermaidCache``). The file is
/// `DIR/mermaid.cache`; it names the Folio build that wrote it (version and commit; for a build
/// without a clean commit, also the executable's size and date), and any other build ignores it. A
/// damaged file is ignored with a warning and rewritten; a cache can never change what is drawn.
struct DiagramCacheOptions: ParsableArguments {
    @Option(name: .customLong("cache"), help: ArgumentHelp(
        "Keep drawn diagrams in DIR between runs; unchanged diagrams are not drawn again.", valueName: "DIR"))
    var directory: String?

    /// The cache file inside ``directory``.
    var file: URL? { Self.file(in: directory) }

    /// `mermaid.cache` inside `directory`.
    static func file(in directory: String?) -> URL? {
        directory.map { URL(fileURLWithPath: $0).appendingPathComponent("mermaid.cache") }
    }

    /// A cache filled from the last run's file, nil without `--cache`; a refused file is a warning.
    func open(reporter: TerminalReporter) -> MermaidCache? { Self.open(file, reporter: reporter) }

    /// A cache filled from `file`, nil without one; a refused file is a warning.
    static func open(_ file: URL?, reporter: TerminalReporter) -> MermaidCache? {
        guard let file else { return nil }
        let cache = MermaidCache(engineVersion: Self.engineIdentity)
        if let problem = cache.load(contentsOf: file) {
            reporter.warn("ignoring the diagram cache \(problem); it will be rewritten")
        }
        return cache
    }

    /// Saves `cache` for the next run; a cache that cannot be written is a warning, not a failure.
    func close(_ cache: MermaidCache?, usedOnly: Bool = false, reporter: TerminalReporter) {
        Self.close(cache, file: file, usedOnly: usedOnly, reporter: reporter)
    }

    /// Saves `cache` to `file`; a cache that cannot be written is a warning, not a failure.
    static func close(_ cache: MermaidCache?, file: URL?, usedOnly: Bool = false, reporter: TerminalReporter) {
        guard let cache, let file else { return }
        do {
            try cache.save(to: file, usedOnly: usedOnly)
        } catch {
            reporter.warn("could not write the diagram cache \(file.path): \(error.localizedDescription)")
        }
    }

    /// What must match for a kept drawing to be reused: this exact engine.
    static var engineIdentity: String {
        var identity = "folio \(VersionInfo.number) \(VersionInfo.commit ?? "unknown")"
        if VersionInfo.commit == nil || VersionInfo.commit?.hasSuffix("-dirty") == true,
           let path = Bundle.main.executablePath,
           let attributes = try? FileManager.default.attributesOfItem(atPath: path) {
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            identity += " \(size) \(date)"
        }
        return identity
    }
}
