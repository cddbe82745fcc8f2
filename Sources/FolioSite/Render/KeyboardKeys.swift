import Markup

/// Keyboard shortcuts written as MkDocs-Material writes them (Python-Markdown's `pymdownx.keys`):
/// `++ctrl+alt+del++` is `<span class="keys"><kbd class="key-control">Ctrl</kbd><span>+</span>…</span>`,
/// each key a `<kbd>` the theme draws as a key cap (README "Writing notes").
///
/// Why on the tree's text nodes, like emoji shortcodes: a shortcut in prose, a heading, a table cell or
/// a link's text becomes keys, and one in a code span, a code block or raw HTML stays as written, which
/// only the parsed tree tells apart. A key is a known name (`ctrl`, `enter`, `f5`, `a`, `page-up`), any
/// other name of letters, digits and `-` (shown with capitals: `power` is `Power`), or text in quotes
/// (`++ctrl+"My key"++`); anything else (`C++`, `++ x ++`, `a++b`) stays text.
enum KeyboardKeys {
    /// A known key's name as shown, and the class it gets (`key-<canonical name>`), by every name it is written with.
    static let known: [String: (shown: String, canonical: String)] = {
        var keys: [String: (String, String)] = [:]
        let table: [(names: [String], shown: String)] = [
            (["ctrl", "control"], "Ctrl"), (["alt"], "Alt"), (["shift"], "Shift"), (["cmd", "command"], "Cmd"),
            (["opt", "option"], "Option"), (["meta"], "Meta"), (["win", "windows"], "Win"), (["super"], "Super"),
            (["fn", "function"], "Fn"), (["altgr", "alt-graph"], "AltGr"),
            (["enter", "return"], "Enter"), (["tab"], "Tab"), (["space", "spacebar"], "Space"), (["backspace"], "Backspace"),
            (["del", "delete"], "Del"), (["ins", "insert"], "Ins"), (["esc", "escape"], "Esc"), (["home"], "Home"),
            (["end"], "End"), (["page-up", "pgup"], "Page Up"), (["page-down", "pgdn"], "Page Down"),
            (["arrow-up", "up"], "↑"), (["arrow-down", "down"], "↓"), (["arrow-left", "left"], "←"), (["arrow-right", "right"], "→"),
            (["caps-lock"], "Caps Lock"), (["num-lock"], "Num Lock"), (["scroll-lock"], "Scroll Lock"),
            (["print-screen", "prtsc"], "Print Screen"), (["pause", "break"], "Pause"), (["menu", "context-menu"], "Menu"),
            (["plus"], "+"), (["minus", "hyphen"], "-"), (["equal", "equals"], "="), (["comma"], ","), (["period", "dot"], "."),
            (["slash"], "/"), (["backslash"], "\\"), (["semicolon"], ";"), (["colon"], ":"), (["quote", "apostrophe"], "'"),
            (["double-quote"], "\""), (["backtick", "grave"], "`"), (["tilde"], "~"), (["bracket-left"], "["),
            (["bracket-right"], "]"), (["brace-left"], "{"), (["brace-right"], "}"), (["less-than"], "<"), (["greater-than"], ">"),
        ]
        for entry in table {
            for name in entry.names { keys[name] = (entry.shown, entry.names[0]) }
        }
        for number in 1...24 { keys["f\(number)"] = ("F\(number)", "f\(number)") }
        for digit in 0...9 { keys["num\(digit)"] = ("Num \(digit)", "num\(digit)") }
        return keys
    }()

    /// Whether `bytes` could hold a shortcut: `++` somewhere. Notes without one skip the walk over their text.
    static func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        SyntaxCandidates.runOffset(of: UInt8(ascii: "+"), length: 2, in: UnsafeRawBufferPointer(bytes)) != nil
    }

    /// Turns every shortcut in `texts` into keys (each text node cut around the HTML it gets); returns the
    /// text nodes made before them, for later passes over the text.
    @discardableResult
    static func apply(to texts: [MarkupNode]) -> [MarkupNode] {
        MarkupNode.splice(texts, minimumBytes: 5, find: shortcuts(in:))
    }

    /// Each `++…++` shortcut in `bytes`: where it is and its HTML.
    static func shortcuts(in bytes: UnsafeBufferPointer<UInt8>) -> [(range: Range<Int>, html: String)] {
        var found: [(Range<Int>, String)] = []
        var index = 0
        while let open = SyntaxCandidates.runOffset(of: UInt8(ascii: "+"), length: 2, in: UnsafeRawBufferPointer(bytes), from: index) {
            index = open + 1
            guard open == 0 || bytes[open - 1] != UInt8(ascii: "+") else { continue }
            var keys: [String] = []
            var cursor = open + 2
            var closed = false
            while cursor < bytes.count {
                guard let (key, end) = key(at: cursor, in: bytes) else { break }
                keys.append(key)
                cursor = end
                if cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "+"), bytes[cursor + 1] == UInt8(ascii: "+"),
                   cursor + 2 == bytes.count || bytes[cursor + 2] != UInt8(ascii: "+") {
                    closed = true
                    cursor += 2
                    break
                }
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "+") else { break }
                cursor += 1
            }
            guard closed else { continue }
            found.append((open..<cursor, html(keys)))
            index = cursor
        }
        return found
    }

    /// The key at `start` (a name of letters, digits and `-`, or text in double quotes) as shown, and where it ends.
    private static func key(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (String, Int)? {
        if bytes[start] == UInt8(ascii: "\"") {
            var end = start + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 10 { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "\""), end > start + 1 else { return nil }
            return ("\"" + String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end]), as: UTF8.self), end + 1)
        }
        var end = start
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        guard end > start, bytes[start] != UInt8(ascii: "-") else { return nil }
        return (String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self), end)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 45
    }

    /// `<span class="keys">` holding a `<kbd>` per key with `+` between.
    static func html(_ keys: [String]) -> String {
        var html = "<span class=\"keys\">"
        for (index, key) in keys.enumerated() {
            if index > 0 { html += "<span>+</span>" }
            if key.hasPrefix("\"") {
                html += "<kbd>\(String(key.dropFirst()).htmlEscaped)</kbd>"
            } else if let known = known[key.lowercased()] {
                html += "<kbd class=\"key-\(known.canonical)\">\(known.shown.htmlEscaped)</kbd>"
            } else if key.count == 1 {
                html += "<kbd class=\"key-\(key.lowercased())\">\(key.uppercased())</kbd>"
            } else {
                let shown = key.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
                html += "<kbd class=\"key-\(key.lowercased())\">\(shown.htmlEscaped)</kbd>"
            }
        }
        return html + "</span>"
    }
}
