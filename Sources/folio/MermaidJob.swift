// Why: `folio mermaid` runs from plain values, not from ArgumentParser's property wrappers, so the
// common `folio mermaid -i X -o Y` can run without ArgumentParser at all (MermaidFastPath.swift):
// making the wrappers cost 0.2 ms of a 7 ms run (issue 20, item 4). ``MermaidCommand`` parses the
// options and hands them over; the behaviour is this file's whatever path made the values.
import ArgumentParser
import FolioSite
import Foundation
import Mermaid

/// One `folio mermaid` request, with every option of ``MermaidCommand`` as a plain value (the
/// defaults are the options' defaults).
struct MermaidJob {
    var input: String
    var output: String?
    var outputFormat: ImageFormat? = nil
    var scale: Double = 1
    var width: Int? = nil
    var height: Int? = nil
    var inlineSVG = false
    var theme: String? = nil
    var backgroundColor: String? = nil
    var configFile: String? = nil
    var fixedColors = false
    /// `-q`, `--warn-error`, `--format` (``DiagnosticOptions``).
    var quiet = false
    var warnError: [String] = []
    var messageFormat: OutputFormat = .text
    /// `--cache DIR` (``DiagramCacheOptions``).
    var cacheDirectory: String? = nil

    /// The diagram cache file `--cache` names, if any.
    var cacheFile: URL? { DiagramCacheOptions.file(in: cacheDirectory) }

    var reporter: TerminalReporter { TerminalReporter(quiet: quiet, format: messageFormat) }
    /// `--warn-error`: the codes whose warnings fail a diagram's command.
    var policy: WarningPolicy { WarningPolicy(errors: warnError) }

