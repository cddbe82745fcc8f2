import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Mermaid

/// `.folio-manifest`: the list of files Folio wrote into an output folder, kept inside it.
///
/// Why: `folio build` replaces its output folder as a whole, and a folder can hold things Folio
/// never wrote (a GitHub Pages `docs/` folder with its `CNAME`, a `.git/`, hand-written files).
/// The manifest is how a build knows the folder is its own: any file it does not list is
/// foreign, and the build refuses to replace the folder (naming that file) unless forced.
/// One path per line, sorted; `\` and line breaks in names escaped as `\\`, `\n` and `\r`.
enum OutputManifest {
    static let fileName = ".folio-manifest"
    private static let header = "# Files written by Folio (folio build). A build replaces this folder only when it holds nothing else.\n"

    /// The manifest's bytes for the output paths `written`.
    static func contents(_ written: [String]) -> String {
        // A build passes its paths sorted already: then they are only checked (by bytes when ASCII), not sorted again.
        let ascii = written.map { !$0.hasNonASCII }
        let isSorted = written.indices.dropFirst().allSatisfy {
            String.order(written[$0 - 1], written[$0], bothASCII: ascii[$0 - 1] && ascii[$0]) < 0
        }
        let sorted = isSorted ? written : Set(written).sorted()
        var bytes = Array(header.utf8)
        bytes.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.utf8.count + 1 })
        for path in sorted {
            bytes += escape(path).utf8
            bytes.append(10)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The paths the manifest in `folder` lists, or nil when it has none (or it is not UTF-8 text).
    static func read(in folder: String) -> ManifestPaths? {
        guard let bytes = PageLoader.readBytes(folder + "/" + fileName) else { return nil }
        return bytes.withUnsafeBufferPointer { ManifestPaths(manifest: $0) }
    }

    /// The first file (or empty folder) of `folder` that `listed` does not hold, in path order,
    /// shown with its bytes escaped; nil when every entry is Folio's.
    static func firstForeignEntry(in folder: String, listed: ManifestPaths) -> String? {
        // Listing order first (a folder Folio wrote, the usual case, needs no sort); the path-order
        // walk only names the first foreign entry once there is one.
        guard anyForeign(folder, in: ManifestPaths.Folder(), listed: listed) else { return nil }
        return firstForeign(folder, prefix: "", listed: listed)
    }

    /// The first foreign entry of `folder` in path order (each folder's entries sorted by name), shown escaped.
    private static func firstForeign(_ folder: String, prefix: String, listed: ManifestPaths) -> String? {
        guard case .success(var entries) = RawDirectory.entries(folder) else { return prefix.isEmpty ? nil : prefix + "/" }
        entries = RawDirectory.inNameOrder(entries)
        for entry in entries {
            var shown: String { prefix + (prefix.isEmpty ? "" : "/") + FileProblem.escaped(entry.bytes) }
            guard let name = entry.name else { return shown }
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            if relative == fileName { continue }
            if RawDirectory.kind(of: entry, in: folder) == S_IFDIR {
                guard listed.containsFolder(relative) else { return shown + "/" }
                if let found = firstForeign(folder + "/" + name, prefix: relative, listed: listed) { return found }
            } else if !listed.containsFile(relative) {
                return shown
            }
        }
        return nil
    }

    /// Whether `folder` (at `place` in the walked tree) holds an entry `listed` does not (as a file,
    /// or as a folder a listed file lies in): the quick walk of a folder Folio wrote, in listing
    /// order, each name looked up by its bytes.
    private static func anyForeign(_ folder: String, in place: ManifestPaths.Folder, listed: ManifestPaths) -> Bool {
        var foreign = false
        let listing = RawDirectory.visit(folder) { name, type in
            if place.path.isEmpty, name.elementsEqual(fileName.utf8) { return true }
            if RawDirectory.kind(type: type, name: name, in: folder) == S_IFDIR {
                foreign = !listed.containsFolder(name, in: place)
                    || anyForeign(folder + "/" + String(decoding: name, as: UTF8.self), in: place.child(name), listed: listed)
            } else {
                foreign = !listed.containsFile(name, in: place)
            }
            return !foreign
        }
        guard case .success = listing else { return !place.path.isEmpty }
        return foreign
    }

    private static func escape(_ path: String) -> String {
        let special = path.utf8.withContiguousStorageIfAvailable { $0.contains { $0 == 92 || $0 == 10 || $0 == 13 } }
            ?? path.utf8.contains { $0 == 92 || $0 == 10 || $0 == 13 }
        guard special else { return path }
        return path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\r", with: "\\r")
    }
}
