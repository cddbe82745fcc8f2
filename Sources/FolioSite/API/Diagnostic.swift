/// A problem found while building, positioned like a compiler message.
///
/// Libraries never print: the builder collects diagnostics in its ``BuildReport`` and the
/// CLI decides how to show them (see ``formatted(colour:)``).
///
/// ```
/// $ folio build --content notes
/// notes/guide.md:12:5: warning: broken link 'Media/shot.png' (no such file in the site)
///     ![shot](Media/shot.png)
///     ^
/// ```
public struct Diagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case note, warning, error

        private var rank: Int { self == .error ? 2 : (self == .warning ? 1 : 0) }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// Path of the file as the user would type it: the content directory given on the
    /// command line joined with the path inside it (e.g. `../shared/seeds/004_x.txt`).
    public var file: String
    /// 1-based line; 0 when the problem concerns the whole file.
    public var line: Int
    /// 1-based column; 0 when unknown.
    public var column: Int
    public var severity: Severity
    public var message: String
    /// The offending source line, verbatim, for the caret display.
    public var sourceLine: String?

    public init(file: String, line: Int, column: Int, severity: Severity, message: String, sourceLine: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.sourceLine = sourceLine
    }

    /// Sorted by file, then position, then message: the order the CLI prints them in.
    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        (a.file, a.line, a.column, a.message) < (b.file, b.line, b.column, b.message)
    }

    /// `path:line:col: severity: message`, without the source excerpt.
    public var description: String {
        var location = file
        if line > 0 { location += ":\(line)" }
        if line > 0 && column > 0 { location += ":\(column)" }
        return "\(location): \(severity.rawValue): \(message)"
    }

    /// The full compiler-style message: the header line, then the source line and a caret
    /// under the column. `colour` adds ANSI colours (use it only when writing to a TTY).
    public func formatted(colour: Bool) -> String {
        let bold = colour ? "\u{1B}[1m" : ""
        let reset = colour ? "\u{1B}[0m" : ""
        let tint: String
        switch severity {
        case .error: tint = colour ? "\u{1B}[1;31m" : ""
        case .warning: tint = colour ? "\u{1B}[1;35m" : ""
        case .note: tint = colour ? "\u{1B}[1;36m" : ""
        }
        var location = file
        if line > 0 { location += ":\(line)" }
        if line > 0 && column > 0 { location += ":\(column)" }
        var text = "\(bold)\(location):\(reset) \(tint)\(severity.rawValue):\(reset) \(bold)\(message)\(reset)"
        if let source = sourceLine, line > 0 {
            let shown = source.replacingTabs()
            text += "\n    " + shown
            if column > 0 {
                let prefix = String(source.prefixOfUTF8Length(column - 1)).replacingTabs()
                let green = colour ? "\u{1B}[1;32m" : ""
                text += "\n    " + String(repeating: " ", count: prefix.count) + green + "^" + reset
            }
        }
        return text
    }
}

extension String {
    fileprivate func replacingTabs() -> String {
        guard utf8.contains(9) else { return self }
        return replacingAll("\t", with: "    ")
    }

    /// The longest prefix whose UTF-8 length is at most `count` (columns are UTF-8 based),
    /// never cutting a character in half.
    func prefixOfUTF8Length(_ count: Int) -> Substring {
        let limit = utf8.index(utf8.startIndex, offsetBy: max(0, count), limitedBy: utf8.endIndex) ?? utf8.endIndex
        var end = limit
        while end > utf8.startIndex && end != utf8.endIndex && (utf8[end] & 0xC0) == 0x80 {
            end = utf8.index(before: end)
        }
        return self[..<end]
    }
}
