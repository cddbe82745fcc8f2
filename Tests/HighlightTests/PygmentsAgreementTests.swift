import Foundation
import Testing
@testable import Highlight

/// Folio's highlighting against an independent oracle, Pygments, on the corpus in Corpus/ (one
/// file per language, written for these tests): the share of non-whitespace characters that both
/// put in the same coarse class (keyword, string, comment, number, type, function,
/// operator/punctuation, plain; for diffs and console sessions also inserted, deleted, heading and
/// prompt). Prints the figure per language against the goal of 90% (issue 19). Where Pygments
/// itself lost track of a sample (it emitted `Token.Error`), it prints a second figure, on the
/// characters outside ``OracleErrorRegion``: the goal and the per-language floor apply to that one;
/// the raw figure is printed next to it and keeps a floor of its own (README "Syntax
/// highlighting"). Fails below the floors, so regressions show. Runs when python3 can import
/// pygments (`make test` installs it).
@Suite(.enabled(if: PygmentsOracle.available, "python3 with pygments is not installed (make test-deps installs it)"))
struct PygmentsAgreementTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let goal = 0.90
    /// Per language, on the characters where Pygments did not lose track (all of them for a sample
    /// without `Token.Error`).
    static let floorPerLanguage = 0.90
    /// Per language, on every character, Pygments' errors included (the raw figure).
    static let floorRawPerLanguage = 0.70
    /// All languages, every character.
    static let floorOverall = 0.92
    /// A figure on the trusted characters counts only when they are at least this share of the
    /// sample, so a sample Pygments mostly fails on cannot pass on a few characters.
    static let minimumTrustedShare = 0.25

    /// (corpus file, the fence word Folio gets, Pygments' lexer).
    static let corpus: [(file: String, language: String, lexer: String)] = [
        ("swift.swift", "swift", "swift"), ("objc.m", "objective-c", "objective-c"), ("c.c", "c", "c"),
        ("cpp.cpp", "cpp", "cpp"), ("rust.rs", "rust", "rust"), ("go.go", "go", "go"), ("java.java", "java", "java"),
        ("kotlin.kt", "kotlin", "kotlin"), ("python.py", "python", "python"), ("ruby.rb", "ruby", "ruby"),
        ("php.php", "php", "php"), ("javascript.js", "js", "javascript"), ("typescript.ts", "ts", "typescript"),
        ("jsx.jsx", "jsx", "jsx"), ("tsx.tsx", "tsx", "tsx"), ("json.json", "json", "json"), ("yaml.yaml", "yml", "yaml"),
        ("toml.toml", "toml", "toml"), ("html.html", "html", "html"), ("xml.xml", "xml", "xml"), ("css.css", "css", "css"),
        ("scss.scss", "scss", "scss"), ("sql.sql", "sql", "sql"), ("bash.sh", "sh", "bash"),
        ("console.console", "console", "console"), ("diff.diff", "diff", "diff"),
        ("dockerfile.dockerfile", "dockerfile", "docker"), ("make.mk", "makefile", "make"),
        ("markdown.md", "md", "markdown"), ("graphql.graphql", "graphql", "graphql"),
    ]

    @Test func atLeastNinetyPercentOfCharactersAgreeWithPygmentsPerLanguage() throws {
        var report: [String] = []
        var failures: [String] = []
        var allSame = 0, allCounted = 0, allTrustedSame = 0, allTrusted = 0, belowGoal: [String] = []
        for entry in Self.corpus {
            let text = try String(contentsOf: Self.folder.appendingPathComponent("Corpus/\(entry.file)"), encoding: .utf8)
            guard SyntaxHighlighter.canonicalLanguage(entry.language) != nil else {
                failures.append("\(entry.language): not coloured at all")
                report.append(String(format: "%-12@ not coloured", entry.language as NSString))
                continue
            }
            let ours = Self.expand(SyntaxHighlighter.runs(of: text, language: entry.language).map { (Self.coarse($0.0), $0.1) })
            let tokens = try Self.pygments(entry.lexer, entry.file)
            let theirs = Self.expand(tokens.map { (Self.coarse(pygments: $0.0), $0.1) })
            let lost = OracleErrorRegion.flags(tokens.map { (kind: $0.0, text: $0.1) })
            #expect(ours.count == theirs.count, "\(entry.file): \(ours.count) vs \(theirs.count) characters")
            var same = 0, counted = 0, trustedSame = 0, trusted = 0
            var confusions: [String: (count: Int, sample: String)] = [:]
            for (index, (character, mine)) in ours.enumerated() where index < theirs.count && !character.properties.isWhitespace {
                counted += 1
                let agrees = mine == theirs[index].1
                if !lost[index] {
                    trusted += 1
                    if agrees { trustedSame += 1 }
                }
                if agrees { same += 1; continue }
                let key = "ours \(mine) / pygments \(theirs[index].1)"
                let old = confusions[key] ?? (0, "")
                confusions[key] = (old.count + 1, old.sample.count < 24 ? old.sample + String(character) : old.sample)
            }
            if ProcessInfo.processInfo.environment["FOLIO_AGREEMENT_DUMP"] == entry.language {
                print(Self.disagreements(ours, theirs))
            }
            if ProcessInfo.processInfo.environment["FOLIO_AGREEMENT_TREE"] == entry.language {
                print(SyntaxTreeDump.tree(of: text, language: entry.language) ?? "no tree")
            }
            let share = counted == 0 ? 0 : Double(same) / Double(counted)
            let trustedShare = trusted == 0 ? 0 : Double(trustedSame) / Double(trusted)
            allSame += same
            allCounted += counted
            allTrustedSame += trustedSame
            allTrusted += trusted
            let enoughTrusted = counted > 0 && Double(trusted) >= Self.minimumTrustedShare * Double(counted)
            if trustedShare < Self.goal || !enoughTrusted { belowGoal.append(entry.language) }
            let worst = confusions.sorted { $0.value.count > $1.value.count }.prefix(3)
                .map { "\($0.key) ×\($0.value.count) “\($0.value.sample)”" }.joined(separator: "; ")
            let split = trusted == counted ? "" : String(
                format: "; %.1f%% of the %d where Pygments did not lose track (%d in its Token.Error region left out)",
                trustedShare * 100, trusted, counted - trusted)
            report.append(String(format: "%-12@ %5.1f%% of %d characters", entry.language as NSString, share * 100, counted)
                          + split + (worst.isEmpty ? "" : "   (" + worst + ")"))
            if trustedShare < Self.floorPerLanguage || !enoughTrusted {
                failures.append(String(format: "%@ %.1f%% of %d trusted characters", entry.language, trustedShare * 100, trusted))
            }
            if share < Self.floorRawPerLanguage { failures.append(String(format: "%@ %.1f%% raw", entry.language, share * 100)) }
        }
        let overall = allCounted == 0 ? 0 : Double(allSame) / Double(allCounted)
        let overallTrusted = allTrusted == 0 ? 0 : Double(allTrustedSame) / Double(allTrusted)
        print("Agreement with Pygments (same coarse class, non-whitespace characters):\n" + report.joined(separator: "\n")
              + String(format: "\nall languages: %.1f%% of %d characters (%.1f%% of the %d where Pygments did not lose track); ",
                       overall * 100, allCounted, overallTrusted * 100, allTrusted)
              + "\(Self.corpus.count - belowGoal.count) of \(Self.corpus.count) at the 90% goal (below: \(belowGoal.joined(separator: ", ")))")
        let floors = "\(Int(Self.floorPerLanguage * 100))% where Pygments did not lose track, \(Int(Self.floorRawPerLanguage * 100))% raw"
        #expect(failures.isEmpty, "below the floors (\(floors)): \(failures.joined(separator: ", "))")
        #expect(overall >= Self.floorOverall, "overall agreement \(overall) below \(Self.floorOverall)")
    }

    /// The stretches where the two disagree, one per line as `line: “text” ours / pygments`, for
    /// working on a language's queries (`FOLIO_AGREEMENT_DUMP=<fence word> swift test --filter
    /// PygmentsAgreement`).
    static func disagreements(_ ours: [(Unicode.Scalar, String)], _ theirs: [(Unicode.Scalar, String)]) -> String {
        var lines: [String] = []
        var line = 1, index = 0
        while index < min(ours.count, theirs.count) {
            let (character, mine) = ours[index]
            if character == "\n" { line += 1 }
            guard mine != theirs[index].1, !character.properties.isWhitespace else { index += 1; continue }
            var text = ""
            let key = (mine, theirs[index].1)
            while index < min(ours.count, theirs.count), ours[index].1 == key.0, theirs[index].1 == key.1,
                  ours[index].0 != "\n" {
                text.unicodeScalars.append(ours[index].0)
                index += 1
            }
            lines.append("\(line): “\(text)” ours \(key.0) / pygments \(key.1)")
        }
        return lines.joined(separator: "\n")
    }

    /// One (unicode scalar, class) per scalar of the text.
    static func expand(_ runs: [(String, String)]) -> [(Unicode.Scalar, String)] {
        runs.flatMap { coarse, text in text.unicodeScalars.map { ($0, coarse) } }
    }

    static func coarse(_ tokenClass: TokenClass?) -> String {
        switch tokenClass {
        case .keyword?, .builtin?, .tag?: "keyword"
        case .string?, .escape?: "string"
        case .comment?: "comment"
        case .number?: "number"
        case .type?: "type"
        case .function?: "function"
        case .operator?, .punctuation?: "operator"
        case .heading?, .meta?: "heading"
        case .inserted?: "inserted"
        case .deleted?: "deleted"
        case .prompt?: "prompt"
        case .constant?, .property?, .attribute?, .emphasis?, .plain?, nil: "plain"
        }
    }

    static func coarse(pygments kind: String) -> String {
        let parts = kind.split(separator: ".").map(String.init)
        func has(_ prefix: String...) -> Bool { parts.starts(with: ["Token"] + prefix) }
        if has("Comment", "PreprocFile") { return "string" }
        if has("Comment", "Preproc") { return "keyword" }
        if has("Comment") { return "comment" }
        if has("Keyword", "Type") { return "type" }
        if has("Keyword") { return "keyword" }
        if has("Operator", "Word") { return "keyword" }
        if has("Operator") || has("Punctuation") { return "operator" }
        if has("Literal", "String") || has("String") { return "string" }
        if has("Literal", "Number") || has("Number") { return "number" }
        if has("Name", "Builtin", "Pseudo") { return "keyword" }
        if has("Name", "Builtin") || has("Name", "Function") || has("Name", "Decorator") { return "function" }
        if has("Name", "Class") || has("Name", "Exception") || has("Name", "Namespace") { return "type" }
        if has("Name", "Tag") { return "keyword" }
        if has("Generic", "Heading") || has("Generic", "Subheading") { return "heading" }
        if has("Generic", "Inserted") { return "inserted" }
        if has("Generic", "Deleted") { return "deleted" }
        if has("Generic", "Prompt") { return "prompt" }
        return "plain"
    }

    static func pygments(_ lexer: String, _ file: String) throws -> [(String, String)] {
        let result = try run(["python3", folder.appendingPathComponent("pygments_tokens.py").path, lexer,
                              folder.appendingPathComponent("Corpus/\(file)").path])
        let tokens = try JSONSerialization.jsonObject(with: result.output) as? [[String]] ?? []
        return tokens.compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil }
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: Data) {
        try PygmentsOracle.run(arguments)
    }
}

/// Whether the oracle can run, and how to run it.
enum PygmentsOracle {
    static let available: Bool = (try? run(["python3", "-c", "import pygments"]))?.status == 0

    static func run(_ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }
}
