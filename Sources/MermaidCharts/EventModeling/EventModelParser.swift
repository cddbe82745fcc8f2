// Why: reads `eventmodeling` as mermaid 11's Langium grammar does: `tf`/`rf` frames (number,
// kind, `Namespace.Name`, `->> 01` sources, `[[data]]`, inline data), `data` blocks, and the
// `entity`, `note` and `gwt` statements mermaid accepts but does not draw. Unknown source frames and
// links mermaid's validator rejects (an event fed by a ui, …) are warnings; the diagram still draws.
import MermaidCore

enum EventModelParser {
    static let statements = ["tf", "timeframe", "rf", "resetframe", "data", "entity", "note", "gwt", "title"]
    static let dataTypes: Set<String> = ["json", "jsobj", "figma", "salt", "uri", "md", "html", "text"]

    static func parse(_ source: DiagramSource, warn: (MermaidWarning) -> Void = { _ in }) throws -> EventModelDiagram {
        var scanner = EventModelScanner(source)
        var cursor = Cursor(tokens: try scanner.tokens(), source: source, end: scanner.endPosition())
        var diagram = EventModelDiagram()
        while let token = cursor.peek {
            guard diagram.frames.count < 5_000 else {
                throw source.error("more than 5,000 frames; split the diagram", line: token.line, column: token.column)
            }
            cursor.advance()
            switch (token.kind, token.text) {
            case (.title, _):
                diagram.title = token.text
            case (.word, "tf"), (.word, "timeframe"), (.word, "rf"), (.word, "resetframe"):
                diagram.frames.append(try frame(&cursor, at: token))
            case (.word, "data"):
                let name = try cursor.expect(.word, "a data name such as AddItem01")
                try optionalDataType(&cursor)
                guard let block = cursor.peek, block.kind == .dataBlock || block.kind == .inlineData else {
                    throw cursor.error("a data block: '{' at the end of the line, the lines, then '}' alone on a line")
                }
                cursor.advance()
                diagram.data.append(EventModelData(name: name.text, block: block.text))
            case (.word, "entity"):
                _ = try qualifiedName(&cursor)
                diagram.undrawnStatements += 1
            case (.word, "note"):
                _ = try cursor.expect(.number, "the number of the frame the note is for, e.g. 01")
                try optionalDataType(&cursor)
                guard let block = cursor.peek, block.kind == .dataBlock || block.kind == .inlineData else {
                    throw cursor.error("the note's text as a block: '{' at the end of the line, the lines, then '}' alone on a line")
                }
                cursor.advance()
                diagram.undrawnStatements += 1
            case (.word, "gwt"):
                try givenWhenThen(&cursor)
                diagram.undrawnStatements += 1
            default:
                let hint = token.kind == .word ? EditDistance.suggestion(for: token.text, among: statements) : nil
                throw source.error("expected a statement ('tf', 'rf', 'data', 'entity', 'note', 'gwt' or 'title')"
                                   + (hint.map { "; did you mean '\($0)'?" } ?? "") + ", found '\(token.text.prefix(20))'",
                                   line: token.line, column: token.column)
            }
        }
        checkSources(diagram, source: source, warn: warn)
        return diagram
    }

    /// `tf 02 cmd Cart.AddItem ->> 01 [[AddItem01]] `json` { … }`, after the keyword.
    private static func frame(_ cursor: inout Cursor, at keyword: EventModelToken) throws -> EventModelFrame {
        let name = try cursor.expect(.number, "a frame number such as 01")
        let kindToken = try cursor.expect(.word, "a kind: ui, cmd, evt, rmo or pcr (or command, event, readmodel, processor)")
        guard let kind = EventModelKind(keyword: kindToken.text) else {
            let hint = EditDistance.suggestion(for: kindToken.text, among: EventModelKind.keywords)
            throw cursor.source.error("expected a kind: ui, cmd, evt, rmo or pcr (or command, event, readmodel, processor)"
                                      + (hint.map { "; did you mean '\($0)'?" } ?? ""), line: kindToken.line, column: kindToken.column)
        }
        var frame = EventModelFrame(name: name.text, isReset: keyword.text.hasPrefix("r"), kind: kind,
                                    entity: try qualifiedName(&cursor), line: keyword.line, column: keyword.column)
        while cursor.consume(.symbol, "->>") {
            frame.sources.append(try cursor.expect(.number, "the number of a source frame after '->>', e.g. 01").text)
        }
        if cursor.consume(.symbol, "[[") {
            frame.dataReference = try cursor.expect(.word, "a data name inside '[[ ]]'").text
            _ = try cursor.expect(.symbol, "']]'", text: "]]")
        }
        let typed = try optionalDataType(&cursor)
        if let data = cursor.peek, data.kind == .inlineData || data.kind == .dataBlock {
            cursor.advance()
            frame.inlineData = data.text
        } else if typed {
            throw cursor.error("inline data after the data type, e.g. { description: string }")
        }
        return frame
    }

