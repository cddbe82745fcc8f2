// Why: `--cache DIR` must make a second run skip unchanged diagrams without changing one byte of
// what it writes, and a damaged cache must cost a warning, never a wrong drawing (issue 20).
import Foundation
import Testing

@Suite struct DiagramCacheTests {
    private typealias CLI = MermaidCommandTests

    private static func files(in folder: URL) throws -> [String: Data] {
        var found: [String: Data] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if let data = FileManager.default.contents(atPath: url.path), !url.hasDirectoryPath {
                found[String(url.path.dropFirst(folder.path.count))] = data
            }
        }
        return found
    }

    @Test func batchModeReusesUnchangedDiagramsAndWritesTheSameBytes() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try Data("flowchart LR\n  A --> B\n".utf8).write(to: input.appendingPathComponent("a.mmd"))
        try Data("sequenceDiagram\n  A->>B: hi\n".utf8).write(to: input.appendingPathComponent("b.mmd"))
        try Data("pie\n  \"x\": 1\n".utf8).write(to: input.appendingPathComponent("c.mmd"))

        let cold = try CLI.run(["mermaid", "-i", "in", "-o", "cold", "--cache", "cache"], in: folder)
        #expect(cold.status == 0 && cold.errors.contains("3 of 3 diagrams rendered (0 from the cache)"), "\(cold.errors)")
        let warm = try CLI.run(["mermaid", "-i", "in", "-o", "warm", "--cache", "cache"], in: folder)
        #expect(warm.status == 0 && warm.errors.contains("3 of 3 diagrams rendered (3 from the cache)"), "\(warm.errors)")
        #expect(try Self.files(in: folder.appendingPathComponent("cold")) == Self.files(in: folder.appendingPathComponent("warm")))

        // One diagram edited: only it is drawn again.
        try Data("flowchart LR\n  A --> C\n".utf8).write(to: input.appendingPathComponent("a.mmd"))
        let edited = try CLI.run(["mermaid", "-i", "in", "-o", "warm", "--cache", "cache"], in: folder)
        #expect(edited.errors.contains("(2 from the cache)"), "\(edited.errors)")
        let plain = try CLI.run(["mermaid", "-i", "in", "-o", "plain"], in: folder)
        #expect(plain.status == 0)
        #expect(try Self.files(in: folder.appendingPathComponent("plain")) == Self.files(in: folder.appendingPathComponent("warm")))

        // A damaged cache: a warning, every diagram drawn, the same bytes, and the file rewritten.
        let cacheFile = folder.appendingPathComponent("cache/mermaid.cache")
        var bytes = try Data(contentsOf: cacheFile)
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: cacheFile)
        let damaged = try CLI.run(["mermaid", "-i", "in", "-o", "again", "--cache", "cache"], in: folder)
        #expect(damaged.status == 0)
        #expect(damaged.errors.contains("warning: ignoring the diagram cache") && damaged.errors.contains("(0 from the cache)"),
                "\(damaged.errors)")
        #expect(try Self.files(in: folder.appendingPathComponent("again")) == Self.files(in: folder.appendingPathComponent("plain")))
        let healed = try CLI.run(["mermaid", "-i", "in", "-o", "again", "--cache", "cache"], in: folder)
        #expect(healed.errors.contains("(3 from the cache)") && !healed.errors.contains("warning"), "\(healed.errors)")
    }

    @Test func siteBuildsWithACacheAreByteIdentical() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        let note = "# Flows\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\n```mermaid\nsequenceDiagram\n  A->>B: hi\n```\n"
        try Data(note.utf8).write(to: notes.appendingPathComponent("flows.md"))
        let plain = try CLI.run(["build", "-q", "--content", "notes", "--output", "plain"], in: folder)
        let cold = try CLI.run(["build", "-q", "--content", "notes", "--output", "cold", "--cache", ".folio-cache"], in: folder)
        let warm = try CLI.run(["build", "-q", "--content", "notes", "--output", "warm", "--cache", ".folio-cache"], in: folder)
        #expect(plain.status == 0 && cold.status == 0 && warm.status == 0, "\(cold.errors)\(warm.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".folio-cache/mermaid.cache").path))
        let reference = try Self.files(in: folder.appendingPathComponent("plain"))
        #expect(reference.count > 3)
        #expect(try Self.files(in: folder.appendingPathComponent("cold")) == reference)
        #expect(try Self.files(in: folder.appendingPathComponent("warm")) == reference)

        let inside = try CLI.run(["build", "-q", "--content", "notes", "--output", "plain", "--cache", "plain/cache"], in: folder)
        #expect(inside.status == 2 && inside.errors.contains("inside --output"), "\(inside.errors)")
    }
}
