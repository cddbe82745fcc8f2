// Why: `folio build` keeps its build cache beside the output by default (issue 20); `--no-cache`
// turns it off, a damaged cache costs a warning and never a different site.
import Foundation
import Testing

@Suite struct BuildCacheTests {
    private typealias CLI = MermaidCommandTests

    private static func files(in folder: URL) -> [String: Data] {
        var found: [String: Data] = [:]
        for relative in FileManager.default.subpaths(atPath: folder.path) ?? [] {
            let url = folder.appendingPathComponent(relative)
            if !url.hasDirectoryPath, let data = FileManager.default.contents(atPath: url.path) { found[relative] = data }
        }
        return found
    }

    @Test func theCacheLivesBesideTheOutputAndCanBeTurnedOff() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        for index in 1...4 {
            try Data("# Note \(index)\n\nText \(index), see [next](note\(index % 4 + 1).md).\n".utf8)
                .write(to: notes.appendingPathComponent("note\(index).md"))
        }
        let first = try CLI.run(["build", "--content", "notes", "--output", "site"], in: folder)
        #expect(first.status == 0, "\(first.errors)")
        let pages = folder.appendingPathComponent(".folio-cache/pages.cache").path
        #expect(FileManager.default.fileExists(atPath: pages))
        try Data("# Note 2\n\nEdited.\n".utf8).write(to: notes.appendingPathComponent("note2.md"))
        let warm = try CLI.run(["build", "--content", "notes", "--output", "site"], in: folder)
        #expect(warm.status == 0 && !warm.errors.contains("warning"), "\(warm.errors)")

        let cold = try CLI.run(["build", "--content", "notes", "--output", "cold", "--no-cache"], in: folder)
        #expect(cold.status == 0)
        #expect(Self.files(in: folder.appendingPathComponent("site")) == Self.files(in: folder.appendingPathComponent("cold")))

        // A damaged cache: a warning, the same site, and a good cache again afterwards.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: pages))
        bytes[bytes.count / 3] ^= 0x04
        try bytes.write(to: URL(fileURLWithPath: pages))
        let damaged = try CLI.run(["build", "--content", "notes", "--output", "site"], in: folder)
        #expect(damaged.status == 0 && damaged.errors.contains("warning: ignoring the build cache"), "\(damaged.errors)")
        #expect(Self.files(in: folder.appendingPathComponent("site")) == Self.files(in: folder.appendingPathComponent("cold")))
        let healed = try CLI.run(["build", "--content", "notes", "--output", "site"], in: folder)
        #expect(!healed.errors.contains("warning"), "\(healed.errors)")

        let both = try CLI.run(["build", "--content", "notes", "--output", "site", "--no-cache", "--cache", "x"], in: folder)
        #expect(both.status != 0 && both.errors.contains("cannot be used together"), "\(both.errors)")
    }
}
