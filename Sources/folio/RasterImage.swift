import ArgumentParser
import Foundation

/// What `folio mermaid` writes: SVG, or PNG and PDF made from the SVG by librsvg.
enum ImageFormat: String, ExpressibleByArgument, CaseIterable {
    case svg, png, pdf

    /// The format a file name asks for (`x.png`), nil when its extension names none.
    init?(path: String) {
        self.init(rawValue: (path as NSString).pathExtension.lowercased())
    }
}

/// Turns a diagram's SVG into PNG or PDF with librsvg and cairo, through `rsvg-convert` (Debian's
/// `librsvg2-bin`, installed by `make deps`).
///
/// Why the command and not the library: linking librsvg would make every `folio` binary depend on it
/// (and on GLib) for an output most users never ask for; `rsvg-convert` is the same librsvg/cairo code
/// path, loaded only when PNG or PDF is requested, and its absence is a clear error instead of a
/// binary that does not start. Fonts come from fontconfig (the SVG names DejaVu/Liberation fallbacks),
/// and cairo embeds them (subsetted) in PDF. librsvg does not read CSS custom properties, so raster
/// output is drawn with fixed colours (``RenderOptions/followsColorScheme`` off).
struct RasterConverter {
    /// Zoom factor (`-s`); 1 draws one CSS pixel as one image pixel.
    var scale: Double = 1
    /// Image width and height in pixels (`-w`, `-H`); one alone keeps the aspect ratio.
    var width: Int?
    var height: Int?
    /// Background colour (`-b`); nil or `transparent` leaves it transparent.
    var background: String?

    static let toolName = "rsvg-convert"

    /// The full path of `rsvg-convert`, searched on PATH.
    static var toolPath: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(toolName)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The arguments after the tool's name for `format`; `svg` supplies the background when `-b` did
    /// not: a theme's background (`dark` paints `#333`) is a CSS `background-color` on the `<svg>`,
    /// which browsers paint and librsvg does not.
    func arguments(for format: ImageFormat, svg: String = "") -> [String] {
        var arguments = ["--format", format.rawValue]
        if scale != 1 { arguments += ["--zoom", String(scale)] }
        if let width { arguments += ["--width", String(width)] }
        if let height { arguments += ["--height", String(height)] }
        if (width == nil) != (height == nil) { arguments.append("--keep-aspect-ratio") }
        if let background = background ?? Self.rootBackground(of: svg), background.lowercased() != "transparent",
           !background.isEmpty {
            arguments += ["--background-color", background]
        }
        return arguments
    }

    /// The `background-color` in the `style` of the `<svg>` element, if any.
    static func rootBackground(of svg: String) -> String? {
        guard let open = svg.firstRange(of: "<svg"), let close = svg[open.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = svg[open.upperBound..<close]
        guard let match = tag.firstMatch(of: #/style="[^"]*background-color:\s*([^;"]+)/#) else { return nil }
        let colour = match.1.trimmingCharacters(in: .whitespaces)
        // Only plain colour values reach the command line (#333, rgb(…), a name).
        return colour.allSatisfy({ $0.isLetter || $0.isNumber || "#(),. %".contains($0) }) ? colour : nil
    }

    /// `svg` as `format` (SVG is returned as is).
    func convert(_ svg: String, to format: ImageFormat) throws -> Data {
        guard format != .svg else { return Data(utf8Of: svg) }
        guard let tool = Self.toolPath else {
            throw CommandFailure("\(format.rawValue.uppercased()) output needs \(Self.toolName) from librsvg "
                + "(Debian: apt-get install librsvg2-bin, or make deps)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments(for: format, svg: svg)
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Write on another thread: a large image fills the output pipe before the input is read.
        let writer = Thread { input.fileHandleForWriting.write(Data(svg.utf8)); try? input.fileHandleForWriting.close() }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !data.isEmpty else {
            let detail = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw CommandFailure("\(Self.toolName) could not make the \(format.rawValue.uppercased()): "
                + (detail.isEmpty ? "status \(process.terminationStatus)" : detail), exitCode: ExitStatus.errors)
        }
        return data
    }
}
