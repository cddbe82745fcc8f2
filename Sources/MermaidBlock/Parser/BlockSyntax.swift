// Why: the token-level grammar of block diagrams — block ids, shape brackets (the flowchart's),
// block arrows `<["label"]>(right)` and links (`-->`, `-- "text" -->`, `-.->`, `==>` …) — kept
// apart from the statement parser. Every reader consumes input or leaves the scanner unmoved.
import MermaidCore
import MermaidFlowchart

enum BlockSyntax {
    /// The flowchart's shape brackets (`[…]`, `((…))`, `[/…/]` …), longest openers first.
    static let brackets = NodeShapeScanner.bracketTable

    /// Characters of a block id: letters, digits, `_`, and anything beyond ASCII; `-` and `.`
    /// only between two such characters (so `a-->b` ends the id at `a`).
    static func readId(_ scan: inout LineScanner) -> String {
        var id = ""
        while let c = scan.peek {
            if isIdCharacter(c) {
                id.append(c)
                scan.position += 1
            } else if (c == "-" || c == "."), !id.isEmpty, let next = scan.peek(at: 1), isIdCharacter(next) {
                id.append(c)
                scan.position += 1
            } else {
                break
            }
        }
        return id
    }

    static func isIdCharacter(_ c: Character) -> Bool { !c.isASCIIQuick || c.isLetterQuick || c.isNumberQuick || c == "_" }

    /// A shape bracket and its label at the scanner; nil (unmoved) when none starts here.
    /// Throws the missing closer's description when the bracket is never closed.
    static func readShape(_ scan: inout LineScanner) throws -> (NodeShape, String)? {
        var problem: SyntaxProblem?
        for bracket in brackets where scan.hasPrefix(bracket.open) {
            let start = scan.position + bracket.open.count
            var i = start
            var inQuotes = false
            while i < scan.chars.count {
                let c = scan.chars[i]
                if c == "\"" {
                    inQuotes.toggle()
                } else if !inQuotes {
                    var probe = scan
                    probe.position = i
                    if probe.hasPrefix(bracket.close) {
                        let label = String(scan.chars[start..<i])
                        scan.position = i + bracket.close.count
                        return (bracket.shape, unquote(label))
                    }
                    if let alt = bracket.altClose, let altShape = bracket.altShape, probe.hasPrefix(alt) {
                        let label = String(scan.chars[start..<i])
                        scan.position = i + alt.count
                        return (altShape, unquote(label))
                    }
                }
                i += 1
            }
            // A shorter opener may still close (`[(x]` is a rectangle labelled `(x`).
            if problem == nil { problem = SyntaxProblem(message: "'\(bracket.open)' is never closed with '\(bracket.close)'", column: scan.column) }
        }
        if let problem { throw problem }
        return nil
    }

    /// `<["label"]>(right)`: a block arrow's label and heads.
    static func readArrow(_ scan: inout LineScanner) throws -> (String, BlockArrowHeads)? {
        guard scan.hasPrefix("<[") else { return nil }
        let column = scan.column
        scan.position += 2
        let labelStart = scan.position
        var inQuotes = false
        while let c = scan.peek, inQuotes || !(c == "]" && scan.peek(at: 1) == ">") {
            if c == "\"" { inQuotes.toggle() }
            scan.position += 1
        }
        guard scan.consume("]>") else { throw SyntaxProblem(message: "block arrow '<[' is never closed with ']>'", column: column) }
        let label = unquote(String(scan.chars[labelStart..<(scan.position - 2)]))
        let directionColumn = scan.column
        guard scan.consume("(") else {
            throw SyntaxProblem(message: "expected the arrow's direction, e.g. '(right)', after ']>'", column: directionColumn)
        }
        let words = scan.readWhile { $0 != ")" }
        guard scan.consume(")") else { throw SyntaxProblem(message: "expected ')' after the arrow's direction", column: scan.column) }
        var heads = BlockArrowHeads()
        for word in words.split(separator: ",").map({ $0.trimmingASCIIWhitespace().lowercased() }) {
            switch word {
            case "right": heads.right = true
            case "left": heads.left = true
            case "up": heads.up = true
            case "down": heads.down = true
            case "x": heads.left = true; heads.right = true
            case "y": heads.up = true; heads.down = true
            default:
                throw SyntaxProblem(message: "unknown arrow direction '\(word)' (use right, left, up, down, x or y)",
                                    column: directionColumn + 1)
            }
        }
        return (label, heads)
    }

