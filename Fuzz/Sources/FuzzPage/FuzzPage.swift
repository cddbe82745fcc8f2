import Foundation
import FolioSite
import FuzzSupport

// Fuzz target: the page pipeline, one note in and one page out, through `SiteBuilder` (the
// same build as `folio build`) into a scratch folder that is reused (FUZZ_SCRATCH, set by
// Fuzz/run.sh). Why: loading, Markdown, link rewriting, Jekyll tags, diagrams, templates and
// the writer all meet here.
@_cdecl("FuzzPage_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    let base = ProcessInfo.processInfo.environment["FUZZ_SCRATCH"] ?? NSTemporaryDirectory()
    let scratch = (base as NSString).appendingPathComponent("folio-fuzz-page-\(getpid())")
    try? FileManager.default.createDirectory(atPath: scratch + "/content", withIntermediateDirectories: true)
    // Every pass a setting turns on runs too (reading time, backlinks, llms.txt, split lists, the
    // announcement line, a right-to-left language's words with one replaced by markup-like text), and a
    // second note gives links and backlinks somewhere to go.
    try? Data(("reading_time: true\nbacklinks: true\nllms_txt: true\npaginate: 1\nannouncement: \"[Other](other.md)\"\n"
               + "language: ar\nstrings:\n  linkToSection: \"<b>{{x}}</b> & `it's`\"\n").utf8)
        .write(to: URL(fileURLWithPath: scratch + "/folio.yml"))
    try? Data("# Other\n\nSee [[note]] and [the note](note.md).\n".utf8).write(to: URL(fileURLWithPath: scratch + "/content/other.md"))
    let options = BuildOptions(contentDirectory: scratch + "/content", outputDirectory: scratch + "/site")
    return runFuzzer(argc, argv) { bytes in
        guard (try? Data(bytes).write(to: URL(fileURLWithPath: scratch + "/content/note.md"))) != nil else { return }
        _ = try? SiteBuilder(options: options).build()
    }
}
