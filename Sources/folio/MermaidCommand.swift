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
/// docs/diagrams/broken.mmd:3:5: error: unsupported diagram type 'usecase'
///     usecase
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

    /// The parsed options as plain values: what runs the command (``MermaidJob``).
    var job: MermaidJob {
        MermaidJob(input: input, output: output, outputFormat: outputFormat, scale: scale, width: width, height: height,
                   inlineSVG: inlineSVG, theme: theme, backgroundColor: backgroundColor, configFile: configFile,
                   fixedColors: fixedColors, quiet: reporting.quiet, warnError: reporting.warnError,
                   messageFormat: reporting.format, cacheDirectory: caching.directory)
    }

    func validate() throws { try job.validate() }

    func run() async throws { try job.run() }
}
