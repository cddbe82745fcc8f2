import Foundation
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Discovers pages and assets under the content folder.
///
/// Rules: `.md` and `.markdown` files are pages; a `.txt` file is a page when it starts
/// with a `---` front matter line; everything else is an asset. Hidden files and folders
/// (name starting with `.`) are skipped, except a `.well-known/` folder at the content root;
/// so are the output folder, a folder holding another site Folio built (`.folio-manifest`),
/// `folio.yml` and a `Templates/` folder at the content root when the content folder is the
/// site root. Results are sorted by path.
///
/// Why so strict: a build runs on notes many people edit. Only regular files are listed (a FIFO,
/// socket or device would hang or flood the build); a symbolic link is followed only when it
/// resolves inside the content folder (a link to `/etc/passwd` must never be published), and a
/// linked folder only when it is not one of its own ancestors. Everything left out for those
/// reasons, and every name that is not valid UTF-8, is reported in ``Scan/skipped``, so nothing
/// is dropped silently and one bad entry never stops the build. One `lstat` per entry, through its open folder.
public struct ContentScanner {
    public var contentDirectory: String
    /// Absolute, standardized paths never to descend into (the output and staging folders).
    public var excludedDirectories: [String]
    /// Root-level names to skip (site configuration living next to the notes).
    public var excludedRootNames: Set<String>

    /// What a scan found: the files of the site, and the entries it left out and why.
    public struct Scan: Sendable {
        public var files: [ContentFile]
        public var skipped: [Skipped]
    }

    /// An entry left out of the site.
    public struct Skipped: Sendable, Hashable {
        /// Path inside the content folder, bytes that are not printable UTF-8 escaped (`caf\xE9.md`).
        public var relativePath: String
        public var reason: String
        /// False for entries left out by design (another Folio site inside the content folder).
        public var isProblem: Bool
    }

    public init(contentDirectory: String, excludedDirectories: [String] = [], excludedRootNames: Set<String> = []) {
        self.contentDirectory = contentDirectory
        self.excludedDirectories = excludedDirectories
        self.excludedRootNames = excludedRootNames
    }

    public func scan() throws -> [ContentFile] { try scanReportingSkipped().files }

