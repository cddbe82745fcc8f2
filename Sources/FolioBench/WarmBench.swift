import Foundation

/// Warm rebuilds through the build cache (issue 20): after changing 1 note, 10 notes and the theme
/// CSS, adding a note and deleting it, and the site title in `folio.yml`, against the cold build
/// (`--no-cache`, fresh output) of the same site, in one run.
///
///     folio-bench site warm --folio PATH --themes DIR [--work DIR] [--notes N] [--runs N]
///
/// `--themes` is the built-in `Themes/` folder: its `default` theme is copied beside the notes (a
/// site theme), so the bench can change its CSS. The cold build and the quick warm figures (nothing
/// changed, 1 note, 10 notes) are the median of `--runs` builds (default 5; each warm run edits
/// other notes), shown with their spread: one build of a third of a second moves by ±0.05 s from
/// run to run on this machine. The rest are one build each: the first build with an empty cache (it
/// writes the cache), the theme CSS change, a note added then deleted, the site title, and the
/// 1-note rebuild with copies instead of hard links.
enum WarmBench {
    static func run(_ arguments: [String]) throws {
        let options = BenchOptions(arguments)
        guard let folio = options.value("--folio"), FileManager.default.isExecutableFile(atPath: folio) else {
            throw BenchError("warm needs --folio PATH (an executable)")
        }
        guard let themes = options.value("--themes") else { throw BenchError("warm needs --themes DIR (the built-in Themes/)") }
        let notes = Int(options.value("--notes") ?? "") ?? 10_000
        let work = URL(fileURLWithPath: options.value("--work") ?? "/tmp/folio-bench-warm")
        let fm = FileManager.default
        let root = work.appendingPathComponent("warm-\(notes)")
        let site = SyntheticSite(root: root, notes: notes)
        try site.write()
        let theme = root.appendingPathComponent("Themes/default")
        try? fm.removeItem(at: theme)
        try fm.createDirectory(at: theme.deletingLastPathComponent(), withIntermediateDirectories: true)
        try fm.copyItem(at: URL(fileURLWithPath: themes).appendingPathComponent("default"), to: theme)
        try Data("title: Bench\n".utf8).write(to: root.appendingPathComponent("folio.yml"))
        let output = root.appendingPathComponent("out"), cold = root.appendingPathComponent("out-cold")
        for folder in [output, cold, root.appendingPathComponent(".folio-cache")] { try? fm.removeItem(at: folder) }
        sync()
        func build(_ to: URL, _ extra: [String] = []) throws -> TimedRun {
            sync()
            let result = try TimedRun.run(folio, ["build", "--content", site.contentFolder.path, "--output", to.path, "--quiet"] + extra)
            guard result.exitStatus == 0 else { throw BenchError("build failed:\n\(result.errorTail)") }
            return result
        }
        func edit(_ indices: [Int], _ mark: String) throws {
            for index in indices {
                let url = site.contentFolder.appendingPathComponent(SyntheticSite.relativePath(of: index))
                try (try String(contentsOf: url, encoding: .utf8) + "\nEdited (\(mark)).\n").write(to: url, atomically: false, encoding: .utf8)
            }
        }
        let runs = max(1, Int(options.value("--runs") ?? "") ?? 5)
        print("Folio warm rebuilds · \(notes) notes · \(root.path) · median of \(runs) builds for the cold and quick figures · load average \(loadAverage())")
        var colds: [TimedRun] = []
        for _ in 0..<runs {
            try? fm.removeItem(at: cold)
            colds.append(try build(cold, ["--no-cache"]))
        }
        let coldRun = median(colds)
        var rows: [(String, [TimedRun])] = [("first build, empty cache (writes it)", [try build(output)])]
        rows.append(("nothing changed", try (0..<runs).map { _ in try build(output) }))
        rows.append(("1 note changed", try (0..<runs).map { run in
            try edit([(notes / 2 + run * 37) % notes], "one \(run)")
            return try build(output)
        }))
        rows.append(("10 notes changed", try (0..<runs).map { run in
            try edit(stride(from: 7 + run, to: notes, by: max(1, notes / 10)).prefix(10).map { $0 }, "ten \(run)")
            return try build(output)
        }))
        let css = theme.appendingPathComponent("style.css")
        try (try String(contentsOf: css, encoding: .utf8) + "\n/* bench */\n").write(to: css, atomically: false, encoding: .utf8)
        rows.append(("theme CSS changed", [try build(output)]))
        // A new note moves every page's place (navigation, the kept bodies' key); only pages that look its
        // path up are rendered (none here), the others take their kept bodies.
        let added = site.contentFolder.appendingPathComponent("added-by-the-bench.md")
        try ("---\ntitle: Added by the bench\n---\n# Added\n\nSee [a note](\(SyntheticSite.relativePath(of: 1))).\n")
            .write(to: added, atomically: false, encoding: .utf8)
        rows.append(("1 note added", [try build(output)]))
        try fm.removeItem(at: added)
        rows.append(("that note deleted", [try build(output)]))
        // A site title changes every page, but no setting the renderer reads.
        try Data("title: Bench, retitled\n".utf8).write(to: root.appendingPathComponent("folio.yml"))
        rows.append(("folio.yml: the site title changed", [try build(output)]))
        try edit([notes / 3], "copy")
        rows.append(("1 note changed, reused files copied (not linked)", [try build(output, ["--cache-reuse", "copy"])]))
        try edit([notes / 4], "link")
        rows.append(("1 note changed, hard links again", [try build(output)]))
        print("  cold build (--no-cache, fresh output)            \(format(coldRun.wallSeconds, 3)) s wall\(spread(colds)), "
              + "\(format(coldRun.userSeconds + coldRun.systemSeconds, 2)) s CPU, \(format(coldRun.peakMegabytes, 0)) MB")
        for (name, builds) in rows {
            let run = median(builds)
            let label = name.padding(toLength: 50, withPad: " ", startingAt: 0)
            print("  \(label)\(format(run.wallSeconds, 3)) s wall\(spread(builds)) (\(format(run.wallSeconds / coldRun.wallSeconds * 100, 1))% of cold), "
                  + "\(format(run.userSeconds + run.systemSeconds, 2)) s CPU, \(format(run.peakMegabytes, 0)) MB")
        }
        let oneNote = median(rows[2].1).wallSeconds / coldRun.wallSeconds
        print("  target 1 note ≤ 5% of cold (medians): \(oneNote <= 0.05 ? "PASS" : "FAIL") (\(format(oneNote * 100, 1))%)")
        for folder in [output, cold] { try? fm.removeItem(at: folder) }
    }

    /// The build of median wall time (the upper middle one of an even count).
    private static func median(_ builds: [TimedRun]) -> TimedRun {
        builds.sorted { $0.wallSeconds < $1.wallSeconds }[builds.count / 2]
    }

    /// ` (min–max)` of several builds' wall times; nothing for one build.
    private static func spread(_ builds: [TimedRun]) -> String {
        guard builds.count > 1, let low = builds.map(\.wallSeconds).min(), let high = builds.map(\.wallSeconds).max() else { return "" }
        return " (\(format(low, 3))–\(format(high, 3)))"
    }

    private static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }
}
