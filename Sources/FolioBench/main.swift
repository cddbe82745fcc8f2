// folio-bench: performance benchmarks, run in a release build by `make bench`.
// Usage: folio-bench mermaid [args…] | folio-bench site generate|floor|compare [args…]
//        folio-bench generate DIR --notes N   (short for `site generate`)
//        folio-bench serve-rebuild [--notes N] [--runs N]   (preview: save → reload latency)
// Figures are reported as ratios against a baseline measured in the same run.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "mermaid": MermaidBench.run(Array(arguments.dropFirst()))
case "site": SiteBench.run(Array(arguments.dropFirst()))
case "serve-rebuild": ServeBench.run(Array(arguments.dropFirst()))
case "generate": SiteBench.run(arguments)
default: print("usage: folio-bench mermaid [args…] | site generate|floor|compare [args…] | generate DIR --notes N | serve-rebuild [args…]")
}
