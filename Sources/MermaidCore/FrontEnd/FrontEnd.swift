/// The shared front end every diagram type goes through.
///
/// It splits the mermaid block into its parts and hands the diagram parser only diagram
/// syntax: `---` front matter (title and `config:`), `%%{init: …}%%` directives, `%%`
/// comments and `accTitle`/`accDescr` are taken out (replaced by spaces, so line and
/// column numbers stay those of the original block), the configuration layers are merged,
/// warnings are collected with positions, and the theme and font are resolved.
package enum FrontEnd {
    /// Larger input is refused with an error rather than risking a slow render.
    package static let maxSourceLength = 2_000_000

    /// The result of the front end: the body for the diagram parser and its context.
    package struct Result {
        package var source: DiagramSource
        package var context: DiagramContext
        /// Nil when the header keyword is not a type Folio draws; the caller reports it.
        package var kind: DiagramKind?
    }

    package static func process(_ text: String, options: RenderOptions = RenderOptions()) throws -> Result {
        guard text.utf8.count <= maxSourceLength else {
            throw MermaidError(line: 1, column: 1,
                               message: "diagram is too large (\(text.utf8.count) bytes; the limit is \(maxSourceLength))",
                               sourceLine: "")
        }
        let normalized = text.containsCarriageReturn ? text.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n") : text
        let raw = normalized.lfLines
        func original(_ line: Int) -> String { line >= 1 && line <= raw.count ? raw[line - 1] : "" }

        // Front matter.
        var bodyStart = 0
        var title: String?
        var frontMatterConfig: ConfigNode?
        var displayMode: String?
        if let first = raw.firstIndex(where: { !$0.isASCIIBlank }),
           raw[first].trimmingASCIIWhitespace() == "---" {
            guard let close = raw[(first + 1)...].firstIndex(where: { $0.trimmingASCIIWhitespace() == "---" }) else {
                throw MermaidError(line: first + 1, column: 1, message: "front matter is never closed with '---'",
                                   sourceLine: raw[first])
            }
            let node: ConfigNode
            do {
                node = try FrontMatterYAML.parse(Array(raw[(first + 1)..<close]), firstLine: first + 2)
            } catch let error as ConfigSyntaxError {
                throw MermaidError(line: error.position.line, column: error.position.column,
                                   message: "front matter: " + error.message,
                                   sourceLine: original(error.position.line))
            }
            guard case .map = node.kind else {
                throw MermaidError(line: first + 2, column: 1, message: "front matter must be a map of 'key: value' lines",
                                   sourceLine: original(first + 2))
            }
            title = node.entry("title")?.node.value.stringValue
            // mermaid reads a top-level `displayMode` as `gantt.displayMode`.
            displayMode = node.entry("displayMode")?.node.value.stringValue
            if let config = node.entry("config")?.node, case .map = config.kind { frontMatterConfig = config }
            bodyStart = close + 1
        }

        var cleaner = SourceCleaner(lines: raw[bodyStart...].enumerated().map { offset, line in
            SourceLine(number: bodyStart + offset + 1, text: line, original: line)
        })
        cleaner.run()

        guard let headerIndex = cleaner.lines.firstIndex(where: { !$0.text.isASCIIBlank }) else {
            throw MermaidError(line: max(raw.count, 1), column: 1,
                               message: "no diagram found: expected a header such as 'flowchart TD'", sourceLine: "")
        }
        let lines = Array(cleaner.lines[headerIndex...])
        let keyword = DiagramKind.keyword(ofHeader: lines[0].text)
        let kind = DiagramKind.forKeyword(keyword)

        // Configuration.
        var validator = ConfigValidator(sourceLines: raw)
        var resolver = ConfigResolver()
        if let site = options.siteConfig { resolver.apply(site) }
        if let theme = options.theme { resolver.apply(.object(["theme": .string(theme)])) }
        if let fm = frontMatterConfig {
            validator.validate(fm)
            resolver.apply(fm.value)
        }
        if let displayMode { resolver.apply(.object(["gantt": .object(["displayMode": .string(displayMode)])])) }
        for directive in cleaner.directives {
            validator.validate(directive.node)
            resolver.apply(directive.node.value)
        }
        let (theme, dark, text) = resolver.resolve(followsColorScheme: options.followsColorScheme)
        let context = DiagramContext(options: options, config: resolver.config, theme: theme, darkTheme: dark,
                                     text: text, title: title)
        context.accTitle = cleaner.accTitle
        context.accDescr = cleaner.accDescr
        context.kind = kind
        context.normalizedSource = normalized
        context.themeIsPinned = resolver.themePinned
        context.layeredConfigKeys = resolver.layeredKeys
        for warning in (cleaner.warnings + validator.warnings).sorted(by: { $0.position < $1.position }) {
            context.warn(warning)
        }
        return Result(source: DiagramSource(lines: lines, keyword: keyword), context: context, kind: kind)
    }

    /// FNV-1a over the source: the hand-drawn look's seed when `handDrawnSeed` is not set, so the same
    /// diagram always comes out the same and two diagrams do not wobble alike.
    static func hash(_ text: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return h
    }
}

import Foundation
