import ArgumentParser
import Dispatch
import Foundation
import Mermaid

/// `folio mermaid`: renders mermaid diagrams to SVG, a drop-in for the common mermaid-cli uses.
///
/// ```
/// $ folio mermaid -i diagram.mmd -o diagram.svg
/// $ cat diagram.mmd | folio mermaid -i - -o - > diagram.svg
/// $ folio mermaid -i docs/diagrams -o site/diagrams -t forest -c mermaid.json
/// docs/diagrams/broken.mmd:3:5: error: unsupported diagram type 'gantt'
///     gantt
///     ^
/// ```
/// In batch mode (`-i DIR -o DIR`) every `*.mmd` under DIR is rendered, in parallel, to the
/// same relative path with a `.svg` extension. The exit code is 1 if any diagram failed.
struct MermaidCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mermaid",
        abstract: "Render mermaid diagrams to SVG without a browser.",
        discussion: "Errors and warnings are printed as file:line:col: error: message, then the source line and a caret."
    )

    @Option(name: .shortAndLong, help: "Input .mmd file, a directory of .mmd files, or - for stdin.")
    var input: String

    @Option(name: .shortAndLong, help: "Output .svg file, a directory (batch mode), or - for stdout. Default: input with .svg.")
    var output: String?

    @Option(name: .shortAndLong, help: "Theme for diagrams that do not choose one: default, base, dark, forest, neutral.")
    var theme: String?

    @Option(name: [.short, .customLong("backgroundColor")], help: "Background colour of the SVG, e.g. white or transparent.")
    var backgroundColor: String?

    @Option(name: [.short, .customLong("configFile")], help: "JSON mermaid configuration applied to every diagram.")
    var configFile: String?

    @Flag(name: .customLong("fixed-colors"), help: "Draw fixed light colours instead of following the viewer's light/dark scheme.")
    var fixedColors = false

    @Flag(name: .shortAndLong, help: "Print errors only, no warnings or summary.")
    var quiet = false

    func run() async throws {
        let siteConfig = try loadConfig()
        if let theme, !Theme.names.contains(theme) {
            throw ValidationError("unknown theme '\(theme)'; expected one of \(Theme.names.joined(separator: ", "))")
        }
        var isDirectory: ObjCBool = false
        if input != "-", FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue {
            try runBatch(siteConfig: siteConfig)
            return
        }
        let source: String
        if input == "-" {
            source = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        } else {
            guard let data = FileManager.default.contents(atPath: input) else {
                throw ValidationError("cannot read '\(input)'")
            }
            source = String(decoding: data, as: UTF8.self)
        }
        let name = input == "-" ? "<stdin>" : input
        let job = MermaidJob(displayName: name, source: source, options: options(for: name, siteConfig: siteConfig))
        let outcome = job.run()
        report(outcome)
        guard let svg = outcome.svg else { throw ExitCode(1) }
        let destination = output ?? (input == "-" ? "-" : Self.replacingExtension(of: input))
        if destination == "-" {
            FileHandle.standardOutput.write(Data((svg + "\n").utf8))
        } else {
            try write(svg, to: URL(fileURLWithPath: destination))
        }
    }

    // MARK: Batch

    private func runBatch(siteConfig: ConfigValue?) throws {
        guard let output, output != "-" else {
            throw ValidationError("batch mode needs an output directory: -i DIR -o DIR")
        }
        let root = URL(fileURLWithPath: input).standardizedFileURL
        let files = Self.mermaidFiles(under: root)
        let jobs = files.map { relative -> MermaidJob in
            let path = root.appendingPathComponent(relative).path
            let data = FileManager.default.contents(atPath: path) ?? Data()
            return MermaidJob(displayName: (input as NSString).appendingPathComponent(relative),
                              source: String(decoding: data, as: UTF8.self),
                              options: options(for: relative, siteConfig: siteConfig))
        }
        let outcomes = MermaidJob.runAll(jobs)
        let outRoot = URL(fileURLWithPath: output)
        var failed = 0
        for (relative, outcome) in zip(files, outcomes) {
            report(outcome)
            guard let svg = outcome.svg else { failed += 1; continue }
            try write(svg, to: outRoot.appendingPathComponent(Self.replacingExtension(of: relative)))
        }
        if !quiet {
            let message = "folio mermaid: \(files.count - failed) of \(files.count) diagrams rendered"
                + (failed > 0 ? ", \(failed) failed" : "") + "\n"
            FileHandle.standardError.write(Data(message.utf8))
        }
        if failed > 0 { throw ExitCode(1) }
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

    private func options(for name: String, siteConfig: ConfigValue?) -> RenderOptions {
        let stem = name == "<stdin>" ? "" : ((name as NSString).lastPathComponent as NSString).deletingPathExtension
        return RenderOptions(idPrefix: stem.isEmpty ? "mermaid" : "mermaid-" + XMLEscape.idFragment(stem), theme: theme,
                             followsColorScheme: !fixedColors, siteConfig: siteConfig, backgroundColor: backgroundColor)
    }

    private func loadConfig() throws -> ConfigValue? {
        guard let configFile else { return nil }
        guard let data = FileManager.default.contents(atPath: configFile) else {
            throw ValidationError("cannot read config file '\(configFile)'")
        }
        do {
            return try ConfigValue.parse(json: String(decoding: data, as: UTF8.self))
        } catch let error as MermaidError {
            FileHandle.standardError.write(Data(Diagnostic.format(error, file: configFile).utf8))
            throw ExitCode(1)
        }
    }

    private func report(_ outcome: MermaidJob.Outcome) {
        var text = ""
        if !quiet {
            for warning in outcome.warnings { text += Diagnostic.format(warning, file: outcome.displayName) }
        }
        if let error = outcome.error { text += Diagnostic.format(error, file: outcome.displayName) }
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
    }

    private func write(_ svg: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(svg.utf8).write(to: url, options: .atomic)
    }

    static func replacingExtension(of path: String) -> String {
        let ns = path as NSString
        return ns.pathExtension.isEmpty ? path + ".svg" : ns.deletingPathExtension + ".svg"
    }
}


