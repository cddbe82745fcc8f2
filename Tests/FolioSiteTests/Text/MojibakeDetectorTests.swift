import Testing
@testable import FolioSite

@Suite("Mojibake")
struct MojibakeDetectorTests {
    @Test func findsMacRomanSequencesWithColumns() {
        let line: Substring = "why can‚Äôt we ‚Üí go \u{F8FF}üöÄ"
        let found = MojibakeDetector.findings(in: line)
        #expect(found.map(\.repaired) == ["’", "→", "🚀"])
        #expect(found[0].column == 8)
        #expect(found[0].encoding == "Mac Roman")
        #expect(MojibakeDetector.repair(line) == "why can’t we → go 🚀")
    }

    @Test func findsWindows1252AndVariationSelectors() {
        #expect(MojibakeDetector.repair("donâ€™t") == "don’t")
        #expect(MojibakeDetector.repair("star ‚≠êÔ∏è!") == "star ⭐️!")
    }

    @Test func leavesRealTextAlone() {
        for text in ["café naïve Ærø", "“quotes” — dash", "日本語のテキスト", "Ä Ö Ü ß", "plain ascii"] {
            #expect(MojibakeDetector.findings(in: Substring(text)).isEmpty, "\(text)")
        }
    }
}
