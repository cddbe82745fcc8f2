// folio-bench: performance benchmarks, run in a release build by `make bench`.
// Usage: folio-bench mermaid [args…] | folio-bench mermaid-docs [CORPUS] | folio-bench site generate|floor|compare [args…]
//        folio-bench generate DIR --notes N   (short for `site generate`)
//        folio-bench serve-rebuild [--notes N] [--runs N]   (preview: save → reload latency)
//        folio-bench highlight --content DIR [--rounds N]   (code colouring alone, one thread)
// Figures are reported as ratios against a baseline measured in the same run.
import CCmarkPinnedCharacters
import Foundation
import Markup

// Pages finish parsing in parallel only in the executables, which link the replacement.
CMarkCharacterPinning(pin: folio_cmark_pin_special_characters, unpin: folio_cmark_unpin_special_characters,
                      switches: folio_cmark_special_character_switches).register()

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "mermaid": MermaidBench.run(Array(arguments.dropFirst()))
case "mermaid-docs": MermaidDocsBench.run(Array(arguments.dropFirst()))
case "site": SiteBench.run(Array(arguments.dropFirst()))
case "serve-rebuild": ServeBench.run(Array(arguments.dropFirst()))
case "highlight":
    do { try HighlightBench.run(Array(arguments.dropFirst())) } catch {
        print("folio-bench highlight: \(error)")
        exit(1)
    }
case "generate": SiteBench.run(arguments)
default: print("usage: folio-bench mermaid [args…] | mermaid-docs [CORPUS] | site generate|floor|compare [args…] | generate DIR --notes N | serve-rebuild [args…] | highlight --content DIR [--rounds N]")
}
