// Why: the ownership check and the kept previous site trust a folder by looking each listed name up
// in ``ManifestPaths`` by its bytes; a wrong "found" would let Folio replace a file it did not write,
// a wrong "not found" would refuse the user's own output. These tests hold the byte lookups to the
// plain set of paths, on names that share prefixes, hash into the same slots, and need escapes.
import Foundation
import Testing
@testable import FolioSite

@Suite struct ManifestPathsTests {
    /// The lookups of `paths`'s files and folders, and of near misses, agree with a `Set` of the paths
    /// and of their folders.
    private func checkAgainstSets(_ paths: [String], probes: [String]) {
        let listed = ManifestPaths(paths)
        let files = Set(paths)
        var folders = Set<String>()
        for path in paths {
            var parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            while !parts.isEmpty {
                folders.insert(parts.joined(separator: "/"))
                parts.removeLast()
            }
        }
        for probe in probes + paths + Array(folders) {
            #expect(listed.containsFile(probe) == files.contains(probe), "file \(probe.debugDescription)")
            #expect(listed.containsFolder(probe) == folders.contains(probe), "folder \(probe.debugDescription)")
        }
        #expect(listed.paths == files)
    }

    @Test func filesAndFoldersAreFoundByTheirBytes() {
        let paths = ["index.html", "a/b.html", "a/bc.html", "a/b/c.html", "ab/c.html", "x/y/z/deep.html", "é/ü.html"]
        let probes = ["", "a", "a/", "a/b", "a/b.htm", "a/b.html/", "b.html", "ab", "ab/c", "x/y", "x/y/z", "x/y/z/",
                      "x/z", "y/z", "index.htm", "index.html.orig", "é", "e/ü.html", "/index.html", "a//b.html"]
        checkAgainstSets(paths, probes: probes)
    }

    /// Thirty thousand paths in a few hundred folders: every slot chain (and the folder table's
    /// de-duplication of a folder many paths share) is exercised; nothing unlisted is found.
    @Test func aLargeManifestFindsExactlyItsPaths() {
        let paths = (0..<30_000).map { "s\($0 % 301)/t\($0 % 7)/note-\($0).html" }
        let probes = (0..<3_000).flatMap { ["s\($0 % 301)/t\($0 % 7)/note-\($0 + 30_000).html", "s\($0 % 301)/note-\($0).html",
                                            "s\($0 % 301)/t\(($0 + 1) % 7)/note-\($0).html", "s\($0)"] }
        checkAgainstSets(paths, probes: probes)
        #expect(ManifestPaths(paths).count == 30_000)
    }

    /// A manifest written by ``OutputManifest/contents(_:)`` reads back with its escapes undone, and
    /// each path is found through the bytes of its folder and name, as a walk looks it up.
    @Test func aWrittenManifestIsReadBackAndWalkedByBytes() {
        let written = ["index.html", "a\\b.html", "line\nbreak/x.html", "cr\r.html", "z/deep/er/file.txt", "z/deep/er/b.txt"]
        let text = OutputManifest.contents(written)
        let listed = Array(text.utf8).withUnsafeBufferPointer { ManifestPaths(manifest: $0) }
        #expect(listed?.paths == Set(written))
        guard let listed else { return }
        var place = ManifestPaths.Folder()
        for folder in ["z", "deep", "er"] {
            #expect(Array(folder.utf8).withUnsafeBufferPointer { listed.containsFolder($0, in: place) })
            place = Array(folder.utf8).withUnsafeBufferPointer { place.child($0) }
        }
        for (name, found) in [("file.txt", true), ("b.txt", true), ("c.txt", false), ("er", false)] {
            #expect(Array(name.utf8).withUnsafeBufferPointer { listed.containsFile($0, in: place) } == found, "\(name)")
            #expect(Array(name.utf8).withUnsafeBufferPointer { listed.fileNumber($0, in: place).map(listed.path) }
                    == (found ? "z/deep/er/\(name)" : nil))
        }
        // A name whose bytes are not UTF-8 is never listed.
        #expect(![0x63, 0x61, 0x66, 0xE9].withUnsafeBufferPointer { listed.containsFile($0, in: ManifestPaths.Folder()) })
    }

    /// A path listed twice is one path; an empty manifest lists nothing.
    @Test func duplicatesAndEmptyManifests() {
        let twice = ManifestPaths(["a/b.html", "a/b.html", "c.html"])
        #expect(twice.paths == ["a/b.html", "c.html"])
        #expect(twice.containsFile("a/b.html") && twice.containsFolder("a") && !twice.containsFolder("c.html"))
        let none = Array("# Files\n".utf8).withUnsafeBufferPointer { ManifestPaths(manifest: $0) }
        #expect(none?.count == 0 && none?.containsFile("index.html") == false && none?.containsFolder("a") == false)
    }
}
