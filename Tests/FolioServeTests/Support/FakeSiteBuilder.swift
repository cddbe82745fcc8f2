import Foundation
import FolioSite
@testable import FolioServe

/// A tiny stand-in for the real site builder, so server, watcher and reload behaviour is tested on its
/// own: each `*.md` note becomes `<name>.html` holding its text; a note whose first line is `---` and that
/// holds an unclosed `broken: [` line gets an error diagnostic at that line, like broken YAML front matter.
final class FakeSiteBuilder: SiteRebuilding, @unchecked Sendable {
    let content: URL
    /// Set by a test to make a rebuild wait (to observe what is served meanwhile).
    let gate = LockedValue<DispatchSemaphore?>(nil)
    let rebuildCount = LockedValue(0)

    init(content: URL) { self.content = content }

    func fullBuild(into output: URL) throws -> BuildSummary {
        let notes = try noteNames()
        var written: [String] = []
        var diagnostics: [Diagnostic] = []
        for name in notes {
            diagnostics += try writePage(name, into: output)
            written.append(name + ".html")
        }
        let links = notes.map { "<li><a href=\"\($0).html\">\($0)</a></li>" }.joined()
        try write("<!doctype html><html><body><ul>\(links)</ul></body></html>", to: output, "index.html")
        try write("<!doctype html><html><body><h1>Nothing here</h1></body></html>", to: output, "404.html")
        return BuildSummary(diagnostics: diagnostics, writtenPaths: written + ["index.html", "404.html"],
                            wasFullBuild: true, pageCount: notes.count)
    }

    struct Explosion: Error, CustomStringConvertible { var description: String { "the builder exploded" } }

    /// Throws (like a template that cannot be read) when a changed note says EXPLODE.
    func rebuild(changed: Set<String>, into output: URL) throws -> BuildSummary {
        rebuildCount.update { $0 += 1 }
        for path in changed where ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").contains("EXPLODE") {
            throw Explosion()
        }
        var written: [String] = []
        for path in changed.sorted() where path.hasSuffix(".md") {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            if FileManager.default.fileExists(atPath: path) {
                // Write half a page first, then wait: a request now must still see the old version.
                try write("<html><body>HALF", to: output, name + ".html")
                // The test opens the gate as soon as it has looked (and on any exit). The bound only
                // guards against a lost test; it is long because under a full parallel test run on
                // two cores the request the test makes meanwhile can wait a minute for a thread of
                // the shared pool, and a gate that opens first serves the new page too early.
                if let gate = gate.get() { _ = gate.wait(timeout: .now() + 600) }
                _ = try writePage(name, into: output)
            } else {
                try? FileManager.default.removeItem(at: output.appendingPathComponent(name + ".html"))
            }
            written.append(name + ".html")
        }
        var diagnostics: [Diagnostic] = []
        for name in try noteNames() { diagnostics += check(name) }
        return BuildSummary(diagnostics: diagnostics, writtenPaths: written, wasFullBuild: false,
                            pageCount: try noteNames().count)
    }

    private func noteNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: content.path)
            .filter { $0.hasSuffix(".md") }.map { ($0 as NSString).deletingPathExtension }.sorted()
    }

    private func writePage(_ name: String, into output: URL) throws -> [Diagnostic] {
        let text = (try? String(contentsOf: content.appendingPathComponent(name + ".md"), encoding: .utf8)) ?? ""
        let escaped = text.replacingOccurrences(of: "<", with: "&lt;")
        try write("<!doctype html><html><head><title>\(name)</title></head><body><main>\(escaped)</main></body></html>",
                  to: output, name + ".html")
        return check(name)
    }

    private func check(_ name: String) -> [Diagnostic] {
        let file = content.appendingPathComponent(name + ".md")
        guard let text = try? String(contentsOf: file, encoding: .utf8), text.hasPrefix("---") else { return [] }
        let lines = text.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.hasPrefix("broken: [") && !$0.contains("]") }) else { return [] }
        return [Diagnostic(file: file.path, line: index + 1, column: 9, severity: .error,
                                  message: "YAML: unclosed flow sequence", sourceLine: lines[index])]
    }

    /// Atomic replace, as the protocol requires (the output holds hard links to the served version).
    private func write(_ text: String, to output: URL, _ name: String) throws {
        try Data(text.utf8).write(to: output.appendingPathComponent(name), options: .atomic)
    }
}

/// A temporary folder removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("folio-serve-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ text: String, to relativePath: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }
}

/// Polls `condition` until it holds or `timeout` passes; tests never wait unbounded.
func eventually(timeout: TimeInterval = 2, _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
        if try await condition() { return true }
        try? await Task.sleep(nanoseconds: 20_000_000)
    } while Date() < deadline
    return try await condition()
}

/// Runs `body` on the preview server's own dispatch threads (``PreviewServer/executor``) instead of Swift's
/// cooperative pool. In a full `swift test` run, CPU-bound tests can hold both of this machine's pool
/// threads for a minute or more; a test that times a server, or waits with a deadline, must not wait for
/// them (stop 100 saw `ConcurrentLoadTests` take 100 s that way, and the accept loop's tests 113 s).
func offTheCooperativePool<T>(_ body: () async throws -> T) async rethrows -> T {
    try await withTaskExecutorPreference(PreviewServer.executor, operation: body)
}
