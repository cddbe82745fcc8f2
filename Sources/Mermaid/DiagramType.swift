// Why: hosts (a site builder, an editor, a linter) need to know what a block is before or without
// drawing it — to count types, to label an error box, to skip what this build cannot draw.
import MermaidCore

/// What a mermaid block's header says it is.
///
/// ```swift
/// let type = MermaidRenderer.detectType(of: "---\ntitle: Plan\n---\ngantt\n  title A")
/// type?.keyword        // "gantt"
/// type?.isMermaidType  // true
/// type?.isSupported    // false in a build that does not draw gantt charts
/// ```
public struct DiagramType: Sendable, Hashable {
    /// The header keyword as written, e.g. `flowchart`, `graph`, `sequenceDiagram`, `gantt`.
    public var keyword: String
    /// Mermaid's id for the type (as in `aria-roledescription`: `flowchart-v2`, `sequence`, …) when
    /// this build draws it; nil otherwise.
    public var mermaidName: String?
    /// Whether the keyword names a diagram type of mermaid 11 (drawn by this build or not).
    public var isMermaidType: Bool
    /// Whether this build draws it.
    public var isSupported: Bool
}
