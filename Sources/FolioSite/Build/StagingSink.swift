import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The sink of `folio build`: a staging folder next to the output folder, swapped in at the
/// end, so a failed or killed build leaves the previous site exactly as it was.
///
/// - Staging: `<parent>/.<name>.folio-staging-<pid>`; leftovers of killed builds are
///   removed by the next build.
/// - Swap: one atomic `renameat2(RENAME_EXCHANGE)` on Linux when available, else two renames.
/// - Safety: an existing output folder is only replaced when it is empty or holds nothing but
///   the files its ``OutputManifest`` lists (what Folio wrote there), unless forced; the first
///   foreign file is named. What may be written inside is ``SiteWriter``'s business.
/// - Concurrency: an ``OutputLock`` beside the output is held from here to publish, so a second
///   build into the same folder fails at once and never removes this one's staging folder.
/// - Spare: with a `spare` folder (the build cache's ``SpareSite``), the site replaced by the swap is
///   moved there instead of deleted, and the next build starts from it as its staging folder.
public final class StagingSink: OutputSink, @unchecked Sendable {
    let finalURL: URL
    let stagingURL: URL
    public let folder: String
    public var replacesFiles: Bool { spareSite != nil }
    public var holdsPreviousFiles: Bool { spareSite != nil }
    public private(set) var warnings: [String] = []
    private let stagingPrefix: String
    private let lock: OutputLock
    /// The spare taken as the staging folder, nil when staging started empty.
    private let spareSite: SpareSite?
    /// Where the replaced site is kept, nil when it is deleted.
    private let sparePath: String?
    /// The replaced site is Folio's alone (its manifest lists every file), so it may be kept.
    private let previousIsFolios: Bool

