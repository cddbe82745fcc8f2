import Foundation
import Testing
@testable import Highlight

/// Kept coloured blocks: served only to the build that wrote them, byte for byte what colouring
/// gives, never from a damaged file, and the file written only when it would change.
@Suite struct KeptBlocksTests {
    let folder: URL = FileManager.default.temporaryDirectory.appendingPathComponent("kept-blocks-\(UUID().uuidString)")
    var file: String { folder.appendingPathComponent("highlights.cache").path }
    let swift = "// note\nlet name = \"<Folio>\"\nfunc go() -> Int { 42 }\n"
    let python = "def go():\n    return 'x'  # done\n"

    /// A build that colours `blocks` with a keeping highlighter and saves; returns its HTML.
    private func build(_ blocks: [(String, String)], identity: String = "test 1", usedOnly: Bool = false) throws -> [String?] {
        let highlighter = SyntaxHighlighter(keepingBlocksIn: file, identity: identity)
        let html = blocks.map { highlighter.html(code: $0.0, language: $0.1) }
        try highlighter.saveKeptBlocks(usedOnly: usedOnly)
        return html
    }

    private func modified() -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate] as? Date
    }

    @Test func aKeptBlockIsServedByteForByteAsColouringGivesIt() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try build([(swift, "swift"), (python, "py")])
        #expect(FileManager.default.fileExists(atPath: file))
        let kept = KeptBlocks(path: file, identity: "test 1")
        #expect(kept.holdsBlocks)
        #expect(kept.html(language: "swift", code: Array(swift.utf8)) == first[0])
        #expect(kept.html(language: "python", code: Array(python.utf8)) == first[1])
        #expect(kept.html(language: "swift", code: Array((swift + " ").utf8)) == nil)
        #expect(kept.html(language: "rust", code: Array(swift.utf8)) == nil)
        let fresh = SyntaxHighlighter()
        #expect(first[0] == fresh.html(code: swift, language: "swift"))
        #expect(try build([(swift, "swift"), (python, "python")]) == first)
    }

    @Test func anotherBuildsFileIsNotUsedAndIsRewritten() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try build([(swift, "swift")], identity: "test 1")
        #expect(KeptBlocks(path: file, identity: "test 2").html(language: "swift", code: Array(swift.utf8)) == nil)
        #expect(!KeptBlocks(path: file, identity: "test 2").holdsBlocks)
        _ = try build([(swift, "swift")], identity: "test 2")
        #expect(KeptBlocks(path: file, identity: "test 2").html(language: "swift", code: Array(swift.utf8)) != nil)
        #expect(KeptBlocks(path: file, identity: "test 1").html(language: "swift", code: Array(swift.utf8)) == nil)
    }

    @Test func aDamagedRecordIsColouredAgainNeverServed() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = try build([(swift, "swift")])
        var bytes = try #require(FileManager.default.contents(atPath: file).map { [UInt8]($0) })
        // Change one byte of the stored HTML ("hl-kw" → "hl-kx"): the record's check fails.
        let marker = Array("hl-kw".utf8)
        let at = try #require((0...(bytes.count - marker.count)).last { bytes[$0..<$0 + marker.count].elementsEqual(marker) })
        bytes[at + 4] = UInt8(ascii: "x")
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        #expect(KeptBlocks(path: file, identity: "test 1").html(language: "swift", code: Array(swift.utf8)) == nil)
        #expect(try build([(swift, "swift")]) == expected)
        // Rewritten with the block coloured again: served now.
        #expect(KeptBlocks(path: file, identity: "test 1").html(language: "swift", code: Array(swift.utf8)) == expected[0])
    }

    @Test func aFileCutShortIsRefusedWithAWarningAndRewritten() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = try build([(swift, "swift"), (python, "python")])
        let bytes = try #require(FileManager.default.contents(atPath: file))
        // Cut inside the index: the file is refused whole.
        try bytes.prefix(KeptBlocksFile.head(identity: "test 1", count: 2).count + 10).write(to: URL(fileURLWithPath: file))
        let highlighter = SyntaxHighlighter(keepingBlocksIn: file, identity: "test 1")
        #expect(highlighter.html(code: swift, language: "swift") == expected[0])
        let warning = try highlighter.saveKeptBlocks(usedOnly: false)
        #expect(warning?.contains("damaged") == true)
        #expect(KeptBlocks(path: file, identity: "test 1").html(language: "swift", code: Array(swift.utf8)) == expected[0])
    }

    @Test func aRecordCutShortIsColouredAgain() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = try build([(swift, "swift"), (python, "python")])
        let bytes = try #require(FileManager.default.contents(atPath: file))
        try bytes.prefix(bytes.count - 3).write(to: URL(fileURLWithPath: file))
        #expect(try build([(swift, "swift"), (python, "python")]) == expected)
        let kept = KeptBlocks(path: file, identity: "test 1")
        #expect(kept.html(language: "swift", code: Array(swift.utf8)) == expected[0])
        #expect(kept.html(language: "python", code: Array(python.utf8)) == expected[1])
    }

    @Test func theFileIsWrittenOnlyWhenItWouldChange() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try build([(swift, "swift"), (python, "python")])
        let written = try #require(modified())
        Thread.sleep(forTimeInterval: 0.02)
        _ = try build([(swift, "swift")])
        #expect(modified() == written, "nothing new coloured: not rewritten")
        // A render of every page keeps only the blocks in use.
        _ = try build([(swift, "swift")], usedOnly: true)
        let kept = KeptBlocks(path: file, identity: "test 1")
        #expect(kept.html(language: "swift", code: Array(swift.utf8)) != nil)
        #expect(kept.html(language: "python", code: Array(python.utf8)) == nil)
    }

    @Test func theHashIsStableAndSpreads() {
        #expect(KeptBlocksFile.hash([]) != KeptBlocksFile.hash([0]))
        #expect(KeptBlocksFile.hash(Array("abcdefgh".utf8)) != KeptBlocksFile.hash(Array("abcdefgi".utf8)))
        #expect(KeptBlocksFile.hash(Array("abc".utf8)) == KeptBlocksFile.hash(Array("abc".utf8)))
        let hashes = Set((0..<10_000).map { KeptBlocksFile.hash(Array("block \($0)".utf8)) })
        #expect(hashes.count == 10_000)
    }
}
