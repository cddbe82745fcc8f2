import Foundation
import Testing
@testable import FolioSite

/// Issue 11, findings 1 and 2: front matter nested thousands of levels deep crashed the build
/// (stack overflow while Yams composed it), and YAML aliases expanded a small note into
/// gigabytes, or were cut without a word. Each is now an error at the note's line and column,
/// the page still builds, and the build stays fast.
@Suite("Hostile front matter, end to end")
struct HostileFrontMatterTests {
    /// Flow and block nesting 5,000 levels deep: 10 KB notes that used to end in SIGSEGV.
    @Test func deepNestingIsRefusedNotACrash() throws {
        let depth = 5_000
        let fixture = try HostileNoteFixture([
            "flow-list.md": "---\ntitle: " + String(repeating: "[", count: depth) + "x" + String(repeating: "]", count: depth) + "\n---\n# Flow list\n",
            "flow-map.md": "---\ntitle: " + String(repeating: "{a: ", count: depth) + "x" + String(repeating: "}", count: depth) + "\n---\n# Flow map\n",
            "block.md": "---\ntitle:\n" + String(repeating: "- ", count: depth) + "x\n---\n# Block\n",
            "fine.md": "---\ntitle: Fine\ntags: [a, [b, {c: d}]]\n---\n# Fine\n",
        ])
        defer { fixture.remove() }
        let (report, seconds) = try fixture.build()
        #expect(seconds < 10, "took \(seconds) s")
        #expect(report.pages == 4)
        let refused = report.diagnostics.filter { $0.message.contains("levels deep") }
        #expect(Set(refused.map { ($0.file as NSString).lastPathComponent }) == ["flow-list.md", "flow-map.md", "block.md"])
        for diagnostic in refused {
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.line == (diagnostic.file.hasSuffix("block.md") ? 3 : 2), "\(diagnostic)")
            #expect(diagnostic.column > 1, "\(diagnostic)")
        }
        #expect(!report.diagnostics.contains { $0.file.hasSuffix("fine.md") })
        #expect(fixture.page("flow-list.html").contains("Flow list"))
    }

    /// 10,000 uses of a 100 KB anchor: 16 s and 2 GB before, refused at the alias now.
    @Test func aliasExpansionIsBoundedAndReported() throws {
        let anchor = String(repeating: "y", count: 100_000)
        let uses = Array(repeating: "*big", count: 10_000).joined(separator: ", ")
        var laughs = ["l0: &l0 lol"]
        for level in 1...9 { laughs.append("l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ",") + "]") }
        let fixture = try HostileNoteFixture([
            "anchor.md": "---\ntitle: Anchor\nbig: &big \(anchor)\nuse: [\(uses)]\n---\n# Anchor\n",
            "laughs.md": "---\n" + laughs.joined(separator: "\n") + "\n---\n# Laughs\n",
            "modest.md": "---\ntitle: Modest\nwho: &who Ada\nauthor: *who\nlist: &l [a, b]\ntags: *l\n---\n# Modest\n",
        ])
        defer { fixture.remove() }
        let (report, seconds) = try fixture.build()
        #expect(seconds < 10, "took \(seconds) s")
        let anchorError = try #require(report.diagnostics.first { $0.file.hasSuffix("anchor.md") })
        #expect(anchorError.severity == .error)
        #expect(anchorError.message.contains("aliases expand"), "\(anchorError)")
        #expect(anchorError.line == 4 && anchorError.column == 7, "at the first alias of 'use': \(anchorError)")
        let laughsError = try #require(report.diagnostics.first { $0.file.hasSuffix("laughs.md") })
        #expect(laughsError.severity == .error && laughsError.message.contains("aliases expand"), "\(laughsError)")
        #expect(laughsError.line > 2, "\(laughsError)")
        #expect(!report.diagnostics.contains { $0.file.hasSuffix("modest.md") }, "ordinary aliases still work")
        #expect(fixture.page("modest.html").contains("<meta name=\"author\" content=\"Ada\">"))
        #expect(fixture.page("anchor.html").utf8.count < 1_000_000)
    }

    /// A key given twice is reported on both front matter paths: the flat fast path (only
    /// `key: value` lines) and Yams (anything else), and in nested mappings.
    @Test func duplicateKeysWarn() throws {
        let fixture = try HostileNoteFixture([
            "flat.md": "---\ntitle: One\nauthor: Ada\ntitle: Two\n---\nBody\n",
            "yams.md": "---\ntitle: One\ntags: [a, b]\ntitle: Two\nextra: {k: 1, k: 2}\n---\nBody\n",
        ])
        defer { fixture.remove() }
        let (report, _) = try fixture.build()
        let duplicates = report.diagnostics.filter { $0.message.contains("duplicate") }.sorted()
        #expect(duplicates.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column)" }
            == ["flat.md:4:1", "yams.md:4:1", "yams.md:5:15"], "\(duplicates)")
        #expect(duplicates.allSatisfy { $0.severity == .warning && $0.message.contains("'title'") || $0.message.contains("'k'") })
        #expect(fixture.page("flat.html").contains("<title>One"), "the first value stands, as before")
    }
}