    public func scanReportingSkipped() throws -> Scan {
        let root = URL(fileURLWithPath: contentDirectory).standardizedFileURL
        var info = stat()
        guard stat(root.path, &info) == 0 else {
            throw errno == ENOENT ? SiteBuildError.missingContent(contentDirectory)
                : SiteBuildError.io("cannot read the content folder '\(contentDirectory)': \(FileProblem.reason(errno))")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw SiteBuildError.contentIsNotAFolder(contentDirectory) }
        let realRoot = Self.realPath(root.path) ?? root.path
        let excluded = Set(excludedDirectories + excludedDirectories.compactMap(Self.realPath))
        // Read before any file is examined: a note's stamp vouches for its text only when the file was
        // left alone long enough before this (``SourceStamp``).
        let scanStart = SourceStamp.Observation.clock()
        let budget = WorkCounter()   // the folders listed so far, shared by the walks side by side
        // The root's own entries here; then each of its folders' trees on every core (a large site's
        // ten thousand `lstat`s were a third of a one-note rebuild's discovery).
        let top = walk([(root.path, "", [realRoot])], realRoot: realRoot, excluded: excluded, scanStart: scanStart,
                       budget: budget, descends: false)
        var trees = [Walk?](repeating: nil, count: top.folders.count)
        trees.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer), folders = top.folders
            DispatchQueue.concurrentPerform(iterations: folders.count) { index in
                slots.buffer[index] = walk([folders[index]], realRoot: realRoot, excluded: excluded, scanStart: scanStart,
                                           budget: budget, descends: true)
            }
        }
        var files = top.files, skipped = top.skipped
        for tree in trees {
            files += tree!.files
            skipped += tree!.skipped
        }
        return Scan(files: Self.inPathOrder(files),
                    skipped: skipped.sorted { $0.relativePath < $1.relativePath })
    }

    /// What a walk found: files, entries left out, and (when it does not descend) the folders below.
    private struct Walk {
        var files: [ContentFile] = []
        var skipped: [Skipped] = []
        var folders: [(String, String, [String])] = []
    }

    /// Walks the folders of `start` (each: folder path, relative prefix, real paths of the folders
    /// above it, itself included) and, when `descends`, every folder below them; otherwise the folders
    /// found are returned in ``Walk/folders``.
    private func walk(_ start: [(String, String, [String])], realRoot: String, excluded: Set<String>,
                      scanStart: Int64, budget: WorkCounter, descends: Bool) -> Walk {
        var result = Walk()
        var info = stat()
        var pending = start
        while let (directory, prefix, ancestors) = pending.popLast() {
            guard budget.next(limit: 100_000) != nil else { break }   // a deep or looping tree stops here
            let entries: [RawDirectory.Entry]
            switch RawDirectory.entries(directory, statting: true) {
            case .success(let list): entries = list
            case .failure(let problem):
                result.skipped.append(Skipped(relativePath: prefix, reason: "cannot list this folder: \(problem.sentence)", isProblem: true))
                continue
            }
            let folderPath = directory.hasSuffix("/") ? directory : directory + "/"
            for entry in RawDirectory.inNameOrder(entries) {
                // Made only for an entry that is skipped (ten thousand names otherwise).
                var escapedRelative: String { (prefix.isEmpty ? "" : prefix + "/") + FileProblem.escaped(entry.bytes) }
                guard let name = entry.name else {
                    if entry.bytes.first != 46 {
                        result.skipped.append(Skipped(relativePath: escapedRelative,
                                               reason: "skipped: its name is not valid UTF-8 (rename the file)", isProblem: true))
                    }
                    continue
                }
                // Hidden files stay out, but for `.well-known` at the top and MkDocs' `.pages` and `.meta.yml`
                // (read, not published).
                var isMetaFile = false
                if name.utf8.first == 46 {   // .
                    isMetaFile = FolderMetaFiles.isMetaName(name[...])
                    if !(prefix.isEmpty && name == ".well-known") && name != ".pages" && !isMetaFile { continue }
                }
                if prefix.isEmpty && excludedRootNames.contains(name) { continue }
                // Made only when asked for (a link, a folder, a text file, a failed listing): not for a note.
                var path: String { folderPath + name }
                let relative = prefix.isEmpty ? name
                    : entry.bytes.withUnsafeBufferPointer { RawDirectory.relativePath(prefix, $0) } ?? prefix + "/" + name
                // Taken through the open folder while it was listed; a whole-path `lstat` only if that failed.
                if let taken = entry.info { info = taken }
                var type = entry.info != nil || lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
                var realTarget: String?
                if type == S_IFLNK {
                    switch followLink(path, root: realRoot, ancestors: ancestors, excluded: excluded) {
                    case .failure(let problem):
                        result.skipped.append(Skipped(relativePath: escapedRelative, reason: problem.reason, isProblem: true))
                        continue
                    case .success(let (target, targetType)):
                        realTarget = target
                        type = targetType
                    }
                }
                if type == S_IFDIR {
                    if isMetaFile { continue }   // a folder by a meta file's name is hidden like any other
                    if realTarget == nil && excluded.contains(URL(fileURLWithPath: path).standardizedFileURL.path) { continue }
                    if access(path + "/.folio-manifest", F_OK) == 0 {
                        result.skipped.append(Skipped(relativePath: escapedRelative + "/",
                                               reason: "not copied: it is a site Folio built (it holds .folio-manifest)",
                                               isProblem: false))
                        continue
                    }
                    let folder = (path, relative, ancestors + [realTarget ?? (Self.realPath(path) ?? path)])
                    if descends { pending.append(folder) } else { result.folders.append(folder) }
                    continue
                }
                guard type == S_IFREG else {
                    let what = type == 0 ? "it cannot be examined" : "it is \(FileProblem.typeName(type))"
                    result.skipped.append(Skipped(relativePath: escapedRelative,
                                           reason: "skipped: \(what), and only regular files are read or copied",
                                           isProblem: true))
                    continue
                }
                var file = ContentFile(relativePath: relative, kind: classify(path: path, relative: relative, name: name))
                if realTarget == nil { file.observation = SourceStamp.Observation(info, takenAfter: scanStart) }
                result.files.append(file)
            }
        }
        return result
    }

    /// `files` ordered by relative path as `<` orders them: positions are sorted, ASCII paths compared
    /// by bytes (``String/order(_:_:bothASCII:)``); sorting the files themselves by `<` was a tenth of a
    /// no-change rebuild's scan.
    private static func inPathOrder(_ files: [ContentFile]) -> [ContentFile] {
        let ascii = files.map { !$0.relativePath.hasNonASCII }
        let order = files.withUnsafeBufferPointer { files in
            files.indices.sorted { String.order(files[$0].relativePath, files[$1].relativePath, bothASCII: ascii[$0] && ascii[$1]) < 0 }
        }
        return order.map { files[$0] }
    }

    /// Where the link at `path` leads and what it is, or why it is not followed.
    private func followLink(_ path: String, root: String, ancestors: [String], excluded: Set<String>)
        -> Result<(String, mode_t), LinkProblem> {
        guard let target = Self.realPath(path) else {
            let code = errno
            if code == ELOOP { return .failure(LinkProblem("skipped: symlink loop")) }
            let destination = Self.linkText(path).map { " ('\(FileProblem.escaped($0))')" } ?? ""
            if code == ENOENT || code == ENOTDIR {
                return .failure(LinkProblem("skipped: dangling symlink (its target\(destination) does not exist)"))
            }
            return .failure(LinkProblem("skipped: cannot follow this symlink: \(FileProblem.reason(code))"))
        }
        guard target.hasPrefix(root + "/") || target == root else {
            return .failure(LinkProblem("skipped: symlink to '\(FileProblem.escaped(target))', outside the content folder"))
        }
        var info = stat()
        guard stat(target, &info) == 0 else { return .failure(LinkProblem("skipped: \(FileProblem.reason(errno))")) }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR {
            if ancestors.contains(target) { return .failure(LinkProblem("skipped: symlink loop (it links to a folder above it)")) }
            if excluded.contains(target) { return .failure(LinkProblem("skipped: symlink to the output folder")) }
        }
        return .success((target, type))
    }

    struct LinkProblem: Error, ExpressibleByStringLiteral {
        var reason: String
        init(_ reason: String) { self.reason = reason }
        init(stringLiteral value: String) { reason = value }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func linkText(_ path: String) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count)
        return count < 0 ? nil : Array(buffer[..<count])
    }

    private func classify(path: @autoclosure () -> String, relative: @autoclosure () -> String, name: String) -> ContentFile.Kind {
        // On bytes: `lastIndex(of: Character)` walked the name grapheme by grapheme, for every file.
        let ext = name.utf8LastIndex(of: 46).map { name[name.utf8.index(after: $0)...].lowercased() } ?? ""
        switch ext {
        // A partial (``PartialNotes``) is kept with the copied files, which discovery sets apart.
        case "md", "markdown", "mdx": return PartialNotes.isPartial(relative()) ? .asset : .page
        case "txt":
            guard let handle = FileHandle(forReadingAtPath: path()) else { return .asset }
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
    case contentIsNotAFolder(String)
    /// Another build holds the output folder's lock.
    case outputBusy(String)
    case missingResources
    case unsafeOutput(String)
    case template(String)
    case io(String)
    case injectedFailure

    public var description: String {
        switch self {
        case .missingContent(let path): return "content folder '\(path)' does not exist"
        case .contentIsNotAFolder(let path): return "content folder '\(path)' is a file, not a folder"
        case .missingResources:
            return "cannot find the built-in Templates/ and Themes/ folders (set FOLIO_RESOURCES to a Folio checkout)"
        case .unsafeOutput(let why): return why
        case .outputBusy(let path):
            return "another folio build is writing to '\(path)'; wait for it to finish (its lock: the hidden .folio-lock file beside the folder)"
        case .template(let why): return "template error: \(why)"
        case .io(let why): return why
        case .injectedFailure: return "build stopped by a test hook"
        }
    }
}
