import ArgumentParser
import FolioSite
import Foundation

/// `folio build`: turns a folder of Markdown notes into a static site.
///
/// ```
/// $ folio build --content notes --output _site
/// notes/guide.md:12:5: warning: broken image 'Media/shot.png' (no file 'Media/shot.png' in the content folder)
///     ![shot](Media/shot.png)
///     ^
/// Built 5 pages, 24 diagrams in 41 ms — 1 warning
/// ```
/// Warnings carry a code (`[folio[broken-image]]`) that folio.yml's `warnings.ignore` and
/// `warnings.error` and `--warn-error` name; identical ones are grouped per file.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build a static site from a folder of Markdown notes.",
        discussion: """
        Pages are .md/.markdown files, and .txt files that start with '---' front matter; every \
        other file is copied as is. A folio.yml next to the notes (or in their parent folder) may \
        set title, description, baseURL, author, theme, language and warnings (ignore: and error: \
        lists of codes such as mermaid[look-drawn-classic], shown after each warning). \
        Exit status: 0 unless there are errors (1; with --strict or --warn-error CODE, warnings \
        count as errors); 2 when nothing was built (a missing content folder, an output folder \
        Folio will not replace, a usage error).
        """)

    @OptionGroup var site: SiteOptions
    @Option(name: .long, help: "Folder to write the site to (replaced atomically).")
    var output: String = "_site"
    @Option(name: .customLong("base-url"), help: "Absolute URL the site is published under (enables sitemap.xml and feed.xml).")
    var baseURL: String?
    @Flag(name: .long, help: "Treat warnings as errors.")
    var strict = false
    @OptionGroup var reporting: DiagnosticOptions
    @OptionGroup var caching: DiagramCacheOptions
    @Flag(name: .customLong("no-cache"), help: "Use no build cache: render every page and draw every diagram, keep nothing.")
    var noCache = false
    @Option(name: .customLong("cache-reuse"), help: .hidden)
    var cacheReuse: String = "link"
    @Flag(name: .customLong("timings"), help: .hidden)
    var timings = false
    @Flag(name: .long, help: "Replace the output folder even if it holds files Folio did not write (not listed in its .folio-manifest).")
    var force = false
    @Flag(name: .customLong("fix-encoding"), help: "Repair mojibake (UTF-8 read as Mac Roman or Latin-1) instead of only warning.")
    var fixEncoding = false
    @Flag(name: .long, help: "Build the notes marked as drafts (front matter 'draft: true' or 'published: false') too; they are left out by default.")
    var drafts = false

    /// The plain request these options make (``BuildJob``), which validates and runs it.
    var job: BuildJob {
        BuildJob(content: site.content, theme: site.theme, output: output, baseURL: baseURL, strict: strict,
                 quiet: reporting.quiet, warnError: reporting.warnError, messageFormat: reporting.format,
                 cacheOption: caching.directory, noCache: noCache, cacheReuse: cacheReuse, timings: timings,
                 force: force, fixEncoding: fixEncoding, drafts: drafts)
    }

    func validate() throws { try job.validate() }

    func run() async throws { try job.run() }
}

/// A single self-overwriting progress line on the terminal, shown only for sites large
/// enough to take a moment, and at most ten times a second.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private var lastShown: UInt64 = 0

    func update(_ done: Int, _ total: Int) {
        guard total >= 200 else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        lock.lock()
        defer { lock.unlock() }
        guard now - lastShown > 100_000_000 || done == total else { return }
        lastShown = now
        let percent = total == 0 ? 100 : done * 100 / total
        FileHandle.standardError.write(Data("\r\u{1B}[KBuilding… \(done)/\(total) files (\(percent)%)".utf8))
    }
}
