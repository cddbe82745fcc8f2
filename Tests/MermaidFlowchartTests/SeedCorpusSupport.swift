import Foundation
import Mermaid

/// Reads the shared mermaid corpus (`../shared/corpus`) when it is present.
enum SeedCorpusSupport {
    static var corpusURL: URL? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let url = root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// `.mmd` files of a corpus folder, sorted.
    static func files(_ folder: String) -> [URL] {
        guard let base = corpusURL?.appendingPathComponent(folder),
              let names = try? FileManager.default.contentsOfDirectory(atPath: base.path) else { return [] }
        return names.filter { $0.hasSuffix(".mmd") }.sorted().map { base.appendingPathComponent($0) }
    }

    /// True for a flowchart source (after front matter and directives).
    static func isFlowchart(_ text: String) -> Bool {
        (try? MermaidRenderer.render(text, options: RenderOptions(idPrefix: "probe")))?.diagramType == "flowchart-v2"
    }

    /// Renders through the whole engine (front end, config, theme, SVG document).
    static func render(_ text: String, prefix: String) throws -> RenderResult {
        try MermaidRenderer.render(text, options: RenderOptions(idPrefix: prefix))
    }

    /// Counts nodes, flowchart edges, labelled edge labels and clusters in an SVG
    /// (mermaid's reference output or ours), by mermaid's class conventions.
    static func roles(_ svg: String) -> [String: Int] {
        func count(_ s: String) -> Int { svg.components(separatedBy: s).count - 1 }
        var labels = 0
        for part in svg.components(separatedBy: "<g class=\"edgeLabel\"").dropFirst() {
            var chunk = part[...]
            if let end = chunk.range(of: "<g class=\"nodes\"")?.lowerBound { chunk = chunk[..<end] }
            // mermaid writes an empty label group for every unlabelled edge.
            if chunk.contains("text-inner-tspan\" font-weight") || chunk.contains("<p>") || chunk.contains("<text x=") {
                labels += 1
            }
        }
        return [
            "nodes": count("<g class=\"node ") + count("<g class=\"node\"") + count("<g class=\"rough-node "),
            "edges": count(" flowchart-link\"") + count(" flowchart-link "),
            "edgeLabels": labels,
            "clusters": count("<g class=\"cluster ") + count("<g class=\"cluster\""),
        ]
    }
}
