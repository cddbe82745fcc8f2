import FolioSite
import Foundation

/// What the preview needs from a site builder: a full build and an incremental rebuild, each writing a
/// complete site into a folder it is given.
///
/// The preview owns the folders, so it can keep serving the previous complete version while the next one is
/// written (see ``GenerationStore``). `FolioSite` provides the real conformance (`FolioSiteRebuilder` over `SitePipeline`);
/// tests use small fakes.
public protocol SiteRebuilding: AnyObject, Sendable {
    /// Builds the whole site into `output`, an empty folder.
    func fullBuild(into output: URL) throws -> BuildSummary

    /// Brings `output` up to date after `changed` files changed (absolute, standardized paths).
    ///
    /// `output` already holds the previous complete site as **hard links**, so an implementation must
    /// replace files (write a temporary file and rename it, e.g. `Data.write(to:options: .atomic)`), never
    /// write into an existing file in place, or it would change the version still being served.
    func rebuild(changed: Set<String>, into output: URL) throws -> BuildSummary
}

/// The outcome of one build, as the preview shows it.
public struct BuildSummary: Sendable, Equatable {
    /// Every diagnostic of the site as it now stands (not only those of the changed files), so the
    /// browser overlay and the terminal always describe the whole site.
    public var diagnostics: [Diagnostic]
    /// Output paths (relative to the site folder, `/`-separated) written or removed by this build.
    public var writtenPaths: [String]
    /// True when every page was rebuilt (first build, template, theme or config change).
    public var wasFullBuild: Bool
    /// Pages in the site, for the terminal's summary line.
    public var pageCount: Int
    /// Mermaid blocks on those pages, for the terminal's summary line.
    public var diagramCount: Int

    public init(diagnostics: [Diagnostic] = [], writtenPaths: [String] = [], wasFullBuild: Bool,
                pageCount: Int = 0, diagramCount: Int = 0) {
        self.diagnostics = diagnostics
        self.writtenPaths = writtenPaths
        self.wasFullBuild = wasFullBuild
        self.pageCount = pageCount
        self.diagramCount = diagramCount
    }

    /// The diagnostics that stop a page from being right (see ``Diagnostic/showsInOverlay``).
    public var errors: [Diagnostic] { diagnostics.filter(\.showsInOverlay) }
}
