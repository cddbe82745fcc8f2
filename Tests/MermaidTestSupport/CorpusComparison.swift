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
