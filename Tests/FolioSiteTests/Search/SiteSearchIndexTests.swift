import CIgzip
import Foundation
import Testing
@testable import FolioSite

/// The search index as `folio build` writes it (README "Search"): what is indexed, what is not, the
/// switches, and that the compressed text decodes.
@Suite struct SiteSearchIndexTests {
    static func site(config: String = "title: Searchable\n") throws -> (root: URL, output: URL) {
        let root = SiteFixture.temporaryDirectory()
        try SiteFixture.write([
            "folio.yml": config,
            "content/networking.md": """
            ---
            title: Networking guide
            tags: [transport]
            ---
            # Networking guide

            Intro about sockets.

            ## Retries

            Requests are retried with exponential backoff.

            ```mermaid
            flowchart LR
              A[Client] --> B[URLSession pipeline]
            ```
            """,
            "content/private.md": "---\ntitle: Hidden note\nsearch: false\n---\n# Hidden note\n\nSecretword appears here.\n",
            "content/other.md": "# Other\n\nNothing about networks.\n",
        ], under: root)
        let output = root.appendingPathComponent("site")
        _ = try SiteFixture.build(root.appendingPathComponent("content").path, into: output)
        return (root, output)
    }

    static func indexText(_ output: URL) -> String {
        SiteFixture.snapshot(output.appendingPathComponent("_folio/search"))
            .sorted { $0.key < $1.key }.map { String(decoding: $0.value, as: UTF8.self) }.joined(separator: "\n")
    }

    @Test func indexesTitlesHeadingsTextAndDiagramLabels() throws {
        let (root, output) = try Self.site()
        defer { try? FileManager.default.removeItem(at: root) }
        let index = Self.indexText(output)
        #expect(index.contains("folioSearch.meta({\"v\":3,\"docs\":2,"))
        for stem in ["\"network\":", "\"retri\":", "\"urlsess\":", "\"socket\":", "\"transport\":"] {
            #expect(index.contains(stem), "stem \(stem) indexed")
        }
        #expect(index.contains("\"networking.html\",\"Networking guide\""))
        #expect(index.contains("\"retries\",\"Retries\""))
        let page = SiteFixture.read(output, "networking.html")
        #expect(page.contains("data-search"))
        #expect(page.contains("role=\"combobox\""))
    }

    @Test func frontMatterSearchFalseLeavesThePageOut() throws {
        let (root, output) = try Self.site()
        defer { try? FileManager.default.removeItem(at: root) }
        let index = Self.indexText(output)
        #expect(!index.contains("secretword"))
        #expect(!index.contains("private.html"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("private.html").path))
    }

    @Test func configSearchFalseWritesNoIndexAndNoBox() throws {
        let (root, output) = try Self.site(config: "title: Quiet\nsearch: false\n")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("_folio/search").path))
        #expect(!SiteFixture.read(output, "networking.html").contains("data-search"))
    }

    @Test func compressedTextDecodesToTheSections() throws {
        let (root, output) = try Self.site()
        defer { try? FileManager.default.removeItem(at: root) }
        let block = try #require(SiteFixture.snapshot(output.appendingPathComponent("_folio/search"))
            .first { $0.key.hasPrefix("d/") }?.value)
        let text = String(decoding: block, as: UTF8.self)
        let parts = text.split(separator: "\"")
        let payload = try #require(parts.dropLast().last.map(String.init))
        let gzip = try #require(Data(base64Encoded: payload))
        let plain = try #require(PrecompressorTests.gunzip(gzip))
        // A tab before each page, its sections' texts joined by line feeds (what `search.js` splits).
        #expect(plain.first == 0x09)
        let sections = String(decoding: plain.dropFirst(), as: UTF8.self)
            .split(separator: "\t", omittingEmptySubsequences: false)
            .map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        #expect(sections.count == 2)
        #expect(sections.joined().contains { $0.contains("exponential backoff") })
        #expect(sections.joined().contains { $0.contains("URLSession pipeline") })
    }

    @Test func identicalBuildsWriteIdenticalIndexes() throws {
        let (root, output) = try Self.site()
        defer { try? FileManager.default.removeItem(at: root) }
        let again = root.appendingPathComponent("again")
        _ = try SiteFixture.build(root.appendingPathComponent("content").path, into: again)
        #expect(SiteFixture.snapshot(output.appendingPathComponent("_folio/search"))
                == SiteFixture.snapshot(again.appendingPathComponent("_folio/search")))
    }
}

/// The compressed-block memory `folio serve` rebuilds use.
@Suite struct SearchTextCompressorTests {
    @Test func reusesTheLastBuildsBlocksAndForgetsOlderOnes() throws {
        let compressor = SearchTextCompressor()
        let text = Array(String(repeating: "searchable words ", count: 200).utf8)
        let first = try #require(compressor.gzip(text))
        #expect(PrecompressorTests.gunzip(Data(first)) == Data(text))
        compressor.startBuild()
        #expect(compressor.gzip(text) == first)
        compressor.startBuild()
        compressor.startBuild()   // two builds without it: dropped, compressed again, same bytes
        #expect(compressor.gzip(text) == first)
        #expect(SearchTextCompressor.gzip([]) != nil)
    }

