import Foundation
import Testing
@testable import FolioSite

/// The `--8<-- "file"` line's syntax (``CodeInclude``): which lines are include lines, how a path's
/// selection reads, where a path may point, and which lines of a file a selection takes.
@Suite("Code includes: syntax")
struct CodeIncludeTests {
    @Test func includeLinesAreReadAsSnippetsWritesThem() {
        #expect(CodeInclude.read(#"--8<-- "src/App.swift""#)
                == .include(CodeInclude(path: "src/App.swift", selection: .whole, indent: "", column: 1)))
        #expect(CodeInclude.read(#"    -8<- 'a b.py'  "#)
                == .include(CodeInclude(path: "a b.py", selection: .whole, indent: "    ", column: 5)))
        #expect(CodeInclude.read(#";--8<-- "src/App.swift""#) == .escaped(#"--8<-- "src/App.swift""#))
        #expect(CodeInclude.read(#";;--8<-- "x""#) == .escaped(#";--8<-- "x""#))
        // Not include lines: text after the quote, no quote, no space, no dashes, an empty path.
        for line in [#"--8<-- "x" more"#, "--8<-- x", #"--8<--"x""#, #"8<-- "x""#, #"--8< "x""#, #"--8<-- """#,
                     #"let s = "--8<-- \"x\"""#, "--8<-- [start:name]"] {
            #expect(CodeInclude.read(Substring(line)) == .plain, "\(line)")
        }
    }

    @Test func aPathEndsWithItsLinesOrItsSection() {
        #expect(CodeInclude.splitSelection("a.swift:3:10") == ("a.swift", .lines(from: 3, to: 10)))
        #expect(CodeInclude.splitSelection("a.swift:3") == ("a.swift", .lines(from: 3, to: nil)))
        #expect(CodeInclude.splitSelection("a.swift:3:") == ("a.swift", .lines(from: 3, to: nil)))
        #expect(CodeInclude.splitSelection("a.swift::10") == ("a.swift", .lines(from: nil, to: 10)))
        #expect(CodeInclude.splitSelection("a.swift:Setup-2") == ("a.swift", .section("setup-2")))
        #expect(CodeInclude.splitSelection("a.swift") == ("a.swift", .whole))
        #expect(CodeInclude.splitSelection("a:b.py") == ("a:b.py", .whole), "a name starts with a letter and has no dot")
        #expect(CodeInclude.splitSelection("a.swift:-3") == ("a.swift:-3", .whole))
    }

    @Test func pathsStartFromTheNotesFolderThenTheContentFolderAndNeverClimbOut() {
        #expect(CodeInclude.candidates("App.swift", from: "guide/use.md") == ["guide/App.swift", "App.swift"])
        #expect(CodeInclude.candidates("../src/App.swift", from: "guide/use.md") == ["src/App.swift"])
        #expect(CodeInclude.candidates("/src/./App.swift", from: "guide/deep/use.md") == ["src/App.swift"])
        #expect(CodeInclude.candidates("src/App.swift", from: "use.md") == ["src/App.swift"])
        #expect(CodeInclude.candidates("../../etc/passwd", from: "guide/use.md") == [])
        #expect(CodeInclude.candidates("/../etc/passwd", from: "use.md") == [])
        #expect(CodeInclude.candidates("https://example.com/x.swift", from: "use.md") == [])
        #expect(CodeInclude.dependencies(in: "```\n--8<-- \"a.swift:2\"\n;--8<-- \"b.swift\"\n```\n", notePath: "g/n.md")
                == ["a.swift", "g/a.swift"])
    }

    static let file = """
        import Foundation

        struct App {
            // --8<-- [start:run]
            func run() {
                print("hi")
            }
            // --8<-- [end:run]
        }

        """

    @Test func aSelectionTakesLinesOrASectionWithoutItsMarkersAndDedented() throws {
        #expect(try CodeInclude.select(.whole, from: Self.file).get().texts
                == ["import Foundation", "", "struct App {", "    func run() {", "        print(\"hi\")", "    }", "}"])
        #expect(try CodeInclude.select(.section("run"), from: Self.file).get().texts == ["func run() {", "    print(\"hi\")", "}"])
        #expect(try CodeInclude.select(.lines(from: 5, to: 6), from: Self.file).get().texts == ["func run() {", "    print(\"hi\")"])
        #expect(try CodeInclude.select(.lines(from: nil, to: 1), from: Self.file).get().texts == ["import Foundation"])
        // Windows line ends; a marker inside the range is left out; lines sharing no indentation stay as they are.
        #expect(try CodeInclude.select(.lines(from: 9, to: 99), from: "a\r\nb\r\n" + Self.file).get().texts == ["    }", "}"])
        #expect(try CodeInclude.select(.section("run"), from: Self.file).get().lines.map(\.number) == [5, 6, 7])
        #expect(try CodeInclude.select(.section("run"), from: Self.file).get().dedent == 4)
        #expect(try CodeInclude.select(.whole, from: Self.file).get().lines.map(\.number) == [1, 2, 3, 5, 6, 7, 9])
        #expect(CodeInclude.select(.lines(from: 20, to: nil), from: Self.file) == .failure(.lineOutOfRange(from: 20, count: 9)))
        #expect(CodeInclude.select(.section("missing"), from: Self.file) == .failure(.noSection("missing")))
        // A section never ended runs to the end of the file.
        #expect(try CodeInclude.select(.section("open"), from: "a\n# --8<-- [start:open]\n  b\n  c\n").get().texts == ["b", "c"])
    }

    @Test func theQuickCheckFindsEveryScissors() {
        for text in ["--8<--", "x 8<", "8<"] {
            #expect(text.utf8.withContiguousStorageIfAvailable(CodeInclude.mayOccur) == true, "\(text)")
        }
        for text in ["", "8", "<8", "a < b 8", "8 <"] {
            #expect(text.utf8.withContiguousStorageIfAvailable(CodeInclude.mayOccur) == false, "\(text)")
        }
    }
}
