import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import FolioSite

/// A cached build takes the search index's unchanged document blocks from the last build
/// (``SearchBlockReuse``) and still writes exactly the cold build's index.
@Suite struct SearchBlockReuseTests {
    /// A site whose text fills several 48 KB blocks: 40 notes of about 6 KB each.
    private func makeSite() throws -> (root: URL, content: URL) {
        let root = SiteFixture.temporaryDirectory()
        let content = root.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        for number in 0..<40 {
            var text = "---\ntitle: Note \(number)\n---\n\n# Note \(number)\n\n"
            for paragraph in 0..<60 {
                text += "Paragraph \(paragraph) of note \(number) tells of coordinators, queues and render pipelines in turn.\n\n"
            }
            try Data(text.utf8).write(to: content.appendingPathComponent(String(format: "note-%02d.md", number)))
        }
        return (root, content)
    }

    private func options(_ root: URL, _ content: URL, output: String, cached: Bool) -> BuildOptions {
        var options = BuildOptions(contentDirectory: content.path, outputDirectory: root.appendingPathComponent(output).path, quiet: true)
        if cached {
            options.cacheDirectory = root.appendingPathComponent(".folio-cache").path
            options.cacheIdentity = "folio test"
        }
        return options
    }

    private func blockFiles(_ output: URL) -> [String] {
        let folder = output.appendingPathComponent("_folio/search/d").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func unchangedBlocksAreTakenFromTheLastBuild() throws {
        let (root, content) = try makeSite()
        defer { try? FileManager.default.removeItem(at: root) }
        let warm = options(root, content, output: "site", cached: true)
        let first = try SiteBuilder(options: warm).build()
        #expect(first.reusedSearchBlocks == 0)
        let blocks = blockFiles(root.appendingPathComponent("site"))
        #expect(blocks.count >= 4, "the fixture must fill several blocks: \(blocks)")
        // One note in the middle changes: only its block is built again.
        let note = content.appendingPathComponent("note-12.md")
        try (try String(contentsOf: note, encoding: .utf8) + "\nOne more line.\n").write(to: note, atomically: true, encoding: .utf8)
        let second = try SiteBuilder(options: warm).build()
        #expect(second.reusedSearchBlocks == blocks.count - 1, "\(second.reusedSearchBlocks) of \(blocks.count)")
        let cold = try SiteBuilder(options: options(root, content, output: "cold", cached: false)).build()
        #expect(cold.reusedSearchBlocks == 0)
        #expect(BuildCacheSite.files(root.appendingPathComponent("site")) == BuildCacheSite.files(root.appendingPathComponent("cold")))
    }

    @Test func aChangedBlockFileInTheLiveSiteIsBuiltAgain() throws {
        let (root, content) = try makeSite()
        defer { try? FileManager.default.removeItem(at: root) }
        let warm = options(root, content, output: "site", cached: true)
        _ = try SiteBuilder(options: warm).build()
        let site = root.appendingPathComponent("site")
        let blocks = blockFiles(site)
        // Same size, one byte changed, in the live site's first block.
        let file = site.appendingPathComponent("_folio/search/d/" + blocks[0])
        var bytes = [UInt8](try Data(contentsOf: file))
        bytes[bytes.count / 2] ^= 0x01
        try FileManager.default.removeItem(at: file)
        try Data(bytes).write(to: file)
        let second = try SiteBuilder(options: warm).build()
        #expect(second.reusedSearchBlocks == blocks.count - 1)
        _ = try SiteBuilder(options: options(root, content, output: "cold", cached: false)).build()
        #expect(BuildCacheSite.files(site) == BuildCacheSite.files(root.appendingPathComponent("cold")))
    }

    /// A block file touched in the live site (new time, same bytes) is read and checked instead of being
    /// trusted by its stamp, and still reused; with `compress: true` (precompressed siblings, which a
    /// linked file would not bring) every file is written, and the site is the cold build's.
    @Test(arguments: [false, true])
    func touchedAndCompressedBlocksStillGiveTheColdBuild(_ compress: Bool) throws {
        let (root, content) = try makeSite()
        defer { try? FileManager.default.removeItem(at: root) }
        if compress { try Data("title: Blocks\ncompress: true\n".utf8).write(to: content.appendingPathComponent("folio.yml")) }
        let warm = options(root, content, output: "site", cached: true)
        _ = try SiteBuilder(options: warm).build()
        let site = root.appendingPathComponent("site")
        let blocks = blockFiles(site).filter { $0.hasSuffix(".js") }
        #expect(utimensat(AT_FDCWD, site.appendingPathComponent("_folio/search/d/" + blocks[1]).path, nil, 0) == 0)
        let second = try SiteBuilder(options: warm).build()
        #expect(second.reusedSearchBlocks == blocks.count, "\(second.reusedSearchBlocks) of \(blocks.count)")
        let third = try SiteBuilder(options: warm).build()
        #expect(third.reusedSearchBlocks == blocks.count)
        _ = try SiteBuilder(options: options(root, content, output: "cold", cached: false)).build()
        #expect(BuildCacheSite.files(site) == BuildCacheSite.files(root.appendingPathComponent("cold")))
    }

    @Test func onlyBlockNamesAreReadBack() {
        #expect(SearchBlockReuse.blockNumber("d/3.0123abcd.js", folder: "d") == 3)
        #expect(SearchBlockReuse.blockNumber("h/3.0123abcd.js", folder: "h") == 3)
        #expect(SearchBlockReuse.blockNumber("h/3.0123abcd.js", folder: "d") == nil)
        for path in ["../d/3.0123abcd.js", "d/../3.0123abcd.js", "t/3.0123abcd.js", "d/03.0123abcd.js", "d/3.0123ABCD.js",
                     "d/3.0123abc.js", "d/3.0123abcd.json", "d/3/0123abcd.js", "/etc/passwd", "d/-3.0123abcd.js"] {
            #expect(SearchBlockReuse.blockNumber(path, folder: "d") == nil, "\(path)")
        }
    }
}
