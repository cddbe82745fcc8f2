import CFolioBuildInfo

/// What `folio --version` prints: `0.1.0 (commit a145c70, mimalloc 2.0.9)`.
///
/// Why a type: the version number lives here once; the commit comes from the C target
/// `CFolioBuildInfo`, which the Makefile feeds at build time. A build without git (or a plain
/// `swift build`) says `commit unknown` instead of failing.
enum VersionInfo {
    /// The release number. Raise it with each release.
    static let number = "0.1.0"

    /// The git commit the binary was built from (`a145c70` or `a145c70-dirty`), nil when unknown.
    static var commit: String? {
        let text = String(cString: folio_build_commit())
        return text.isEmpty ? nil : text
    }

    /// The line after `folio --version`.
    static var text: String {
        "\(number) (\(commit.map { "commit \($0)" } ?? "commit unknown"), \(Allocator.name))"
    }
}
