import ArgumentParser
import Foundation

/// `folio new PATH`: a new note in the content folder, started from the site's archetype (Hugo's
/// `hugo new content`).
///
/// ```
/// $ folio new guides/setup-guide.md
/// Created Content/guides/setup-guide.md
/// ```
/// Why it refuses more than it writes: a note is a writer's work, so an existing file is never
/// replaced (the file is created exclusively, `O_EXCL`), and a path outside the content folder, or an
/// archetype expression it cannot fill in, stops it before anything is written.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a note in the content folder, from archetypes/<section>.md or archetypes/default.md when the site has one.",
        discussion: """
        PATH is inside the content folder (guides/setup-guide.md; .md is added when it has no extension). \
        Without an archetype the note gets front matter with its title (from the file name unless --title \
        says) and today's date as created. An archetype (Hugo's: the folder's own, else default.md, in \
        archetypes/ beside folio.yml) may use {{ .Title }}, {{ .Date }}, {{ .Name }}, {{ .Draft }} and \
        the stock archetype's {{ replace .File.ContentBaseName "-" " " | title }}. An existing file is never \
        overwritten: the exit status is 2 and nothing is written.
        """)

    @Argument(help: "The note's path inside the content folder.")
    var path: String

    @Option(name: .long, help: "Folder holding the notes.")
    var content: String = "Content"

    @Option(name: .long, help: "The note's title (default: the file name's words, capitalised).")
    var title: String?

    @Flag(name: .long, help: "Mark the note a draft (draft: true), which folio build leaves out.")
    var draft = false

    @OptionGroup var quietOption: QuietOption

    func run() throws {
        let relative = try Self.notePath(path)
        let scaffold = NoteScaffold(path: relative, title: title, draft: draft)
        var text = scaffold.defaultText
        let archetypes = URL(fileURLWithPath: "archetypes")
        for name in [scaffold.section, "default"].compactMap({ $0 }) {
            let file = archetypes.appendingPathComponent(name + ".md")
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            do {
                text = try scaffold.filling(String(decoding: data, as: UTF8.self))
            } catch let problem as NoteScaffold.Problem {
                throw CommandFailure("archetypes/\(name).md:\(problem); nothing was written", exitCode: 2)
            }
            if draft && !text.contains("draft:") && !text.contains("draft =") {
                throw CommandFailure("archetypes/\(name).md has no draft key for --draft to set (write draft: {{ .Draft }}); nothing was written",
                                     exitCode: 2)
            }
            break
        }
        let shown = (content.hasSuffix("/") ? content : content + "/") + relative
        let url = URL(fileURLWithPath: content).appendingPathComponent(relative)
        if InitCommand.exists(url.path) {
            throw CommandFailure("'\(shown)' already exists; folio new never overwrites a file", exitCode: 2)
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .withoutOverwriting)
        } catch {
            let reason = InitCommand.exists(url.path) ? "it appeared while folio new was writing" : error.localizedDescription
            throw CommandFailure("cannot create '\(shown)': \(reason)", exitCode: 2)
        }
        if !quietOption.quiet { print("Created \(shown)") }
    }

    /// `path` as a note's path inside the content folder: relative, no `..`, a Markdown name (`.md` added
    /// to a name without an extension).
    static func notePath(_ path: String) throws -> String {
        let parts = path.split(separator: "/").filter { $0 != "." }
        guard !path.hasPrefix("/"), !parts.isEmpty, !parts.contains("..") else {
            throw CommandFailure("'\(path)' is not a path inside the content folder (no leading / and no ..)", exitCode: 2)
        }
        var relative = parts.joined(separator: "/")
        let name = String(parts.last!)
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            let suffix = name[name.index(after: dot)...].lowercased()
            guard ["md", "markdown", "mdx"].contains(suffix) else {
                throw CommandFailure("'\(path)' is not a note: its name must end in .md, .markdown or .mdx", exitCode: 2)
            }
        } else {
            relative += ".md"
        }
        return relative
    }
}
