/// What a build does with its warnings: drop the ignored codes, make some (or all) errors.
///
/// Why in the library: `--strict`, `warnings.error` and `--warn-error` decide the exit status and
/// the preview's overlay, so they act on the report itself, where `folio build`, `folio serve` and
/// library users all see the same counts; the CLI only formats what is left.
///
/// ```swift
/// let policy = WarningPolicy(ignored: ["look-drawn-classic"], errors: ["folio[broken-link]"])
/// let shown = policy.apply(report.diagnostics)
/// ```
public struct WarningPolicy: Sendable, Equatable {
    /// Every warning is an error.
    public var strict: Bool
    /// Codes or bare names (``DiagnosticCode/matches(_:_:)``) of warnings and notes left out.
    public var ignored: [String]
    /// Codes or bare names of warnings made errors. An ignored code stays ignored.
    public var errors: [String]

    public init(strict: Bool = false, ignored: [String] = [], errors: [String] = []) {
        self.strict = strict
        self.ignored = ignored
        self.errors = errors
    }

    /// The policy of a build: the command line's, with folio.yml's lists added.
    init(options: BuildOptions, config: SiteConfig) {
        self.init(strict: options.strict, ignored: options.ignoredWarnings + config.ignoredWarnings,
                  errors: options.warningsAsErrors + config.errorWarnings)
    }

    /// `diagnostics` without the ignored warnings and notes (errors are never dropped), with
    /// promoted warnings made errors.
    public func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count)
        for var diagnostic in diagnostics {
            if diagnostic.severity != .error, ignored.contains(where: { DiagnosticCode.matches($0, diagnostic.code) }) {
                continue
            }
            if diagnostic.severity == .warning,
               strict || errors.contains(where: { DiagnosticCode.matches($0, diagnostic.code) }) {
                diagnostic.severity = .error
            }
            result.append(diagnostic)
        }
        return result
    }

    /// The known code closest to a mistyped `pattern` (at most a third of its letters apart).
    public static func suggestion(for pattern: String) -> String? {
        let wanted = Array(pattern.lowercased())
        var best: (code: String, distance: Int)?
        for code in DiagnosticCode.all {
            let bare = code.drop { $0 != "[" }.dropFirst().dropLast()
            for candidate in [code, String(bare)] {
                let distance = editDistance(wanted, Array(candidate.lowercased()))
                if distance <= max(1, wanted.count / 3), distance < (best?.distance ?? .max) { best = (code, distance) }
            }
        }
        return best?.code
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty, !b.isEmpty, a.count < 200, b.count < 200 else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
