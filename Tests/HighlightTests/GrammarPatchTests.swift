import Foundation
import Testing
@testable import Highlight

/// Why: `fetch_grammars.py` patches the Swift grammar's external scanner (`PATCHES`): `eat_operators`
/// answers "no operator here" at once when the first character can start none. That must change no
/// parse, so every operator and keyword the scanner itself recognises is written here where it is
/// valid (and its first letter where only an identifier is), and must come out as the scanner's token.
struct GrammarPatchTests {
    /// Each of the scanner's operators and keywords, after a space, after a newline (where the scanner
    /// decides whether the line ends a statement) and glued to what precedes it.
    static let swiftOperators = """
        func load<T>(_ a: T?, b: [T]) async throws -> T where T: Equatable {
            let c = a ?? b[0]
            let d = a == nil && b.isEmpty || c != c
            let e = try! decode(c) as? Int
            let f = c as! String
            let g = c as Any
            let h = -d + +e
            let i = !d
            let j = a
                .map { $0 }
                ?? c
            let k = c <*> d
            switch c {
            case 1: break
            default: break
            }
            do { try await run() } catch { throw error }
            if d { } else { }
            return where_ + rethrows_ + asset + catcher + defaults + elsewhere + throwsCount + async_
        }
        func map(_ f: () throws -> Void) rethrows {}
        """

    @Test func theSwiftScannersOperatorsAndKeywordsParseAsTheirTokens() throws {
        let tree = try #require(SyntaxTreeDump.tree(of: GrammarPatchTests.swiftOperators, language: "swift"))
        #expect(!tree.contains("ERROR"), "\(tree)")
        #expect(!tree.contains("MISSING"), "\(tree)")
        // The scanner's tokens as the tree names them (its keywords are named nodes).
        for token in ["\"->\"", "\"??\"", "\"==\"", "\"&&\"", "\"||\"", "\"!\"", "\"as?\"", "\"as!\"", "\"as\"",
                      "throws  “throws”", "throws  “rethrows”", "\"async\"", "where_keyword  “where”",
                      "default_keyword  “default”", "else  “else”", "catch_keyword  “catch”",
                      "\"-\"", "\"+\"", "\"=\"", "\".\"", "custom_operator  “<*>”"] {
            #expect(tree.contains(token), "no \(token) in the tree")
        }
        // Words that start like the keywords stay names.
        for name in ["where_", "rethrows_", "asset", "catcher", "defaults", "elsewhere", "throwsCount", "async_"] {
            #expect(tree.contains("simple_identifier  “\(name)”"), "\(name) is not an identifier")
        }
    }
}
