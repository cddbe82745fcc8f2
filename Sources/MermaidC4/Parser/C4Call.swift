// Why: every C4 statement is a macro call, `Name(arg, "quoted, with commas", $key="value") {`.
// Reading one call is separate from knowing what the macros mean, so the argument rules (quotes,
// named `$` arguments, a trailing `{`) live in one place.
import MermaidCore

/// One macro call on a line.
struct C4Call {
    var name: String
    /// Positional arguments, quotes removed.
    var arguments: [String] = []
    /// `$key=value` arguments, by key without the `$`.
    var named: [(key: String, value: String, column: Int)] = []
    /// The call ends with `{`: a boundary opens.
    var opensBlock = false

    /// Reads `Name(…)` and an optional `{`; throws with the column of the problem.
    static func read(_ scan: inout LineScanner, _ line: SourceLine, source: DiagramSource) throws -> C4Call {
        let nameColumn = scan.column
        let name = scan.readWhile { $0.isLetterQuick || $0.isNumber || $0 == "_" }
        scan.skipBlanks()
        guard !name.isEmpty, scan.consume("(") else {
            throw source.error("expected a C4 macro call such as 'Person(alias, \"Label\")'", line: line.number, column: nameColumn)
        }
        var call = C4Call(name: name)
        var closed = false
        while !scan.atEnd {
            scan.skipBlanks()
            if scan.consume(")") {
                closed = true
                break
            }
            let column = scan.column
            var value: String
            if scan.peek == "\"" {
                guard let quoted = scan.readQuoted() else {
                    throw source.error("unterminated string: missing '\"'", line: line.number, column: column)
                }
                value = quoted
            } else {
                value = scan.readWhile { $0 != "," && $0 != ")" }.trimmingASCIIWhitespace()
            }
            if value.hasPrefix("$"), let equals = value.firstIndex(of: "=") {
                let key = String(value[value.index(after: value.startIndex)..<equals]).trimmingASCIIWhitespace()
                var named = String(value[value.index(after: equals)...]).trimmingASCIIWhitespace()
                if named.count >= 2, named.hasPrefix("\""), named.hasSuffix("\"") { named = String(named.dropFirst().dropLast()) }
                call.named.append((key, named, column))
            } else {
                call.arguments.append(value)
            }
            scan.skipBlanks()
            if scan.consume(",") { continue }
            if scan.peek != ")" && !scan.atEnd {
                throw source.error("expected ',' or ')' in '\(name)(…)'", line: line.number, column: scan.column)
            }
        }
        guard closed else { throw source.error("'\(name)(' is not closed: missing ')'", line: line.number, column: nameColumn) }
        scan.skipBlanks()
        call.opensBlock = scan.consume("{")
        scan.skipBlanks()
        return call
    }

    /// The positional argument at `index`, or "".
    func argument(_ index: Int) -> String { index < arguments.count ? arguments[index] : "" }
}
