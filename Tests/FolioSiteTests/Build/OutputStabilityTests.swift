import Foundation
import Testing
@testable import FolioSite

/// Output stability: the `basic` fixture built end to end must give exactly the bytes recorded in
/// `Fixtures/basic-output.golden` (one FNV-1a 64 hash per file). Refactorings of the pipeline,
/// the writer or the renderer must not change the site; an intended change re-records the file
/// with `FOLIO_UPDATE_GOLDEN=1 swift test --filter OutputStabilityTests` and says why in its commit.
@Suite("Output stability")
struct OutputStabilityTests {
    static let golden = SiteFixture.testsDirectory.appendingPathComponent("Fixtures/basic-output.golden")

    /// FNV-1a, 64 bits: enough to notice any change to a file, with no dependency.
    static func fnv1a(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    static func manifest(of root: URL) -> String {
        SiteFixture.snapshot(root).sorted { $0.key < $1.key }
            .map { String(format: "%016llx", fnv1a($0.value)) + "  " + $0.key + "\n" }
            .joined()
    }

    @Test func theBasicFixtureBuildsToTheRecordedBytes() throws {
        let output = SiteFixture.temporaryDirectory().appendingPathComponent("site")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        _ = try SiteFixture.build(into: output)
        let actual = Self.manifest(of: output)
        if ProcessInfo.processInfo.environment["FOLIO_UPDATE_GOLDEN"] == "1" {
            try actual.write(to: Self.golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: Self.golden, encoding: .utf8)
        let expectedLines = Set(expected.split(separator: "\n"))
        let actualLines = Set(actual.split(separator: "\n"))
        #expect(actualLines.count > 10, "the fixture builds a whole site")
        #expect(expectedLines.subtracting(actualLines).sorted() == [], "files missing or changed")
        #expect(actualLines.subtracting(expectedLines).sorted() == [], "files new or changed")
    }

    /// A preview's full build (hard-linked generation sink) and `folio build` (staging sink) are the
    /// same pipeline, so they must agree with the same record.
    @Test func aGenerationBuildMatchesTheRecordToo() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let options = BuildOptions(contentDirectory: SiteFixture.basic, outputDirectory: root.appendingPathComponent("site").path)
        _ = try SitePipeline(options: options).fullBuild(into: root.appendingPathComponent("gen-1"))
        let expected = try String(contentsOf: Self.golden, encoding: .utf8)
        #expect(Self.manifest(of: root.appendingPathComponent("gen-1")) == expected)
    }
}