    /// A link between two blocks.
    struct Link {
        var label: String?
        var pattern: EdgeCSS.Pattern
        var thickness: EdgeCSS.Thickness
        var startHead: MarkerShape?
        var endHead: MarkerShape?
    }

    /// True when the text holds a link outside quotes and brackets (`--`, `==`, `-.`).
    static func containsLink(_ scan: LineScanner) -> Bool {
        var inQuotes = false
        var depth = 0
        var previous: Character = " "
        for c in scan.chars[scan.position...] {
            if c == "\"" { inQuotes.toggle() }
            if !inQuotes {
                // A switch, not `"[({".contains(c)`: that walked the literal's characters for every one of the line's.
                switch c {
                case "[", "(", "{": depth += 1
                case "]", ")", "}": depth = max(0, depth - 1)
                default: break
                }
                if depth == 0, (previous == "-" && (c == "-" || c == ".")) || (previous == "=" && c == "=") { return true }
            }
            previous = c
        }
        return false
    }

    private static func isLineCharacter(_ c: Character) -> Bool { c == "-" || c == "=" || c == "." }

    private static func head(_ c: Character?, start: Bool) -> MarkerShape? {
        switch c {
        case ">"?, "<"?: return start ? .pointStart : .pointEnd
        case "x"?: return start ? .crossStart : .crossEnd
        case "o"?: return start ? .circleStart : .circleEnd
        default: return nil
        }
    }

    /// Reads a link; nil (unmoved) when none starts here.
    static func readLink(_ scan: inout LineScanner) throws -> Link? {
        let start = scan.position
        var startHead: MarkerShape?
        if scan.peek == "<" || ((scan.peek == "x" || scan.peek == "o") && scan.peek(at: 1).map(isLineCharacter) == true) {
            startHead = head(scan.peek, start: true)
            scan.position += 1
        }
        var line = scan.readWhile(isLineCharacter)
        guard line.count >= 2 else {
            scan.position = start
            return nil
        }
        var endHead: MarkerShape?
        var label: String?
        if let h = scan.peek, h == ">" || ((h == "x" || h == "o") && scan.peek(at: 1).map { !isIdCharacter($0) } ?? true) {
            endHead = head(h, start: false)
            scan.position += 1
        } else if line == "--" || line == "==" || line == "-." {
            // `A -- "text" --> B`: the label sits between the two halves of the link.
            scan.skipBlanks()
            let labelColumn = scan.column
            if scan.peek == "\"" {
                guard let quoted = scan.readQuoted() else { throw SyntaxProblem(message: "unterminated link label: missing '\"'", column: labelColumn) }
                label = quoted
            } else {
                label = scan.readWhile { !isLineCharacter($0) }.trimmingASCIIWhitespace()
            }
            scan.skipBlanks()
            let rest = scan.readWhile(isLineCharacter)
            guard rest.count >= 2 || (rest.count == 1 && scan.peek == ">") else {
                throw SyntaxProblem(message: "expected the end of the link, e.g. '-->', after its label", column: scan.column)
            }
            line += rest
            if let h = scan.peek, h == ">" || h == "x" || h == "o" {
                endHead = head(h, start: false)
                scan.position += 1
            }
        }
        scan.skipBlanks()
        if scan.peek == "|" {
            let column = scan.column
            scan.position += 1
            let text = scan.readWhile { $0 != "|" }
            guard scan.consume("|") else { throw SyntaxProblem(message: "link label '|' is never closed", column: column) }
            label = unquote(text.trimmingASCIIWhitespace())
        }
        let pattern: EdgeCSS.Pattern = line.contains(".") ? .dotted : .solid
        let thickness: EdgeCSS.Thickness = line.contains("=") ? .thick : .normal
        return Link(label: label, pattern: pattern, thickness: thickness, startHead: startHead, endHead: endHead)
    }

    static func unquote(_ text: String) -> String {
        let t = text.trimmingASCIIWhitespace()
        if t.count >= 2, t.hasPrefix("\""), t.hasSuffix("\"") { return String(t.dropFirst().dropLast()) }
        return t
    }
}

/// A syntax problem at a column of the current line; the parser adds the line.
struct SyntaxProblem: Error {
    var message: String
    var column: Int
}
