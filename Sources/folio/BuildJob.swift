// Why: `folio build` runs from plain values, not from ArgumentParser's property wrappers, so the
// common `folio build --content X --output Y` can run without ArgumentParser at all (``fastPath(_:)``):
// its reflection over the commands' properties, with the protocol conformance lookups it makes in a
// large binary, was two fifths of the instructions of a cached build of the seed notes (issue 20,
// item 4: start-up). ``BuildCommand`` parses the options and hands them over; what a build does is
// this file's, whichever path made the values.
import ArgumentParser
import FolioSite
import Foundation

/// One `folio build` request, with every option of ``BuildCommand`` as a plain value (the defaults
/// are the options' defaults).
struct BuildJob: Equatable {
    var content = "Content"
    var theme: String? = nil
    var output = "_site"
    var baseURL: String? = nil
    var strict = false
    /// `-q`, `--warn-error`, `--format` (``DiagnosticOptions``).
    var quiet = false
    var warnError: [String] = []
    var messageFormat: OutputFormat = .text
    /// `--cache DIR` (``DiagramCacheOptions``).
    var cacheOption: String? = nil
    var noCache = false
    var cacheReuse = "link"
    var timings = false
    var force = false
    var fixEncoding = false
    /// `--drafts`: build the notes marked as drafts too.
    var drafts = false

    /// The build cache folder: `--cache DIR`, else `.folio-cache` beside the output; nil with `--no-cache`.
    var cacheDirectory: String? {
        if noCache { return nil }
        if let cacheOption { return cacheOption }
        return URL(fileURLWithPath: output).standardizedFileURL.deletingLastPathComponent()
            .appendingPathComponent(".folio-cache").path
    }

    func validate() throws {
        if noCache && cacheOption != nil { throw ValidationError("--cache and --no-cache cannot be used together") }
        guard BuildOptions.CacheReuse(rawValue: cacheReuse) != nil else { throw ValidationError("--cache-reuse is link or copy") }
        if let cache = cacheOption {
            let cachePath = URL(fileURLWithPath: cache).standardizedFileURL.path + "/"
            let outputPath = URL(fileURLWithPath: output).standardizedFileURL.path + "/"
            if cachePath.hasPrefix(outputPath) {
                throw ValidationError("--cache \(cache) is inside --output \(output), which every build replaces; keep the cache beside it")
            }
        }
    }

    func run() throws {
        let terminal = TerminalReporter(quiet: quiet, format: messageFormat)
        var options = BuildOptions(contentDirectory: content, outputDirectory: output, baseURL: baseURL,
                                   themeName: theme, strict: strict, quiet: quiet, fixEncoding: fixEncoding)
        options.force = force
        options.includeDrafts = drafts
        options.warningsAsErrors = warnError
        options.cacheDirectory = cacheDirectory
        options.cacheIdentity = DiagramCacheOptions.engineIdentity
        options.cacheReuse = BuildOptions.CacheReuse(rawValue: cacheReuse) ?? .link
        if terminal.showsProgress {
            let progress = ProgressLine()
            options.progress = { done, total in progress.update(done, total) }
        }
        let report: BuildReport
        let builder = SiteBuilder(options: options)
        let diagramFile = DiagramCacheOptions.file(in: cacheDirectory)
        builder.diagramCache = DiagramCacheOptions.open(diagramFile, reporter: terminal)
        do {
            report = try builder.build()
            for warning in report.cacheWarnings { terminal.warn(warning) }
            if timings {
                let lines = report.phaseTimings.map {
                    "  \($0.phase): \(Int($0.milliseconds.rounded())) ms (CPU \(Int($0.cpuMilliseconds.rounded())) ms)"
                }
                FileHandle.standardError.write(Data(("phases (\(report.reusedPages) pages, \(report.reusedNoteSummaries) note summaries (\(report.unreadNotes) notes unread) and \(report.reusedSearchBlocks) search blocks and \(report.reusedSearchShards) term shards reused; \(report.writtenCacheParts) cache parts written):\n" + lines.joined(separator: "\n") + "\n").utf8))
            }
            // A cold build keeps only the diagrams it drew, so the cache never outgrows the site.
            // (Pages taken from the page cache drew nothing this run: their diagrams stay too.)
            DiagramCacheOptions.close(builder.diagramCache, file: diagramFile, usedOnly: report.reusedPages == 0, reporter: terminal)
        } catch {
            if terminal.colour { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            terminal.fail("\(error)")
            throw ExitCode(2)
        }
        if terminal.showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        terminal.print(report.diagnostics)
        terminal.summary(pages: report.pages, diagrams: report.diagrams, seconds: report.duration,
                         diagnostics: report.diagnostics)
        if !report.succeeded { throw ExitCode(1) }
    }

    /// The request `arguments` (the whole command line, program name first) makes when it is
    /// `folio build` followed only by options of this plain form: `--content`, `--output`, `--cache`,
    /// `--theme` and `--base-url`, each with a separate value that does not start with `-`, and the
    /// flags `-q/--quiet`, `--no-cache`, `--strict`, `--force`, `--fix-encoding`, `--drafts` and `--timings`,
    /// each at most once; and when that request is valid. Nil for anything else (another command, no
    /// command word, `--option=value`, a repeated option, an invalid request), which ArgumentParser
    /// then parses, reporting its mistakes as it always has.
    static func fastPath(_ arguments: [String]) -> BuildJob? {
        guard arguments.count >= 2, arguments[1] == "build" else { return nil }
        var job = BuildJob()
        var seen: Set<String> = []
        var index = 2
        while index < arguments.count {
            let option = arguments[index]
            guard seen.insert(option == "-q" ? "--quiet" : option).inserted else { return nil }
            index += 1
            switch option {
            case "-q", "--quiet": job.quiet = true
            case "--no-cache": job.noCache = true
            case "--strict": job.strict = true
            case "--force": job.force = true
            case "--fix-encoding": job.fixEncoding = true
            case "--drafts": job.drafts = true
            case "--timings": job.timings = true
            case "--content", "--output", "--cache", "--theme", "--base-url":
                // A value like `-x` is left to ArgumentParser, which may read it as an option.
                guard index < arguments.count, let first = arguments[index].utf8.first, first != UInt8(ascii: "-") else { return nil }
                let value = arguments[index]
                index += 1
                switch option {
                case "--content": job.content = value
                case "--output": job.output = value
                case "--cache": job.cacheOption = value
                case "--theme": job.theme = value
                default: job.baseURL = value
                }
            default:
                return nil
            }
        }
        guard (try? job.validate()) != nil else { return nil }
        return job
    }
}