    /// A compressor placed in memory that held 1 in every 16-bit word writes what one in zeroed memory
    /// writes: ISA-L 2.30's init leaves the stream's window size as the memory held it, and 1 there meant
    /// a 2-byte window (1.8× the bytes) for every block that compressor took, until `hist_bits` was set.
    @Test func aCompressorInReusedMemoryUsesTheFullWindow() throws {
        let text = Array(String(repeating: "\tParses the task view, then renders each slug it parses. ", count: 900).utf8)
        let size = folio_igzip_size()
        func compress(filling word: UInt16) throws -> [UInt8] {
            let memory = try #require(aligned_alloc(64, (size + 63) / 64 * 64))
            defer { free(memory) }
            memory.initializeMemory(as: UInt16.self, repeating: word, count: size / 2)
            let compressor = try #require(folio_igzip_in(memory))
            let bound = folio_igzip_bound(text.count)
            return [UInt8](unsafeUninitializedCapacity: bound) { target, initialized in
                initialized = text.withUnsafeBufferPointer { folio_igzip_compress(compressor, $0.baseAddress, $0.count, target.baseAddress, bound) }
            }
        }
        let zeroed = try compress(filling: 0)
        #expect(PrecompressorTests.gunzip(Data(zeroed)) == Data(text))
        for word: UInt16 in [1, 2, 9, 0xFFFF] {
            let reused = try compress(filling: word)
            let same = reused == zeroed
            #expect(same, "memory of \(word)s: \(reused.count) bytes against \(zeroed.count)")
        }
        #expect(SearchTextCompressor.gzip(text) == zeroed)
    }

    /// The same text gives the same bytes whatever compressor (and so whatever memory) compresses it:
    /// at ISA-L's levels 1 and 2, 2–3% of stream addresses gave other bytes for this very text (a warm
    /// build's search block then differed from a cold build's; on 56 KB blocks 1 or 2 addresses in 65,536,
    /// hence level 0 since stop 91). Compressors are made while others are held, so each lies elsewhere;
    /// with level 2 a run of this test nearly always met a different one.
    @Test func theSameTextGivesTheSameBytesInEveryCompressor() throws {
        let text = Array("\tText 1, see next.\tEdited.\tText 3, see next.\tText 4, see next.".utf8)
        var compressors: [OpaquePointer] = []
        defer { compressors.forEach { folio_igzip_free($0) } }
        var outputs = Set<[UInt8]>()
        for _ in 0..<48 {
            let compressor = try #require(folio_igzip_new())
            compressors.append(compressor)
            let bound = folio_igzip_bound(text.count)
            let output = [UInt8](unsafeUninitializedCapacity: bound) { target, initialized in
                initialized = text.withUnsafeBufferPointer { folio_igzip_compress(compressor, $0.baseAddress, $0.count, target.baseAddress, bound) }
            }
            outputs.insert(output)
        }
        #expect(outputs.count == 1, "\(outputs.count) different outputs")
        #expect(PrecompressorTests.gunzip(Data(try #require(outputs.first))) == Data(text))
    }

    /// Text that does not compress (random bytes, 300 KB: several deflate blocks) still fits the
    /// output room the compressor reserves, and reads back as itself.
    @Test func incompressibleTextFitsAndReadsBack() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let noise = (0..<300_000).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        let packed = try #require(SearchTextCompressor.gzip(noise))
        #expect(packed.count > noise.count - 1_000)
        #expect(PrecompressorTests.gunzip(Data(packed)) == Data(noise))
    }

    /// Compressors are reused across blocks and threads: a block compresses to the same bytes whichever
    /// compressor and thread it gets, and reads back as its text.
    @Test func reusedCompressorsWriteTheSameBytesOnEveryThread() throws {
        let texts = (0..<48).map { index in
            Array((0..<(index * 997 % 60_000)).map { UInt8(truncatingIfNeeded: ($0 * 31 + index) % 251 % 64 + 32) })
        }
        let once = texts.map { SearchTextCompressor.gzip($0) }
        var again = [[UInt8]?](repeating: nil, count: texts.count * 4)
        again.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: texts.count * 4) { index in
                slots.buffer[index] = SearchTextCompressor.gzip(texts[index % texts.count])
            }
        }
        for index in again.indices { #expect(again[index] == once[index % texts.count]) }
        for (text, packed) in zip(texts, once) {
            #expect(PrecompressorTests.gunzip(Data(try #require(packed))) == Data(text))
        }
    }
}
