// Why: the git rules of a gitGraph (a merge needs commits on both sides, a cherry-pick's source
// must exist and live elsewhere, …) are mermaid's; they live here, apart from the text syntax,
// and fail with mermaid's explanations at the statement's position.
import MermaidCore

/// Replays gitGraph commands into a `GitGraph`, the way mermaid's git database does.
///
/// Commit ids the author does not give are generated deterministically (mermaid's are random):
/// `<seq>-<7 hex digits>`, where `seq` is the commit's creation index (as in mermaid) and the
/// digits are the first 7 of the 64-bit FNV-1a hash of `"<seq>|<branch>|<parent ids, comma
/// separated>"`. The same diagram always gets the same ids, and an edit only renames the
/// generated ids from the first changed commit on.
struct GitHistory {
    struct Position {
        var line: Int
        var column: Int
    }

    var graph = GitGraph()
    private(set) var warnings: [MermaidWarning] = []
    /// Head commit id of each branch (nil: the branch has no commit yet).
    private var heads: [String: String?] = [:]
    private var current: String
    private var head: String?
    /// Creation index of the next commit.
    private var seq = 0

    init(mainBranch: String, mainBranchOrder: Double?) {
        current = mainBranch
        heads[mainBranch] = .some(nil)
        graph.branches.append(GitBranch(name: mainBranch, order: mainBranchOrder))
    }

    /// The generated id of commit `seq` on `branch` with `parents` (see the type's documentation).
    static func generatedId(seq: Int, branch: String, parents: [String]) -> String {
        // Hashed piece by piece (the text is never built): a generated id per commit was a tenth of
        // a small gitGraph's parsing.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func feed<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        let number = String(seq)
        feed(number.utf8)
        feed(CollectionOfOne(UInt8(ascii: "|")))
        feed(branch.utf8)
        feed(CollectionOfOne(UInt8(ascii: "|")))
        for (i, parent) in parents.enumerated() {
            if i > 0 { feed(CollectionOfOne(UInt8(ascii: ","))) }
            feed(parent.utf8)
        }
        // The first 7 of the hash's 16 hex digits (zero-padded, lowercase).
        let digits = Array("0123456789abcdef".utf8)
        var id = number + "-"
        id += String(decoding: (0..<7).map { digits[Int((hash >> (60 - 4 * UInt64($0))) & 0xF)] }, as: UTF8.self)
        return id
    }

    private func fail(_ message: String, _ at: Position) -> GitSyntaxError {
        GitSyntaxError(message: message, column: at.column)
    }

    private mutating func add(_ commit: GitCommit, at: Position) {
        if let existing = graph.indexById[commit.id] {
            warnings.append(MermaidWarning(line: at.line, column: at.column,
                                           message: "commit id '\(commit.id)' is used twice; the later commit replaces the earlier one, as in mermaid"))
            graph.commits[existing] = commit
        } else {
            graph.indexById[commit.id] = graph.commits.count
            graph.commits.append(commit)
        }
        head = commit.id
        heads[current] = .some(commit.id)
        seq += 1
    }

    mutating func commit(id: String?, message: String, type: GitCommitType, tags: [String], at: Position) throws {
        let parents = head.map { [$0] } ?? []
        let commit = GitCommit(id: id ?? Self.generatedId(seq: seq, branch: current, parents: parents), seq: seq,
                               type: type, customType: nil, hasCustomId: id != nil, message: message, tags: tags,
                               parents: parents, branch: current, line: at.line)
        add(commit, at: at)
    }

    mutating func branch(_ name: String, order: Double?, at: Position) throws {
        guard heads[name] == nil else {
            throw fail("branch '\(name)' already exists; use a new name, or 'checkout \(name)' to switch to it", at)
        }
        heads[name] = .some(head)
        graph.branches.append(GitBranch(name: name, order: order))
        try checkout(name, at: at)
    }

    mutating func checkout(_ name: String, at: Position) throws {
        guard let branchHead = heads[name] else {
            let hint = EditDistance.suggestion(for: name, among: graph.branches.map(\.name))
            throw fail("branch '\(name)' does not exist" + (hint.map { ", did you mean '\($0)'?" }
                                                             ?? "; create it first with 'branch \(name)'"), at)
        }
        current = name
        head = branchHead
    }

    mutating func merge(_ other: String, id: String?, type: GitCommitType?, tags: [String], at: Position) throws {
        guard other != current else { throw fail("cannot merge branch '\(other)' into itself", at) }
        guard let otherHeadEntry = heads[other] else {
            let hint = EditDistance.suggestion(for: other, among: graph.branches.map(\.name))
            throw fail("branch to be merged ('\(other)') does not exist" + (hint.map { ", did you mean '\($0)'?" } ?? ""), at)
        }
        guard let currentHead = heads[current] ?? nil else {
            throw fail("current branch ('\(current)') has no commits to merge into; add a commit first", at)
        }
        guard let otherHead = otherHeadEntry else {
            throw fail("branch to be merged ('\(other)') has no commits", at)
        }
        if graph.commit(currentHead)?.branch == other {
            throw fail("cannot merge branch '\(other)' into itself", at)
        }
        guard currentHead != otherHead else {
            throw fail("branches '\(current)' and '\(other)' have the same head; nothing to merge", at)
        }
        if let id, graph.indexById[id] != nil {
            throw fail("a commit with id '\(id)' already exists; use a different id", at)
        }
        let parents = [currentHead, otherHead]
        let commit = GitCommit(id: id ?? Self.generatedId(seq: seq, branch: current, parents: parents), seq: seq,
                               type: .merge, customType: type, hasCustomId: id != nil,
                               message: "merged branch \(other) into \(current)", tags: tags, parents: parents,
                               branch: current, line: at.line)
        add(commit, at: at)
    }

    mutating func cherryPick(id: String?, parent: String?, tags: [String]?, at: Position) throws {
        guard let id, !id.isEmpty, let source = graph.commit(id) else {
            let hint = id.flatMap { EditDistance.suggestion(for: $0, among: graph.commits.suffix(500).map(\.id)) }
            throw fail("cherry-pick needs the id: of an existing commit"
                       + (id.map { ", and there is no commit '\($0)'" } ?? "")
                       + (hint.map { "; did you mean '\($0)'?" } ?? ""), at)
        }
        if let parent, !source.parents.contains(parent) {
            throw fail("'\(parent)' is not an immediate parent of the cherry-picked commit '\(id)'", at)
        }
        if source.type == .merge, parent == nil {
            throw fail("the cherry-picked commit '\(id)' is a merge; name one of its parents with parent: \"…\"", at)
        }
        guard source.branch != current else {
            throw fail("commit '\(id)' is already on the current branch '\(current)'", at)
        }
        guard let currentHead = heads[current] ?? nil else {
            throw fail("current branch ('\(current)') has no commits; add a commit before cherry-picking", at)
        }
        let parents = [currentHead, source.id]
        let defaultTag = "cherry-pick:\(source.id)" + (source.type == .merge ? "|parent:\(parent ?? "")" : "")
        let commit = GitCommit(id: Self.generatedId(seq: seq, branch: current, parents: parents), seq: seq,
                               type: .cherryPick, customType: nil, hasCustomId: false,
                               message: "cherry-picked \(source.message) into \(current)",
                               tags: tags.map { $0.filter { !$0.isEmpty } } ?? [defaultTag], parents: parents,
                               branch: current, line: at.line)
        add(commit, at: at)
    }
}
