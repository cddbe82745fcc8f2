import Foundation

/// The text of a new note (`folio new`): from an archetype file of the site when it has one, else a
/// front matter block with the note's title and date.
///
/// Why archetypes: Hugo's `hugo new content` starts each note from `archetypes/<section>.md` or
/// `archetypes/default.md`, so a site's notes begin with the keys it uses (license, author, tags). Hugo's
/// archetypes are Go templates; the handful of expressions they use in practice (the stock archetype's
/// title made from the file name, the date) are read here, and any other `{{ … }}` is refused with its
/// line and column rather than written into the note as it stands.
struct NoteScaffold {
    /// The note's path inside the content folder (`guides/setup-guide.md`).
    let path: String
    /// The title: given, else the file name's words in title case (Hugo's `title` of its base name).
    let title: String
    /// When the note is made.
    let date: Date
    let draft: Bool

    init(path: String, title: String?, date: Date = Date(), draft: Bool = false) {
        self.path = path
        self.title = title ?? Self.title(fromFileName: path)
        self.date = date
        self.draft = draft
    }

    /// `setup-guide.md` → `Setup Guide`.
    static func title(fromFileName path: String) -> String {
        var name = String(path.split(separator: "/").last ?? "")
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// The first folder of ``path`` (Hugo's section, whose archetype comes first), nil at the top.
    var section: String? {
        let parts = path.split(separator: "/")
        return parts.count > 1 ? String(parts[0]) : nil
    }

    /// The note without an archetype.
    var defaultText: String {
        var text = "---\ntitle: " + Self.yamlScalar(title) + "\ncreated: " + day + "\n"
        if draft { text += "draft: true\n" }
        return text + "---\n\n"
    }

    /// `date` as `YYYY-MM-DD` in the local time zone (what `created:` says in the notes).
    var day: String {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    /// `date` in RFC 3339 with the local offset (Hugo's `.Date`).
    var timestamp: String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = .current
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// An archetype problem: where, and what.
    struct Problem: Error, CustomStringConvertible {
        let line: Int
        let column: Int
        let message: String
        var description: String { "\(line):\(column): \(message)" }
    }

    /// `archetype` with its expressions filled in; throws at the first expression that is not one of them.
    func filling(_ archetype: String) throws -> String {
        var out = ""
        var rest = Substring(archetype)
        while let open = rest.range(of: "{{") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw problem(at: open.lowerBound, in: archetype, "'{{' is not closed")
            }
            var expression = rest[open.upperBound..<close.lowerBound]
            // `{{- ` and ` -}}` trim the white space before and after, as Go templates do.
            let trimsBefore = expression.hasPrefix("- "), trimsAfter = expression.hasSuffix(" -")
            if trimsBefore {
                expression = expression.dropFirst()
                while out.last?.isWhitespace == true { out.removeLast() }
            }
            if trimsAfter { expression = expression.dropLast() }
            guard let value = value(of: expression.split(whereSeparator: \.isWhitespace).joined(separator: " ")) else {
                throw problem(at: open.lowerBound, in: archetype,
                              "'{{\(rest[open.upperBound..<close.lowerBound])}}' is not one folio new fills in; it knows "
                              + Self.expressions.joined(separator: ", "))
            }
            out += value
            rest = rest[close.upperBound...]
            if trimsAfter { rest = rest.drop(while: \.isWhitespace) }
        }
        return out + rest
    }

    /// The expressions archetypes may use.
    static let expressions = ["{{ .Title }}", "{{ .Date }}", "{{ .Name }}", "{{ .File.ContentBaseName }}",
                              "{{ replace .File.ContentBaseName \"-\" \" \" | title }}", "{{ .Draft }}"]

    private func value(of expression: String) -> String? {
        let baseName = String(path.split(separator: "/").last ?? "").split(separator: ".").dropLast().joined(separator: ".")
        switch expression {
        case ".Title", "replace .File.ContentBaseName \"-\" \" \" | title", "replace .Name \"-\" \" \" | title":
            return title
        case ".Date": return timestamp
        case ".Name", ".File.ContentBaseName", ".File.BaseFileName": return baseName.isEmpty ? title : baseName
        case ".Draft": return draft ? "true" : "false"
        default: return nil
        }
    }

    private func problem(at index: String.Index, in text: String, _ message: String) -> Problem {
        let before = text[..<index]
        let line = before.count(where: { $0 == "\n" }) + 1
        let column = before.distance(from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex,
                                     to: before.endIndex) + 1
        return Problem(line: line, column: column, message: message)
    }

    /// `text` as a YAML scalar: plain when YAML reads it back as the same string, else double-quoted.
    static func yamlScalar(_ text: String) -> String {
        let plain = !text.isEmpty && text == text.trimmingCharacters(in: .whitespaces)
            && !text.contains(where: { ":#\"'\\[]{},&*!|>%@`\n\t".contains($0) })
            && !["true", "false", "yes", "no", "on", "off", "null", "~"].contains(text.lowercased())
            && Double(text) == nil && !text.hasPrefix("-") && !text.hasPrefix("?")
        if plain { return text }
        // A JSON string is a YAML double-quoted scalar.
        let data = try? JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed, .withoutEscapingSlashes])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
}
