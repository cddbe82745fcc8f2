import Foundation
@testable import FolioSite

/// A small real site (three notes, tags, licenses, an asset, a mermaid block) written under a temporary
/// folder, for tests that run the real FolioSite builder.
final class SiteFixture {
    let folder: TemporaryFolder
    var content: URL { folder.url.appendingPathComponent("content") }

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("""
        ---
        title: Alpha
        author: Ada
        created: 2024-01-02
        license: MIT
        tags: [guide, intro]
        ---
        # Alpha

        First paragraph of alpha.

        ## Details

        Link to [beta](beta.md#setup) and an image ![pic](img/pic.png).

        ```mermaid
        flowchart LR
          A --> B
        ```
        """, to: "content/alpha.md")
        try folder.write("""
        ---
        title: Beta
        author: Bob
        created: 2024-02-03
        license: CC BY 4.0
        tags: [guide]
        ---
        # Beta

        Beta summary line.

        ## Setup

        Body of beta.
        """, to: "content/beta.md")
        try folder.write("""
        # Gamma

        Gamma has no front matter.
        """, to: "content/notes/gamma.md")
        try folder.write("PNG", to: "content/img/pic.png")
    }

    func options(output: String? = nil) -> BuildOptions {
        BuildOptions(contentDirectory: content.path,
                     outputDirectory: output ?? folder.url.appendingPathComponent("unused-output").path)
    }

    func path(_ relative: String) -> String { content.appendingPathComponent(relative).standardizedFileURL.path }

    func edit(_ relative: String, _ transform: (String) -> String) throws {
        let url = content.appendingPathComponent(relative)
        let text = try String(contentsOf: url, encoding: .utf8)
        try Data(transform(text).utf8).write(to: url)
    }

    /// Every file under `root` (relative path → bytes), symlinks resolved, marker files left out.
    static func tree(_ root: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let base = root.resolvingSymlinksInPath().standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return files
        }
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(base.path.count + 1))
            // The staging sink's record of what it wrote is bookkeeping, not site content.
            if relative == ".folio-manifest" { continue }
            files[relative] = try? Data(contentsOf: url)
        }
        return files
    }
}
