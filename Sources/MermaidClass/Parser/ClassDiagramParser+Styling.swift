import MermaidCore

/// Styling and interaction statements: `style`, `classDef`, `cssClass`, `click`, `link`, `callback`.
extension ClassDiagramParser {
    mutating func styleStatement(_ cursor: inout TextCursor, _ line: SourceLine) {
        cursor.skipSpaces()
        guard let reference = ClassNameReader.read(&cursor) else { return warn("'style' needs a class name", line) }
        cursor.skipSpaces()
        let declarations = StyleDeclarations.split(cursor.rest)
        diagram.ensureClass(reference.id)
        diagram.classes[reference.id]?.styles.append(contentsOf: declarations)
    }

    mutating func classDefStatement(_ cursor: inout TextCursor, _ line: SourceLine) {
        cursor.skipSpaces()
        let names = cursor.readWord().split(separator: ",").map { $0.spaceTrimmed }
        cursor.skipSpaces()
        let declarations = StyleDeclarations.split(cursor.rest)
        for name in names where !name.isEmpty {
            if diagram.classDefs[name] == nil { diagram.classDefOrder.append(name) }
            diagram.classDefs[name, default: []].append(contentsOf: declarations)
        }
    }

    mutating func cssClassStatement(_ cursor: inout TextCursor, _ line: SourceLine) throws {
        cursor.skipSpaces()
        let column = cursor.column
        guard let ids = cursor.readQuoted() else { throw error("expected the class names in double quotes after 'cssClass'", line, column: column) }
        cursor.skipSpaces()
        let css = cursor.readWord()
        guard !css.isEmpty else { throw error("expected a style class name", line, column: cursor.column) }
        // A comma list names several classes; they are styled once the whole diagram is read,
        // and only those that exist: `cssClass` never declares a class.
        let names = ids.split(separator: ",").map { $0.spaceTrimmed }.filter { !$0.isEmpty }
        pendingCssClasses.append((names, css))
    }

    /// Applies the `cssClass` statements to the classes they name that exist.
    mutating func applyCssClasses() {
        for (ids, css) in pendingCssClasses {
            for id in ids where diagram.classes[id] != nil { diagram.classes[id]?.cssClasses.append(css) }
        }
        pendingCssClasses = []
    }

    mutating func interactionStatement(_ keyword: String, _ cursor: inout TextCursor, _ line: SourceLine) throws {
        cursor.skipSpaces()
        let column = cursor.column
        guard let reference = ClassNameReader.read(&cursor) else { throw error("expected a class name after '\(keyword)'", line, column: column) }
        cursor.skipSpaces()
        var kind = keyword
        if keyword == "click" {
            let wordStart = cursor.pos
            let word = cursor.readWord()
            if word == "href" || word == "call" { kind = word == "href" ? "link" : "callback" } else { cursor.pos = wordStart; kind = "link" }
            cursor.skipSpaces()
        }
        if kind == "callback" {
            return warn("JavaScript callbacks are not supported in static SVG; '\(keyword)' on '\(reference.id)' is ignored", line, code: "unsupported-syntax")
        }
        let urlColumn = cursor.column
        guard let url = cursor.readQuoted() else { throw error("expected a link in double quotes", line, column: urlColumn) }
        cursor.skipSpaces()
        let tooltip = cursor.peek == "\"" ? cursor.readQuoted() : nil
        cursor.skipSpaces()
        let target = cursor.readWord()
        guard SafeLink.isSafe(url) else {
            return warn("unsafe link '\(url)' on '\(reference.id)' is not rendered (only http, https and relative links are)", line, column: urlColumn, code: "unsafe-link")
        }
        diagram.ensureClass(reference.id)
        diagram.classes[reference.id]?.link = url
        diagram.classes[reference.id]?.tooltip = tooltip
        if !target.isEmpty { diagram.classes[reference.id]?.linkTarget = target }
    }
}
