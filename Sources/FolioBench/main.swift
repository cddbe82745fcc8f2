// folio-bench: performance benchmarks, run in a release build by `make bench`.
// Usage: folio-bench mermaid [args…] | folio-bench site [args…] | folio-bench serve-rebuild [args…]
// Figures are reported as ratios against a baseline measured in the same run.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "mermaid": MermaidBench.run(Array(arguments.dropFirst()))
case "site": SiteBench.run(Array(arguments.dropFirst()))
case "serve-rebuild": ServeBench.run(Array(arguments.dropFirst()))
default: print("usage: folio-bench mermaid|site|serve-rebuild [args…]")
}
