import ArgumentParser
import Foundation

/// `folio init [DIR]`: starts a new site that `folio build` builds at once.
///
/// ```
/// $ folio init notes && cd notes && folio build
/// Created notes/folio.yml, notes/Content/index.md, notes/Content/getting-started.md, …
/// ```
/// Why all-or-nothing: it never overwrites a file. Every path is checked before anything is written,
/// and each file is created exclusively (`O_EXCL`), so a second `folio init`, or one racing another
/// program, stops with the name of the file in the way and leaves what was there untouched.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new site: folio.yml, Content/ with two notes, .gitignore and a GitHub Pages workflow.",
        discussion: """
        Writes folio.yml (every key explained), Content/index.md, Content/getting-started.md (front \
        matter, licenses, an admonition and a Mermaid diagram), .gitignore and \
        .github/workflows/pages.yml into DIR (created when missing). Existing files are never \
        overwritten: if one is in the way, nothing is written and the exit status is 2.
        """)

    @Argument(help: "Folder to create the site in (default: the current folder).")
    var directory: String = "."

    @Option(name: .customLong("title"), help: "Site title (default: the folder's name).")
    var title: String?

    @Option(name: .customLong("folio-repository"),
            help: "Git URL of Folio's source for the Pages workflow (default: the repository variable FOLIO_REPOSITORY).")
    var folioRepository: String?

    @OptionGroup var quietOption: QuietOption

    func run() throws {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        let name = root.lastPathComponent.isEmpty || root.path == "/" ? "My site" : root.lastPathComponent
        let scaffold = SiteScaffold(title: title ?? name, folioRepository: folioRepository)
        let shown = directory == "." ? "" : (directory.hasSuffix("/") ? directory : directory + "/")
        for file in scaffold.files where Self.exists(root.appendingPathComponent(file.path).path) {
            throw CommandFailure("'\(shown)\(file.path)' already exists; folio init never overwrites a file, "
                + "so nothing was written (move it away, or init another folder)", exitCode: 2)
        }
        var created: [String] = []
        for file in scaffold.files {
            let url = root.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url, options: .withoutOverwriting)
            } catch {
                let reason = Self.exists(url.path) ? "it appeared while folio init was writing" : "\(error.localizedDescription)"
                throw CommandFailure("cannot create '\(shown)\(file.path)': \(reason)"
                    + (created.isEmpty ? "" : "; already created: \(created.joined(separator: ", "))"), exitCode: 2)
            }
            created.append(shown + file.path)
        }
        if !quietOption.quiet {
            print("Created \(created.joined(separator: ", "))")
            let cd = directory == "." ? "" : "cd \(directory) && "
            print("Next: \(cd)folio build    (or folio serve to preview with live reload)")
        }
    }

    /// True for anything at `path`, a dangling symbolic link included.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}
