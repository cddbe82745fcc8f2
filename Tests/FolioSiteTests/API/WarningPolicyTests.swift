// Why: warnings.ignore / warnings.error in folio.yml and --warn-error decide what a build reports
// and its exit status; the policy must match codes exactly as documented and never drop errors.
import Foundation
import Testing
@testable import FolioSite

@Suite struct WarningPolicyTests {
    private func diagnostic(_ code: String, _ severity: Diagnostic.Severity = .warning) -> Diagnostic {
        Diagnostic(file: "a.md", line: 1, column: 1, severity: severity, message: code, code: code)
    }

    @Test func codesMatchInFullOrByBareNameInAnyCase() {
        #expect(DiagnosticCode.matches("mermaid[look-drawn-classic]", "mermaid[look-drawn-classic]"))
        #expect(DiagnosticCode.matches("Look-Drawn-Classic", "mermaid[look-drawn-classic]"))
        #expect(!DiagnosticCode.matches("handdrawn", "mermaid[look-drawn-classic]"))
        #expect(!DiagnosticCode.matches("folio[look-drawn-classic]", "mermaid[look-drawn-classic]"))
        #expect(DiagnosticCode.isKnown("broken-link") && !DiagnosticCode.isKnown("broken-links"))
        #expect(WarningPolicy.suggestion(for: "broken-links") == DiagnosticCode.brokenLink)
        #expect(WarningPolicy.suggestion(for: "zzzz") == nil)
    }

    @Test func ignoredAndPromotedWarningsButErrorsStay() {
        let policy = WarningPolicy(ignored: ["broken-image", "folio[config]"], errors: ["broken-link", "broken-image"])
        let out = policy.apply([diagnostic(DiagnosticCode.brokenImage), diagnostic(DiagnosticCode.brokenLink),
                                diagnostic(DiagnosticCode.config, .error), diagnostic(DiagnosticCode.mojibake)])
        #expect(out.map(\.code) == [DiagnosticCode.brokenLink, DiagnosticCode.config, DiagnosticCode.mojibake])
        #expect(out.map(\.severity) == [.error, .error, .warning], "ignoring never hides an error")
        #expect(WarningPolicy(strict: true).apply([diagnostic(DiagnosticCode.mojibake)]).first?.severity == .error)
    }

    @Test func aBuildAppliesFolioYMLAndTheCommandLine() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("# A\n\n![x](gone.png) [y](gone.md)\n".utf8).write(to: content.appendingPathComponent("a.md"))
        try Data("warnings:\n  ignore: [broken-image]\n".utf8).write(to: root.appendingPathComponent("folio.yml"))
        let output = root.appendingPathComponent("_site")
        let report = try SiteFixture.build(content.path, into: output) { $0.warningsAsErrors = ["folio[broken-link]"] }
        #expect(report.diagnostics.map(\.code) == [DiagnosticCode.brokenLink], "\(report.diagnostics)")
        #expect(report.errorCount == 1 && !report.succeeded)
    }
}
