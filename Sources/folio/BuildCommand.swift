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
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build a static site from a folder of Markdown notes.",
        discussion: """
        Pages are .md/.markdown files, and .txt files that start with '---' front matter; every \
        other file is copied as is. A folio.yml next to the notes (or in their parent folder) may \
        set title, description, baseURL, author, theme and language. Exit status: 0 unless there \
        are errors (with --strict, warnings count as errors).
        """)

    @Option(name: .long, help: "Folder holding the notes.")
    var content: String = "Content"

    @Option(name: .long, help: "Folder to write the site to (replaced atomically).")
    var output: String = "_site"

    @Option(name: .customLong("base-url"), help: "Absolute URL the site is published under (enables sitemap.xml and feed.xml).")
    var baseURL: String?

    @Option(name: .long, help: "Theme folder name under Themes/.")
    var theme: String?

    @Flag(name: .long, help: "Treat warnings as errors.")
    var strict = false

    @Flag(name: .long, help: "Print only errors and warnings, no progress or summary.")
    var quiet = false

    @Flag(name: .customLong("fix-encoding"), help: "Repair mojibake (UTF-8 read as Mac Roman or Latin-1) instead of only warning.")
    var fixEncoding = false

    func run() async throws {
        let isTTY = isatty(STDERR_FILENO) == 1
        var options = BuildOptions(contentDirectory: content, outputDirectory: output, baseURL: baseURL,
                                   themeName: theme, strict: strict, quiet: quiet, fixEncoding: fixEncoding)
        if isTTY && !quiet {
            let progress = ProgressLine()
            options.progress = { done, total in progress.update(done, total) }
        }
        let report: BuildReport
        do {
            report = try SiteBuilder(options: options).build()
        } catch {
            if isTTY { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            let label = isTTY ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
            FileHandle.standardError.write(Data("\(label) \(error)\n".utf8))
            throw ExitCode(2)
        }
        if isTTY && !quiet { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        var text = ""
        for diagnostic in report.diagnostics where !(quiet && diagnostic.severity == .note) {
            text += diagnostic.formatted(colour: isTTY) + "\n"
        }
        FileHandle.standardError.write(Data(text.utf8))
        if !quiet {
            print(report.summaryLine)
        }
        if !report.succeeded { throw ExitCode(1) }
    }
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
