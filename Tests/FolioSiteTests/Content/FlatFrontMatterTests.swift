import Testing
@testable import FolioSite

/// The flat reader must agree with Yams on everything it accepts, and decline the rest.
@Suite("Flat front matter against Yams")
struct FlatFrontMatterTests {
    private func expectAgreement(_ yaml: String) {
        guard let flat = FlatFrontMatter.parse(yaml, firstLine: 2) else { return }
        let yams = FrontMatterParser.parseWithYams(yaml, firstLine: 2)
        #expect(yams.error == nil, "Yams rejects what the flat reader accepted: \(yaml)")
        #expect(flat.entries.map(\.key) == yams.entries.map(\.key), "\(yaml)")
        #expect(flat.entries.map(\.value) == yams.entries.map(\.value), "\(yaml)")
        #expect(flat.keyLines == yams.keyLines, "\(yaml)")
        #expect(flat.warnings == yams.warnings, "\(yaml)")
    }

    @Test func readsNotesAndJekyllStyle() {
        let notes = "created: 2024-10-01 10:00:00\nauthor: Ada Lovelace\nversion: \"1.8\"\nlicense(s): MIT, CC BY 4.0\n"
            + "copyright: Copyright (c) 2024 Ada. All Rights Reserved.\nempty:\nnothing: ~\nquoted: 'single'\n"
        let flat = FlatFrontMatter.parse(notes, firstLine: 2)
        #expect(flat?.value("license(s)") == .string("MIT, CC BY 4.0"))
        #expect(flat?.value("version") == .string("1.8"))
        #expect(flat?.value("empty") == .null)
        #expect(flat?.value("nothing") == .null)
        #expect(flat?.line("copyright") == 6)
        expectAgreement(notes)
        expectAgreement("a: b\nc: d\na: e\n")
        #expect(FlatFrontMatter.parse("a: b\nc: d\na: e\n", firstLine: 2)?.warnings.map(\.line) == [4])
        expectAgreement("layout: post\ntitle: \"Building SwiftUI apps\"\ndate: 2021-05-15 09:00:00 +0200\ncategories: swift markdown\n")
    }

    @Test func declinesWhatNeedsYAML() {
        for yaml in ["tags:\n  - a\n  - b", "a: [x, y]", "a: {b: c}", "a: |\n  text", "a: >\n  text", "# comment\na: b",
                     "a: b # comment", "a: &x y\nb: *x", "a: !!str 1", "a: \"esc\\n\"", "a: 'it''s'",
                     "a: b\n  continued", "\ta: b", "a:b", "a: b:", "a: - x", "- a", "? a\n: b", "a: \"open", "a: @x", "a: `x`"] {
            #expect(FlatFrontMatter.parse(yaml, firstLine: 2) == nil, "\(yaml)")
        }
    }

    /// Front matter assembled from pieces, in a seeded order: whatever the reader accepts,
    /// Yams must read the same way.
    @Test func generatedFrontMatterAgreesWithYams() {
        let keys = ["title", "author", "license(s)", "date_created", "v.2", "Key-Name", "null", "x"]
        let values = ["", "plain text", "MIT, CC BY 4.0", "\"quoted: yes\"", "'single # not comment'", "2021-05-15 09:00:00 +0200",
                      "1.0", "true", "~", "null", "C#", "a:b", "é ü 日本", "\"\"", "''", "100%", "x,y", "(c) 2024", "a - b", "#x",
                      "a #x", "a: b", "[x]", "x]", "\"a\\\"b\"", "'a''b'", "yes please", "NULL", "Null", "*star", "-1"]
        var numbers = SeededNumbers(seed: 0x2545_F491_4F6C_DD1D)
        var accepted = 0
        for _ in 0..<600 {
            var lines: [String] = []
            for _ in 0..<(1 + numbers.next(6)) {
                let separator = [": ", ":  ", ":", ": "][numbers.next(4)]
                lines.append(keys[numbers.next(keys.count)] + separator + values[numbers.next(values.count)] + (numbers.next(5) == 0 ? "  " : ""))
                if numbers.next(8) == 0 { lines.append("") }
            }
            let yaml = lines.joined(separator: "\n")
            if FlatFrontMatter.parse(yaml, firstLine: 2) != nil { accepted += 1 }
            expectAgreement(yaml)
        }
        #expect(accepted > 50, "the generator should exercise the flat reader, not only its refusals")
    }
}
