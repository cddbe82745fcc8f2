import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Discovers pages and assets under the content folder.
///
/// Rules: `.md` and `.markdown` files are pages; a `.txt` file is a page when it starts
/// with a `---` front matter line; everything else is an asset. Hidden files and folders
/// (name starting with `.`) are skipped, and so are the output folder, `folio.yml` and a
/// `Templates/` folder at the content root when the content folder is the site root.
/// Symbolic links to folders are not followed (no cycles). Results are sorted by path.
public struct ContentScanner {
    public var contentDirectory: String
    /// Absolute, standardized paths never to descend into (the output and staging folders).
    public var excludedDirectories: [String]
    /// Root-level names to skip (site configuration living next to the notes).
    public var excludedRootNames: Set<String>

    public init(contentDirectory: String, excludedDirectories: [String] = [], excludedRootNames: Set<String> = []) {
        self.contentDirectory = contentDirectory
        self.excludedDirectories = excludedDirectories
        self.excludedRootNames = excludedRootNames
    }

    public func scan() throws -> [ContentFile] {
        let fm = FileManager.default
        let root = URL(fileURLWithPath: contentDirectory).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SiteBuildError.missingContent(contentDirectory)
        }
        var files: [ContentFile] = []
        var pending: [(String, String)] = [(root.path, "")]
        var visited = 0
        while let (directory, prefix) = pending.popLast() {
            visited += 1
            if visited > 100_000 { break }
            let names = (try? fm.contentsOfDirectory(atPath: directory)) ?? []
            for name in names.sorted() {
                if name.hasPrefix(".") { continue }
                if prefix.isEmpty && excludedRootNames.contains(name) { continue }
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                // One lstat per entry (Foundation's resourceValues cost several calls).
                var info = stat()
                let type = lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
                if type == S_IFDIR {
                    if excludedDirectories.contains(URL(fileURLWithPath: path).standardizedFileURL.path) { continue }
                    pending.append((path, relative))
                    continue
                }
                if type == S_IFLNK {
                    // A link to a file is copied as that file; a link to a folder is skipped.
                    var target = stat()
                    if stat(path, &target) == 0, target.st_mode & S_IFMT == S_IFDIR { continue }
                }
                files.append(ContentFile(relativePath: relative, kind: classify(path: path, name: name)))
            }
        }
        return files.sorted { $0.relativePath < $1.relativePath }
    }

    private func classify(path: String, name: String) -> ContentFile.Kind {
        let dot = name.lastIndex(of: ".")
        let ext = dot.map { name[name.index(after: $0)...].lowercased() } ?? ""
        switch ext {
        case "md", "markdown": return .page
        case "txt":
            guard let handle = FileHandle(forReadingAtPath: path) else { return .asset }
            defer { try? handle.close() }
            let head = (try? handle.read(upToCount: 8)) ?? Data()
            return FrontMatterParser.startsWithFrontMatter(String(decoding: head, as: UTF8.self) + "\n") ? .page : .asset
        default: return .asset
        }
    }
}

/// Errors that stop a build (content problems are diagnostics, not errors).
public enum SiteBuildError: Error, CustomStringConvertible, Equatable {
    case missingContent(String)
    case missingResources
    case unsafeOutput(String)
    case template(String)
    case io(String)
    case injectedFailure

    public var description: String {
        switch self {
        case .missingContent(let path): return "content folder '\(path)' does not exist"
        case .missingResources:
            return "cannot find the built-in Templates/ and Themes/ folders (set FOLIO_RESOURCES to a Folio checkout)"
        case .unsafeOutput(let why): return why
        case .template(let why): return "template error: \(why)"
        case .io(let why): return why
        case .injectedFailure: return "build stopped by a test hook"
        }
    }
}