/// One diagram to render for `folio mermaid`, and the parallel batch runner.
struct MermaidJob: Sendable {
    struct Outcome: Sendable {
        var displayName: String
        var svg: String?
        var error: MermaidError?
        var warnings: [MermaidWarning]
    }

    var displayName: String
    var source: String
    var options: RenderOptions

    func run() -> Outcome {
        do {
            let result = try MermaidRenderer.render(source, options: options)
            return Outcome(displayName: displayName, svg: result.svg, error: nil, warnings: result.warnings)
        } catch let error as MermaidError {
            return Outcome(displayName: displayName, svg: nil, error: error, warnings: error.warnings)
        } catch {
            let wrapped = MermaidError(line: 1, column: 1, message: "\(error)", sourceLine: "")
            return Outcome(displayName: displayName, svg: nil, error: wrapped, warnings: [])
        }
    }

    /// Renders every job on all cores; results come back in job order, so output is deterministic.
    static func runAll(_ jobs: [MermaidJob]) -> [Outcome] {
        let results = OutcomeBuffer(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            results.set(index, jobs[index].run())
        }
        return results.values()
    }
}

/// Fixed-size result slots written from several threads, each slot by exactly one.
private final class OutcomeBuffer: @unchecked Sendable {
    private var slots: [MermaidJob.Outcome?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: MermaidJob.Outcome) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [MermaidJob.Outcome] { slots.compactMap { $0 } }
}

/// Compiler-style diagnostics: `file:line:col: error: message`, the source line, a caret.
enum Diagnostic {
    static func format(_ error: MermaidError, file: String) -> String {
        format(kind: "error", line: error.line, column: error.column, message: error.message,
               sourceLine: error.sourceLine, file: file)
    }

    static func format(_ warning: MermaidWarning, file: String) -> String {
        format(kind: "warning", line: warning.line, column: warning.column, message: warning.message,
               sourceLine: warning.sourceLine, file: file)
    }

    static func format(kind: String, line: Int, column: Int, message: String, sourceLine: String, file: String) -> String {
        var text = "\(file):\(line):\(column): \(kind): \(message)\n"
        if !sourceLine.isEmpty {
            text += sourceLine + "\n"
            let prefix = sourceLine.prefix(max(column - 1, 0)).map { $0 == "\t" ? "\t" : " " }.joined()
            text += prefix + "^\n"
        }
        return text
    }
}
