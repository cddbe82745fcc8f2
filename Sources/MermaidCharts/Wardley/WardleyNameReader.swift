// Why: Wardley names are written bare, with spaces and hyphens (`Cup of Tea`, `real-time processing`,
// `byte pair encoding (BPE)`), or quoted. The bare form is mermaid's NAME_WITH_SPACES token: a
// letter, then letters, digits, `_`, `(`, `)`, `&` or a `-` not starting `->`; words after spaces
// start with a letter or `(`. It stops before `->`, `+>`, `[`, `;` and the like.
import MermaidCore

enum WardleyNameReader {
    static func name(_ c: inout ChartLine, source: DiagramSource) throws -> String {
        c.skipSpaces()
        if c.peek == "\"" || c.peek == "'" {
            let column = c.column
            let text = try c.quoted(in: source, what: "the name")
            guard !text.trimmingASCIIWhitespace().isEmpty else {
                throw source.error("expected a name, found empty quotes", line: c.line.number, column: column)
            }
            return text.trimmingASCIIWhitespace()
        }
        let column = c.column
        guard let first = c.peek, first.isLetterQuick else {
            throw source.error("expected a name such as Kettle, Cup of Tea or \"3D printer\"" + (c.atEnd ? "" : ", found '\(c.rest.prefix(12))'"),
                               line: c.line.number, column: column)
        }
        var name = ""
        wordChars(&c, into: &name)
        while true {
            var probe = c
            var spaces = ""
            while let ch = probe.peek, ch == " " || ch == "\t" { spaces.append(ch); probe.advance() }
            guard !spaces.isEmpty, let next = probe.peek, next.isLetterQuick || next == "(" else { break }
            c = probe
            name += spaces
            wordChars(&c, into: &name)
        }
        return name
    }

    private static func wordChars(_ c: inout ChartLine, into name: inout String) {
        // An ASCII line: the same test on bytes, the run appended at once.
        if let run = c.asciiRun({ byte, next in
            (byte | 0x20) &- 97 < 26 || byte &- 48 < 10 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "(")
                || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "&") || (byte == UInt8(ascii: "-") && next != UInt8(ascii: ">"))
        }) {
            name += run
            return
        }
        while let ch = c.peek {
            if ch.isLetterQuick || ch.isNumberQuick || ch == "_" || ch == "(" || ch == ")" || ch == "&" {
                name.append(ch)
                c.advance()
            } else if ch == "-" {
                var probe = c
                probe.advance()
                if probe.peek == ">" { return }
                name.append(ch)
                c = probe
            } else {
                return
            }
        }
    }
}
