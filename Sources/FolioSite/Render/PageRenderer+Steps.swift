import Markup
import Mermaid

// Why: two steps of rendering a page that need a page of code each, kept beside ``PageRenderer`` so
// its `render` reads in one screen: the mojibake check of the note's lines, and drawing the page's
// diagrams (with problems reported where each diagram line is written, in the note or a file it includes).

extension PageRenderer {
    /// `body` with a warning per line that looks like mojibake (UTF-8 read as another encoding), and
    /// those lines repaired when the site asks (`--fix-encoding`).
    func checkEncoding(_ body: String, file: String, diagnostics: inout [Diagnostic]) -> String {
        guard body.hasNonASCII else { return body }
        var changed = false
        var output: [String] = []
        var number = 0
        for line in body.fastLines {
            number += 1
            let found = MojibakeDetector.findings(in: line)
            guard let first = found.first else {
                output.append(String(line))
                continue
            }
            let more = found.count > 1 ? " (and \(found.count - 1) more on this line)" : ""
            if fixEncoding {
                diagnostics.append(Diagnostic(file: file, line: number, column: first.column, severity: .note,
                                              message: "repaired mojibake '\(first.garbled)' → '\(first.repaired)'\(more)",
                                              sourceLine: String(line), code: DiagnosticCode.mojibake))
                output.append(MojibakeDetector.repair(line))
                changed = true
            } else {
                diagnostics.append(Diagnostic(
                    file: file, line: number, column: first.column, severity: .warning,
                    message: "mojibake: '\(first.garbled)' looks like '\(first.repaired)' saved as UTF-8 read as \(first.encoding)\(more); use --fix-encoding to repair",
                    sourceLine: String(line), code: DiagnosticCode.mojibake))
                output.append(String(line))
            }
        }
        return changed ? output.joined(separator: "\n") : body
    }

    /// Draws the page's diagrams in one batch (the library spreads them over the cores, in order),
    /// then puts each figure in place of its block.
    func replaceDiagrams(_ blocks: [MarkupNode], file: String, lines: LineIndex,
                                 includedLines: [Int: [CodeIncludeRewriter.LineOrigin]], anchors: inout PageAnchors,
                                 diagnostics: inout [Diagnostic]) -> (Int, Int) {
        guard !blocks.isEmpty else { return (0, 0) }
        let sources = blocks.map { $0.literal ?? "" }
        let requests = sources.enumerated().map { index, source in
            (source: source, options: DiagramFigure.options(number: index + 1, siteConfig: mermaidConfig))
        }
        let outcomes = MermaidRenderer.renderAll(requests, cache: diagramCache)
        var rendered = 0
        var styles = PageStyleSharing()
        for (index, block) in blocks.enumerated() {
            var outcome = outcomes[index]
            if case .success(var result) = outcome {
                result.svg = styles.removingRepeatedStyles(from: result.svg)
                outcome = .success(result)
            }
            let figure = DiagramFigure(source: sources[index], number: index + 1, outcome: outcome,
                                       highlighter: highlighter, words: words)
            let fenceLine = block.range.start.line
            let indent = lines.line(fenceLine).map { $0.prefix(while: { $0 == " " }).count } ?? 0
            for problem in figure.problems {
                // A diagram with included lines: the problem where its line is written.
                if let origins = includedLines[fenceLine], problem.line >= 1, problem.line <= origins.count {
                    let origin = origins[problem.line - 1]
                    diagnostics.append(figure.diagnostic(problem, file: origin.file, line: origin.line,
                                                         column: max(problem.column - origin.columnShift, 1), sourceLine: origin.sourceLine))
                    continue
                }
                let line = fenceLine + problem.line
                diagnostics.append(figure.diagnostic(problem, file: file, line: line, column: problem.column + indent,
                                                     sourceLine: lines.line(line)))
            }
            if figure.drawn { rendered += 1 }
            anchors.insertFigure(number: index + 1, drawn: figure.drawn)
            block.replace(withRawHTML: figure.html)
        }
        return (blocks.count, rendered)
    }

}
