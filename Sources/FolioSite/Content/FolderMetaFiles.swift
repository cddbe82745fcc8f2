import Foundation

// Why: MkDocs-Material's meta plugin lets a folder say the front matter its notes share in a `.meta.yml`
// beside them (`tags: [Example]`, an `author`, `template`, `search: {exclude: true}`), merged into every
// note of that folder and the folders below it: lists appended, maps merged key by key, the note's own
// scalars first. A migrated Material site that relies on it loses its tags and authors without it. The
// files are instructions to the site generator, not pages or assets: read here at discovery (a handful of
// small files, every build), never published, and their values join the front matter defaults
// (``FrontMatterDefaults``) so every later step sees them as if the note had written them.

/// The `.meta.yml` files of the content folder, read as layers of front matter by folder.
enum FolderMetaFiles {
    /// Whether the content-relative `path` names a meta file: `.meta.yml` (Material's name), or `.meta.yaml`
    /// for a writer who spells YAML so (every copied file of a site is asked, every build).
    static func isMetaFile(_ path: String) -> Bool {
        path.utf8EndsWithFileName(".meta.yml") || path.utf8EndsWithFileName(".meta.yaml")
    }

    /// Whether a file or folder name is a meta file's (the scanner keeps these of the hidden names).
    static func isMetaName(_ name: Substring) -> Bool { name == ".meta.yml" || name == ".meta.yaml" }

    /// The largest meta file read (a larger one is refused with a warning, unread).
    static let largestFile = 1 << 20

    /// Reads the meta files among `paths` (content-relative) under `contentDirectory`: one layer per folder
    /// (`.meta.yml` before `.meta.yaml` when a folder has both: the other is reported and left out), and a
    /// warning at `file:line:col` for each file that cannot be read or is not a map of keys.
    static func read(paths: [String], contentDirectory: String, displayPath: (String) -> String)
        -> (layers: [FrontMatterDefaults.FolderLayer], diagnostics: [Diagnostic]) {
        var layers: [FrontMatterDefaults.FolderLayer] = [], diagnostics: [Diagnostic] = []
        var folders: Set<String> = []
        func warn(_ file: String, _ line: Int, _ column: Int, _ message: String, _ lines: LineIndex? = nil) {
            diagnostics.append(Diagnostic(file: file, line: line, column: column, severity: .warning,
                                          message: message, sourceLine: lines?.line(line), code: DiagnosticCode.frontMatter))
        }
        // By folder, and in a folder `.meta.yml` before `.meta.yaml`.
        let metaPaths = paths.filter(isMetaFile).map { (folder: SitePaths.directory(of: $0), path: $0) }.sorted {
            $0.folder != $1.folder ? $0.folder < $1.folder : $0.path.hasSuffix(".yml") && !$1.path.hasSuffix(".yml")
        }
        for (folder, path) in metaPaths {
            let file = displayPath(path)
            guard !folders.contains(folder) else {
                warn(file, 1, 1, "the folder has another meta file (.meta.yml is read); this one is left out")
                continue
            }
            let url = URL(fileURLWithPath: contentDirectory).appendingPathComponent(path)
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
            guard let size, size <= largestFile, let data = try? Data(contentsOf: url) else {
                warn(file, 1, 1, "could not be read (or is larger than 1 MiB); its folder's notes keep their own front matter")
                continue
            }
            let text = String(decoding: data, as: UTF8.self)
            if text.allSatisfy(\.isWhitespace) { continue }
            let matter = FrontMatterParser.parseYAML(text, firstLine: 1)
            let lines = LineIndex(text)
            if let error = matter.error {
                warn(file, error.line, error.column, "\(error.message); this meta file is left out", lines)
                continue
            }
            guard !matter.entries.isEmpty else {
                warn(file, 1, 1, "a meta file is a map of front matter keys (tags: [Example]); this one is left out", lines)
                continue
            }
            for warning in matter.warnings { warn(file, warning.line, warning.column, warning.message, lines) }
            // The notes do not warn about a license they did not write: said once here.
            if let license = matter.value("license(s)", "licenses", "license") {
                let line = matter.line("license(s)", "licenses", "license")
                for name in LicenseExpression.parse(license.textList).unknown {
                    warn(file, line, 1, "unknown license '\(name)' (not an SPDX id); kept as written", lines)
                }
            }
            // Nor about a search boost they did not write.
            if let search = matter.value("search"), let problem = SearchEntry.boost(search).problem {
                let (line, column) = lines.member("boost", from: matter.line("search"))
                warn(file, line, column, problem, lines)
            }
            folders.insert(folder)
            layers.append(FrontMatterDefaults.FolderLayer(folder: folder, values: matter.entries))
        }
        return (layers, diagnostics)
    }
}
