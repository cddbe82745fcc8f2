// Why: the diagram cache belongs to the Mermaid library (the CLI's batch mode and the site share it);
// FolioSite's callers keep their name for it until the build pipeline is rewritten onto MermaidCache.
import Mermaid

/// The Mermaid library's cache of rendered diagrams, as the site builder names it.
public typealias DiagramCache = MermaidCache
