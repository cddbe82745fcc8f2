// Why: `folio build` with plain options is read without ArgumentParser (Sources/folio/BuildJob.swift);
// these tests hold it to the parsed command: the same site, output, errors and exit status as the same
// request written so that ArgumentParser parses it (`--content=X`, which the fast path leaves alone).
import Foundation
import Testing

/// Serialized: each case runs the binary four times, blocking its thread; run side by side they could
/// starve the tests that need the cooperative pool (the preview server's).
@Suite(.serialized) struct BuildFastPathTests {
    typealias CLI = MermaidCommandTests

    /// A content folder with a note, a note with a broken link (a warning), a draft (a note; built with
    /// `--drafts`), and a stylesheet.
    static func setUp(_ folder: URL) throws {
        let notes = folder.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try Data("---\ntitle: Hello\ntags: [a]\n---\n# Hello\n\n```swift\nlet x = 1\n```\n".utf8)
            .write(to: notes.appendingPathComponent("hello.md"))
        try Data("# Broken\n\nSee [there](missing.md).\n".utf8).write(to: notes.appendingPathComponent("broken.md"))
        try Data("---\ntitle: Later\ndraft: true\n---\nNot yet.\n".utf8).write(to: notes.appendingPathComponent("later.md"))
        try Data("body { color: red }\n".utf8).write(to: notes.appendingPathComponent("extra.css"))
    }

    /// Every file under `folder` with its bytes (the build caches left out: they hold file stamps).
    static func files(_ folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return result }
        for case let url as URL in walk where !["/.folio-cache", "/kept"].contains(where: { url.path.contains($0 + "/") || url.path.hasSuffix($0) }) {
            let relative = String(url.path.dropFirst(folder.path.count))
            if let data = FileManager.default.contents(atPath: url.path) { result[relative] = data }
        }
        return result
    }

    /// Build times vary from run to run (`in 12 ms`, `: 3 ms (CPU 4 ms)`), and each run has its folder.
    static func steady(_ text: String, in folder: URL) -> String {
        text.replacingOccurrences(of: folder.path, with: "FOLDER")
            .replacingOccurrences(of: #"[0-9]+ ms"#, with: "N ms", options: .regularExpression)
    }

    /// Successes, a warning made an error, a missing folder, a cache inside the output (which the fast
    /// path hands to ArgumentParser, whose validation then refuses it), every flag it reads.
    @Test(arguments: [
        ["--content", "notes", "--output", "out", "-q"],
        ["--content", "notes", "--output", "out"],
        ["--content", "notes", "--output", "out", "--strict", "--no-cache"],
        ["--content", "notes", "--output", "out", "--drafts"],
        ["--content", "gone", "--output", "out"],
        ["--content", "notes", "--output", "out", "--cache", "out/cache"],
        ["--content", "notes", "--output", "out", "--cache", "kept", "--force", "--fix-encoding", "--drafts", "--timings",
         "--theme", "default", "--base-url", "https://docs.example.org/guide/", "--quiet"],
    ])
    func buildsAsTheParsedCommandDoes(options: [String]) throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let fastFolder = try CLI.temporaryFolder(), parsedFolder = try CLI.temporaryFolder()
        defer { for folder in [fastFolder, parsedFolder] { try? FileManager.default.removeItem(at: folder) } }
        try Self.setUp(fastFolder)
        try Self.setUp(parsedFolder)
        // `--content=notes` is not the fast path's form: ArgumentParser parses that command line.
        var parsedOptions = options
        let content = try #require(parsedOptions.firstIndex(of: "--content"))
        parsedOptions.replaceSubrange(content...(content + 1), with: ["--content=\(options[content + 1])"])
        for _ in 0..<2 {  // a cold build, then one through the cache
            let fast = try CLI.run(["build"] + options, in: fastFolder)
            let parsed = try CLI.run(["build"] + parsedOptions, in: parsedFolder)
            #expect(fast.status == parsed.status)
            #expect(Self.steady(fast.output, in: fastFolder) == Self.steady(parsed.output, in: parsedFolder))
            #expect(Self.steady(fast.errors, in: fastFolder) == Self.steady(parsed.errors, in: parsedFolder))
            #expect(Self.files(fastFolder) == Self.files(parsedFolder))
        }
    }

    @Test func theFastPathReportsWhatTheParsedCommandReports() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.setUp(folder)
        let strict = try CLI.run(["build", "--content", "notes", "--output", "out", "--strict"], in: folder)
        #expect(strict.status == 1, "a warning under --strict fails the build")
        #expect(strict.errors.contains("broken.md:3:5") && strict.errors.contains("missing.md"), "\(strict.errors)")
        let missing = try CLI.run(["build", "--content", "gone", "--output", "out"], in: folder)
        #expect(missing.status == 2 && missing.errors.contains("gone"), "\(missing.errors)")
        let inside = try CLI.run(["build", "--content", "notes", "--output", "out", "--cache", "out/c"], in: folder)
        #expect(inside.status == 2 && inside.errors.contains("is inside --output"), "\(inside.errors)")
        let repeated = try CLI.run(["build", "--content", "notes", "--content", "notes", "--output", "out"], in: folder)
        #expect(repeated.status == 0, "a repeated option goes to ArgumentParser, which takes the last: \(repeated.errors)")
    }
}
