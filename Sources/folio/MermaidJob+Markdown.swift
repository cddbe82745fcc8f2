import ArgumentParser
import FolioSite
import Foundation
import Mermaid

/// `folio mermaid -i notes.md -o out.md`: mermaid-cli's Markdown mode.
///
/// Every ```` ```mermaid ```` block (``MarkdownDiagrams``) is drawn; the output is the input with each
/// drawn block replaced by `![diagram N](out-N.svg)` (the image written next to the output, in
/// ``MermaidJob/format``), or by the SVG itself with `--inline-svg`. A block that fails stays as
/// it was, its error is reported at its line in the input, and the exit status is 1.
extension MermaidJob {
    func runMarkdown(siteConfig: ConfigValue?) throws {
        guard let output, output == "-" || ["md", "markdown"].contains((output as NSString).pathExtension.lowercased()) else {
            throw CommandFailure("a Markdown input needs a Markdown output: -i \(input) -o OUT.md")
        }
        if output == "-" && !inlineSVG {
            throw CommandFailure("-o - with a Markdown input needs --inline-svg (the images need a folder)")
        }
        guard let data = FileManager.default.contents(atPath: input) else {
            throw CommandFailure("cannot read '\(input)' (permission denied?)")
        }
        let document = MarkdownDiagrams(String(decoding: data, as: UTF8.self))
        let outputURL = URL(fileURLWithPath: output)
        let stem = outputURL.deletingPathExtension().lastPathComponent
        let requests = document.blocks.indices.map { index in
            (source: document.blocks[index].source, options: options(for: "\(stem)-\(index + 1)", siteConfig: siteConfig))
        }
        let cache = DiagramCacheOptions.open(cacheFile, reporter: reporter)
        let outcomes = MermaidRenderer.renderAll(requests, cache: cache)
        DiagramCacheOptions.close(cache, file: cacheFile, reporter: reporter)
        var replacements: [String?] = []
        var failed = 0, promoted = false
        for (index, outcome) in outcomes.enumerated() {
            let offset = document.blocks[index].openingLine + 1
            let diagnostics = Self.diagnostics(outcome, file: input).map { diagnostic -> FolioSite.Diagnostic in
                var moved = diagnostic
                if moved.line > 0 { moved.line += offset }
                return moved
            }
            let shown = policy.apply(diagnostics)
            reporter.print(shown)
            if zip(diagnostics, shown).contains(where: { $0.severity != $1.severity }) { promoted = true }
            guard case .success(let result) = outcome else {
                failed += 1
                replacements.append(nil)
                continue
            }
            if inlineSVG {
                // An HTML block ends at a blank line, so the SVG is written without any.
                replacements.append(result.svg.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
                    .joined(separator: "\n"))
            } else {
                let name = "\(stem)-\(index + 1).\(format.rawValue)"
                try write(result.svg, to: outputURL.deletingLastPathComponent().appendingPathComponent(name))
                replacements.append("![diagram \(index + 1)](\(name))")
            }
        }
        let text = document.replacing(replacements)
        if output == "-" {
            FileHandle.standardOutput.write(Data(text.utf8))
        } else {
            try FileManager.default.createDirectory(at: outputURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try ReplacedFile.replace(outputURL, with: Data(text.utf8))
        }
        let count = document.blocks.count
        let summary = "\(count - failed) of \(count) diagrams in \(input) rendered" + (failed > 0 ? ", \(failed) failed" : "")
        if messageFormat == .json {
            reporter.say(summary)
        } else {
            FileHandle.standardError.write(Data(("folio mermaid: " + summary + "\n").utf8))
        }
        if failed > 0 || promoted { throw ExitCode(ExitStatus.errors) }
    }
}
