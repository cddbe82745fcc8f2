import Foundation

/// What the features on by default cost (issue 19): the synthetic site built lean (no highlighting, no
/// search), with highlighting, with search, and with both, alternating so drift hits every variant alike.
///
///     folio-bench site features --folio PATH [--work DIR] [--notes 10000] [--runs 3] [--keep DIR]
///
/// Prints median wall and CPU per variant with its ratio to the lean build, and the search index's size
/// and file count against the site's. `--keep DIR` leaves the full build (both features) there, for the
/// in-browser query latency check (`Tests/Browser/search_latency.py`).
enum FeatureBench {
    struct Variant {
        let name: String
        let highlight: Bool
        let search: Bool

        /// The `folio.yml` that builds the bench's notes with this variant's features.
        var config: Data { Data("title: Bench\nhighlight: \(highlight)\nsearch: \(search)\n".utf8) }
    }

    static let variants = [
        Variant(name: "lean (no highlighting, no search)", highlight: false, search: false),
        Variant(name: "highlighting", highlight: true, search: false),
        Variant(name: "search", highlight: false, search: true),
        Variant(name: "highlighting + search (default)", highlight: true, search: true),
    ]

    /// The lean feature set: no highlighting, no search.
    static var lean: Variant { variants[0] }
    /// The default feature set: highlighting and search.
    static var full: Variant { variants[3] }

    static func run(_ arguments: [String]) throws {
        let options = BenchOptions(arguments)
        guard let folio = options.value("--folio"), FileManager.default.isExecutableFile(atPath: folio) else {
            throw BenchError("features needs --folio PATH (an executable)")
        }
        let notes = Int(options.value("--notes") ?? "") ?? 10_000
        let runs = max(1, Int(options.value("--runs") ?? "") ?? 3)
        let work = URL(fileURLWithPath: options.value("--work") ?? "/tmp/folio-bench-features")
        let root = work.appendingPathComponent("notes-\(notes)")
        try SyntheticSite(root: root, notes: notes).write()
        let content = root.appendingPathComponent("content")
        let config = root.appendingPathComponent("folio.yml")
        defer { try? FileManager.default.removeItem(at: config) }
        print("Folio feature cost · \(notes) notes · \(runs) run(s) per variant, median kept · output \(work.path)")
        var timings: [[TimedRun]] = Array(repeating: [], count: variants.count)
        let output = work.appendingPathComponent("out")
        for run in 0..<runs {
            let order = run % 2 == 0 ? Array(variants.indices) : Array(variants.indices.reversed())
            for index in order {
                let variant = variants[index]
                try variant.config.write(to: config)
                try? FileManager.default.removeItem(at: output)
                sync()
                let result = try TimedRun.run(folio, ["build", "--content", content.path, "--output", output.path, "--quiet", "--no-cache"])
                guard result.exitStatus == 0 else { throw BenchError("build failed:\n\(result.errorTail)") }
                timings[index].append(result)
            }
        }
        let medians = timings.map { $0.sorted { $0.wallSeconds < $1.wallSeconds }[$0.count / 2] }
        let lean = medians[0]
        print("| variant | wall s | CPU s | wall vs lean | CPU vs lean | peak MB |")
        print("|---|---|---|---|---|---|")
        for (variant, timing) in zip(variants, medians) {
            let cpu = timing.userSeconds + timing.systemSeconds
            let leanCPU = lean.userSeconds + lean.systemSeconds
            print("| \(variant.name) | \(format(timing.wallSeconds, 2)) | \(format(cpu, 2)) | "
                  + "\(percent(timing.wallSeconds / lean.wallSeconds)) | \(percent(cpu / leanCPU)) | \(format(timing.peakMegabytes, 0)) |")
        }
        // The output of the last build is a default one when the last variant run was the default.
        try Data("title: Bench\n".utf8).write(to: config)
        try? FileManager.default.removeItem(at: output)
        let final = try TimedRun.run(folio, ["build", "--content", content.path, "--output", output.path, "--quiet", "--no-cache"])
        guard final.exitStatus == 0 else { throw BenchError("build failed:\n\(final.errorTail)") }
        let (siteBytes, _) = size(of: output)
        let (indexBytes, indexFiles) = size(of: output.appendingPathComponent("_folio/search"))
        let pageBytes = siteBytes - indexBytes
        print("search index: \(format(Double(indexBytes) / 1_048_576, 1)) MB in \(indexFiles) files, "
              + "\(format(100 * Double(indexBytes) / Double(max(pageBytes, 1)), 1))% of the site without it "
              + "(\(format(Double(pageBytes) / 1_048_576, 1)) MB)")
        if let keep = options.value("--keep") {
            let target = URL(fileURLWithPath: keep)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.moveItem(at: output, to: target)
            print("kept the default build at \(target.path)")
        } else {
            try? FileManager.default.removeItem(at: output)
        }
    }

    /// "+12.3%" for 1.123.
    static func percent(_ ratio: Double) -> String {
        let change = (ratio - 1) * 100
        return (change >= 0 ? "+" : "") + format(change, 1) + "%"
    }

    /// Bytes and regular files under `folder`.
    static func size(of folder: URL) -> (bytes: Int, files: Int) {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
        else { return (0, 0) }
        var bytes = 0, files = 0
        for case let url as URL in walker {
            guard let values = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey]), values.isRegularFile == true
            else { continue }
            bytes += values.fileSize ?? 0
            files += 1
        }
        return (bytes, files)
    }
}
