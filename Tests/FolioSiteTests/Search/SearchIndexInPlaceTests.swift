import Foundation
import Testing
@testable import FolioSite

/// `folio serve`'s search index rebuilt in place (``SearchIndexPhase/inPlace``): the output folder is a
/// hard-link copy of the last build's, so a body edit keeps every block and term shard it does not
/// touch where it is and patches the shards of the changed words, and the index is still byte for byte
/// a cold build's.
///
/// The site is big enough for several blocks of text (48 KB each) and term shards (48 KB each): 90 notes
/// of 300 words drawn from a vocabulary of 6,000.
@Suite struct SearchIndexInPlaceTests {
    static func word(_ number: Int) -> String {
        // Letters only (a digit-free word is one token), distinct per number.
        var value = number + 1, letters = ""
        while value > 0 {
            letters.append(Character(Unicode.Scalar(UInt8(97 + value % 26))))
            value /= 26
        }
        return "q" + letters + "x"
    }

    static func note(_ number: Int, extra: String = "") -> String {
        var state = UInt64(number) &* 0x9E37_79B9_7F4A_7C15 | 1
        var words: [String] = []
        for _ in 0..<300 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            words.append(word(Int(state >> 33) % 6_000))
        }
        return "---\ntitle: Note \(number)\n---\n\(words[0..<150].joined(separator: " "))\(extra)\n\n## Part two\n\n"
            + words[150...].joined(separator: " ") + "\n"
    }

    @Test func aBodyEditKeepsTheOtherBlocksAndShardsInPlaceAndIsTheColdBuild() throws {
        let site = try BuildCacheSite(seed: 3, notes: 0)
        for number in 0..<90 { try site.write(Self.note(number), to: "content/n\(number).md") }
        let pipeline = SitePipeline(options: site.options(output: site.warmOutput, cached: false))
        var generation = site.root.appendingPathComponent("gen-0")
        _ = try pipeline.fullBuild(into: generation)
        let index = BuildCacheSite.files(generation).keys
        #expect(index.count { $0.hasPrefix("_folio/search/d/") } >= 4, "several text blocks")
        #expect(index.count { $0.hasPrefix("_folio/search/t/") } >= 4, "several term shards")

        // Each edit: a new word; a heading changed; two words added to the note edited just before (it
        // patches the terms the first patch kept); two new words and a new section.
        let edits: [(note: Int, text: String)] = [
            (7, Self.note(7, extra: " qbrandnewx")),
            (42, String(Self.note(42).replacingOccurrences(of: "## Part two", with: "## Part three"))),
            (42, Self.note(42, extra: " \(Self.word(5)) \(Self.word(6))")),
            (88, Self.note(88).replacingOccurrences(of: "## Part two", with: "Short now.\n\n## Part two")),
        ]
        for (step, edit) in edits.enumerated() {
            try site.write(edit.text, to: "content/n\(edit.note).md")
            let next = site.root.appendingPathComponent("gen-\(step + 1)")
            try ServeRebuildDifferentialTests.linkedCopy(of: generation, to: next)
            let path = site.content.appendingPathComponent("n\(edit.note).md").standardizedFileURL.path
            let result = try pipeline.rebuild(changed: [path], into: next)
            generation = next
            #expect(result.report.reusedSearchBlocks >= 3, "edit \(step + 1): \(result.report.reusedSearchBlocks) blocks kept")
            #expect(result.report.reusedSearchShards >= 2, "edit \(step + 1): \(result.report.reusedSearchShards) shards kept")
            let cold = site.root.appendingPathComponent("cold-\(step + 1)")
            _ = try SiteBuilder(options: site.options(output: cold, cached: false)).build()
            let served = BuildCacheSite.files(next), built = BuildCacheSite.files(cold).filter { $0.key != ".folio-manifest" }
            #expect(served == built, "edit \(step + 1): \(built.keys.sorted().filter { served[$0] != built[$0] }.prefix(5)) differ")
        }
    }
}
