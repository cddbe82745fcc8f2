import Foundation
import Testing
@testable import FolioSite

/// Issue 11, finding 8: invalid UTF-8, NUL bytes and UTF-16 notes were accepted silently (the
/// bytes repaired to U+FFFD, a UTF-16 note became a page of replacement characters). Each is a
/// warning at the first place it happens; UTF-16 with a byte order mark is decoded.
@Suite("Hostile note encodings, end to end")
struct HostileEncodingTests {
    @Test func invalidUTF8NulAndUTF16Warn() throws {
        let utf16 = "---\ntitle: Sixteen\n---\n\n# Hello é\n"
        var notes: [String: [UInt8]] = [:]
        let badStart: [UInt8] = Array("---\ntitle: Bad\n---\r\n\nline one\nbroken ".utf8)
        let badMiddle: [UInt8] = Array(" and ".utf8)
        let badEnd: [UInt8] = Array(" there\n".utf8)
        notes["bad.md"] = badStart + [0xFF, 0xFE] + badMiddle + [0xC3] + badEnd
        let nulStart: [UInt8] = Array("# Nul\n\nab".utf8)
        notes["nul.md"] = nulStart + [0, 99, 100, 0, 10]
        var little: [UInt8] = [0xFF, 0xFE]
        for unit in utf16.utf16 { little += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        notes["le.md"] = little
        var big: [UInt8] = [0xFE, 0xFF]
        for unit in "# Big é\n".utf16 { big += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        notes["be.md"] = big
        notes["typed.md"] = Array("# Typed \u{FFFD} on purpose\n".utf8)
        let bomText: [UInt8] = Array("# BOM é\n".utf8)
        notes["bom.md"] = [0xEF, 0xBB, 0xBF] + bomText
        let fixture = try HostileNoteFixture(notes)
        defer { fixture.remove() }
        let (report, _) = try fixture.build()
        func warnings(_ name: String) -> [Diagnostic] {
            report.diagnostics.filter { ($0.file as NSString).lastPathComponent == name }
        }
        let bad = warnings("bad.md")
        #expect(bad.count == 1 && bad.first?.severity == .warning, "\(bad)")
        #expect(bad.first?.line == 6 && bad.first?.column == 8, "\(bad)")
        #expect(bad.first?.message.contains("3 invalid UTF-8") == true, "\(bad)")
        let nul = warnings("nul.md")
        #expect(nul.count == 1 && nul.first?.line == 3 && nul.first?.column == 3, "\(nul)")
        #expect(nul.first?.message.contains("NUL") == true)
        for name in ["le.md", "be.md"] {
            let found = warnings(name)
            #expect(found.count == 1 && found.first?.message.contains("UTF-16") == true, "\(name): \(found)")
            #expect(found.first?.line == 1 && found.first?.column == 1)
        }
        #expect(fixture.page("le.html").contains("<title>Sixteen"), "UTF-16 front matter is read")
        #expect(fixture.page("le.html").contains("Hello é"))
        #expect(fixture.page("be.html").contains("Big é"))
        #expect(warnings("typed.md").isEmpty, "a U+FFFD typed by the author is not a decoding problem")
        #expect(warnings("bom.md").isEmpty, "a UTF-8 byte order mark is fine")
    }
}
