import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The site before the live one, kept in the build cache folder (`previous-site/`) to be the next
/// build's staging folder.
///
/// Why: a build with the cache swaps a staging folder in place of the output, and the folder it
/// replaces used to be deleted: on a disk where creating and removing names is slow, unlinking ten
/// thousand files cost more than the rest of a one-note rebuild. Kept instead, that folder already
/// holds almost every file of the next site (unchanged pages are hard links to the live ones), so
/// the next build writes only the files whose bytes differ, links the pages the cache reuses,
/// removes what is gone, and swaps it in — the same atomic publish, a few file operations.
///
/// Trust: the folder is used only when it is on the output's file system, holds nothing but
/// regular files and folders, and every file is one its `.folio-manifest` lists (what Folio wrote
/// there). A kept file is never trusted for its name alone: the writer keeps it only when its bytes
/// and mode are the ones it would write, or, for a reused page, when it is the live page's own inode.
struct SpareSite {
    /// The spare's folder name inside the cache folder.
    static let folderName = "previous-site"

    /// What the folder's manifest lists.
    private var listed = ManifestPaths([String]())
    /// Every regular file in the folder when it was taken (numbers of ``listed``'s paths; the manifest left out).
    private var files: [Int] = []
    /// Every folder in it (relative paths).
    private(set) var folders: [String] = []

    /// The spare at `path` when it can be trusted on the output's file system `device`; nil otherwise.
    static func inspect(_ path: String, device: UInt64) -> SpareSite? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, UInt64(info.st_dev) == device,
              let listed = OutputManifest.read(in: path) else { return nil }
        var spare = SpareSite()
        spare.listed = listed
        guard spare.walk(path, in: ManifestPaths.Folder(), listed: listed) else { return nil }
        return spare
    }

    /// Lists `folder` (at `place` in the spare); false at the first entry that is neither a listed
    /// regular file nor a folder. Names are looked up by their bytes; files are kept as numbers of listed paths.
    private mutating func walk(_ folder: String, in place: ManifestPaths.Folder, listed: ManifestPaths) -> Bool {
        var trusted = true
        let listing = RawDirectory.visit(folder) { name, type in
            if place.path.isEmpty, name.elementsEqual(OutputManifest.fileName.utf8) { return true }
            switch RawDirectory.kind(type: type, name: name, in: folder) {
            case S_IFDIR:
                // Folders are not in the manifest: a folder's name is checked to be UTF-8 here (a file's
                // is by being found in the manifest, which is UTF-8 throughout).
                guard let relative = RawDirectory.relativePath(Self.text(place), name) else { trusted = false; break }
                folders.append(relative)
                trusted = walk(folder + "/" + String(decoding: name, as: UTF8.self), in: place.child(name), listed: listed)
            case S_IFREG:
                let number = listed.fileNumber(name, in: place)
                trusted = number != nil
                if let number { files.append(number) }
            default:
                trusted = false
            }
            return trusted
        }
        guard case .success = listing else { return false }
        return trusted
    }

    /// The relative path of the folder at `place`, as text (without its final `/`).
    private static func text(_ place: ManifestPaths.Folder) -> String {
        String(decoding: place.path.dropLast(), as: UTF8.self)
    }

    /// Removes from `root` every file and folder the new site does not hold (`written` lists its files).
    /// The new site's paths are looked up in the manifest's table by their bytes (no set of them made).
    func prune(_ root: String, keeping written: [String]) {
        var kept = [Bool](repeating: false, count: listed.count)
        for var path in written {
            if let number = path.withUTF8({ listed.fileNumber($0, in: ManifestPaths.Folder()) }) { kept[number] = true }
        }
        for number in files where !kept[number] { unlink(root + "/" + listed.path(number)) }
        // Deepest first; a folder still holding files of the new site is simply not removed.
        for folder in folders.sorted(by: { $0.utf8.count > $1.utf8.count }) { rmdir(root + "/" + folder) }
    }

    /// ``inspect(_:device:)`` of a spare folder, run on another thread.
    final class Inspection: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        /// Nil when there was nothing to inspect (no folder, no device); `.some(nil)` when it is not trusted.
        private var result: SpareSite??

        /// Starts inspecting `path` (when there is a folder there and the output's `device` is known).
        init(_ path: String?, device: UInt64?) {
            guard let path, let device, FileManager.default.fileExists(atPath: path) else {
                done.signal()
                return
            }
            DispatchQueue.global(qos: .userInitiated).async { [self] in
                result = .some(SpareSite.inspect(path, device: device))
                done.signal()
            }
        }

        /// The inspection's outcome, once it is done.
        func wait() -> SpareSite?? {
            done.wait()
            done.signal()
            return result
        }
    }

    /// The device of the folder at `path`, nil when it cannot be read.
    static func device(of path: String) -> UInt64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt64(info.st_dev)
    }
}
