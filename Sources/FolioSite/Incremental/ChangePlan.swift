import Foundation

/// What a set of changed files means for the site: which pages to re-render, which assets to copy
/// again, or that only a full build is safe.
///
/// The rules, from cheapest to most expensive:
/// - an edited note: that page, plus every generated page that lists it (index, tags, categories,
///   licenses, feed; only those whose HTML actually changes are written);
/// - a note left out as a draft, changed, renamed or deleted: everything (it may have been published,
///   and the notes about drafts and the links to them change);
/// - an edited asset: copied again (an image a full build: its size is in the pages that show it);
/// - an edited note or asset that a page includes (`--8<--`): that page too (its key holds the file's
///   bytes, ``PageKeys``, so the rebuild finds it stale like a cached build does);
/// - `folio.yml`, anything under `Templates/` or `Themes/`, a note or asset added or deleted, a folder
///   event or anything unrecognised: everything (links and titles across the site may change).
public struct ChangePlan: Equatable, Sendable {
    /// Content-relative paths of notes whose text changed.
    public var pages: Set<String> = []
    /// Content-relative paths of assets to copy again.
    public var assets: Set<String> = []
    /// True when only a full build is safe.
    public var needsFullBuild = false
    /// Why a full build is needed (for the terminal), or nil.
    public var reason: String?

    public init(pages: Set<String> = [], assets: Set<String> = [], needsFullBuild: Bool = false, reason: String? = nil) {
        self.pages = pages
        self.assets = assets
        self.needsFullBuild = needsFullBuild
        self.reason = reason
    }

    /// Classifies `changed` (absolute, standardized paths).
    /// - Parameters:
    ///   - content: the content folder.
    ///   - fullBuildRoots: folders and files whose change affects every page (templates, themes, config).
    ///   - pages: content-relative paths of the site's notes; `assets` likewise for copied files.
    ///   - ignored: folders inside the content folder that are not content (the output, for instance).
    ///   - drafts: content-relative paths of the notes the last build left out as drafts.
    public static func classify(changed: Set<String>, content: String, fullBuildRoots: [String],
                                pages: Set<String>, assets: Set<String>, ignored: [String] = [],
                                drafts: Set<String> = []) -> ChangePlan {
        var plan = ChangePlan()
        let fileManager = FileManager.default
        for path in changed.sorted() {
            if ignored.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { continue }
            if fullBuildRoots.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
                return ChangePlan(needsFullBuild: true, reason: "\((path as NSString).lastPathComponent) changed")
            }
            guard path.hasPrefix(content + "/") else {
                if content.hasPrefix(path + "/") || path == content {
                    return ChangePlan(needsFullBuild: true, reason: "the content folder changed")
                }
                continue
            }
            let relative = String(path.dropFirst(content.count + 1))
            if drafts.contains(relative) {
                return ChangePlan(needsFullBuild: true, reason: "\(relative) (a draft) changed")
            }
            let isMetaFile = FolderMetaFiles.isMetaFile(relative)
            if FolderCategories.isCategoryFile(relative) || PartialNotes.isPartial(relative) || isMetaFile,
               !relative.split(separator: "/").dropLast(isMetaFile ? 1 : 0)
                   .contains(where: { $0.hasPrefix(".") && $0 != ".pages" }) {
                // Names and orders a section of every page's navigation (added, edited or removed); or a
                // partial, which the pages that include it show (the build cache keeps every other page);
                // or a folder's `.meta.yml`, front matter of every note below it.
                return ChangePlan(needsFullBuild: true, reason: "\(relative) changed")
            }
            let exists = fileManager.fileExists(atPath: path)
            if pages.contains(relative) {
                guard exists else { return ChangePlan(needsFullBuild: true, reason: "\(relative) was removed") }
                plan.pages.insert(relative)
            } else if assets.contains(relative) {
                guard exists else { return ChangePlan(needsFullBuild: true, reason: "\(relative) was removed") }
                // Its pixel size is in the pages that show it (``ImageSize``): the site key says which.
                if ImageSize.isImagePath(relative) { return ChangePlan(needsFullBuild: true, reason: "\(relative) changed") }
                plan.assets.insert(relative)
            } else if exists && !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                // A new note, asset or folder: the set of pages and link targets may change. (A file that
                // is already gone again and was never part of the site, such as `sed -i`'s temporary
                // file, changes nothing.)
                return ChangePlan(needsFullBuild: true, reason: "\(relative) was added")
            }
        }
        return plan
    }
}
