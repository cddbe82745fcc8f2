// Why: `folio mermaid -i X -o Y` is read without ArgumentParser (Sources/folio/MermaidFastPath.swift);
// these tests hold it to the parsed command: the same files, output, errors and exit status as the same
// request written so that ArgumentParser parses it (`--input=X --output=Y`).
import Foundation
import Testing

@Suite struct MermaidFastPathTests {
    typealias Run = MermaidCommandTests.Run

    /// One request, as the fast path reads it and as ArgumentParser parses it, in two copies of `setUp`'s
    /// folder; returns both runs and both folders.
    static func both(_ input: String, _ output: String, flipped: Bool = false,
                     setUp: (URL) throws -> Void) throws -> (fast: Run, parsed: Run, fastFolder: URL, parsedFolder: URL) {
        let fastFolder = try MermaidCommandTests.temporaryFolder()
        let parsedFolder = try MermaidCommandTests.temporaryFolder()
        try setUp(fastFolder)
        try setUp(parsedFolder)
        let fastArguments = flipped ? ["mermaid", "--output", output, "--input", input] : ["mermaid", "-i", input, "-o", output]
        let fast = try MermaidCommandTests.run(fastArguments, in: fastFolder)
        let parsed = try MermaidCommandTests.run(["mermaid", "--input=\(input)", "--output=\(output)"], in: parsedFolder)
        return (fast, parsed, fastFolder, parsedFolder)
    }

    static func write(_ text: String, to name: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static func contents(_ name: String, in folder: URL) -> Data? {
        FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
    }

    @Test(arguments: [false, true])
    func drawsTheSameSVG(flipped: Bool) throws {
        guard MermaidCommandTests.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let runs = try Self.both("small.mmd", "out/small.svg", flipped: flipped) {
            try Self.write("flowchart LR\n  A --> B\n", to: "small.mmd", in: $0)
        }
        #expect(runs.fast.status == 0)
        #expect(runs.fast.status == runs.parsed.status)
        #expect(runs.fast.output == runs.parsed.output)
        #expect(runs.fast.errors == runs.parsed.errors)
        let svg = try #require(Self.contents("out/small.svg", in: runs.fastFolder))
        #expect(String(decoding: svg, as: UTF8.self).hasPrefix("<svg id=\"mermaid-small\""))
        #expect(svg == Self.contents("out/small.svg", in: runs.parsedFolder))
    }

    /// Failures and other modes print and exit alike: a diagram with an error, one with a warning, a
    /// missing input, an output in new folders, a directory input (with a file output, and batch mode),
    /// a Markdown input (with an SVG output, and Markdown mode), a PNG through librsvg.
    @Test(arguments: [
        ("broken.mmd", "broken.svg"), ("warned.mmd", "warned.svg"), ("missing.mmd", "missing.svg"),
        ("small.mmd", "deep/er/x.svg"), ("diagrams", "one.svg"), ("notes.md", "notes.svg"),
        ("diagrams", "out"), ("notes.md", "out.md"), ("small.mmd", "small.png"),
    ])
    func failsAndSucceedsAlike(input: String, output: String) throws {
        guard MermaidCommandTests.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let runs = try Self.both(input, output) { folder in
            try Self.write("flowchart LR\n  A --> B\n", to: "small.mmd", in: folder)
            try Self.write("flowchart LR\n  A --> \n", to: "broken.mmd", in: folder)
            try Self.write("%%{init: {\"flowchart\": {\"curve\": \"natual\"}}}%%\nflowchart LR\n  A --> B\n",
                           to: "warned.mmd", in: folder)
            try Self.write("sequenceDiagram\n  A->>B: hi\n", to: "diagrams/one.mmd", in: folder)
            try Self.write("# Notes\n\n```mermaid\nflowchart LR\n  A --> B\n```\n", to: "notes.md", in: folder)
        }
        #expect(runs.fast.status == runs.parsed.status, "\(input) -> \(output)")
        #expect(runs.fast.output == runs.parsed.output, "\(input) -> \(output)")
        #expect(runs.fast.errors == runs.parsed.errors, "\(input) -> \(output)")
        for name in [output, "out/one.svg", "out-1.svg", "broken.svg"] {
            #expect(Self.contents(name, in: runs.fastFolder) == Self.contents(name, in: runs.parsedFolder), "\(name)")
        }
    }

    /// Forms the fast path leaves to ArgumentParser still work as before: help, stdin, a repeated option.
    @Test func otherFormsAreParsed() throws {
        guard MermaidCommandTests.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try MermaidCommandTests.temporaryFolder()
        try Self.write("flowchart LR\n  A --> B\n", to: "small.mmd", in: folder)
        let help = try MermaidCommandTests.run(["mermaid", "-i", "small.mmd", "--help"], in: folder)
        #expect(help.status == 0 && help.output.contains("USAGE: folio mermaid") || help.output.contains("OVERVIEW: Render mermaid"))
        let repeated = try MermaidCommandTests.run(["mermaid", "-i", "small.mmd", "-i", "small.mmd"], in: folder)
        #expect(repeated.status == 0)
        #expect(Self.contents("small.svg", in: folder) != nil)
        let unknown = try MermaidCommandTests.run(["mermaid", "-i", "small.mmd", "-x", "y.svg"], in: folder)
        #expect(unknown.status == 2 && unknown.errors.contains("Unknown option '-x'"))
    }
}
