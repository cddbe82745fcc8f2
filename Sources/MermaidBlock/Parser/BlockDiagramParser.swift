// Why: turns the body of a `block` / `block-beta` diagram into a `BlockDiagram`, one line at a
// time and without regular expressions. Nested `block … end` containers are an explicit stack,
// capped in depth, so no input can overflow the call stack or loop.
import MermaidCore
import MermaidFlowchart

/// Parses a block diagram body. Throws a `MermaidError` at the first statement it cannot read;
/// problems that do not stop drawing are warnings.
struct BlockDiagramParser {
    static let maxDepth = 100

    private let source: DiagramSource
    private(set) var diagram = BlockDiagram()
    private(set) var warnings: [MermaidWarning] = []
    /// Open containers, innermost last, with the line that opened them.
    private var stack: [(id: String, line: Int)] = [(BlockDiagram.rootId, 0)]
    private var anonymousCount = 0
    private var pending = StyleAssignments()

    init(source: DiagramSource) {
        self.source = source
    }

    static func parse(_ source: DiagramSource) throws -> (diagram: BlockDiagram, warnings: [MermaidWarning]) {
        var parser = BlockDiagramParser(source: source)
        try parser.run()
        return (parser.diagram, parser.warnings)
    }

    private var container: String { stack.last?.id ?? BlockDiagram.rootId }

    private mutating func run() throws {
        for line in source.lines.dropFirst() {
            var scan = LineScanner(line.text)
            scan.skipBlanks()
            if scan.atEnd { continue }
            do {
                try statement(&scan, line)
            } catch let problem as SyntaxProblem {
                throw source.error(problem.message, line: line.number, column: problem.column)
            }
        }
        if stack.count > 1, let open = stack.last {
            throw source.error("block '\(open.id)' is opened but never closed with 'end'", line: open.line)
        }
        applyStyling()
    }

    private mutating func warn(_ message: String, _ line: SourceLine, column: Int = 1) {
        warnings.append(MermaidWarning(line: line.number, column: column, message: message, sourceLine: line.original))
    }

    // MARK: Statements

    private mutating func statement(_ scan: inout LineScanner, _ line: SourceLine) throws {
        let start = scan.position
        let word = scan.readWhile { $0.isLetterQuick }
        let ends = scan.atEnd || scan.peek == " " || scan.peek == "\t" || scan.peek == ";"
        switch word {
        case "columns" where ends:
            scan.skipBlanks()
            let column = scan.column
            let value = scan.readWhile { $0 != " " && $0 != "\t" && $0 != ";" }
            if value == "auto" {
                diagram.blocks[container]?.columns = nil
            } else if let n = Int(value), n >= 1, n <= 1000 {
                diagram.blocks[container]?.columns = n
            } else {
                throw SyntaxProblem(message: "expected a column count (1 to 1000) or 'auto' after 'columns', found '\(value)'", column: column)
            }
            return
        case "end" where ends:
            guard stack.count > 1 else { throw SyntaxProblem(message: "unexpected 'end': no block is open", column: start + 1) }
            stack.removeLast()
            return
        case "style" where ends:
            scan.skipBlanks()
            let ids = Self.list(scan.readWord())
            scan.skipBlanks()
            let declarations = styleDeclarations(scan.rest, line, column: scan.column)
            if ids.isEmpty { warn("'style' needs a block id and styles, e.g. 'style A fill:#f9f'", line) }
            pending.style(ids, declarations, line: line)
            return
        case "classDef" where ends:
            scan.skipBlanks()
            let names = Self.list(scan.readWord())
            scan.skipBlanks()
            let declarations = styleDeclarations(scan.rest, line, column: scan.column)
            for name in names {
                if diagram.classDefs[name] == nil { diagram.classDefOrder.append(name) }
                diagram.classDefs[name, default: []].append(contentsOf: declarations)
            }
            return
        case "class" where ends:
            scan.skipBlanks()
            let ids = Self.list(scan.readWord())
            scan.skipBlanks()
            let classes = Self.list(scan.readWhile { $0 != " " && $0 != "\t" && $0 != ";" })
            guard !ids.isEmpty, !classes.isEmpty else {
                throw SyntaxProblem(message: "expected 'class <ids> <class names>', e.g. 'class A,B blue'", column: scan.column)
            }
            pending.assign(ids, classes: classes, line: line)
            return
        case "block" where ends || scan.peek == ":":
            try openContainer(&scan, line)
            return
        default:
            break
        }
        scan.position = start
        if BlockSyntax.containsLink(scan) {
            try edgeStatement(&scan, line)
        } else {
            try items(&scan, line)
        }
    }

