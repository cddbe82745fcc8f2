import Foundation
import Testing
@testable import FolioSite

/// `updated: git`: a note without its own `updated` date shows its last commit's author date, a front
/// matter date wins, a new commit re-dates its pages in a warm build exactly as a cold build would, and a
/// folder outside git or a shallow clone is a warning (end to end, in real repositories).
@Suite("Dates from git")
struct GitDatesTests {
    static let hasGit = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")

    /// Runs git in `directory` with a fixed author and date; returns its standard output.
    @discardableResult
    static func git(_ arguments: [String], in directory: URL, date: String = "2024-03-01T10:00:00+00:00",
                    author: String = "A") throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", directory.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_AUTHOR_NAME"] = author
        environment["GIT_AUTHOR_EMAIL"] = "a@example.org"
        environment["GIT_COMMITTER_NAME"] = "A"
        environment["GIT_COMMITTER_EMAIL"] = "a@example.org"
        environment["GIT_AUTHOR_DATE"] = date
        environment["GIT_COMMITTER_DATE"] = date
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
        return String(decoding: data, as: UTF8.self)
    }

    static func updated(_ output: URL, _ page: String) -> String? {
        SiteFixture.read(output, page).slice(from: "<dt>Updated</dt><dd><time datetime=\"", to: "\"")
    }

    @Test(.enabled(if: hasGit, "git is not installed"))
    func lastCommitDatesEachNoteAndWarmBuildsFollowNewCommits() throws {
        let repository = SiteFixture.temporaryDirectory()
        let output = SiteFixture.temporaryDirectory(), cold = SiteFixture.temporaryDirectory(), cache = SiteFixture.temporaryDirectory()
        defer { for url in [repository, output, cold, cache] { try? FileManager.default.removeItem(at: url) } }
        let content = repository.appendingPathComponent("docs")
        try SiteFixture.write(["docs/folio.yml": "title: T\nupdated: git\n", "docs/a.md": "# A\n\nText.\n",
                               "docs/b.md": "# B\n\nText.\n", "docs/c.md": "---\nupdated: 2020-01-02\n---\n# C\n",
                               "docs/guide/d é.md": "# D\n", "README.md": "outside the content folder\n"], under: repository)
        try Self.git(["init", "-q"], in: repository)
        try Self.git(["add", "."], in: repository)
        try Self.git(["commit", "-q", "-m", "one"], in: repository)
        try SiteFixture.write(["docs/b.md": "# B\n\nText, edited.\n"], under: repository)
        try Self.git(["commit", "-q", "-am", "two"], in: repository, date: "2025-06-02T08:30:00+02:00")

        func build(_ into: URL, cached: Bool) throws -> BuildReport {
            try SiteFixture.build(content.path, into: into) { if cached { $0.cacheDirectory = cache.path } }
        }
        var report = try build(output, cached: true)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(Self.updated(output, "a.html") == "2024-03-01T10:00:00Z")
        #expect(Self.updated(output, "b.html") == "2025-06-02T08:30:00+02:00")
        #expect(Self.updated(output, "c.html") == "2020-01-02T00:00:00", "the front matter's date wins")
        #expect(Self.updated(output, "guide/d-é.html") == "2024-03-01T10:00:00Z", "non-ASCII names are matched")

        // A commit that changes no byte of a note (a new author date) still re-dates its page.
        try Self.git(["commit", "-q", "--amend", "--no-edit", "--date=2026-01-05T12:00:00+00:00"], in: repository,
                     date: "2026-01-05T12:00:00+00:00")
        report = try build(output, cached: true)
        #expect(Self.updated(output, "b.html") == "2026-01-05T12:00:00Z")
        #expect(report.reusedPages > 0, "the other pages are kept")
        _ = try build(cold, cached: false)
        #expect(SiteFixture.snapshot(output) == SiteFixture.snapshot(cold), "a warm build equals a cold one")
    }

    @Test(.enabled(if: hasGit, "git is not installed"))
    func outsideGitAndShallowClonesAreWarnings() throws {
        let plain = SiteFixture.temporaryDirectory(), output = SiteFixture.temporaryDirectory()
        let repository = SiteFixture.temporaryDirectory(), clone = SiteFixture.temporaryDirectory()
        defer { for url in [plain, output, repository, clone] { try? FileManager.default.removeItem(at: url) } }
        try SiteFixture.write(["folio.yml": "updated: git\n", "a.md": "# A\n"], under: plain)
        var report = try SiteFixture.build(plain.path, into: output)
        #expect(report.diagnostics.map(\.message)
            == ["updated: git, but the content folder is not in a git repository; no dates from git"])
        #expect(report.diagnostics.first?.line == 1)
        #expect(Self.updated(output, "a.html") == nil)

        try SiteFixture.write(["folio.yml": "updated: git\n", "a.md": "# A\n"], under: repository)
        try Self.git(["init", "-q"], in: repository)
        try Self.git(["add", "."], in: repository)
        try Self.git(["commit", "-q", "-m", "one"], in: repository)
        try SiteFixture.write(["a.md": "# A\n\nMore.\n"], under: repository)
        try Self.git(["commit", "-q", "-am", "two"], in: repository, date: "2025-01-01T00:00:00+00:00")
        try Self.git(["clone", "-q", "--depth", "1", "file://" + repository.path, clone.path], in: repository)
        report = try SiteFixture.build(clone.path, into: output)
        #expect(report.diagnostics.contains { $0.message.hasPrefix("updated: git, but the repository is a shallow clone") })
        #expect(Self.updated(output, "a.html") == "2025-01-01T00:00:00Z")

        try SiteFixture.write(["folio.yml": "updated: sometimes\n"], under: plain)
        report = try SiteFixture.build(plain.path, into: output)
        #expect(report.diagnostics.map(\.message) == ["updated must be git or front-matter; using front-matter"])
    }

    static func updatedBy(_ output: URL, _ page: String) -> String? {
        SiteFixture.read(output, page).slice(from: "<dt>Updated by</dt><dd>", to: "</dd>")
    }

    /// `updated_by: true` names the author of the commit that dates a note, follows new commits in warm
    /// builds exactly as a cold build does, names nobody beside a front matter date, and needs `updated: git`.
    @Test(.enabled(if: hasGit, "git is not installed"))
    func updatedByNamesTheLastCommitsAuthor() throws {
        let repository = SiteFixture.temporaryDirectory()
        let output = SiteFixture.temporaryDirectory(), cold = SiteFixture.temporaryDirectory(), cache = SiteFixture.temporaryDirectory()
        defer { for url in [repository, output, cold, cache] { try? FileManager.default.removeItem(at: url) } }
        try SiteFixture.write(["folio.yml": "title: T\nupdated: git\nupdated_by: true\n", "a.md": "# A\n", "b.md": "# B\n",
                               "c.md": "---\nupdated: 2020-01-02\n---\n# C\n"], under: repository)
        try Self.git(["init", "-q"], in: repository)
        try Self.git(["add", "."], in: repository)
        try Self.git(["commit", "-q", "-m", "one"], in: repository, author: "Ana Lima")
        try SiteFixture.write(["b.md": "# B\n\nEdited.\n"], under: repository)
        try Self.git(["commit", "-q", "-am", "two"], in: repository, date: "2025-06-02T08:30:00+00:00", author: "Bo & Co")
        func build(_ into: URL, cached: Bool) throws -> BuildReport {
            try SiteFixture.build(repository.path, into: into) { if cached { $0.cacheDirectory = cache.path } }
        }
        var report = try build(output, cached: true)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(Self.updatedBy(output, "a.html") == "Ana Lima")
        #expect(Self.updatedBy(output, "b.html") == "Bo &amp; Co", "escaped")
        #expect(Self.updatedBy(output, "c.html") == nil, "the front matter's date is nobody's commit")
        try SiteFixture.write(["a.md": "# A\n\nEdited.\n"], under: repository)
        try Self.git(["commit", "-q", "-am", "three"], in: repository, date: "2026-01-05T12:00:00+00:00", author: "Cy")
        report = try build(output, cached: true)
        #expect(Self.updatedBy(output, "a.html") == "Cy")
        _ = try build(cold, cached: false)
        #expect(SiteFixture.snapshot(output) == SiteFixture.snapshot(cold), "a warm build equals a cold one")

        try SiteFixture.write(["folio.yml": "title: T\nupdated_by: true\n"], under: repository)
        report = try build(output, cached: false)
        #expect(report.diagnostics.map(\.message)
            == ["updated_by: true names the authors of the commits updated: git dates notes by; without it, no authors"])
        #expect(report.diagnostics.first?.line == 2 && Self.updatedBy(output, "a.html") == nil)
    }

    @Test func logParsingWithAuthors() {
        let log = Array("\u{0}2025-02-03T04:05:06+01:00\tBea\n\nb.md\n\u{0}2024-01-01T00:00:00+00:00\tAl\tTab\n\na.md\nb.md\n".utf8)
        let (dates, authors) = GitDates.parseWithAuthors(log)
        #expect(dates.count == 2 && authors == ["b.md": "Bea", "a.md": "Al\tTab"])
    }

    @Test func logParsing() {
        let log = Array("\u{0}2025-02-03T04:05:06+01:00\n\nb.md\nsub/c.md\n\u{0}2024-01-01T00:00:00+00:00\n\na.md\nb.md\n".utf8)
        let dates = GitDates.parse(log)
        #expect(dates["b.md"]?.iso8601 == "2025-02-03T04:05:06+01:00", "the newest commit names it first")
        #expect(dates["a.md"]?.original == "2024-01-01T00:00:00+00:00")
        #expect(dates["sub/c.md"] != nil && dates.count == 3)
        #expect(GitDates.parse(Array("\u{0}not a date\n\nx.md\n".utf8)).isEmpty)
    }
}
