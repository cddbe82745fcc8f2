// Why: `folio mermaid` replaces mermaid-cli, whose users ask for PNG and PDF and feed it Markdown.
// These run the real binary: image sizes follow the SVG's viewBox and the scale, PDF embeds its fonts,
// Markdown blocks become image links (fences inside other fences untouched, failures kept in place).
import Foundation
import Testing

@Suite struct MermaidImageTests {
    private typealias CLI = MermaidCommandTests

    static let flowchart = "flowchart LR\n  A[Write notes] --> B{Diagrams?}\n  B -->|yes| C[Folio draws them]\n"
    static var rasterTool: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    /// The SVG's viewBox width and height.
    static func viewBox(_ svg: String) throws -> (Double, Double) {
        let match = try #require(svg.firstMatch(of: #/viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/#))
        return (Double(match.1)!, Double(match.2)!)
    }

    @Test func pngAndPDFFollowTheSVG() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        guard Self.rasterTool else { print("skipped: rsvg-convert not installed (make deps)"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.flowchart.utf8).write(to: folder.appendingPathComponent("flow.mmd"))
        #expect(try CLI.run(["mermaid", "-i", "flow.mmd", "-o", "flow.svg", "--fixed-colors"], in: folder).status == 0)
        let (width, height) = try Self.viewBox(String(contentsOf: folder.appendingPathComponent("flow.svg"), encoding: .utf8))
        for (arguments, scale) in [(["-o", "flow.png"], 1.0), (["-o", "big.png", "-s", "2"], 2.0)] {
            let run = try CLI.run(["mermaid", "-i", "flow.mmd"] + arguments, in: folder)
            #expect(run.status == 0, "\(run.errors)")
            let png = try Data(contentsOf: folder.appendingPathComponent(arguments[1]))
            let size = try #require(Self.pngSize(png))
            #expect(abs(Double(size.0) - width * scale) <= 1 && abs(Double(size.1) - height * scale) <= 1,
                    "\(arguments): \(size) for a \(width)×\(height) viewBox")
        }
        let narrow = try CLI.run(["mermaid", "-i", "flow.mmd", "-o", "narrow.png", "-w", "300"], in: folder)
        #expect(narrow.status == 0)
        let size = try #require(Self.pngSize(try Data(contentsOf: folder.appendingPathComponent("narrow.png"))))
        #expect(size.0 == 300 && abs(Double(size.1) - 300 * height / width) <= 1, "-w alone keeps the aspect: \(size)")

        let pdf = try CLI.run(["mermaid", "-i", "flow.mmd", "-e", "pdf", "-o", "flow.out"], in: folder)
        #expect(pdf.status == 0, "\(pdf.errors)")
        let bytes = try Data(contentsOf: folder.appendingPathComponent("flow.out"))
        #expect(bytes.starts(with: Data("%PDF".utf8)))
        #expect(String(decoding: bytes, as: UTF8.self).contains("/FontFile"), "fonts are embedded")

        let binary = try #require(CLI.folioBinary)
        let piped = try CLI.run(executable: URL(fileURLWithPath: "/bin/sh"),
                                ["-c", "\"$0\" mermaid -i flow.mmd -e png -o - > piped.png", binary.path], in: folder)
        #expect(piped.status == 0, "\(piped.errors)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("piped.png"))
                == Data(contentsOf: folder.appendingPathComponent("flow.png")), "the same PNG on standard output")
    }

    @Test func withoutLibrsvgPNGIsAClearError() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.flowchart.utf8).write(to: folder.appendingPathComponent("flow.mmd"))
        let run = try CLI.run(["mermaid", "-i", "flow.mmd", "-o", "flow.png"], in: folder, environment: ["PATH": "/nonexistent"])
        #expect(run.status == 2)
        #expect(run.errors.contains("PNG output needs rsvg-convert"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("flow.png").path))
    }

    @Test func markdownBlocksBecomeImageLinks() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let note = """
            # Notes

            ```mermaid
            \(Self.flowchart)```

            ````markdown
            ```mermaid
            flowchart LR
              shown --> as_source
            ```
            ````

            ~~~ mermaid
            flowchart LR
              A -->
            ~~~

            ```mermaid
            sequenceDiagram
              A->>B: hi
            ```
            """
        try Data(note.utf8).write(to: folder.appendingPathComponent("notes.md"))
        let run = try CLI.run(["mermaid", "-i", "notes.md", "-o", "out/notes.md"], in: folder)
        #expect(run.status == 1, "one block fails")
        #expect(run.errors.contains("notes.md:18:8: error: "), "the error is at its line in the input: \(run.errors)")
        #expect(run.errors.contains("2 of 3 diagrams in notes.md rendered, 1 failed"))
        let out = try String(contentsOf: folder.appendingPathComponent("out/notes.md"), encoding: .utf8)
        #expect(out.contains("![diagram 1](notes-1.svg)") && out.contains("![diagram 3](notes-3.svg)"))
        #expect(out.contains("````markdown\n```mermaid\nflowchart LR\n  shown --> as_source\n```\n````"), "nested fence untouched")
        #expect(out.contains("~~~ mermaid\nflowchart LR\n  A -->\n~~~"), "a failed block stays as written")
        #expect(!out.contains("Write notes"))
        let svg = try String(contentsOf: folder.appendingPathComponent("out/notes-1.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.contains("Write notes"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/notes-2.svg").path))

        let inline = try CLI.run(["mermaid", "-i", "notes.md", "-o", "-", "--inline-svg", "-q"], in: folder)
        #expect(inline.output.contains("<svg") && !inline.output.contains("![diagram"))
        #expect(!inline.output.contains("\n\n<svg") || !inline.output.contains("<svg\n\n"))
    }

    /// mmdc's Markdown mode on the seed notes: every block but the ones mermaid itself rejects becomes an
    /// image link, and the text around them is unchanged.
    @Test func seedNotesRoundTrip() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let seeds = InstallTests.packageRoot.appendingPathComponent("../shared/seeds").standardizedFileURL
        guard FileManager.default.fileExists(atPath: seeds.path) else { print("skipped: no ../shared/seeds"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var total = 0, images = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted() where name.hasSuffix(".txt") {
            let text = try String(contentsOf: seeds.appendingPathComponent(name), encoding: .utf8)
            let input = folder.appendingPathComponent(name.replacingOccurrences(of: ".txt", with: ".md"))
            try Data(text.utf8).write(to: input)
            let run = try CLI.run(["mermaid", "-q", "-i", input.lastPathComponent, "-o", "out/" + input.lastPathComponent], in: folder)
            let out = try String(contentsOf: folder.appendingPathComponent("out/" + input.lastPathComponent), encoding: .utf8)
            let blocks = text.components(separatedBy: "```mermaid").count - 1
            let links = out.components(separatedBy: "![diagram ").count - 1
            total += blocks
            images += links
            #expect(links == blocks || run.status == 1, "\(name): \(links) links for \(blocks) blocks")
            // Outside the blocks the text is unchanged: removing blocks and links gives the same text.
            let strip = { (s: String) in s.replacing(#/```mermaid\n[\s\S]*?\n```/#, with: "").replacing(#/!\[diagram \d+\]\([^)]*\)/#, with: "") }
            #expect(strip(out) == strip(text), "\(name): text outside the diagrams unchanged")
        }
        print("seed notes: \(images) of \(total) mermaid blocks became images")
        #expect(total > 0)
    }
}
