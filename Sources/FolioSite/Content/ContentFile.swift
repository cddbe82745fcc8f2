/// One file found in the content folder.
public struct ContentFile: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A Markdown page (`.md`, `.markdown`, or `.txt` starting with `---`).
        case page
        /// Copied through unchanged at the same relative path.
        case asset
    }

    /// Path inside the content folder, `/`-separated (`guides/setup.md`).
    public var relativePath: String
    public var kind: Kind
    /// The file's stamp as the scan saw it (a regular file reached without a symbolic link), for the
    /// build cache; not part of what the file is (equality and hashing leave it out).
    var observation: SourceStamp.Observation?

    public init(relativePath: String, kind: Kind) {
        self.relativePath = relativePath
        self.kind = kind
    }

    public static func == (left: ContentFile, right: ContentFile) -> Bool {
        left.relativePath == right.relativePath && left.kind == right.kind
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(relativePath)
        hasher.combine(kind)
    }
}
