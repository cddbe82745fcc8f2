import Mermaid
import FolioSite
import Foundation

/// Connects the preview to the real site builder: ``SiteRebuilding`` on top of FolioSite's
/// `SitePipeline`, the same pipeline `folio build` runs, writing into the preview's generations.
public final class FolioSiteRebuilder: SiteRebuilding, @unchecked Sendable {
    public let builder: SitePipeline

    public init(options: BuildOptions, diagramCache: MermaidCache = MermaidCache()) {
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

    /// How long a rebuild waits when a changed note is empty (see ``waitForUnfinishedSaves(_:)``): one
    /// debounce interval of the watcher.
    public var settleInterval: TimeInterval = ChangeBatcher.defaultQuietPeriod

    public func rebuild(changed: Set<String>, into output: URL) throws -> BuildSummary {
        waitForUnfinishedSaves(changed)
        return Self.summary(try builder.rebuild(changed: changed, into: output))
    }

    /// Many editors save by truncating the file and then writing it, so a note that is empty right after
    /// a change is most likely half-saved: wait one debounce interval before the pipeline reads it again,
    /// so the preview never publishes an empty page for a save. A note still empty after that is empty.
    func waitForUnfinishedSaves(_ changed: Set<String>) {
        let empty = changed.contains { path in
            guard path.hasSuffix(".md") || path.hasSuffix(".markdown") || path.hasSuffix(".mdx"),
                  let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular else { return false }
            return (attributes[.size] as? NSNumber)?.intValue == 0
        }
        if empty { Thread.sleep(forTimeInterval: settleInterval) }
    }

    /// The pipeline's result as the preview shows it; notes (e.g. repaired mojibake) are left out.
    static func summary(_ result: PipelineResult) -> BuildSummary {
        BuildSummary(diagnostics: result.report.diagnostics.filter { $0.severity != .note },
                     writtenPaths: result.writtenPaths, wasFullBuild: result.wasFullBuild,
                     pageCount: result.report.pages, diagramCount: result.report.diagrams)
    }
}
