import FuzzSupport
import Mermaid

// Fuzz target: one Mermaid source through `MermaidRenderer.render`, which detects the diagram
// type and reaches each parser (flowchart, sequence, class, state), the layout and the drawing
// kit. Why: diagrams are written by every note author; a crash here kills a whole build.
// Errors are the expected outcome for most inputs; only crashes and sanitizer reports count.
@_cdecl("FuzzMermaid_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { bytes in
        _ = try? MermaidRenderer.render(String(decoding: bytes, as: UTF8.self))
    }
}
