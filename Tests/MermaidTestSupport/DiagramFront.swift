import MermaidCore

/// The real front end (front matter, directives, comments, config, theme) as the diagram test
/// targets call it before running one type's own stages.
package enum DiagramFront {
    package static func front(_ text: String) throws -> FrontEnd.Result {
        try FrontEnd.process(text, options: RenderOptions(idPrefix: "t"))
    }

    package static func source(_ text: String) throws -> DiagramSource { try front(text).source }

    /// Counts `needle` occurrences.
    package static func count(_ needle: String, in haystack: String) -> Int {
        haystack.components(separatedBy: needle).count - 1
    }
}
