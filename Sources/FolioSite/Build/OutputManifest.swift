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
    static func read(in folder: String) -> Set<String>? {
        guard let bytes = PageLoader.readBytes(folder + "/" + fileName) else { return nil }
        // On bytes, lines found with `memchr`: ten thousand lines split by `Character` took 30 ms,
        // and split as a generic `UTF8View` still cost 4,000 instructions a line.
        return bytes.withUnsafeBufferPointer { buffer -> Set<String>? in
            guard buffer.count >= 2, buffer[0] == 35, buffer[1] == 32, let base = buffer.baseAddress else { return nil }
            // Checked as UTF-8 once, whole, and only when not ASCII (line by line cost a thousand instructions a line).
            guard !String.containsNonASCII(buffer) || String(validating: buffer, as: UTF8.self) != nil else { return nil }
            var paths = Set<String>()
            paths.reserveCapacity(buffer.count / 24)
            var start = 0
            var isHeader = true
            while start < buffer.count {
                let end = memchr(base + start, 10, buffer.count - start)
                    .map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? buffer.count
                defer { start = end + 1 }
                let line = UnsafeBufferPointer(rebasing: buffer[start..<end])
                if isHeader { isHeader = false; continue }
                if line.isEmpty { continue }
                let text = String(decoding: line, as: UTF8.self)
                paths.insert(memchr(line.baseAddress!, 92, line.count) == nil ? text : unescape(Substring(text)))
            }
            return paths
        }
    }

    /// The first file (or empty folder) of `folder` that `listed` does not hold, in path order,
    /// shown with its bytes escaped; nil when every entry is Folio's.
    static func firstForeignEntry(in folder: String, listed: Set<String>) -> String? {
        var parents = Set<String>()
        for path in listed {
            var current = Substring(path)
            while let slash = current.utf8.lastIndex(of: 47) {
                current = current[..<slash]
                if !parents.insert(String(current)).inserted { break }  // its parents are in already
            }
        }
        defer { DeferredRelease.release(parents) }
        // Listing order first (a folder Folio wrote, the usual case, needs no sort); the path-order
        // walk only names the first foreign entry once there is one.
        guard anyForeign(folder, prefix: "", listed: listed, parents: parents) else { return nil }
        return firstForeign(folder, prefix: "", listed: listed, parents: parents)
    }

    /// The first foreign entry of `folder` in path order (each folder's entries sorted by name), shown escaped.
    private static func firstForeign(_ folder: String, prefix: String, listed: Set<String>, parents: Set<String>) -> String? {
        guard case .success(var entries) = RawDirectory.entries(folder) else { return prefix.isEmpty ? nil : prefix + "/" }
        entries = RawDirectory.inNameOrder(entries)
        for entry in entries {
            var shown: String { prefix + (prefix.isEmpty ? "" : "/") + FileProblem.escaped(entry.bytes) }
            guard let name = entry.name else { return shown }
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            if relative == fileName { continue }
            if RawDirectory.kind(of: entry, in: folder) == S_IFDIR {
                guard parents.contains(relative) else { return shown + "/" }
                if let found = firstForeign(folder + "/" + name, prefix: relative, listed: listed, parents: parents) { return found }
            } else if !listed.contains(relative) {
                return shown
            }
        }
        return nil
    }

    /// Whether `folder` holds an entry `listed` (files) and `parents` (folders) do not: the quick
    /// walk of a folder Folio wrote, in listing order, each name looked at in place.
    private static func anyForeign(_ folder: String, prefix: String, listed: Set<String>, parents: Set<String>) -> Bool {
        var foreign = false
        let listing = RawDirectory.visit(folder) { name, type in
            guard let relative = RawDirectory.relativePath(prefix, name) else { foreign = true; return false }
            if prefix.isEmpty, relative == fileName { return true }
            if RawDirectory.kind(type: type, name: name, in: folder) == S_IFDIR {
                foreign = !parents.contains(relative)
                    || anyForeign(folder + "/" + String(decoding: name, as: UTF8.self), prefix: relative,
                                  listed: listed, parents: parents)
            } else {
                foreign = !listed.contains(relative)
            }
            return !foreign
        }
        guard case .success = listing else { return !prefix.isEmpty }
        return foreign
    }

    private static func escape(_ path: String) -> String {
        let special = path.utf8.withContiguousStorageIfAvailable { $0.contains { $0 == 92 || $0 == 10 || $0 == 13 } }
            ?? path.utf8.contains { $0 == 92 || $0 == 10 || $0 == 13 }
        guard special else { return path }
        return path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\r", with: "\\r")
    }

    private static func unescape(_ line: Substring) -> String {
        guard line.utf8.contains(92) else { return String(line) }
        var out = ""
        var escaping = false
        for character in line {
            if escaping {
                out.append(character == "n" ? "\n" : character == "r" ? "\r" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
