import ArgumentParser
import FolioSite
import Foundation
import Mermaid

/// `folio mermaid`: renders mermaid diagrams to SVG, a drop-in for the common mermaid-cli uses.
///
/// ```
/// $ folio mermaid -i diagram.mmd -o diagram.svg
/// $ cat diagram.mmd | folio mermaid -i - -o - > diagram.svg
/// $ folio mermaid -i docs/diagrams -o site/diagrams -t forest -c mermaid.json
/// docs/diagrams/broken.mmd:3:5: error: unsupported diagram type 'zenuml'
///     zenuml
///     ^
/// ```
/// Problems are printed by ``TerminalReporter``, like those of `folio build`; `-q` leaves out the
/// summary line, as in `folio build` and `folio serve`.
/// In batch mode (`-i DIR -o DIR`) every `*.mmd` under DIR is rendered, in parallel, to the
/// same relative path with a `.svg` extension. The exit code is 1 if any diagram failed.
/// `-o x.png`, `-o x.pdf` or `-e png|pdf` writes images through librsvg (``RasterConverter``);
/// a Markdown input (`-i notes.md -o out.md`) gets each mermaid block replaced by an image link,
/// the images written next to the output (``MarkdownDiagrams``), or by the SVG with `--inline-svg`.
struct MermaidCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mermaid",
        abstract: "Render mermaid diagrams to SVG, PNG or PDF without a browser.",
        discussion: """
        Errors and warnings are printed as file:line:col: error: message, then the source line and a caret. \
        PNG and PDF are made from the SVG by librsvg (rsvg-convert), with fixed colours. A Markdown input \
        (.md) gets every mermaid block replaced by a link to an image written next to the output \
        (out-1.svg, out-2.svg, …), or by the SVG itself with --inline-svg.

        Diagram types drawn (header keywords): \(MermaidRenderer.supportedKeywords.joined(separator: ", ")).
        """
    )

    @Option(name: .shortAndLong, help: "Input .mmd file, a Markdown (.md) file, a directory of .mmd files, or - for stdin.")
    var input: String

    @Option(name: .shortAndLong, help: "Output .svg, .png, .pdf or .md file, a directory (batch mode), or - for stdout. Default: input with the format's extension.")
    var output: String?

    @Option(name: [.customShort("e"), .customLong("outputFormat")], help: "svg, png or pdf (default: from the output's extension, else svg).")
    var outputFormat: ImageFormat?

    @Option(name: [.short, .customLong("scale")], help: "Zoom factor of PNG and PDF output.")
    var scale: Double = 1

    @Option(name: [.short, .customLong("width")], help: "Width of PNG and PDF output in pixels (alone: keeps the aspect ratio).")
    var width: Int?

    @Option(name: [.customShort("H"), .customLong("height")], help: "Height of PNG and PDF output in pixels (alone: keeps the aspect ratio).")
    var height: Int?

    @Flag(name: .customLong("inline-svg"), help: "Markdown input: put each diagram's SVG in the output instead of an image link.")
    var inlineSVG = false

    @Option(name: .shortAndLong, help: "Theme for diagrams that do not choose one: default, base, dark, forest, neutral.")
    var theme: String?

    @Option(name: [.short, .customLong("backgroundColor")], help: "Background colour of the SVG, e.g. white or transparent.")
    var backgroundColor: String?

    @Option(name: [.short, .customLong("configFile")], help: "JSON mermaid configuration applied to every diagram.")
    var configFile: String?

    @Flag(name: .customLong("fixed-colors"), help: "Draw fixed light colours instead of following the viewer's light/dark scheme.")
    var fixedColors = false

    @OptionGroup var reporting: DiagnosticOptions

    @OptionGroup var caching: DiagramCacheOptions

    var reporter: TerminalReporter { reporting.reporter() }
    /// `--warn-error`: the codes whose warnings fail a diagram's command.
    var policy: WarningPolicy { WarningPolicy(errors: reporting.warnError) }

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

    func run() async throws {
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
        let cache = caching.open(reporter: reporter)
        let outcome = MermaidRenderer.renderAll([(source, options(for: name, siteConfig: siteConfig))], cache: cache)[0]
        caching.close(cache, reporter: reporter)
        let failed = report(outcome, file: name)
        guard case .success(let result) = outcome else { throw ExitCode(ExitStatus.errors) }
        let destination = output ?? (input == "-" ? "-" : Self.replacingExtension(of: input, with: format.rawValue))
        if destination == "-" {
            let data = format == .svg ? Data((result.svg + "\n").utf8) : try converter.convert(result.svg, to: format)
            FileHandle.standardOutput.write(data)
        } else {
            try write(result.svg, to: URL(fileURLWithPath: destination))
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
        let cache = caching.open(reporter: reporter)
        let outcomes = MermaidRenderer.renderAll(requests, cache: cache)
        caching.close(cache, reporter: reporter)
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
        if reporting.format == .json {
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

    /// Writes `svg` to `url` in ``format`` (PNG and PDF through ``RasterConverter``).
    func write(_ svg: String, to url: URL) throws {
        let data = try converter.convert(svg, to: format)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ReplacedFile.replace(url, with: data)
    }

    static func replacingExtension(of path: String, with ext: String = "svg") -> String {
        let ns = path as NSString
        return ns.pathExtension.isEmpty ? path + "." + ext : ns.deletingPathExtension + "." + ext
    }
}
