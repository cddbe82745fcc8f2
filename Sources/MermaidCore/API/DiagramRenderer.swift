/// A diagram type: parses the body, lays it out and draws it.
///
/// Each diagram module (flowchart, sequence, class, state, er, requirement, block, gitGraph, mindmap,
/// treeView, ishikawa, and the charts: pie, packet, journey, timeline, quadrantChart, xychart)
/// provides one conforming type per diagram type;
/// the `Mermaid` umbrella module picks it by `DiagramSource.keyword`. Renderers
/// produce only the drawing; the shared `SVGDocument` adds the root element, title,
/// accessibility elements, theme variables and scoped CSS around it.
package protocol DiagramRenderer {
    /// Header keywords this renderer accepts, e.g. `["graph", "flowchart"]`.
    static var keywords: [String] { get }
    /// Renders the body. Throws `MermaidError` for input that cannot be drawn.
    /// Never crashes or loops forever, whatever the input.
    static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing
}

/// What a diagram renderer hands back to the shared SVG writer.
package struct DiagramDrawing: Sendable {
    /// SVG markup for the diagram content (groups, paths, texts, `<defs>` with markers),
    /// in user units, written with the drawing kit (`SVGWriter`, so it is escaped by
    /// construction). Every id in it must start with `context.idPrefix`.
    package var body: SVGWriter
    /// Diagram-specific CSS rules. Selectors must be scoped with `#<idPrefix>`; colours
    /// should come from `context.color(_:)` so they follow the page's colour scheme.
    package var css: String
    /// Bounding box of `body` in user units.
    package var minX: Double
    package var minY: Double
    package var width: Double
    package var height: Double
    /// Class of the root `<svg>` (`flowchart`, `classDiagram`, `statediagram`, …).
    package var svgClass: String
    /// `aria-roledescription` of the root (`flowchart-v2`, `sequence`, `class`, `stateDiagram`).
    package var roleDescription: String
    /// Whether the renderer already drew the title itself (sequence diagrams do).
    package var drewTitle: Bool

    package init(body: SVGWriter, css: String, minX: Double, minY: Double, width: Double, height: Double,
                svgClass: String, roleDescription: String, drewTitle: Bool = false) {
        self.body = body
        self.css = css
        self.minX = minX
        self.minY = minY
        self.width = width
        self.height = height
        self.svgClass = svgClass
        self.roleDescription = roleDescription
        self.drewTitle = drewTitle
    }
}
