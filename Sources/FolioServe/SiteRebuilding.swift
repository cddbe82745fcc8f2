import Foundation

/// What the preview needs from a site builder: a full build and an incremental rebuild, each writing a
/// complete site into a folder it is given.
///
/// The preview owns the folders, so it can keep serving the previous complete version while the next one is
/// written (see ``GenerationStore``). `FolioSite` provides the real conformance (`FolioSiteRebuilder` over `SitePipeline`);
/// tests use small fakes.
public protocol SiteRebuilding: AnyObject, Sendable {
    /// Builds the whole site into `output`, an empty folder.
    func fullBuild(into output: URL) throws -> BuildSummary

    /// Brings `output` up to date after `changed` files changed (absolute, standardized paths).
    ///
    /// `output` already holds the previous complete site as **hard links**, so an implementation must
    /// replace files (write a temporary file and rename it, e.g. `Data.write(to:options: .atomic)`), never
    /// write into an existing file in place, or it would change the version still being served.
    func rebuild(changed: Set<String>, into output: URL) throws -> BuildSummary
}

/// The outcome of one build, as the preview shows it.
public struct BuildSummary: Sendable, Equatable {
    /// Every diagnostic of the site as it now stands (not only those of the changed files), so the
    /// browser overlay and the terminal always describe the whole site.
    public var diagnostics: [PreviewDiagnostic]
    /// Output paths (relative to the site folder, `/`-separated) written or removed by this build.
    public var writtenPaths: [String]
    /// True when every page was rebuilt (first build, template, theme or config change).
    public var wasFullBuild: Bool
    /// Pages in the site, for the terminal's summary line.
    public var pageCount: Int

    public init(diagnostics: [PreviewDiagnostic] = [], writtenPaths: [String] = [], wasFullBuild: Bool,
                pageCount: Int = 0) {
        self.diagnostics = diagnostics
        self.writtenPaths = writtenPaths
        self.wasFullBuild = wasFullBuild
        self.pageCount = pageCount
    }

    /// The diagnostics that stop a page from being right: errors, and anything marked
    /// ``PreviewDiagnostic/showsInOverlay`` (a diagram that could not be drawn).
    public var errors: [PreviewDiagnostic] { diagnostics.filter(\.showsInOverlay) }
}

/// One compiler-style message (`file:line:col: error: message`) shown in the terminal and the overlay.
public struct PreviewDiagnostic: Sendable, Equatable, Hashable {
    public enum Severity: String, Sendable {
        case error, warning
    }

    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String
    /// The offending source line, verbatim, when known.
    public var sourceLine: String?
    /// True when the browser overlay lists it: every error, plus warnings the writer must see at once
    /// although the build goes on (a diagram that could not be drawn), but not the routine ones
    /// (a broken link), which only the terminal prints.
    public var showsInOverlay: Bool

    public init(file: String, line: Int, column: Int, severity: Severity, message: String,
                sourceLine: String? = nil, showsInOverlay: Bool? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.sourceLine = sourceLine
        self.showsInOverlay = showsInOverlay ?? (severity == .error)
    }

    /// `file:line:col`, the part editors and terminals turn into a link.
    public var location: String { "\(file):\(line):\(column)" }

    /// `file:line:col: severity: message`.
    public var headline: String { "\(location): \(severity.rawValue): \(message)" }
}
