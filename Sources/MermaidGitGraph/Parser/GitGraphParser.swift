// Why: turns the gitGraph body into statements (header direction, commit, branch,
// checkout/switch, merge, cherry-pick, title) and hands each to `GitHistory`, which applies
// git's rules. Line by line, no regular expressions, no recursion: any input finishes.
import MermaidCore

/// Parses a `gitGraph` body into a `GitGraph`.
struct GitGraphParser {
    /// Statement keywords, for "did you mean" suggestions.
    static let keywords = ["commit", "branch", "checkout", "switch", "merge", "cherry-pick", "title"]
    /// More commits than this are refused (the layout would stop being instant).
    static let maxCommits = 20_000
    static let maxBranches = 2_000

    private let source: DiagramSource
    private var history: GitHistory
    private(set) var warnings: [MermaidWarning] = []

    init(source: DiagramSource, mainBranch: String, mainBranchOrder: Double?) {
        self.source = source
        history = GitHistory(mainBranch: mainBranch, mainBranchOrder: mainBranchOrder)
    }

    /// Parses the body; `mainBranch` and `mainBranchOrder` come from the `gitGraph` config.
    static func parse(_ source: DiagramSource, mainBranch: String = "main",
                      mainBranchOrder: Double? = 0) throws -> (GitGraph, [MermaidWarning]) {
        var parser = GitGraphParser(source: source, mainBranch: mainBranch, mainBranchOrder: mainBranchOrder)
        try parser.run()
        return (parser.history.graph, parser.warnings + parser.history.warnings)
    }

    private mutating func run() throws {
        guard let header = source.header else { return }
        try readHeader(header)
        for line in source.lines.dropFirst() {
            do {
                try statement(line)
            } catch let error as GitSyntaxError {
                throw source.error(error.message, line: line.number, column: error.column)
            }
        }
    }

    /// `gitGraph`, `gitGraph:`, `gitGraph LR:`, `gitGraph TB:`, `gitGraph BT:`.
    private mutating func readHeader(_ line: SourceLine) throws {
        let text = line.text
        guard let keywordRange = text.range(of: source.keyword) else { return }
        var rest = text[keywordRange.upperBound...].drop { $0 == " " || $0 == "\t" }
        let column = text.distance(from: text.startIndex, to: rest.startIndex) + 1
        if rest.hasSuffix(";") { rest = rest.dropLast() }
        var trimmed = String(rest).trimmingASCIIWhitespace()
        if trimmed.hasSuffix(":") { trimmed = String(trimmed.dropLast()).trimmingASCIIWhitespace() }
        guard !trimmed.isEmpty else { return }
        guard let orientation = GitOrientation(rawValue: trimmed) else {
            throw source.error("unknown direction '\(trimmed)'; expected LR, TB or BT", line: line.number, column: column)
        }
        history.graph.orientation = orientation
    }

