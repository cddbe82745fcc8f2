import FolioSite
import FuzzSupport

// Fuzz target: a note's text through front matter splitting and parsing (the flat fast path,
// the depth pre-scan, Yams and the bounded conversion, and Hugo's TOML between `+++` lines). Why: front matter is the one part of a
// note handed to a recursive parser; issue 11 found a stack overflow and an alias blow-up here.
@_cdecl("FuzzFrontMatter_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { bytes in
        var text = String(decoding: bytes, as: UTF8.self)
        // Text without a fence is wrapped as YAML or, when its first byte is odd, as Hugo's TOML.
        if !FrontMatterParser.startsWithFrontMatter(text) {
            let fence = (bytes.first ?? 0) & 1 == 1 ? "+++" : "---"
            text = fence + "\n" + text + "\n" + fence + "\n"
        }
        let (matter, _) = FrontMatterParser.split(text)
        for (_, value) in matter.entries { _ = value.templateValue; _ = value.textList }
    }
}
