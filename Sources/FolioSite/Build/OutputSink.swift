/// Where a build's files end up, and how they become the live site.
///
/// Why a protocol: the pipeline writes every file through one ``SiteWriter`` whatever the
/// destination; only the folder, the way files are put in it and the final step differ.
/// `folio build` uses a ``StagingSink`` (a fresh staging folder swapped in atomically at the end);
/// `folio serve` uses a ``GenerationSink`` (a hard-link clone of the served generation, which the
/// preview publishes itself).
public protocol OutputSink: Sendable {
    /// The folder files are written into (absolute, no trailing slash).
    var folder: String { get }
    /// True when the folder may hold files shared (hard-linked) with a site still being served:
    /// every file must then be replaced (temporary file + rename), never written in place.
    var replacesFiles: Bool { get }
    /// True when the folder starts out holding an earlier site (a ``StagingSink`` on the build
    /// cache's spare): a file whose bytes and mode are already the ones to write is kept as it is,
    /// and whatever the build does not write is removed before publishing.
    var holdsPreviousFiles: Bool { get }
    /// Warnings about the sink itself, for the build report (a spare that could not be used).
    var warnings: [String] { get }
    /// Called with every output path written, just before ``publish()`` (a ``StagingSink``
    /// records them in its manifest).
    func willPublish(written: [String]) throws
    /// Makes the written folder the site. Called once, after every file is written.
    func publish() throws
    /// Gives up on the written files: the previous site stays as it was.
    func abandon()
}

extension OutputSink {
    public func willPublish(written: [String]) throws {}
    public var holdsPreviousFiles: Bool { false }
    public var warnings: [String] { [] }
}
