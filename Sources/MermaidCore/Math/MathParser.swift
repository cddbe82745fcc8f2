// Why: reads the TeX between `$$` and `$$` into a `MathNode` tree, accepting only the subset
// Folio can draw; anything else is an error, and the label shows the formula's source text
// with a warning instead of a wrong drawing. Nesting is bounded (`maxDepth`) so 10,000
// nested braces fail fast instead of overflowing the stack.

/// Why a formula is outside the drawn subset.
package enum MathParseError: Error, Equatable, Sendable {
    case unsupportedCommand(String)
    case unsupportedCharacter(Character)
    case unbalancedBraces
    case missingArgument(String)
    case doubleScript
    case tooDeep
    case tooLong
    case unsupportedEnvironment(String)
    case unclosedEnvironment(String)

    /// One sentence for a warning.
    package var message: String {
        switch self {
        case .unsupportedCommand(let name): return "\\\(name) is not in the supported KaTeX subset"
        case .unsupportedCharacter(let c): return "'\(c)' is not in the supported KaTeX subset"
        case .unbalancedBraces: return "its braces are not balanced"
        case .missingArgument(let name): return "\\\(name) is missing an argument"
        case .doubleScript: return "it has a double superscript or subscript"
        case .tooDeep: return "it nests deeper than \(MathParser.maxDepth) levels"
        case .tooLong: return "it is longer than \(MathParser.maxLength) characters"
        case .unsupportedEnvironment(let name): return "the environment '\(name)' is not in the supported KaTeX subset"
        case .unclosedEnvironment(let name): return "\\begin{\(name)} has no matching \\end{\(name)}"
        }
    }
}