    private mutating func statement(_ line: SourceLine) throws {
        let (body, column, keyword, keywordLength) = GitStatementParts.split(line.text)
        guard !body.isEmpty else { return }
        let afterKeyword = body[keyword.endIndex...]
        var reader = GitStatementReader(afterKeyword, column: column + keywordLength)
        let at = GitHistory.Position(line: line.number, column: column)
        switch keyword {
        case "commit":
            guard history.graph.commits.count < Self.maxCommits else { throw tooLarge("commits", Self.maxCommits, at) }
            var options = CommitOptions()
            while let option = try reader.option() {
                try options.read(option, allowed: ["id", "msg", "tag", "type", ""], statement: "commit")
            }
            try history.commit(id: options.id, message: options.message, type: options.type ?? .normal,
                               tags: options.tags, at: at)
        case "branch":
            guard history.graph.branches.count < Self.maxBranches else { throw tooLarge("branches", Self.maxBranches, at) }
            guard let (name, _) = try reader.name() else {
                throw GitSyntaxError(message: "'branch' needs a name", column: column + keywordLength)
            }
            var order: Double?
            while let option = try reader.option() {
                guard option.key == "order" else {
                    throw GitSyntaxError(message: "unknown option '\(option.key)' for branch; expected order: <number>",
                                         column: option.column)
                }
                guard let value = Int(option.value) else {
                    throw GitSyntaxError(message: "order must be a whole number, not '\(option.value)'", column: option.column)
                }
                order = Double(value)
            }
            try history.branch(name, order: order, at: at)
        case "checkout", "switch":
            guard let (name, _) = try reader.name() else {
                throw GitSyntaxError(message: "'\(keyword)' needs a branch name", column: column + keywordLength)
            }
            if !reader.atEnd { throw GitSyntaxError(message: "unexpected text after the branch name", column: column) }
            try history.checkout(name, at: at)
        case "merge":
            guard history.graph.commits.count < Self.maxCommits else { throw tooLarge("commits", Self.maxCommits, at) }
            guard let (name, _) = try reader.name() else {
                throw GitSyntaxError(message: "'merge' needs a branch name", column: column + keywordLength)
            }
            var options = CommitOptions()
            while let option = try reader.option() {
                try options.read(option, allowed: ["id", "tag", "type"], statement: "merge")
            }
            try history.merge(name, id: options.id, type: options.type, tags: options.tags, at: at)
        case "cherry-pick":
            guard history.graph.commits.count < Self.maxCommits else { throw tooLarge("commits", Self.maxCommits, at) }
            var options = CommitOptions()
            while let option = try reader.option() {
                try options.read(option, allowed: ["id", "tag", "parent"], statement: "cherry-pick")
            }
            try history.cherryPick(id: options.id, parent: options.parent, tags: options.tagsGiven ? options.tags : nil,
                                   at: at)
        case "title":
            history.graph.title = String(afterKeyword).trimmingASCIIWhitespace()
        default:
            let word = String(keyword)
            let hint = EditDistance.suggestion(for: word, among: Self.keywords)
            throw GitSyntaxError(message: "unknown statement '\(word)'"
                                 + (hint.map { ", did you mean '\($0)'?" }
                                    ?? "; expected commit, branch, checkout, merge or cherry-pick"),
                                 column: column)
        }
    }

    private func tooLarge(_ what: String, _ limit: Int, _ at: GitHistory.Position) -> MermaidError {
        source.error("too many \(what) (the limit is \(limit))", line: at.line, column: at.column)
    }
}

/// Options collected from one commit, merge or cherry-pick statement.
private struct CommitOptions {
    var id: String?
    var message = ""
    var type: GitCommitType?
    var tags: [String] = []
    var tagsGiven = false
    var parent: String?

    /// `allowed` is a short list (searched in turn): a set literal hashed its names on every option.
    mutating func read(_ option: GitOption, allowed: [String], statement: String) throws {
        guard allowed.contains(option.key) else {
            let names = allowed.filter { !$0.isEmpty }.sorted()
            let hint = EditDistance.suggestion(for: option.key, among: names)
            let what = option.key.isEmpty ? "a message string" : "option '\(option.key)'"
            throw GitSyntaxError(message: "\(statement) does not take \(what)"
                                 + (hint.map { ", did you mean '\($0):'?" } ?? "; it takes "
                                    + names.map { $0 + ":" }.joined(separator: ", ")),
                                 column: option.column)
        }
        switch option.key {
        case "id": id = option.value
        case "msg", "": message = option.value
        case "tag":
            tags.append(option.value)
            tagsGiven = true
        case "parent": parent = option.value
        case "type":
            guard let value = GitCommitType(rawValue: option.value), value != .merge, value != .cherryPick else {
                let hint = EditDistance.suggestion(for: option.value, among: ["NORMAL", "REVERSE", "HIGHLIGHT"])
                throw GitSyntaxError(message: "unknown commit type '\(option.value)'"
                                     + (hint.map { ", did you mean '\($0)'?" } ?? "; expected NORMAL, REVERSE or HIGHLIGHT"),
                                     column: option.column)
            }
            type = value
        default: break
        }
    }
}
