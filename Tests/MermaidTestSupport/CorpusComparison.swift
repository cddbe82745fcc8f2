import Foundation
import Mermaid

/// One corpus diagram drawn by us next to mermaid.js's reference SVG: what the seed tests of
/// every diagram type compare (role counts and the words mermaid shows).
package struct CorpusComparison {
    package let ours: SVGRoleCounter
    package let reference: SVGRoleCounter
    /// Words mermaid shows that our SVG lacks, minus those a test expects to differ.
    package let missingWords: [String]

    /// Renders `mmd` and reads `reference`; nil when the reference cannot be read.
    package init?(mmd: String, reference: String, ignoringWords ignored: Set<String> = []) throws {
        let text = try String(contentsOfFile: mmd, encoding: .utf8)
        let svg = try MermaidRenderer.render(text).svg
        guard let referenceSVG = try? String(contentsOfFile: reference, encoding: .utf8) else { return nil }
        ours = SVGRoleCounter(svg)
        self.reference = SVGRoleCounter(referenceSVG)
        missingWords = SVGWords.missing(reference: referenceSVG, ours: svg).filter { !ignored.contains($0) }
    }
}

extension CorpusComparison {
    /// `Fixtures/<name>.mmd` of the test target holding `file` (pass `#filePath` from a file one
    /// folder below the target's root) drawn by us next to `Fixtures/<name>.svg`, a reference
    /// rendered by mermaid.js; nil when the reference cannot be read.
    package init?(fixture name: String, besides file: String) throws {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        try self.init(mmd: folder.appendingPathComponent(name + ".mmd").path,
                      reference: folder.appendingPathComponent(name + ".svg").path)
    }

    /// What differs from mermaid's reference: unequal role counts and missing words (those for
    /// which `ignoring` is true left out). Empty when they match or the reference is absent.
    package static func differences(mmd: String, reference: String,
                                    ignoring: (String) -> Bool = { _ in false }) throws -> [String] {
        guard let comparison = try CorpusComparison(mmd: mmd, reference: reference) else { return [] }
        var result: [String] = []
        if comparison.ours != comparison.reference {
            result.append("roles: ours \(comparison.ours), mermaid \(comparison.reference)")
        }
        let missing = comparison.missingWords.filter { !ignoring($0) }
        if !missing.isEmpty { result.append("missing words \(missing)") }
        return result
    }
}
