import FolioSearch
import Foundation

/// A theme's files (`Themes/<name>/`), published under `_folio/` with content-hashed
/// names (`style.3f9a1c2b.css`) so browsers may cache them forever.
struct ThemeAssets: Sendable {
    struct File: Sendable {
        let source: URL
        /// Path in the output (`_folio/style.3f9a1c2b.css`).
        let outputPath: String
        let data: Data
    }

    let files: [File]
    let stylesheets: [String]
    let scripts: [String]
    /// Contents of `head.js` when the theme has one: inlined in `<head>` so the colour
    /// scheme is set before first paint (no flash of the wrong theme).
    let inlineHeadScript: String

    /// `words`: the site's words (``UIText``); when they are not Folio's English, the theme's scripts
    /// read them from one more script, loaded before the theme's own.
    init(themeDirectory: String, words: UIText = .english) throws {
        let fm = FileManager.default
        let root = URL(fileURLWithPath: themeDirectory)
        guard let names = try? fm.contentsOfDirectory(atPath: root.path) else {
            throw SiteBuildError.io("theme folder '\(themeDirectory)' not found")
        }
        var files: [File] = []
        var css: [String] = []
        var js: [String] = []
        var headScript = ""
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = root.appendingPathComponent(name)
            guard let data = fm.contents(atPath: url.path) else { continue }
            if name == "head.js" {
                headScript = String(decoding: data, as: UTF8.self)
                continue
            }
            let ext = url.pathExtension.lowercased()
            var outputName = SitePaths.safeComponent(name)
            if ext == "css" || ext == "js" {
                let stem = url.deletingPathExtension().lastPathComponent
                outputName = SitePaths.safeComponent(stem) + "." + ThemeAssets.hash(data) + "." + ext
            }
            let output = "_folio/" + outputName
            files.append(File(source: url, outputPath: output, data: data))
            if ext == "css" { css.append(output) }
            if ext == "js" { js.append(output) }
        }
        if let asset = words.scriptAsset {
            files.append(File(source: root.appendingPathComponent("strings.js"), outputPath: asset.name, data: asset.data))
            js.insert(asset.name, at: 0)
        }
        self.files = files
        stylesheets = css
        scripts = js
        inlineHeadScript = headScript
    }

    /// First 8 hex digits of the 64-bit FNV-1a hash: stable across runs and machines.
    static func hash(_ data: Data) -> String { ContentHash.hex(data) }
}
