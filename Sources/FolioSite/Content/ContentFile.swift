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

    public init(relativePath: String, kind: Kind) {
        self.relativePath = relativePath
        self.kind = kind
    }
}
