import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidGitGraph

@Suite struct GitGraphParserTests {
    @Test func commitOptionsInAnyOrder() throws {
        let graph = try DiagramHarness.parse("gitGraph\n  commit tag: \"v1\" type: HIGHLIGHT id: \"A\" msg: \"hello\"\n  commit id:\"B\" tag:\"x\" tag:\"y\"")
        #expect(graph.commits.map(\.id) == ["A", "B"])
        #expect(graph.commits[0].type == .highlight)
        #expect(graph.commits[0].message == "hello")
        #expect(graph.commits[1].tags == ["x", "y"])
        #expect(graph.commits[1].parents == ["A"])
    }

    @Test func generatedIdsAreDeterministicAndNumbered() throws {
        let text = "gitGraph\ncommit\ncommit\nbranch b\ncommit"
        let first = try DiagramHarness.parse(text).commits.map(\.id)
        let second = try DiagramHarness.parse(text).commits.map(\.id)
        #expect(first == second)
        #expect(first[0].hasPrefix("0-") && first[1].hasPrefix("1-") && first[2].hasPrefix("2-"))
        #expect(first.allSatisfy { $0.split(separator: "-")[1].count == 7 })
        #expect(Set(first).count == 3)
        #expect(GitHistory.generatedId(seq: 0, branch: "main", parents: []) == first[0])
    }

    /// The generated id as first written: the FNV-1a hash of the joined text, hex-formatted and padded.
    static func generatedIdFromText(seq: Int, branch: String, parents: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(seq)|\(branch)|\(parents.joined(separator: ","))".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        let padded = String(repeating: "0", count: max(0, 16 - hex.count)) + hex
        return "\(seq)-" + padded.prefix(7)
    }

