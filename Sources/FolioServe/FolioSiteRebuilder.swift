import FolioSite
import Foundation

/// Connects the preview to the real site builder: ``SiteRebuilding`` on top of FolioSite's
/// `SitePipeline`, with diagnostics turned into the preview's own type.
public final class FolioSiteRebuilder: SiteRebuilding, @unchecked Sendable {
    public let builder: SitePipeline

    public init(options: BuildOptions, diagramCache: DiagramCache = DiagramCache()) {
        builder = SitePipeline(options: options, diagramCache: diagramCache)
    }

    /// The content folder (everything below it), the site's `Templates/` and `Themes/` folders and
    /// `folio.yml`, and the built-in templates and themes when they live in a checkout.
    public var watchTargets: [WatchTarget] {
        var targets: [WatchTarget] = [.tree(URL(fileURLWithPath: builder.contentDirectory))]
        for root in builder.fullBuildRoots where !root.hasPrefix(builder.contentDirectory + "/") {
            let url = URL(fileURLWithPath: root)
            targets.append(root.hasSuffix(".yml") || root.hasSuffix(".yaml") ? .file(url) : .tree(url))
        }
        return targets
    }

    public func fullBuild(into output: URL) throws -> BuildSummary {
        Self.summary(try builder.fullBuild(into: output))
    }

    public func rebuild(changed: Set<String>, into output: URL) throws -> BuildSummary {
        Self.summary(try builder.rebuild(changed: changed, into: output))
    }

    /// FolioSite reports a diagram it could not draw as a warning ("diagram 2 not drawn: …") because
    /// the build goes on; in the preview the writer should see it on the page at once.
    static func isDiagramFailure(_ message: String) -> Bool {
        message.hasPrefix("diagram ") && message.contains(" not drawn")
    }

    static func summary(_ result: PipelineResult) -> BuildSummary {
        let diagnostics = result.report.diagnostics.compactMap { diagnostic -> PreviewDiagnostic? in
            let severity: PreviewDiagnostic.Severity
            switch diagnostic.severity {
            case .error: severity = .error
            case .warning: severity = .warning
            case .note: return nil
            }
            return PreviewDiagnostic(file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
                                     severity: severity, message: diagnostic.message, sourceLine: diagnostic.sourceLine,
                                     showsInOverlay: severity == .error || isDiagramFailure(diagnostic.message))
        }
        return BuildSummary(diagnostics: diagnostics, writtenPaths: result.writtenPaths,
                            wasFullBuild: result.wasFullBuild, pageCount: result.report.pages)
    }
}
