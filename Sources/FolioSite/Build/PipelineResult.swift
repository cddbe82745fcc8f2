/// What one run of the ``SitePipeline`` did.
///
/// Why apart from ``BuildReport``: the report describes the whole site as it now stands (what the
/// terminal prints); this adds what this particular run touched, which the preview needs to
/// tell a rebuild from a full build and to name what it wrote.
public struct PipelineResult: Sendable {
    /// The whole site's state after this build (every page's diagnostics, not only the changed ones).
    public var report: BuildReport
    /// Output paths written or removed by this build, sorted.
    public var writtenPaths: [String]
    /// True when every page was rebuilt.
    public var wasFullBuild: Bool
    /// Why a rebuild became a full build (e.g. "layout.mustache changed").
    public var reason: String?
}
