// Why: CI scripts branch on folio's exit status. 0 success, 1 errors found, 2 nothing was done:
// the same for every command, whatever part of the program (argument parser, site builder, Mermaid
// engine) the ending comes from, and documented in `folio --help`.
import Foundation
import Testing

@Suite struct ExitStatusTests {
    private typealias CLI = MermaidCommandTests

    @Test func usageErrorsAreTwoInEveryCommand() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [["--no-such-option"], ["build", "--no-such-option"], ["serve", "--port", "70000"],
                          ["mermaid"], ["mermaid", "-i", "x.mmd", "-t", "nosuchtheme"], ["init", "a", "b"],
                          ["build", "--format", "yaml"]] {
            let run = try CLI.run(arguments, in: folder)
            #expect(run.status == 2, "folio \(arguments.joined(separator: " ")): \(run.status) \(run.errors)")
            #expect(!run.errors.isEmpty)
        }
    }

    @Test func helpAndVersionAreZeroAndHelpDocumentsTheStatuses() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let help = try CLI.run(["--help"], in: folder)
        #expect(help.status == 0)
        #expect(help.output.contains("Exit status: 0 success") && help.output.contains("2 nothing was done"), "\(help.output)")
        #expect(try CLI.run(["--version"], in: folder).status == 0)
        #expect(try CLI.run(["build", "--help"], in: folder).status == 0)
    }

    @Test func errorsFoundAreOneAndNothingDoneIsTwo() throws {
        guard CLI.folioBinary != nil else { print("skipped: no folio binary next to the tests"); return }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try Data("---\ntitle: [unclosed\n---\n# Broken\n".utf8).write(to: notes.appendingPathComponent("broken.md"))
        let broken = try CLI.run(["build", "-q", "--content", "notes"], in: folder)
        #expect(broken.status == 1, "a content error: \(broken.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site/broken.html").path),
                "the site is still written")
        #expect(try CLI.run(["build", "-q", "--content", "missing"], in: folder).status == 2)
        try Data("flowchart LR\n  A -->".utf8).write(to: folder.appendingPathComponent("bad.mmd"))
        #expect(try CLI.run(["mermaid", "-q", "-i", "bad.mmd"], in: folder).status == 1)
        #expect(try CLI.run(["mermaid", "-q", "-i", "absent.mmd"], in: folder).status == 2)
        #expect(try CLI.run(["init", "-q", "site"], in: folder).status == 0)
        #expect(try CLI.run(["init", "-q", "site"], in: folder).status == 2)
    }
}
