import Foundation

/// When each note was last changed, from git: the "Updated" date of `updated: git` in folio.yml (as
/// Hugo's `enableGitInfo`, Docusaurus' `showLastUpdateTime` and MkDocs' git-revision-date plugin do).
///
/// Why one `git log` for the whole site: asking git once per note costs a process each (10,000 notes,
/// 10,000 processes); one log of the content folder, newest first, names every note's last commit. The
/// author date is used (a rebase keeps it, as Hugo's `.Lastmod` does). A date in a note's front matter
/// (`updated`, `modified`, `lastmod`) wins: it is what the author wrote. The dates are applied to the
/// pages the site is planned with, never to the summaries the build cache keeps, so a new commit changes
/// the pages it dates at the next build, and no other.
struct GitDates: Sendable {
    /// Content-relative path → the author date of the last commit that changed the file.
    let dates: [String: PageDate]
    /// Content-relative path → the name of that commit's author (`updated_by: true`; empty otherwise).
    var authors: [String: String] = [:]
    /// Why no dates, or fewer than the notes deserve (not a repository, no git, a shallow clone).
    let diagnostics: [Diagnostic]

    /// Reads the log of `contentDirectory`. `setting` is where `updated: git` was written (for warnings).
    /// With `authors`, each note's last author is read from the same log.
    static func read(contentDirectory: String, settingFile: String, settingLine: Int, authors: Bool = false) -> GitDates {
        func warning(_ message: String) -> GitDates {
            GitDates(dates: [:], diagnostics: [Diagnostic(file: settingFile, line: settingLine, column: 1, severity: .warning,
                                                          message: message, code: DiagnosticCode.config)])
        }
        guard let shallow = run(["rev-parse", "--is-shallow-repository"], in: contentDirectory) else {
            return warning("updated: git, but git could not be run; no dates from git")
        }
        guard shallow.status == 0 else {
            return warning("updated: git, but the content folder is not in a git repository; no dates from git")
        }
        let format = authors ? "--format=%x00%aI%x09%an" : "--format=%x00%aI"
        guard let log = run(["-c", "core.quotePath=false", "log", format, "--name-only", "--relative", "--", "."],
                            in: contentDirectory), log.status == 0 else {
            return warning("updated: git, but git log failed in the content folder; no dates from git")
        }
        var diagnostics: [Diagnostic] = []
        if String(decoding: shallow.output, as: UTF8.self).hasPrefix("true") {
            diagnostics.append(Diagnostic(
                file: settingFile, line: settingLine, column: 1, severity: .warning,
                message: "updated: git, but the repository is a shallow clone: dates are those of the commits it holds "
                    + "(fetch the whole history: fetch-depth: 0 in GitHub Actions, GIT_DEPTH: 0 in GitLab CI)",
                code: DiagnosticCode.config))
        }
        let (dates, names) = parseWithAuthors(log.output)
        return GitDates(dates: dates, authors: authors ? names : [:], diagnostics: diagnostics)
    }

    /// Each path's first (newest) date in `git log --format=%x00%aI --name-only` output.
    static func parse(_ output: [UInt8]) -> [String: PageDate] { parseWithAuthors(output).dates }

    /// Each path's first (newest) date, and its author where the format wrote one after a tab
    /// (`--format=%x00%aI%x09%an`).
    static func parseWithAuthors(_ output: [UInt8]) -> (dates: [String: PageDate], authors: [String: String]) {
        var dates: [String: PageDate] = [:], authors: [String: String] = [:]
        for commit in output.split(separator: 0) {
            let lines = commit.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
            guard let first = lines.first else { continue }
            let fields = first.split(separator: UInt8(ascii: "\t"), maxSplits: 1, omittingEmptySubsequences: false)
            guard let date = PageDate(String(decoding: fields[0], as: UTF8.self)) else { continue }
            let author = fields.count > 1 ? String(decoding: fields[1], as: UTF8.self).trimming(" ") : ""
            for name in lines.dropFirst() {
                let path = String(decoding: name, as: UTF8.self)
                if dates[path] == nil {
                    dates[path] = date
                    if !author.isEmpty { authors[path] = author }
                }
            }
        }
        return (dates, authors)
    }

    /// The author of the commit that dates `page`, when its date is that commit's (none of its own).
    func author(of page: PageSummary) -> String? {
        guard let name = authors[page.sourcePath], let date = dates[page.sourcePath], page.updated?.original == date.original else { return nil }
        return name
    }

    /// Dates the pages at `indices` that have no date of their own.
    func apply(to pages: inout [PageSummary], at indices: some Sequence<Int>) {
        guard !dates.isEmpty else { return }
        for index in indices where pages[index].updated == nil {
            if let date = dates[pages[index].sourcePath] { pages[index].updated = date }
        }
    }

    /// `git <arguments>` in `directory`: its exit status and standard output; nil when it cannot start.
    private static func run(_ arguments: [String], in directory: String) -> (status: Int32, output: [UInt8])? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_PAGER"] = "cat"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 127 { return nil }  // env: no git
        return (process.terminationStatus, [UInt8](data))
    }
}
