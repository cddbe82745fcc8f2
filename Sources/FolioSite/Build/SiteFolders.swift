import Foundation

/// The folders a build reads and writes, resolved once from ``BuildOptions``.
///
/// Why: the content folder, the site root (where `folio.yml`, `Templates/` and `Themes/` live),
/// the output folder and the paths shown in diagnostics are needed by discovery, by the
/// watcher's list of full-build roots and by the output checks; one resolution keeps them equal.
struct SiteFolders: Sendable {
    let options: BuildOptions

    var content: URL { URL(fileURLWithPath: options.contentDirectory).standardizedFileURL }
    var output: URL { URL(fileURLWithPath: options.outputDirectory).standardizedFileURL }

    /// The content folder as the user typed it, without trailing slashes (for diagnostics).
    var displayContent: String {
        var text = options.contentDirectory
        while text.count > 1 && text.hasSuffix("/") { text.removeLast() }
        return text
    }

    /// Where `folio.yml` and the `Templates/` override folder live: the content folder or its
    /// parent, whichever holds a `folio.yml` (or `mkdocs.yml`: ``SettingsFile/names``), else the content folder.
    var siteRoot: String {
        if let root = options.siteRoot { return root }
        let fm = FileManager.default
        for candidate in [content, content.deletingLastPathComponent()] {
            if SettingsFile.names.contains(where: { fm.fileExists(atPath: candidate.appendingPathComponent($0).path) }) {
                return candidate.path
            }
        }
        return content.path
    }

    /// Files and folders whose change affects every page: `folio.yml`, and the `Templates/` and
    /// `Themes/` folders of the site and of the built-in resources. Both places a site root can be
    /// (the content folder and its parent) are listed, so creating a `folio.yml` is noticed too.
    var fullBuildRoots: [String] {
        var roots: [String] = []
        for folder in [content, content.deletingLastPathComponent()] {
            let base = folder.standardizedFileURL.path
            roots += (SettingsFile.names + ["Templates", "Themes"]).map { base + "/" + $0 }
        }
        if let resources = ResourceLocator.resourcesDirectory(explicit: options.resourcesDirectory) {
            let base = URL(fileURLWithPath: resources).standardizedFileURL.path
            roots += [base + "/Templates", base + "/Themes"]
        }
        return Array(Set(roots)).sorted()
    }

    /// `my-notes` → `My notes`: the site title when folio.yml names none.
    static func defaultTitle(_ folder: String) -> String {
        let words = folder.replacingAll("-", with: " ").replacingAll("_", with: " ")
        guard let first = words.first else { return "Notes" }
        return first.uppercased() + words.dropFirst()
    }
}
