// Why: the one door into the engine. Hosts call `render` (one diagram) or `renderAll` (many, in
// parallel, in order); everything between the source text and the SVG stays inside the package.
import MermaidArchitecture
import MermaidBlock
import MermaidC4
import MermaidCharts
import MermaidClass
import MermaidCore
import MermaidER
import MermaidFlowchart
import MermaidGitGraph
import MermaidIshikawa
import MermaidMindmap
import MermaidRequirement
import MermaidSequence
import MermaidState
import MermaidTreeView

/// Entry point of the Mermaid engine: one mermaid block in, one self-contained SVG out.
///
/// ```swift
/// import Mermaid
///
/// let result = try MermaidRenderer.render("flowchart LR\n  A --> B",
///                                         options: RenderOptions(idPrefix: "diagram-1"))
/// print(result.svg)            // <svg id="diagram-1" …>
/// for w in result.warnings { print(w) }   // "3:7: warning: unknown curve 'natual', did you mean 'natural'?"
/// ```
///
/// The pipeline is: the front end (front matter, directives, comments, config, theme) →
/// the diagram type's renderer, chosen by the header keyword → the shared SVG document.
/// It never crashes or hangs: input size is bounded by the front end and every renderer
/// is required to bound its own work. Failures are ``MermaidError``s with a position.
public enum MermaidRenderer {
    /// The diagram types this build draws, by header keyword.
    static let renderers: [any DiagramRenderer.Type] = [
        FlowchartRenderer.self, SequenceRenderer.self, ZenUMLRenderer.self, ClassDiagramRenderer.self, StateDiagramRenderer.self,
        ERDiagramRenderer.self, RequirementDiagramRenderer.self, BlockDiagramRenderer.self,
        GitGraphRenderer.self, MindmapRenderer.self, TreeViewRenderer.self,
        IshikawaRenderer.self,
        PieRenderer.self, PacketRenderer.self, JourneyRenderer.self, TimelineRenderer.self,
        QuadrantRenderer.self, XYChartRenderer.self,
        ArchitectureDiagramRenderer.self, C4DiagramRenderer.self,
        SankeyRenderer.self,
        KanbanRenderer.self,
        RadarRenderer.self,
        TreemapRenderer.self,
        GanttRenderer.self,
        InfoRenderer.self,
        VennRenderer.self,
        EventModelRenderer.self,
        WardleyRenderer.self,
    ]

    /// Renders one mermaid diagram to a self-contained SVG.
    ///
    /// - Throws: ``MermaidError`` with the line and column of the problem, counted from the block's
    ///   first line, and the warnings found before it.
    public static func render(_ source: String, options: RenderOptions = RenderOptions()) throws -> RenderResult {
        let front = try FrontEnd.process(source, options: options)
        let body = front.source
        let header = body.header ?? SourceLine(number: 1, text: "")
        let column = (header.text.firstIndex { !$0.isWhitespaceQuick }).map { header.text.distance(from: header.text.startIndex, to: $0) + 1 } ?? 1
        guard let kind = front.kind,
              let renderer = renderers.first(where: { $0.keywords.contains(body.keyword) }) else {
            let known = DiagramKind.forKeyword(body.keyword) != nil || DiagramKind.otherMermaidKeywords.contains(body.keyword)
            let message = known
                ? "unsupported diagram type '\(body.keyword)'"
                : "unknown diagram type '\(body.keyword)'; expected a header such as 'flowchart TD', 'sequenceDiagram', 'classDiagram', 'stateDiagram-v2', 'gitGraph' or 'mindmap'"
            var error = MermaidError(line: header.number, column: column, message: message, sourceLine: header.original)
            error.warnings = front.context.warnings
            throw error
        }
        let drawing: DiagramDrawing
        do {
            drawing = try renderer.render(body, in: front.context)
        } catch var error as MermaidError {
            error.warnings = front.context.warnings + error.warnings
            throw error
        }
        let svg = SVGDocument.assemble(drawing, context: front.context)
        return RenderResult(svg: svg, title: front.context.title ?? front.context.accTitle,
                            warnings: front.context.warnings, diagramType: kind.mermaidName)
    }

    /// The type a block declares in its header (after any front matter, directives and comments),
    /// or nil when the block has no header or its front matter is broken.
    public static func detectType(of source: String) -> DiagramType? {
        guard let front = try? FrontEnd.process(source) else { return nil }
        let keyword = front.source.keyword
        let supported = front.kind != nil && renderers.contains { $0.keywords.contains(keyword) }
        return DiagramType(keyword: keyword, mermaidName: supported ? front.kind?.mermaidName : nil,
                           isMermaidType: front.kind != nil || DiagramKind.otherMermaidKeywords.contains(keyword),
                           isSupported: supported)
    }

    /// Keywords of the diagram types this build can draw.
    public static var supportedKeywords: [String] {
        renderers.flatMap { $0.keywords }.sorted()
    }

    /// The theme names accepted by ``RenderOptions/theme``.
    public static var themeNames: [String] { Theme.names }
}
