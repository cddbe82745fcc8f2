import Foundation

/// Writes a synthetic site for the serve bench: notes of about 12 KB with front matter (title, author,
/// date, license, tags), headings, lists, a table, a code block and links to other notes. Deterministic:
/// note `i` is always the same text.
enum SyntheticNotes {
    static let tags = ["architecture", "guide", "reference", "howto", "diagrams", "testing", "release", "design"]
    static let licenses = ["MIT", "CC BY 4.0", "Apache-2.0", "CC0-1.0"]

    static func name(_ index: Int) -> String { String(format: "note-%05d.md", index) }

    static func write(count: Int, into folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            try Data(text(index, count: count).utf8).write(to: folder.appendingPathComponent(name(index)))
        }
    }

    static func text(_ index: Int, count: Int) -> String {
        let day = 1 + index % 28
        let month = 1 + (index / 28) % 12
        var text = """
        ---
        title: Synthetic note \(index)
        author: Writer \(index % 17)
        created: 2024-\(String(format: "%02d", month))-\(String(format: "%02d", day))
        license: \(licenses[index % licenses.count])
        tags: [\(tags[index % tags.count]), \(tags[(index / 3) % tags.count])]
        ---
        # Synthetic note \(index)

        This note \(index) summarises one part of a larger documentation set used to measure rebuilds.

        """
        for section in 1...6 {
            text += "\n## Section \(section) of note \(index)\n\n"
            for paragraph in 0..<3 {
                text += "Paragraph \(paragraph) explains *concept \(section)-\(paragraph)* with **emphasis**, "
                text += "`inline code`, and a link to [note \((index + section * 7 + paragraph) % count)]"
                text += "(\(name((index + section * 7 + paragraph) % count))). "
                text += String(repeating: "Filler words keep the page near twelve kilobytes of prose. ", count: 4)
                text += "\n\n"
            }
            text += "### Details \(section)\n\n- first point about \(section)\n- second point\n  - nested point\n- third point\n\n"
            text += "| Key | Value | Note |\n|-----|-------|------|\n"
            for row in 0..<4 { text += "| k\(row) | \(row * section) | row \(row) of \(section) |\n" }
            text += "\n```swift\nlet value\(section) = compute(\(section), \(index))\nprint(value\(section))\n```\n"
        }
        return text + "\nClosing thoughts.\n"
    }
}