    /// `` `json` `` before data; true when present.
    @discardableResult
    private static func optionalDataType(_ cursor: inout Cursor) throws -> Bool {
        guard cursor.consume(.symbol, "`") else { return false }
        let type = try cursor.expect(.word, "a data type: json, jsobj, figma, salt, uri, md, html or text")
        guard dataTypes.contains(type.text) else {
            throw cursor.source.error("expected a data type: json, jsobj, figma, salt, uri, md, html or text",
                                      line: type.line, column: type.column)
        }
        _ = try cursor.expect(.symbol, "a closing backtick", text: "`")
        return true
    }

    /// `Name` or `Namespace.Name` (dots join words).
    private static func qualifiedName(_ cursor: inout Cursor) throws -> String {
        var name = try cursor.expect(.word, "an entity name such as AddItem or Cart.AddItem").text
        while cursor.consume(.symbol, ".") {
            name += "." + (try cursor.expect(.word, "a name after '.'").text)
        }
        return name
    }

    /// `gwt 03 given evt A when cmd B then evt C`, after the keyword.
    private static func givenWhenThen(_ cursor: inout Cursor) throws {
        _ = try cursor.expect(.number, "the number of the frame the scenario is for, e.g. 03")
        _ = try cursor.expect(.word, "'given'", text: "given")
        try gwtStatements(&cursor)
        if cursor.consume(.word, "when") { try gwtStatements(&cursor) }
        _ = try cursor.expect(.word, "'then'", text: "then")
        try gwtStatements(&cursor)
    }

    private static func gwtStatements(_ cursor: inout Cursor) throws {
        var count = 0
        while let token = cursor.peek, token.kind == .word, EventModelKind(keyword: token.text) != nil {
            cursor.advance()
            _ = try cursor.expect(.word, "an entity name after '\(token.text)'")
            count += 1
        }
        if count == 0 { throw cursor.error("a statement such as 'evt ItemAdded'") }
    }

    /// Sources that name no frame, and links mermaid's validator rejects.
    private static func checkSources(_ diagram: EventModelDiagram, source: DiagramSource, warn: (MermaidWarning) -> Void) {
        var kinds: [String: EventModelKind] = [:]
        for frame in diagram.frames where kinds[frame.name] == nil { kinds[frame.name] = frame.kind }
        let dataNames = Set(diagram.data.map(\.name))
        for frame in diagram.frames {
            let sourceLine = source.lines.first { $0.number == frame.line }?.original ?? ""
            for name in frame.sources {
                guard let kind = kinds[name] else {
                    warn(MermaidWarning(line: frame.line, column: frame.column, message: "no frame \(name); the link from it is not drawn",
                                        sourceLine: sourceLine, code: "unknown-reference"))
                    continue
                }
                if !frame.kind.allowedSources.contains(kind) {
                    let allowed = frame.kind.allowedSources.map(\.label).sorted().joined(separator: " or ")
                    warn(MermaidWarning(line: frame.line, column: frame.column,
                                        message: "\(frame.kind == .event ? "an" : "a") \(frame.kind.label) can only receive input from a \(allowed), not from frame \(name) (\(kind.label))",
                                        sourceLine: sourceLine, code: "syntax"))
                }
            }
            if let reference = frame.dataReference, !dataNames.contains(reference) {
                warn(MermaidWarning(line: frame.line, column: frame.column, message: "no data block '\(reference)'; declare it with 'data \(reference) {'",
                                    sourceLine: sourceLine, code: "unknown-reference"))
            }
        }
    }

    /// A cursor over the tokens, with the position after the last one for "expected … at the end".
    struct Cursor {
        let tokens: [EventModelToken]
        let source: DiagramSource
        let end: (line: Int, column: Int)
        var index = 0

        var peek: EventModelToken? { index < tokens.count ? tokens[index] : nil }
        mutating func advance() { index += 1 }

        mutating func consume(_ kind: EventModelToken.Kind, _ text: String) -> Bool {
            guard let token = peek, token.kind == kind, token.text == text else { return false }
            index += 1
            return true
        }

        mutating func expect(_ kind: EventModelToken.Kind, _ what: String, text: String? = nil) throws -> EventModelToken {
            guard let token = peek, token.kind == kind, text == nil || token.text == text else { throw error(what) }
            index += 1
            return token
        }

        func error(_ what: String) -> MermaidError {
            guard let token = peek else { return source.error("expected \(what) at the end", line: end.line, column: end.column) }
            return source.error("expected \(what), found '\(token.text.prefix(20))'", line: token.line, column: token.column)
        }
    }
}
