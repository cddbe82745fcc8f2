// Why: what `folio build` prints about problems is read by people (codes, grouping, --quiet), by CI
// (exit status, GitHub annotations) and by editors (--format json). These run the real binary on a
// small site written here, and on the seed notes when ../shared/seeds exists.
import Foundation
import Testing

@Suite struct DiagnosticsReportingTests {
    private typealias CLI = MermaidCommandTests

    /// Three diagrams with `look: neo` (drawn classic, with a warning) and a misplaced `graph:` section, and one broken image.
    static let note = """
        # Noisy

        ![chart](missing.png)

        \(diagram("A")) \(diagram("B")) \(diagram("C"))
        """

    static func diagram(_ name: String) -> String {
        "\n```mermaid\n---\nconfig:\n  look: neo\n  graph:\n    curve: linear\n---\nflowchart LR\n  \(name) --> \(name)2\n```\n"
    }

    /// A site folder holding Content/noisy.md and, when given, folio.yml.
    static func site(folioYML: String? = nil) throws -> URL {
        let root = try CLI.temporaryFolder()
        let content = root.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data(note.utf8).write(to: content.appendingPathComponent("noisy.md"))
        if let folioYML { try Data(folioYML.utf8).write(to: root.appendingPathComponent("folio.yml")) }
        return root
    }

    @Test func warningsShowTheirCodeAndIdenticalOnesAreGrouped() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let root = try Self.site()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CLI.run(["build"], in: root)
        #expect(run.status == 0)
        #expect(run.errors.contains("warning: diagram 1: look 'neo' is drawn as the classic look [mermaid[look-drawn-classic]]"),
                "\(run.errors)")
        #expect(run.errors.contains("[mermaid[misplaced-config-section]]"))
        #expect(run.errors.contains("warning: broken image 'missing.png'") && run.errors.contains("[folio[broken-image]]"))
        #expect(run.errors.components(separatedBy: "× 2 more in Content/noisy.md (lines ").count == 3,
                "both repeated warnings grouped: \(run.errors)")
        #expect(!run.errors.contains("diagram 2: look"), "the repeats are counted, not printed")
        #expect(run.output.contains("— 7 warnings"), "the summary counts every warning: \(run.output)")
    }

    @Test func quietPrintsOnlyTheSummaryAndErrors() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let root = try Self.site()
        defer { try? FileManager.default.removeItem(at: root) }
        let quiet = try CLI.run(["build", "--quiet"], in: root)
        #expect(quiet.status == 0)
        #expect(quiet.errors.isEmpty, "\(quiet.errors)")
        #expect(quiet.output.split(separator: "\n").count == 1 && quiet.output.hasPrefix("Built 1 page, 3 diagrams"))
        let promoted = try CLI.run(["build", "-q", "--warn-error", "broken-image"], in: root)
        #expect(promoted.status == 1, "--warn-error makes the build fail")
        #expect(promoted.errors.contains("error: broken image 'missing.png'"))
        #expect(!promoted.errors.contains("look 'neo'"), "other warnings stay hidden")
        #expect(promoted.output.contains("— 1 error, 6 warnings"), "\(promoted.output)")
    }

    @Test func folioYMLIgnoresAndPromotesCodesAndFlagsUnknownOnes() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let yml = "warnings:\n  ignore: [look-drawn-classic, \"mermaid[misplaced-config-section]\"]\n  error: [broken-image]\n"
        let root = try Self.site(folioYML: yml)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CLI.run(["build"], in: root)
        #expect(run.status == 1)
        #expect(run.output.contains("— 1 error\n"), "6 diagram warnings ignored, the image an error: \(run.output)")
        #expect(!run.errors.contains("look 'neo'") && !run.errors.contains("'graph'"))

        let typo = try Self.site(folioYML: "warnings:\n  ignore: [look-drawn-clasic]\n")
        defer { try? FileManager.default.removeItem(at: typo) }
        let warned = try CLI.run(["build"], in: typo)
        #expect(warned.errors.contains("unknown warning code 'look-drawn-clasic' in warnings.ignore, did you mean 'mermaid[look-drawn-classic]'?"),
                "\(warned.errors)")
    }

    @Test func jsonLinesParseAndEndWithTheSummary() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let root = try Self.site()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CLI.run(["build", "--format", "json"], in: root)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty, "JSON goes to standard output only: \(run.errors)")
        let objects = try run.output.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.count == 8)
        #expect(objects.last?["type"] as? String == "summary" && objects.last?["warnings"] as? Int == 7)
        let first = try #require(objects.first { $0["code"] as? String == "mermaid[look-drawn-classic]" })
        #expect(first["file"] as? String == "Content/noisy.md" && first["severity"] as? String == "warning")
        #expect((first["line"] as? Int ?? 0) > 0 && (first["column"] as? Int ?? 0) > 0)
        #expect(first["source"] as? String == "  look: neo")
    }

    @Test func githubActionsGetsOneAnnotationPerGroup() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let root = try Self.site()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CLI.run(["build"], in: root, environment: ["GITHUB_ACTIONS": "true"])
        let annotations = run.output.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.count == 3, "\(run.output)")
        #expect(annotations.contains {
            $0.hasPrefix("::warning file=Content/noisy.md,line=") && $0.contains(",col=")
                && $0.contains("title=mermaid[look-drawn-classic]::diagram 1: look 'neo'") && $0.contains("× 2 more")
        })
        let plain = try CLI.run(["build"], in: root, environment: ["GITHUB_ACTIONS": nil])
        #expect(!plain.output.contains("::warning"))
    }

    /// The seed notes (issue 21's figures): --quiet prints the summary alone, and ignoring the two
    /// noisy codes takes exactly their count off the summary.
    @Test func seedSiteQuietAndIgnoredCounts() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let seeds = InstallTests.packageRoot.appendingPathComponent("../shared/seeds").standardizedFileURL
        guard FileManager.default.fileExists(atPath: seeds.path) else { print("skipped: no ../shared/seeds"); return }
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(at: seeds, to: root.appendingPathComponent("Content"))
        let json = try CLI.run(["build", "--format", "json"], in: root)
        var counts: [String: Int] = [:]
        var total = 0
        for line in json.output.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            if object["type"] as? String == "diagnostic", object["severity"] as? String == "warning" {
                counts[object["code"] as? String ?? "", default: 0] += 1
            }
            if object["type"] as? String == "summary" { total = object["warnings"] as? Int ?? -1 }
        }
        #expect(total == counts.values.reduce(0, +) && total > 0)
        let quiet = try CLI.run(["build", "--quiet"], in: root)
        #expect(quiet.errors.isEmpty && quiet.output.split(separator: "\n").count == 1, "\(quiet.errors)")
        #expect(quiet.output.contains("— \(total) warnings"))
        try Data("warnings:\n  ignore: [look-drawn-classic, misplaced-config-section]\n".utf8)
            .write(to: root.appendingPathComponent("folio.yml"))
        let ignored = try CLI.run(["build", "--quiet"], in: root)
        let noisy = counts["mermaid[look-drawn-classic]", default: 0] + counts["mermaid[misplaced-config-section]", default: 0]
        #expect(noisy > 0)
        #expect(ignored.output.contains("— \(total - noisy) warnings"), "\(ignored.output)")
        print("seed site: \(total) warnings; --quiet: \(quiet.output.trimmingCharacters(in: .newlines)); "
              + "ignoring the two noisy codes (\(noisy)): \(ignored.output.trimmingCharacters(in: .newlines))")
    }
}
