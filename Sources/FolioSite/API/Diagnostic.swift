/// A problem found while building, positioned like a compiler message: the one diagnostic type
/// of the site builder and the preview.
///
/// Why structured: the terminal (the `folio` executable), the preview's overlay and the tests
/// each show or check diagnostics their own way, so they travel as data (severity, kind,
/// position, message, source line) and are never formatted, coloured or re-parsed here. The
/// library never prints.
///
/// ```swift
/// let report = try SiteBuilder(options: options).build()
/// for diagnostic in report.diagnostics where diagnostic.severity == .error {
///     print(diagnostic.file, diagnostic.line, diagnostic.column, diagnostic.message)
/// }
/// ```
public struct Diagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case note, warning, error

        private var rank: Int { self == .error ? 2 : (self == .warning ? 1 : 0) }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// What the problem is about, for whoever decides how to show it.
    public enum Kind: Sendable, Hashable {
        /// A problem in a note's text, front matter or links, in folio.yml, or a failed build.
        case content
        /// Mermaid diagram `number` of its page (1-based); `drawn` is false when the figure shows
        /// an error box instead of the drawing (the preview puts those on the page at once).
        case diagram(number: Int, drawn: Bool)
    }

    /// Path of the file as the user would type it: the content directory given on the
    /// command line joined with the path inside it (e.g. `../shared/seeds/004_x.txt`).
    public var file: String
    /// 1-based line; 0 when the problem concerns the whole file.
    public var line: Int
    /// 1-based column (UTF-8 based); 0 when unknown.
    public var column: Int
    public var severity: Severity
    public var kind: Kind
    public var message: String
    /// The offending source line, verbatim, for a caret display.
    public var sourceLine: String?
    /// The stable name of the kind of problem, `tool[name]`: `folio[broken-link]` for what the site
    /// builder finds, `mermaid[unknown-config-key]` for a diagram's ``MermaidWarning/code``. Shown
    /// after the message and matched by `warnings.ignore`/`warnings.error` in folio.yml and
    /// `--warn-error`; every one is listed in ``DiagnosticCode``.
    public var code: String

    public init(file: String, line: Int, column: Int, severity: Severity, kind: Kind = .content, message: String,
                sourceLine: String? = nil, code: String = DiagnosticCode.general) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.kind = kind
        self.message = message
        self.sourceLine = sourceLine
        self.code = code
    }

    /// Sorted by file, then position, then message: the order the CLI prints them in.
    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        (a.file, a.line, a.column, a.message) < (b.file, b.line, b.column, b.message)
    }

    /// `path:line:col`, the part editors and terminals turn into a link (line and column left
    /// out when unknown).
    public var location: String {
        var location = file
        if line > 0 { location += ":\(line)" }
        if line > 0 && column > 0 { location += ":\(column)" }
        return location
    }

    /// `path:line:col: severity: message`, without the source excerpt.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
