import CCmarkGFM
import Foundation

/// The speed floor: what the cmark-gfm C library alone needs to parse and render the notes.
///
/// Folio can never be faster than its parser, so the bench reports Folio's time per note against this
/// figure. It reads every file first (not timed), strips the front matter the way a site generator would,
/// then parses with the same GFM extensions Folio enables and renders HTML, one note after another on a
/// single thread.
struct CmarkFloor {
    struct Result {
        let notes: Int
        let bytes: Int
        /// Wall time of the loop.
        let seconds: Double
        /// CPU time of the measuring thread: what the parse+render costs, even on a busy machine.
        let cpuSeconds: Double
        /// The floor per note, in CPU milliseconds.
        var millisecondsPerNote: Double { notes > 0 ? cpuSeconds * 1000 / Double(notes) : 0 }
        var wallMillisecondsPerNote: Double { notes > 0 ? seconds * 1000 / Double(notes) : 0 }
    }

    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// Every `.md` file under `folder`, sorted, with its front matter removed.
    static func loadNotes(under folder: URL) throws -> [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw BenchError("cannot read \(folder.path)")
        }
        var paths: [String] = []
        for case let url as URL in walker where url.pathExtension == "md" { paths.append(url.path) }
        return try paths.sorted().map { path in
            let text = try String(contentsOfFile: path, encoding: .utf8)
            return stripFrontMatter(text)
        }
    }

    static func stripFrontMatter(_ text: String) -> String {
        guard text.hasPrefix("---\n"),
              let end = text.range(of: "\n---\n", range: text.index(text.startIndex, offsetBy: 3)..<text.endIndex)
        else { return text }
        return String(text[end.upperBound...])
    }

    /// Parses and renders every note once, single-threaded, and times the whole loop.
    static func measure(_ notes: [String]) -> Result {
        cmark_gfm_core_extensions_ensure_registered()
        // Folio's own flags (`MarkdownDocument.Options` defaults). Until stop 66 the floor also set
        // CMARK_OPT_SOURCEPOS, so its HTML carried `data-sourcepos` attributes Folio never writes,
        // formatted with `snprintf`: about 15% of the floor's CPU time, which flattered Folio's ratio.
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_FOOTNOTES | CMARK_OPT_UNSAFE
        let extensions = extensionNames.compactMap { cmark_find_syntax_extension($0) }
        var bytes = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = threadCPUSeconds()
        for note in notes {
            bytes += renderedLength(note, options: options, extensions: extensions)
        }
        let cpu = threadCPUSeconds() - cpuStart
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Result(notes: notes.count, bytes: bytes, seconds: seconds, cpuSeconds: cpu)
    }

    /// CPU seconds the calling thread has used.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func renderedLength(_ note: String, options: Int32,
                                       extensions: [OpaquePointer]) -> Int {
        guard let parser = cmark_parser_new(options) else { return 0 }
        defer { cmark_parser_free(parser) }
        for syntax in extensions { cmark_parser_attach_syntax_extension(parser, syntax) }
        var utf8 = note
        utf8.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        guard let document = cmark_parser_finish(parser) else { return 0 }
        defer { cmark_node_free(document) }
        guard let html = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser))
        else { return 0 }
        defer { free(html) }
        return strlen(html)
    }
}

/// A benchmark failure that stops the run (a missing tool, an unreadable folder, a failed build).
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