    /// Prepares the staging folder for the output folder `path`.
    /// - Parameters:
    ///   - force: replace the folder even when it holds files Folio did not write.
    ///   - spare: where to keep the replaced site for the next build (in the build cache folder),
    ///     and where to find the one kept by the last build; nil deletes it.
    public init(path: String, force: Bool = false, spare: String? = nil) throws {
        let fm = FileManager.default
        finalURL = URL(fileURLWithPath: path).standardizedFileURL
        let parent = finalURL.deletingLastPathComponent()
        let name = finalURL.lastPathComponent
        guard !name.isEmpty, name != "/", finalURL.path != "/" else {
            throw SiteBuildError.unsafeOutput("refusing to use '\(path)' as the output folder")
        }
        try? fm.createDirectory(at: parent, withIntermediateDirectories: true)
        lock = try OutputLock(path: parent.appendingPathComponent(".\(name).folio-lock").path, output: path)
        // The kept previous site is inspected (a walk of its folders, read only) on another core while
        // the output folder is checked (another walk); it is taken only after both.
        let sparePath = spare.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        self.sparePath = sparePath
        let inspection = SpareSite.Inspection(sparePath, device: SpareSite.device(of: parent.path))
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: finalURL.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw SiteBuildError.unsafeOutput("output '\(path)' exists and is not a folder")
            }
            if force {
                previousIsFolios = (try? Self.checkOwned(finalURL.path, shown: path)) != nil
            } else {
                try Self.checkOwned(finalURL.path, shown: path)
                previousIsFolios = true
            }
        } else {
            previousIsFolios = false
        }
        stagingPrefix = ".\(name).folio-staging-"
        // Remove leftovers of builds that were killed.
        for entry in (try? fm.contentsOfDirectory(atPath: parent.path)) ?? [] where entry.hasPrefix(stagingPrefix) {
            try? fm.removeItem(at: parent.appendingPathComponent(entry))
        }
        stagingURL = parent.appendingPathComponent(stagingPrefix + String(ProcessInfo.processInfo.processIdentifier))
        folder = stagingURL.path
        var taken: SpareSite?
        if let sparePath, let inspected = inspection.wait() {
            if let site = inspected {
                if rename(sparePath, stagingURL.path) == 0 { taken = site }
            } else {
                warnings.append("the build cache's \(sparePath) was not used: it is on another file system or holds "
                    + "files Folio did not write (delete it to make rebuilds faster)")
            }
        }
        spareSite = taken
        if taken == nil {
            do {
                try fm.createDirectory(at: stagingURL, withIntermediateDirectories: true)
            } catch {
                throw SiteBuildError.io("cannot create \(stagingURL.path): \(error.localizedDescription)")
            }
        }
    }

    /// Refuses to replace a non-empty folder holding a file its manifest does not list.
    private static func checkOwned(_ folder: String, shown: String) throws {
        guard case .success(let entries) = RawDirectory.entries(folder), !entries.isEmpty else { return }
        let hint = "move it away, put it in the content folder to have it copied, or pass --force to replace the folder"
        guard let listed = OutputManifest.read(in: folder) else {
            let first = entries.map { FileProblem.escaped($0.bytes) }.sorted().first ?? ""
            throw SiteBuildError.unsafeOutput("refusing to replace '\(shown)': Folio did not write it (no \(OutputManifest.fileName) "
                + "lists its files; first: '\(first)'); \(hint)")
        }
        if let foreign = OutputManifest.firstForeignEntry(in: folder, listed: listed) {
            throw SiteBuildError.unsafeOutput("refusing to replace '\(shown)': it holds '\(foreign)', which Folio did not write; \(hint)")
        }
    }

    /// Writes the manifest of `written` into the staged site.
    /// On a spare, first removes every file and folder the new site does not hold.
    public func willPublish(written: [String]) throws {
        spareSite?.prune(stagingURL.path, keeping: written)
        let path = stagingURL.path + "/" + OutputManifest.fileName
        let temporary = stagingURL.path + "/.folio-tmp-manifest-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(OutputManifest.contents(written).utf8)),
              rename(temporary, path) == 0 else {
            unlink(temporary)
            throw SiteBuildError.io("cannot write \(OutputManifest.fileName) into \(stagingURL.path); the previous site is untouched")
        }
    }

    /// Puts the staged site in place of the output folder.
    public func publish() throws {
        defer { lock.release() }
        let fm = FileManager.default
        if fm.fileExists(atPath: finalURL.path) {
            if StagingSink.exchange(stagingURL.path, finalURL.path) {
                keepOrRemoveReplacedSite()  // the staging path now holds the previous site
                return
            }
            let old = finalURL.deletingLastPathComponent()
                .appendingPathComponent(stagingPrefix + "old-" + String(ProcessInfo.processInfo.processIdentifier))
            try? fm.removeItem(at: old)
            do {
                try fm.moveItem(at: finalURL, to: old)
                try fm.moveItem(at: stagingURL, to: finalURL)
            } catch {
                throw SiteBuildError.io("cannot move the new site into place: \(error.localizedDescription)")
            }
            try? fm.removeItem(at: old)
        } else {
            do {
                try fm.moveItem(at: stagingURL, to: finalURL)
            } catch {
                throw SiteBuildError.io("cannot move the new site into place: \(error.localizedDescription)")
            }
        }
    }

    /// Moves the replaced site (now at the staging path) to the spare path when it is Folio's and
    /// the spare path is free on the same file system; deletes it otherwise.
    private func keepOrRemoveReplacedSite() {
        let fm = FileManager.default
        if let sparePath, previousIsFolios, !fm.fileExists(atPath: sparePath) {
            let cache = (sparePath as NSString).deletingLastPathComponent
            try? fm.createDirectory(atPath: cache, withIntermediateDirectories: true)
            if let device = SpareSite.device(of: stagingURL.path), SpareSite.device(of: cache) == device,
               rename(stagingURL.path, sparePath) == 0 { return }
        }
        try? fm.removeItem(at: stagingURL)
    }

    /// Drops the staged site (the previous output is untouched).
    public func abandon() {
        defer { lock.release() }
        try? FileManager.default.removeItem(at: stagingURL)
    }

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// Atomically swaps two paths with Linux's renameat2(RENAME_EXCHANGE), looked up at run
    /// time so older C libraries simply fall back to two renames.
    private static func exchange(_ a: String, _ b: String) -> Bool {
        #if os(Linux)
        guard let symbol = dlsym(nil, "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let atFDCWD: Int32 = -100
        let renameExchange: UInt32 = 1 << 1
        return renameat2(atFDCWD, a, atFDCWD, b, renameExchange) == 0
        #else
        return false
        #endif
    }
}