    func validate() throws {
        guard scale > 0 && scale <= 20 else { throw ValidationError("--scale must be above 0 and at most 20") }
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(1...20_000).contains(value) { throw ValidationError("\(name) must be between 1 and 20000") }
        }
        if inlineSVG && !isMarkdownInput { throw ValidationError("--inline-svg needs a Markdown input (-i notes.md)") }
    }

    /// The image format written: -e, else the output's extension, else SVG.
    var format: ImageFormat {
        outputFormat ?? output.flatMap { ImageFormat(path: $0) } ?? .svg
    }

    var isMarkdownInput: Bool { ["md", "markdown"].contains((input as NSString).pathExtension.lowercased()) }

    var converter: RasterConverter {
        RasterConverter(scale: scale, width: width, height: height, background: backgroundColor)
    }

    func run() throws {
        let siteConfig = try loadConfig()
        if let theme, !MermaidRenderer.themeNames.contains(theme) {
            throw ValidationError("unknown theme '\(theme)'; expected one of \(MermaidRenderer.themeNames.joined(separator: ", "))")
        }
        var isDirectory: ObjCBool = false
        let exists = input == "-" || FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
        guard exists else { throw CommandFailure("no such file or directory: '\(input)'") }
        if input != "-", isDirectory.boolValue {
            try runBatch(siteConfig: siteConfig)
            return
        }
        if isMarkdownInput {
            try runMarkdown(siteConfig: siteConfig)
            return
        }
        let source: String
        if input == "-" {
            source = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        } else {
            guard let data = FileManager.default.contents(atPath: input) else {
                throw CommandFailure("cannot read '\(input)' (permission denied?)")
            }
            source = String(decoding: data, as: UTF8.self)
        }
        let name = input == "-" ? "<stdin>" : input
        let cache = DiagramCacheOptions.open(cacheFile, reporter: reporter)
        let outcome = MermaidRenderer.renderAll([(source, options(for: name, siteConfig: siteConfig))], cache: cache)[0]
        DiagramCacheOptions.close(cache, file: cacheFile, reporter: reporter)
        let failed = report(outcome, file: name)
        guard case .success(let result) = outcome else { throw ExitCode(ExitStatus.errors) }
        let destination = output ?? (input == "-" ? "-" : Self.replacingExtension(of: input, with: format.rawValue))
        if destination == "-" {
            let data = format == .svg ? Data(utf8Of: result.svg + "\n") : try converter.convert(result.svg, to: format)
            FileHandle.standardOutput.write(data)
        } else {
            try write(result.svg, toPath: destination)
        }
        if failed { throw ExitCode(ExitStatus.errors) }
    }

    // MARK: Batch

    private func runBatch(siteConfig: ConfigValue?) throws {
        guard let output, output != "-" else {
            throw ValidationError("batch mode needs an output directory: -i DIR -o DIR")
        }
        var outputIsDirectory: ObjCBool = false
        if ImageFormat(path: output) != nil
            || (FileManager.default.fileExists(atPath: output, isDirectory: &outputIsDirectory) && !outputIsDirectory.boolValue) {
            throw CommandFailure("'\(output)' is a file name, but -i '\(input)' is a directory: batch mode writes one SVG per diagram into -o DIR")
        }
        let root = URL(fileURLWithPath: input).standardizedFileURL
        let files = Self.mermaidFiles(under: root)
        let requests = files.map { relative -> (source: String, options: RenderOptions) in
            let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path) ?? Data()
            return (String(decoding: data, as: UTF8.self), options(for: relative, siteConfig: siteConfig))
        }
        let cache = DiagramCacheOptions.open(cacheFile, reporter: reporter)
        let outcomes = MermaidRenderer.renderAll(requests, cache: cache)
        DiagramCacheOptions.close(cache, file: cacheFile, reporter: reporter)
        let reused = cache.map { $0.statistics.hits } ?? 0
        let outRoot = URL(fileURLWithPath: output)
        var failed = 0, promoted = 0
        for (relative, outcome) in zip(files, outcomes) {
            if report(outcome, file: (input as NSString).appendingPathComponent(relative)) { promoted += 1 }
            guard case .success(let result) = outcome else { failed += 1; continue }
            try write(result.svg, to: outRoot.appendingPathComponent(Self.replacingExtension(of: relative, with: format.rawValue)))
        }
        let summary = "\(files.count - failed) of \(files.count) diagrams rendered" + (failed > 0 ? ", \(failed) failed" : "")
            + (cache != nil ? " (\(reused) from the cache)" : "")
        if messageFormat == .json {
            reporter.say(summary)
        } else {
            let message = "folio mermaid: " + summary + "\n"
            FileHandle.standardError.write(Data(message.utf8))
        }
        if failed > 0 || promoted > 0 { throw ExitCode(ExitStatus.errors) }
    }

    /// Every `*.mmd` under `root`, as sorted relative paths.
    static func mermaidFiles(under root: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var files: [String] = []
        let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in walker where url.pathExtension == "mmd" {
            let path = url.standardizedFileURL.path
            if path.hasPrefix(base) { files.append(String(path.dropFirst(base.count))) }
        }
        return files.sorted()
    }

    // MARK: Helpers

    func options(for name: String, siteConfig: ConfigValue?) -> RenderOptions {
        return RenderOptions(idPrefix: RenderOptions.idPrefix(forName: name == "<stdin>" ? "" : name), theme: theme,
                             followsColorScheme: !fixedColors && format == .svg, siteConfig: siteConfig,
                             backgroundColor: backgroundColor)
    }

    private func loadConfig() throws -> ConfigValue? {
        guard let configFile else { return nil }
        guard let data = FileManager.default.contents(atPath: configFile) else {
            throw ValidationError("cannot read config file '\(configFile)'")
        }
        do {
            return try ConfigValue.parse(json: String(decoding: data, as: UTF8.self))
        } catch let error as MermaidError {
            reporter.print([Self.diagnostic(error, file: configFile)])
            throw ExitCode(ExitStatus.errors)
        }
    }

    /// Prints the outcome's diagnostics after `--warn-error`; true when a warning became an error.
    @discardableResult
    private func report(_ outcome: Result<RenderResult, MermaidError>, file: String) -> Bool {
        let diagnostics = Self.diagnostics(outcome, file: file)
        let shown = policy.apply(diagnostics)
        reporter.print(shown)
        return zip(diagnostics, shown).contains { $0.severity != $1.severity }
    }

    /// The warnings, then the error, of one diagram's outcome, as the site's diagnostics.
    static func diagnostics(_ outcome: Result<RenderResult, MermaidError>, file: String) -> [FolioSite.Diagnostic] {
        switch outcome {
        case .success(let result):
            return result.warnings.map { diagnostic($0, file: file, drawn: true) }
        case .failure(let error):
            return error.warnings.map { diagnostic($0, file: file, drawn: false) } + [diagnostic(error, file: file)]
        }
    }

    static func diagnostic(_ warning: MermaidWarning, file: String, drawn: Bool) -> FolioSite.Diagnostic {
        FolioSite.Diagnostic(file: file, line: warning.line, column: warning.column, severity: .warning,
                             kind: .diagram(number: 1, drawn: drawn), message: warning.message,
                             sourceLine: warning.sourceLine.isEmpty ? nil : warning.sourceLine,
                             code: DiagnosticCode.mermaid(warning.code))
    }

    static func diagnostic(_ error: MermaidError, file: String) -> FolioSite.Diagnostic {
        FolioSite.Diagnostic(file: file, line: error.line, column: error.column, severity: .error,
                             kind: .diagram(number: 1, drawn: false), message: error.message,
                             sourceLine: error.sourceLine.isEmpty ? nil : error.sourceLine,
                             code: DiagnosticCode.diagramNotDrawn)
    }

    /// Writes `svg` to the file `url` in ``format`` (PNG and PDF through ``RasterConverter``), making its folder if needed.
    func write(_ svg: String, to url: URL) throws {
        try write(svg, toPath: url.path)
    }

    /// Writes `svg` to the file at `path` in ``format``, making its folder if needed.
    func write(_ svg: String, toPath path: String) throws {
        let data = try converter.convert(svg, to: format)
        let folder = ReplacedFile.split(path).folder
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try ReplacedFile.replace(path: path, with: data)
    }

    static func replacingExtension(of path: String, with ext: String = "svg") -> String {
        let ns = path as NSString
        return ns.pathExtension.isEmpty ? path + "." + ext : ns.deletingPathExtension + "." + ext
    }
}
