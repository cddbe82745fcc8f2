/// Mermaid engine benchmark (issue 2). Lands with the engine.
enum MermaidBench {
    static func run(_ arguments: [String]) { print("mermaid bench: not built yet") }
}