/// Parses one formula (the text between `$$` delimiters).
///
/// ```swift
/// let node = try MathParser.parse("\\frac{a}{b} + x_i^2")
/// ```
package struct MathParser {
    /// Deepest nesting of groups, arguments and scripts accepted.
    package static let maxDepth = 40
    /// Longest formula accepted, in characters.
    package static let maxLength = 4_000

    // Internal, not private: the environments (`MathParser+Environments.swift`) read them too.
    let chars: [Character]
    var i = 0
    var depth = 0

    private init(_ source: String) { chars = Array(source) }

    /// The formula's tree, or the first reason it is outside the subset.
    package static func parse(_ source: String) throws(MathParseError) -> MathNode {
        guard source.count <= maxLength else { throw .tooLong }
        var parser = MathParser(source)
        let row = try parser.row(closing: nil)
        return .row(row)
    }

    /// `parse` as a `Result`.
    package static func result(_ source: String) -> Result<MathNode, MathParseError> {
        do throws(MathParseError) { return .success(try parse(source)) } catch { return .failure(error) }
    }

    var atEnd: Bool { i >= chars.count }

    mutating func skipSpaces() {
        while i < chars.count, chars[i].isWhitespace { i += 1 }
    }

    mutating func enter() throws(MathParseError) {
        depth += 1
        if depth > Self.maxDepth { throw .tooDeep }
    }

    /// Atoms up to `closing` (`}`), or to the end when nil.
    private mutating func row(closing: Character?) throws(MathParseError) -> [MathNode] {
        try enter()
        defer { depth -= 1 }
        var nodes: [MathNode] = []
        while true {
            skipSpaces()
            if atEnd {
                if closing != nil { throw .unbalancedBraces }
                return nodes
            }
            let c = chars[i]
            if c == closing { i += 1; return nodes }
            if c == "}" { throw .unbalancedBraces }
            if c == "\\", matchesWord("over") {
                // `{a \over b}`: what came before in the group over what follows.
                i += 5
                return [.fraction(.row(nodes), .row(try row(closing: closing)))]
            }
            if c == "^" || c == "_" {
                let base = nodes.popLast() ?? .row([])
                nodes.append(try scripts(on: base))
                continue
            }
            if c == "'" {
                // A prime is a superscript ′ on what precedes it.
                i += 1
                let base = nodes.popLast() ?? .row([])
                nodes.append(try scripts(on: base, primes: 1))
                continue
            }
            nodes.append(try atom())
        }
    }

    func matchesWord(_ word: String) -> Bool {
        let w = Array(word)
        for (k, c) in w.enumerated() where i + 1 + k >= chars.count || chars[i + 1 + k] != c { return false }
        let after = i + 1 + w.count
        return after >= chars.count || !chars[after].isLetterQuick
    }

    /// `^x`, `_{…}` after `base`, both in either order, once each.
    mutating func scripts(on base: MathNode, primes: Int = 0) throws(MathParseError) -> MathNode {
        var sub: MathNode?
        var sup: MathNode? = primes > 0 ? .glyph("′", .roman, .ordinary) : nil
        var primeOnly = primes > 0
        while true {
            skipSpaces()
            guard !atEnd else { break }
            if chars[i] == "^" {
                i += 1
                let arg = try argument(for: "^")
                if let existing = sup {
                    guard primeOnly else { throw .doubleScript }
                    sup = .row([existing, arg])
                    primeOnly = false
                } else {
                    sup = arg
                }
            } else if chars[i] == "_" {
                if sub != nil { throw .doubleScript }
                i += 1
                sub = try argument(for: "_")
            } else {
                break
            }
        }
        if case .scripts(let inner, let s0, let p0) = base, s0 == nil || sub == nil, p0 == nil || sup == nil {
            return .scripts(inner, sub: s0 ?? sub, sup: p0 ?? sup)
        }
        if case .scripts = base { throw .doubleScript }
        return .scripts(base, sub: sub, sup: sup)
    }

    /// One argument: a group in braces, a command, or a single character.
    mutating func argument(for name: String) throws(MathParseError) -> MathNode {
        skipSpaces()
        guard !atEnd else { throw .missingArgument(name) }
        if chars[i] == "}" { throw .missingArgument(name) }
        try enter()
        defer { depth -= 1 }
        return try atom()
    }

    /// Raw text of a braced argument (for `\text{…}`), braces nested inside kept balanced.
    mutating func rawGroup(for name: String) throws(MathParseError) -> String {
        skipSpaces()
        guard !atEnd, chars[i] == "{" else { throw .missingArgument(name) }
        i += 1
        var level = 1
        var out = ""
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count {
                let next = chars[i + 1]
                if "{}$%&#_ ".contains(next) || next == "\\" {
                    out.append(next == "\\" ? "\\" : next)
                    i += 2
                    continue
                }
            }
            if c == "{" { level += 1 } else if c == "}" {
                level -= 1
                if level == 0 { i += 1; return out }
            }
            if c != "{" && c != "}" { out.append(c) }
            i += 1
        }
        throw .unbalancedBraces
    }

    mutating func atom() throws(MathParseError) -> MathNode {
        let c = chars[i]
        switch c {
        case "{":
            i += 1
            return .row(try row(closing: "}"))
        case "\\":
            return try command()
        case "~":
            i += 1
            return .space(0.33)
        case "&", "#", "%", "$":
            throw .unsupportedCharacter(c)
        default:
            i += 1
            return Self.character(c)
        }
    }

    /// A single character of math input.
    static func character(_ c: Character) -> MathNode {
        switch c {
        case "+": return .glyph("+", .roman, .binary)
        case "-": return .glyph("−", .roman, .binary)
        case "*": return .glyph("∗", .roman, .binary)
        case "=", "<", ">": return .glyph(String(c), .roman, .relation)
        case ":": return .glyph(":", .roman, .relation)
        case ",", ";": return .glyph(String(c), .roman, .punctuation)
        default:
            return .glyph(String(c), c.isLetterQuick && c.isASCII ? .italic : .roman, .ordinary)
        }
    }

    /// `\name` and what it takes.
    private mutating func command() throws(MathParseError) -> MathNode {
        i += 1  // the backslash
        guard !atEnd else { throw .unsupportedCharacter("\\") }
        var name = ""
        if chars[i].isLetterQuick && chars[i].isASCII {
            while i < chars.count, chars[i].isLetterQuick && chars[i].isASCII { name.append(chars[i]); i += 1 }
        } else {
            name = String(chars[i])
            i += 1
        }
        if let em = MathSymbols.spaces[name] { return .space(em) }
        if let (text, variant, cls) = MathSymbols.symbol(name) { return .glyph(text, variant, cls) }
        if let mark = MathSymbols.accents[name] { return try accent(mark, name) }
        switch name {
        case "frac", "dfrac", "tfrac", "cfrac":
            let num = try argument(for: name)
            let den = try argument(for: name)
            return .fraction(num, den)
        case "sqrt":
            var index: MathNode?
            skipSpaces()
            if !atEnd, chars[i] == "[" {
                i += 1
                try enter()
                defer { depth -= 1 }
                var nodes: [MathNode] = []
                while true {
                    skipSpaces()
                    guard !atEnd else { throw .unbalancedBraces }
                    if chars[i] == "]" { i += 1; break }
                    nodes.append(try atom())
                }
                index = .row(nodes)
            }
            return .root(try argument(for: name), index: index)
        case "text", "textrm", "textnormal", "mbox", "textup":
            return .text(try rawGroup(for: name), .roman)
        case "textbf":
            return .text(try rawGroup(for: name), .bold)
        case "textit", "emph":
            return .text(try rawGroup(for: name), .italic)
        case "operatorname":
            return .glyph(try rawGroup(for: name), .roman, .function)
        case "mathrm", "mathbf", "mathit", "mathbb", "boldsymbol", "bm", "mathsf", "mathnormal":
            return Self.restyled(try argument(for: name), as: name)
        case "overline":
            return .overline(try argument(for: name))
        case "overbrace", "underbrace":
            return .brace(try argument(for: name), over: name == "overbrace")
        case "begin":
            return try environment()
        case "binom", "dbinom", "tbinom":
            let top = try argument(for: name)
            let bottom = try argument(for: name)
            return .table(MathTable(rows: [[top], [bottom]], columns: [.center], layout: .stack, open: "(", close: ")"))
        case "mathcal", "mathscr":
            return Self.restyled(try argument(for: name), as: name)
        case "left":
            return try delimited()
        case "big", "Big", "bigg", "Bigg", "bigl", "bigr", "Bigl", "Bigr", "biggl", "biggr", "Biggl", "Biggr":
            let scale: Double = name.hasPrefix("Bigg") ? 3 : name.hasPrefix("bigg") ? 2.4 : name.hasPrefix("Big") ? 1.8 : 1.2
            guard let d = try delimiterToken(after: name) else { throw .missingArgument(name) }
            return .bigDelimiter(d, scale: scale)
        case "relax", "displaystyle", "textstyle", "limits", "nolimits":
            return .row([])
        default:
            throw .unsupportedCommand(name)
        }
    }

    /// `\hat x`: a combining mark on a single character.
    private mutating func accent(_ mark: String, _ name: String) throws(MathParseError) -> MathNode {
        let arg = try argument(for: name)
        var inner = arg
        if case .row(let nodes) = arg, nodes.count == 1 { inner = nodes[0] }
        guard case .glyph(let text, let variant, let cls) = inner, text.count == 1 else {
            throw .unsupportedCommand(name + " over more than one character")
        }
        return .glyph(text + mark, variant, cls)
    }

    /// `\left( … \right)`.
    private mutating func delimited() throws(MathParseError) -> MathNode {
        guard let open = try delimiterToken(after: "left") else { throw .missingArgument("left") }
        try enter()
        defer { depth -= 1 }
        var nodes: [MathNode] = []
        while true {
            skipSpaces()
            guard !atEnd else { throw .unbalancedBraces }
            if chars[i] == "\\", matchesWord("right") {
                i += 6
                guard let close = try delimiterToken(after: "right") else { throw .missingArgument("right") }
                return .delimited(open, .row(nodes), close)
            }
            if chars[i] == "}" { throw .unbalancedBraces }
            if chars[i] == "^" || chars[i] == "_" {
                let base = nodes.popLast() ?? .row([])
                nodes.append(try scripts(on: base))
                continue
            }
            nodes.append(try atom())
        }
    }

    /// The delimiter after `\left`, `\right`, `\big`.
    private mutating func delimiterToken(after name: String) throws(MathParseError) -> String? {
        skipSpaces()
        guard !atEnd else { return nil }
        if chars[i] == "\\" {
            var j = i + 1
            var word = "\\"
            if j < chars.count, chars[j].isLetterQuick {
                while j < chars.count, chars[j].isLetterQuick { word.append(chars[j]); j += 1 }
            } else if j < chars.count {
                word.append(chars[j])
                j += 1
            }
            guard let d = MathSymbols.delimiter(word) else { throw .unsupportedCommand(name + " " + word) }
            i = j
            return d
        }
        guard let d = MathSymbols.delimiter(String(chars[i])) else { throw .unsupportedCommand(name + " " + String(chars[i])) }
        i += 1
        return d
    }

    /// `\mathrm{d}x`, `\mathbf{v}`, `\mathbb{R}`: letters of the argument re-styled.
    static func restyled(_ node: MathNode, as name: String) -> MathNode {
        switch node {
        case .glyph(let text, let variant, let cls):
            switch name {
            case "mathrm", "mathsf": return .glyph(text, .roman, cls)
            case "mathbf", "boldsymbol", "bm": return .glyph(text, .bold, cls)
            case "mathit", "mathnormal": return .glyph(text, text.allSatisfy(\.isLetterQuick) ? .italic : variant, cls)
            case "mathbb":
                let mapped = text.map { MathSymbols.doubleStruck($0) ?? String($0) }.joined()
                return .glyph(mapped, .roman, cls)
            case "mathcal", "mathscr":
                let mapped = text.map { MathSymbols.script($0) ?? String($0) }.joined()
                return .glyph(mapped, .roman, cls)
            default: return node
            }
        case .row(let nodes): return .row(nodes.map { restyled($0, as: name) })
        case .scripts(let base, let sub, let sup):
            return .scripts(restyled(base, as: name), sub: sub.map { restyled($0, as: name) },
                            sup: sup.map { restyled($0, as: name) })
        case .fraction(let a, let b): return .fraction(restyled(a, as: name), restyled(b, as: name))
        case .root(let a, let index): return .root(restyled(a, as: name), index: index)
        case .delimited(let l, let inner, let r): return .delimited(l, restyled(inner, as: name), r)
        case .overline(let a): return .overline(restyled(a, as: name))
        case .brace(let a, let over): return .brace(restyled(a, as: name), over: over)
        case .table(var table):
            table.rows = table.rows.map { $0.map { restyled($0, as: name) } }
            return .table(table)
        case .text, .space, .bigDelimiter: return node
        }
    }
}
