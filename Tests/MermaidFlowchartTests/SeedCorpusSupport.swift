import Foundation
import MermaidCore

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

    /// A stand-in for the shared front end: drops front matter, `%%{…}%%` directives and
    /// `%%` comments (keeping line numbers), and returns the flowchart body.
    static func body(of text: String) -> DiagramSource? {
        var lines = text.components(separatedBy: "\n")
        var start = 0
        if lines.first?.trimmingCharacters(in: .whitespaces) == "---" {
            if let close = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }) {
                start = close + 1
            }
        }
        var inDirective = false
        var out: [SourceLine] = []
        for i in start..<lines.count {
            var line = lines[i]
            if inDirective {
                if line.contains("}%%") { inDirective = false }
                line = ""
            } else if line.trimmingCharacters(in: .whitespaces).hasPrefix("%%{") {
                inDirective = !line.contains("}%%")
                line = ""
            } else if let r = line.range(of: "%%") {
                line = String(line[..<r.lowerBound])
            }
            lines[i] = line
            if out.isEmpty && line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            out.append(SourceLine(number: i + 1, text: line))
        }
        guard let header = out.first else { return nil }
        let keyword = header.text.split(whereSeparator: { $0 == " " || $0 == ";" }).first.map(String.init) ?? ""
        guard keyword == "graph" || keyword == "flowchart" || keyword == "flowchart-elk" else { return nil }
        return DiagramSource(lines: out, keyword: keyword)
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
            if chunk.contains("text-inner-tspan\" font-weight") || chunk.contains("<p>") || chunk.contains("<text text-anchor") {
                labels += 1
            }
        }
        return [
            "nodes": count("<g class=\"node ") + count("<g class=\"rough-node "),
            "edges": count(" flowchart-link\"") + count(" flowchart-link "),
            "edgeLabels": labels,
            "clusters": count("<g class=\"cluster ") + count("<g class=\"cluster\""),
        ]
    }
}
