// Why: `folio mermaid` is used like mermaid-cli in scripts and CI; what it prints and which exit status
// it gives for a typo'd path or a wrong output are its interface, so they are checked on the real binary.
import Foundation
import Testing

@Suite struct MermaidCommandTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The `folio` executable that `swift test` built next to this test bundle.
    static var folioBinary: URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("folio")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    static func run(_ arguments: [String], in folder: URL, environment: [String: String?] = [:]) throws -> Run {
        guard let binary = folioBinary else { throw CancellationError() }
        return try run(executable: binary, arguments, in: folder, environment: environment)
    }

    /// Runs `executable` in `folder`; `environment` entries are added to (or, when nil, removed from) ours.
    static func run(executable: URL, _ arguments: [String], in folder: URL,
                    environment: [String: String?] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (key, value) in environment { merged[key] = value }
            process.environment = merged
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
                   errors: String(decoding: errors, as: UTF8.self))
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func missingInputSaysSoWithoutUsageText() throws {
        guard Self.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.run(["mermaid", "-i", "missing.mmd"], in: folder)
        #expect(run.status == 2, "nothing was done: exit status 2, as for every command")
        #expect(run.errors.contains("error: no such file or directory: 'missing.mmd'"))
        #expect(!run.errors.contains("Usage:"))
    }

    @Test func directoryInputWithAnSVGFileOutputIsAnErrorAndWritesNothing() throws {
        guard Self.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let diagrams = folder.appendingPathComponent("diagrams")
        try FileManager.default.createDirectory(at: diagrams, withIntermediateDirectories: true)
        try "flowchart LR\n  A --> B".write(to: diagrams.appendingPathComponent("a.mmd"), atomically: true, encoding: .utf8)
        let run = try Self.run(["mermaid", "-i", "diagrams", "-o", "out.svg"], in: folder)
        #expect(run.status != 0)
        #expect(run.errors.contains("is a directory"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
    }

    @Test func batchModeRendersEveryDiagramAndReportsFailuresWithPositions() throws {
        guard Self.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let diagrams = folder.appendingPathComponent("in/sub")
        try FileManager.default.createDirectory(at: diagrams, withIntermediateDirectories: true)
        try "flowchart LR\n  A --> B".write(to: diagrams.appendingPathComponent("good.mmd"), atomically: true, encoding: .utf8)
        try "sequenceDiagram\n  A->>B: hi".write(to: folder.appendingPathComponent("in/seq.mmd"), atomically: true, encoding: .utf8)
        try "flowchart LR\n  A -->".write(to: diagrams.appendingPathComponent("bad.mmd"), atomically: true, encoding: .utf8)
        let run = try Self.run(["mermaid", "-i", "in", "-o", "out"], in: folder)
        #expect(run.status == 1)
        #expect(run.errors.contains("in/sub/bad.mmd:2:"))
        #expect(run.errors.contains("2 of 3 diagrams rendered, 1 failed"))
        let good = try String(contentsOf: folder.appendingPathComponent("out/sub/good.svg"), encoding: .utf8)
        #expect(good.hasPrefix("<svg") && good.contains("id=\"mermaid-good\""))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/seq.svg").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/sub/bad.svg").path))
    }

    /// Problems print through the same reporter as `folio build` (source line indented under the
    /// message, caret under the column, code after the message); `-q` keeps errors and the summary
    /// line, as in build and serve; `--warn-error CODE` fails the command on that warning.
    @Test func problemsPrintLikeTheBuildsAndQuietKeepsErrorsAndSummary() throws {
        guard Self.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let diagrams = folder.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: diagrams, withIntermediateDirectories: true)
        try "flowchart LR\n  A -->".write(to: diagrams.appendingPathComponent("bad.mmd"), atomically: true, encoding: .utf8)
        try "flowchart LR\n  A --> B\n  style A Layer fill:#fff".write(to: diagrams.appendingPathComponent("warn.mmd"),
                                                                      atomically: true, encoding: .utf8)
        let loud = try Self.run(["mermaid", "-i", "in", "-o", "out"], in: folder)
        #expect(loud.status == 1)
        #expect(loud.errors.contains("in/bad.mmd:2:8: error: "))
        #expect(loud.errors.contains("\n      A -->\n           ^"), "\(loud.errors)")
        #expect(loud.errors.contains("in/warn.mmd:3:"))
        #expect(loud.errors.contains("1 of 2 diagrams rendered, 1 failed"))
        let quiet = try Self.run(["mermaid", "-i", "in", "-o", "out", "-q"], in: folder)
        #expect(quiet.status == 1)
        #expect(quiet.errors.contains("in/bad.mmd:2:8: error: "))
        #expect(!quiet.errors.contains("in/warn.mmd:3:"), "warnings are hidden")
        #expect(quiet.errors.contains("1 of 2 diagrams rendered, 1 failed"))

        try FileManager.default.removeItem(at: diagrams.appendingPathComponent("bad.mmd"))
        let passing = try Self.run(["mermaid", "-i", "in", "-o", "out"], in: folder)
        #expect(passing.status == 0)
        let range = try #require(passing.errors.firstRange(of: #/\[mermaid\[[a-z-]+\]\]/#))
        let code = String(passing.errors[range])
        let bare = code.dropFirst("[mermaid[".count).dropLast(2)
        let failing = try Self.run(["mermaid", "-i", "in", "-o", "out", "--warn-error", String(bare)], in: folder)
        #expect(failing.status == 1, "--warn-error \(bare) makes that warning an error")
        #expect(failing.errors.contains("in/warn.mmd:3:") && failing.errors.contains(": error: "))
    }

    /// One file's output is written by path (no file URL): a bare name in the working folder, a path in
    /// folders not made yet, a file replaced whole, and standard output; all the same SVG.
    @Test func oneFileIsWrittenToEveryFormOfPath() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "flowchart LR\n  A --> B\n".write(to: folder.appendingPathComponent("small.mmd"), atomically: true, encoding: .utf8)
        let bare = try Self.run(["mermaid", "-i", "small.mmd", "-o", "bare.svg"], in: folder)
        #expect(bare.status == 0, "\(bare.errors)")
        let svg = try String(contentsOf: folder.appendingPathComponent("bare.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>"))
        let nested = try Self.run(["mermaid", "-i", "small.mmd", "-o", "new/deeper/nested.svg"], in: folder)
        #expect(nested.status == 0, "\(nested.errors)")
        #expect(try String(contentsOf: folder.appendingPathComponent("new/deeper/nested.svg"), encoding: .utf8) == svg)
        try "old and longer than nothing".write(to: folder.appendingPathComponent("kept.svg"), atomically: true, encoding: .utf8)
        let replaced = try Self.run(["mermaid", "-i", "small.mmd", "-o", folder.appendingPathComponent("kept.svg").path], in: folder)
        #expect(replaced.status == 0, "\(replaced.errors)")
        #expect(try String(contentsOf: folder.appendingPathComponent("kept.svg"), encoding: .utf8) == svg)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("folio-tmp") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
        let printed = try Self.run(["mermaid", "-i", "small.mmd", "-o", "-"], in: folder)
        #expect(printed.output == svg + "\n")
    }
}
