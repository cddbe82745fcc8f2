#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What reading a note did to its bytes, said out loud: invalid UTF-8, NUL bytes and UTF-16.
///
/// Why: notes are read straight into string storage (``PageLoader/readString(_:)``), which
/// repairs invalid UTF-8 to U+FFFD without a word, keeps NUL bytes (which cmark then turns into
/// U+FFFD), and made a UTF-16 note (saved by a Windows editor) into a page of replacement
/// characters. Now UTF-16 with a byte order mark is decoded, and each of these is a warning at
/// the first place it happens. The checks cost one pass over bytes that are almost always
/// clean; the raw file is read again only when the text holds a U+FFFD, to tell a repaired
/// byte from a replacement character the author typed.
enum NoteEncoding {
    /// The first character of a text ``PageLoader/readText(_:)`` decoded from UTF-16: the
    /// byte order mark is kept so that ``PageLoader/parse(_:text:)`` can say so.
    static let utf16Marker: Character = "\u{FEFF}"

    /// The text of UTF-16 bytes that start with a byte order mark (BOM kept), else nil.
    static func decodeUTF16(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 2 else { return nil }
        let littleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): littleEndian = true
        case (0xFE, 0xFF): littleEndian = false
        default: return nil
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 0
        while index + 1 < bytes.count {
            let pair = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            units.append(littleEndian ? pair.0 | pair.1 << 8 : pair.0 << 8 | pair.1)
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// Warnings for a note's text as read from `rawPath` (without the UTF-16 marker),
    /// positioned in that text.
    static func diagnostics(text: String, fromUTF16: Bool, rawPath: String, file: String, lines: LineIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if fromUTF16 {
            let bigEndian = PageLoader.readBytes(rawPath)?.first == 0xFE
            diagnostics.append(Diagnostic(file: file, line: 1, column: 1, severity: .warning,
                                          message: "note is UTF-16 (\(bigEndian ? "big" : "little")-endian, with a byte order mark); "
                                              + "decoded, but save it as UTF-8", sourceLine: nil, code: DiagnosticCode.encoding))
        }
        guard mayNeedWarning(text) else { return diagnostics }
        var nul: (line: Int, column: Int, count: Int)?
        var sawReplacement = false
        var line = 1
        var lineStart = 0
        var offset = 0
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if byte == 10 {
                line += 1
                lineStart = offset + 1
            } else if byte == 0 {
                if nul == nil { nul = (line, offset - lineStart + 1, 0) }
                nul!.count += 1
            } else if byte == 0xBD && previous == (0xEF, 0xBF) {
                sawReplacement = true
            }
            previous = (previous.1, byte)
            offset += 1
        }
        if let nul = nul {
            diagnostics.append(Diagnostic(file: file, line: nul.line, column: nul.column, severity: .warning,
                                          message: nul.count == 1 ? "NUL byte in the note (shown as U+FFFD)"
                                              : "\(nul.count) NUL bytes in the note, the first here (shown as U+FFFD)",
                                          sourceLine: lines.line(nul.line), code: DiagnosticCode.encoding))
        }
        if sawReplacement && !fromUTF16, let bytes = PageLoader.readBytes(rawPath),
           let invalid = firstInvalidUTF8(bytes) {
            diagnostics.append(Diagnostic(file: file, line: invalid.line, column: invalid.column, severity: .warning,
                                          message: invalid.count == 1 ? "invalid UTF-8 (replaced by U+FFFD)"
                                              : "\(invalid.count) invalid UTF-8 sequences, the first here (replaced by U+FFFD)",
                                          sourceLine: lines.line(invalid.line), code: DiagnosticCode.encoding))
        }
        return diagnostics
    }

    /// False when the text has neither a NUL byte nor the first byte of U+FFFD: the usual
    /// case, decided without walking the text byte by byte in Swift.
    private static func mayNeedWarning(_ text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, 0, bytes.count) != nil || memchr(base, 0xEF, bytes.count) != nil
        }
        return found ?? true
    }

    /// Where the first invalid UTF-8 sequence of a note's bytes lands in its text as read
    /// (CRLF and CR made LF, a UTF-8 BOM dropped, each bad sequence one U+FFFD), and how many
    /// there are. Nil when the bytes are valid.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (line: Int, column: Int, count: Int)? {
        var first: (line: Int, column: Int)?
        var count = 0
        var line = 1
        var column = 1
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes[start...].makeIterator()
        var afterCR = false
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let byte = encoded.first!
                if byte == 10 && afterCR {
                    // The LF of a CRLF: the CR already ended the line.
                } else if byte == 10 || byte == 13 {
                    line += 1
                    column = 1
                } else {
                    column += encoded.count
                }
                afterCR = byte == 13
            case .error:
                if first == nil { first = (line, column) }
                count += 1
                column += 3
                afterCR = false
            case .emptyInput:
                return first.map { ($0.line, $0.column, count) }
            }
        }
    }
}
