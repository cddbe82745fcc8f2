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
    let options = BuildOptions(contentDirectory: scratch + "/content", outputDirectory: scratch + "/site")
    return runFuzzer(argc, argv) { bytes in
        guard (try? Data(bytes).write(to: URL(fileURLWithPath: scratch + "/content/note.md"))) != nil else { return }
        _ = try? SiteBuilder(options: options).build()
    }
}
