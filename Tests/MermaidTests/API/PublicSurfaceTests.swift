// Why: the Mermaid product promises a small public face (render, options, result, error, type detection,
// batch and cache). A `public` added anywhere in the engine's modules widens it for every app that links
// the library, so this test lists the surface and fails when it changes without the list changing too.
import Foundation
import Testing

@Suite struct PublicSurfaceTests {
    /// Every module the Mermaid product is built from.
    static let engineModules = [
        "Mermaid", "MermaidCore", "MermaidFlowchart", "MermaidSequence", "MermaidClass", "MermaidState", "GraphLayout",
    ]

    /// The whole public surface, as `Module: kind name` lines (members of public types included).
    static let expected: Set<String> = [
        "Mermaid: enum MermaidRenderer", "Mermaid: func render", "Mermaid: func detectType", "Mermaid: var supportedKeywords",
        "Mermaid: var themeNames", "Mermaid: func renderAll", "Mermaid: func idPrefix",
        "Mermaid: struct DiagramType", "Mermaid: var keyword", "Mermaid: var mermaidName", "Mermaid: var isMermaidType",
        "Mermaid: var isSupported",
        "Mermaid: class MermaidCache", "Mermaid: typealias Outcome", "Mermaid: let engineVersion", "Mermaid: let capacity",
        "Mermaid: init", "Mermaid: var statistics", "Mermaid: var count",
        // Keeping the cache between runs (issue 20).
        "Mermaid: func load", "Mermaid: func save",
        "MermaidCore: struct RenderOptions", "MermaidCore: var idPrefix", "MermaidCore: var theme",
        "MermaidCore: var followsColorScheme", "MermaidCore: var siteConfig", "MermaidCore: var backgroundColor",
        "MermaidCore: var drawsTitle", "MermaidCore: init",
        // One copy of each diagram stylesheet per page (issue 20).
        "MermaidCore: var sharesStyleSheet",
        "MermaidCore: struct RenderResult", "MermaidCore: var svg", "MermaidCore: var title", "MermaidCore: var warnings",
        "MermaidCore: var diagramType",
        "MermaidCore: struct SourcePosition", "MermaidCore: var line", "MermaidCore: var column", "MermaidCore: func <",
        "MermaidCore: struct MermaidError", "MermaidCore: var position", "MermaidCore: var message",
        "MermaidCore: var sourceLine", "MermaidCore: var description", "MermaidCore: struct MermaidWarning",
        // A warning's stable kind and the list of kinds, for hosts that filter (issue 21).
        "MermaidCore: var code", "MermaidCore: let knownCodes",
        "MermaidCore: enum ConfigValue", "MermaidCore: subscript", "MermaidCore: var stringValue",
        "MermaidCore: var doubleValue", "MermaidCore: var boolValue", "MermaidCore: func merged", "MermaidCore: func parse",
    ]

    @Test func publicSurfaceIsTheCuratedList() throws {
        guard let sources = Self.sourcesFolder() else {
            Issue.record("Sources/ not found next to the tests")
            return
        }
        let declaration = try NSRegularExpression(pattern:
            #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*public\s+(?:(?:static|final|mutating|nonisolated|override|convenience|indirect)\s+)*(struct|enum|class|actor|protocol|func|var|let|init|subscript|typealias|case|extension)\b\s*([^\s:({=]*)"#)
        var found: Set<String> = []
        for module in Self.engineModules {
            let folder = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                    let text = String(line)
                    let range = NSRange(text.startIndex..., in: text)
                    guard let match = declaration.firstMatch(in: text, range: range) else { continue }
                    let kind = String(text[Range(match.range(at: 1), in: text)!])
                    let name = String(text[Range(match.range(at: 2), in: text)!])
                    found.insert(name.isEmpty ? "\(module): \(kind)" : "\(module): \(kind) \(name)")
                }
            }
        }
        #expect(found.subtracting(Self.expected).sorted() == [], "new public declarations: make them package, or add them here")
        #expect(Self.expected.subtracting(found).sorted() == [], "public declarations that are gone")
    }

    /// The package's `Sources/`, found from this file's path.
    static func sourcesFolder(file: String = #filePath) -> URL? {
        var url = URL(fileURLWithPath: file)
        for _ in 0..<6 {
            url.deleteLastPathComponent()
            let candidate = url.appendingPathComponent("Sources/Mermaid")
            if FileManager.default.fileExists(atPath: candidate.path) { return url.appendingPathComponent("Sources") }
        }
        return nil
    }
}