    @Test func generatedIdsHashTheJoinedText() {
        let parents: [[String]] = [[], ["a"], ["0-1f2e3d4", "b"], ["é", "日本", ""], ["x", "y", "z"]]
        for seq in [0, 1, 9, 10, 12345, -3] {
            for branch in ["main", "feature/x", "", "ünï", "a b"] {
                for p in parents {
                    #expect(GitHistory.generatedId(seq: seq, branch: branch, parents: p)
                            == Self.generatedIdFromText(seq: seq, branch: branch, parents: p), "\(seq) \(branch) \(p)")
                }
            }
        }
    }

    @Test func statementCharactersAreTheStringsCharacters() {
        for text in ["", " id: \"a\" tag: 'v1'", "\t\ttype: HIGHLIGHT", "a\r\nb", "\r", "é\u{301} x", "日本 語", "a;b:c"] {
            #expect(GitStatementReader.characters(Substring(text)) == Array(text), "\(text.debugDescription)")
        }
    }

    @Test func branchesCheckoutAndSwitch() throws {
        let graph = try DiagramHarness.parse("gitGraph\ncommit id: \"a\"\nbranch dev\ncommit id: \"b\"\nswitch main\ncommit id: \"c\"\ncheckout dev\ncommit id: \"d\"")
        #expect(graph.branches.map(\.name) == ["main", "dev"])
        #expect(graph.commit("b")?.branch == "dev" && graph.commit("b")?.parents == ["a"])
        #expect(graph.commit("c")?.parents == ["a"])
        #expect(graph.commit("d")?.parents == ["b"])
    }

    @Test func branchOrderSortsLikeMermaid() throws {
        let graph = try DiagramHarness.parse("%%{init: {\"gitGraph\": {\"mainBranchOrder\": 2}}}%%\ngitGraph\ncommit\nbranch t1 order: 3\nbranch t2\nbranch t3\nbranch t4 order: 1")
        #expect(graph.sortedBranches.map(\.name) == ["t2", "t3", "t4", "main", "t1"])
    }

    @Test func mainBranchNameComesFromConfig() throws {
        let graph = try DiagramHarness.parse("---\nconfig:\n  gitGraph:\n    mainBranchName: trunk\n---\ngitGraph\ncommit\ncheckout trunk\ncommit")
        #expect(graph.branches.map(\.name) == ["trunk"])
        #expect(graph.commits.allSatisfy { $0.branch == "trunk" })
    }

    @Test func mergeMakesTwoParentCommit() throws {
        let graph = try DiagramHarness.parse("gitGraph\ncommit id: \"a\"\nbranch f\ncommit id: \"b\"\ncheckout main\nmerge f id: \"m\" tag: \"t\" type: REVERSE")
        let merge = try #require(graph.commit("m"))
        #expect(merge.type == .merge && merge.customType == .reverse && merge.symbol == .reverse)
        #expect(merge.parents == ["a", "b"])
        #expect(merge.tags == ["t"] && merge.hasCustomId)
    }

    @Test func cherryPickCopiesACommitWithDefaultTag() throws {
        let graph = try DiagramHarness.parse("gitGraph\ncommit id: \"a\"\nbranch f\ncommit id: \"b\"\ncheckout main\ncherry-pick id: \"b\"")
        let pick = try #require(graph.commits.last)
        #expect(pick.type == .cherryPick && pick.parents == ["a", "b"] && pick.tags == ["cherry-pick:b"])
        let tagged = try DiagramHarness.parse("gitGraph\ncommit id: \"a\"\nbranch f\ncommit id: \"b\"\ncheckout main\ncherry-pick id: \"b\" tag: \"\"")
        #expect(tagged.commits.last?.tags == [])
    }

    @Test func cherryPickOfMergeNeedsParent() throws {
        let base = "gitGraph\ncommit id: \"Z\"\nbranch d\nbranch r\ncommit id: \"A\"\ncheckout main\ncommit id: \"O\"\ncheckout d\ncommit id: \"B\"\ncheckout main\nmerge d id: \"M\"\ncheckout r\n"
        let graph = try DiagramHarness.parse(base + "cherry-pick id: \"M\" parent: \"B\"")
        #expect(graph.commits.last?.tags == ["cherry-pick:M|parent:B"])
        #expect(throws: MermaidError.self) { try DiagramHarness.parse(base + "cherry-pick id: \"M\"") }
        #expect(throws: MermaidError.self) { try DiagramHarness.parse(base + "cherry-pick id: \"M\" parent: \"A\"") }
    }

    @Test func headerDirections() throws {
        #expect(try DiagramHarness.parse("gitGraph TB:\ncommit").orientation == .topToBottom)
        #expect(try DiagramHarness.parse("gitGraph BT:\ncommit").orientation == .bottomToTop)
        #expect(try DiagramHarness.parse("gitGraph LR:\ncommit").orientation == .leftToRight)
        #expect(try DiagramHarness.parse("gitGraph:\ncommit").orientation == .leftToRight)
    }

    private func error(_ text: String) -> MermaidError? {
        ThrownError.of { _ = try DiagramHarness.parse(text) }
    }

    @Test func errorsArePositioned() {
        let unknown = error("gitGraph\n  comit id: \"a\"")
        #expect(unknown?.line == 2 && unknown?.column == 3)
        #expect(unknown?.message.contains("did you mean 'commit'") == true)
        #expect(unknown?.sourceLine == "  comit id: \"a\"")
        let checkout = error("gitGraph\ncommit\ncheckout develp\n")
        #expect(checkout?.line == 3 && checkout?.message.contains("does not exist") == true)
        #expect(error("gitGraph\ncommit\nbranch main")?.message.contains("already exists") == true)
        #expect(error("gitGraph\ncommit\nmerge main")?.message.contains("into itself") == true)
        #expect(error("gitGraph\ncommit\nbranch x\nmerge main")?.message.contains("into itself") == true)
        #expect(error("gitGraph\ncommit\nbranch x\ncheckout main\nmerge x")?.message.contains("same head") == true)
        #expect(error("gitGraph\nbranch x\ncommit\ncheckout main\nmerge x")?.message.contains("no commits") == true)
        #expect(error("gitGraph\ncommit type: HIGLIGHT")?.message.contains("did you mean 'HIGHLIGHT'") == true)
        #expect(error("gitGraph\ncommit id: \"a")?.message.contains("never closed") == true)
        #expect(error("gitGraph\ncommit ids: \"a\"")?.message.contains("did you mean 'id:'") == true)
        #expect(error("gitGraph\nbranch x order: two")?.message.contains("whole number") == true)
        #expect(error("gitGraph XY:\ncommit")?.message.contains("LR, TB or BT") == true)
        #expect(error("gitGraph\ncommit\ncherry-pick id: \"nope\"")?.message.contains("no commit 'nope'") == true)
        let column = error("gitGraph\ncommit id: \"a\" type: NOPE")
        #expect(column?.column == 16)
    }

    @Test func duplicateIdsWarnAndReplace() throws {
        let text = "gitGraph\ncommit id: \"x\"\ncommit id: \"y\"\ncommit id: \"x\""
        #expect(try DiagramHarness.parse(text).commits.map(\.id) == ["x", "y"])
        let warnings = try DiagramHarness.warnings(text)
        #expect(warnings.count == 1 && warnings[0].line == 4)
    }

    @Test func titleLineAndSemicolons() throws {
        let graph = try DiagramHarness.parse("gitGraph\ntitle My history\ncommit id: \"a\";\n")
        #expect(graph.title == "My history")
        #expect(graph.commits.map(\.id) == ["a"])
    }
}
