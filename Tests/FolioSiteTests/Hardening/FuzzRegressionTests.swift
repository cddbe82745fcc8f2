import Foundation
import Mermaid
import Testing
@testable import FolioSite

/// Replays every input under `Tests/FuzzRegressions/<target>/` through the call its fuzz target
/// makes (see `Fuzz/`), so whatever once crashed, hung or tripped a sanitizer stays fixed.
/// Each input must finish in well under the fuzzers' 2 s limit on an idle machine; the bound
/// here is looser for shared CI machines and debug builds.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let root = SiteFixture.packageRoot.appendingPathComponent("Tests/FuzzRegressions")

    static func inputs(_ target: String) -> [URL] {
        let folder = root.appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    private func timed(_ input: URL, _ body: (Data) throws -> Void) rethrows {
        let data = try? Data(contentsOf: input)
        let start = Date()
        try body(data ?? Data())
        let seconds = Date().timeIntervalSince(start)
        #expect(seconds < 10, "\(input.lastPathComponent) took \(seconds) s")
    }

    @Test func mermaid() {
        #expect(!Self.inputs("FuzzMermaid").isEmpty)
        for input in Self.inputs("FuzzMermaid") {
            timed(input) { _ = try? MermaidRenderer.render(String(decoding: $0, as: UTF8.self)) }
        }
    }

    @Test func frontMatter() {
        #expect(!Self.inputs("FuzzFrontMatter").isEmpty)
        for input in Self.inputs("FuzzFrontMatter") {
            timed(input) { data in
                var text = String(decoding: data, as: UTF8.self)
                if !FrontMatterParser.startsWithFrontMatter(text) { text = "---\n" + text + "\n---\n" }
                let (matter, _) = FrontMatterParser.split(text)
                for (_, value) in matter.entries { _ = value.templateValue }
            }
        }
    }

    @Test func page() throws {
        #expect(!Self.inputs("FuzzPage").isEmpty)
        for input in Self.inputs("FuzzPage") {
            let fixture = try HostileNoteFixture(["note.md": Array((try? Data(contentsOf: input)) ?? Data())])
            defer { fixture.remove() }
            try timed(input) { _ in _ = try fixture.build() }
            #expect(FileManager.default.fileExists(atPath: fixture.output.appendingPathComponent("note.html").path), "\(input.lastPathComponent)")
        }
    }
}