    private static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingASCIIWhitespace() }.filter { !$0.isEmpty }
    }

    /// Declarations without a `:` (`fill#969`) are dropped by the splitter; say so.
    private mutating func styleDeclarations(_ text: String, _ line: SourceLine, column: Int) -> [String] {
        let declarations = StyleDeclarations.split(text)
        for piece in text.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            let trimmed = piece.trimmingASCIIWhitespace()
            if !trimmed.isEmpty, !trimmed.contains(":") {
                warn("style '\(trimmed)' is ignored: write 'property:value', e.g. 'fill:#969'", line, column: column)
            }
        }
        return declarations
    }

    /// `block`, `block:ID` or `block:ID:span`, then optionally cells on the same line.
    private mutating func openContainer(_ scan: inout LineScanner, _ line: SourceLine) throws {
        guard stack.count <= Self.maxDepth else {
            throw SyntaxProblem(message: "blocks are nested too deeply (\(Self.maxDepth) levels)", column: 1)
        }
        var id = ""
        var span = 1
        if scan.consume(":") {
            id = BlockSyntax.readId(&scan)
            if scan.consume(":") {
                let column = scan.column
                guard let n = Int(scan.readWhile { $0.isNumber }), n >= 1 else {
                    throw SyntaxProblem(message: "expected a column span after 'block:\(id):'", column: column)
                }
                span = min(n, 1000)
            }
        }
        if id.isEmpty {
            anonymousCount += 1
            id = "block-\(anonymousCount)"
        }
        guard diagram.blocks[id] == nil else {
            throw SyntaxProblem(message: "'\(id)' is already a block; give the container another id", column: 1)
        }
        var block = Block(id: id, kind: .composite)
        block.span = span
        diagram.add(block, to: container)
        stack.append((id, line.number))
        scan.skipBlanks()
        if !scan.atEnd { try items(&scan, line) }
    }

    // MARK: Cells

    private mutating func items(_ scan: inout LineScanner, _ line: SourceLine) throws {
        while true {
            scan.skipBlanks()
            if scan.atEnd || scan.peek == ";" { return }
            try item(&scan, line)
        }
    }

    /// One cell: `id`, `id["label"]`, `id(("label"))`, `id<["label"]>(right)`, `space`, each
    /// optionally followed by `:span` and `:::class`.
    private mutating func item(_ scan: inout LineScanner, _ line: SourceLine) throws {
        let column = scan.column
        if scan.consumeKeyword("space", caseInsensitive: false) {
            var block = Block(id: "space-\(diagram.order.count)", kind: .space)
            block.span = try span(&scan)
            diagram.add(block, to: container)
            return
        }
        // A container may open after other cells on the line: `a b block:g:2`.
        if scan.hasPrefix("block"), [":", " ", "\t", nil].contains(scan.peek(at: 5)) {
            scan.position += 5
            return try openContainer(&scan, line)
        }
        guard let id = try reference(&scan, line) else {
            throw SyntaxProblem(message: "unexpected '\(scan.peek.map(String.init) ?? "")': expected a block id", column: column)
        }
        let span = try span(&scan)
        if span != 1 { diagram.blocks[id]?.span = span }
        readClasses(&scan, id)
    }

    private func span(_ scan: inout LineScanner) throws -> Int {
        guard scan.peek == ":", scan.peek(at: 1) != ":" else { return 1 }
        scan.position += 1
        let column = scan.column
        guard let n = Int(scan.readWhile { $0.isNumber }), n >= 1 else {
            throw SyntaxProblem(message: "expected a column span after ':', e.g. 'a:2'", column: column)
        }
        return min(n, 1000)
    }

    private mutating func readClasses(_ scan: inout LineScanner, _ id: String) {
        while scan.consume(":::") {
            let cls = scan.readWhile { $0.isLetterQuick || $0.isNumberQuick || $0 == "_" || $0 == "-" }
            if !cls.isEmpty, diagram.blocks[id]?.cssClasses.contains(cls) == false { diagram.blocks[id]?.cssClasses.append(cls) }
        }
    }

    /// A block id with its optional shape or arrow; declares the block in the current container
    /// when it is new, updates its shape and label when given. Nil when no id is here.
    private mutating func reference(_ scan: inout LineScanner, _ line: SourceLine) throws -> String? {
        let id = BlockSyntax.readId(&scan)
        guard !id.isEmpty else { return nil }
        var kind: Block.Kind?
        var label: String?
        if let (text, heads) = try BlockSyntax.readArrow(&scan) {
            kind = .arrow(heads)
            label = text
        } else if let (shape, text) = try BlockSyntax.readShape(&scan) {
            kind = .shape(shape)
            label = text
        }
        if let existing = diagram.blocks[id] {
            if existing.isContainer, kind != nil {
                warn("'\(id)' is a container block; its shape and label here are ignored", line)
            } else {
                if let kind { diagram.blocks[id]?.kind = kind }
                if let label { diagram.blocks[id]?.label = label }
            }
        } else {
            diagram.add(Block(id: id, kind: kind ?? .shape(.rect), label: label), to: container)
        }
        readClasses(&scan, id)
        return id
    }

    // MARK: Edges

    /// `A --> B`, chains `A --> B --> C`, with labels `-- "x" -->` or `-->|x|`.
    private mutating func edgeStatement(_ scan: inout LineScanner, _ line: SourceLine) throws {
        scan.skipBlanks()
        guard var from = try reference(&scan, line) else {
            throw SyntaxProblem(message: "expected a block id before the link", column: scan.column)
        }
        var links = 0
        while true {
            scan.skipBlanks()
            if scan.atEnd || scan.peek == ";" { break }
            let linkColumn = scan.column
            guard let link = try BlockSyntax.readLink(&scan) else {
                throw SyntaxProblem(message: "expected a link such as '-->' after '\(from)'", column: linkColumn)
            }
            scan.skipBlanks()
            let targetColumn = scan.column
            guard let to = try reference(&scan, line) else {
                throw SyntaxProblem(message: "expected a block id after the link", column: targetColumn)
            }
            let pair = "\(from)-\(to)"
            let count = diagram.edges.filter { "\($0.source)-\($0.target)" == pair }.count
            diagram.edges.append(BlockEdge(id: "\(count + 1)-\(pair)", source: from, target: to, label: link.label,
                                           pattern: link.pattern, thickness: link.thickness,
                                           startHead: link.startHead, endHead: link.endHead))
            from = to
            links += 1
        }
        if links == 0 { throw SyntaxProblem(message: "expected a link such as '-->'", column: scan.column) }
    }

    // MARK: Styling

    private mutating func applyStyling() {
        warnings += pending.apply(
            known: diagram.order.filter { $0 != BlockDiagram.rootId }, noun: "block",
            addStyles: { diagram.blocks[$0]?.styles.append(contentsOf: $1) },
            addClasses: { id, names in
                for name in names where diagram.blocks[id]?.cssClasses.contains(name) == false {
                    diagram.blocks[id]?.cssClasses.append(name)
                }
            })
    }
}
