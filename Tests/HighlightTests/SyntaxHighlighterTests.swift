import Foundation
import Testing
@testable import Highlight

/// The highlighter's contract: known languages get spans, unknown ones nil, everything escaped,
/// spans never cross lines, every compiled-in grammar and query loads.
@Suite struct SyntaxHighlighterTests {
    let highlighter = SyntaxHighlighter()

    @Test func swiftKeywordsStringsAndCommentsGetTheirClasses() throws {
        let html = try #require(highlighter.html(code: "// note\nlet name = \"Folio\"\nfunc go() -> Int { 42 }\n", language: "swift"))
        #expect(html.contains("<span class=\"hl-com\">// note</span>"))
        #expect(html.contains("<span class=\"hl-kw\">let</span>"))
        #expect(html.contains("hl-str"))
        #expect(html.contains("<span class=\"hl-num\">42</span>"))
        #expect(html.contains("<span class=\"hl-kw\">func</span>"))
    }

    @Test func unknownLanguagesAreNotColoured() {
        #expect(highlighter.html(code: "x", language: "no-such-language") == nil)
        #expect(SyntaxHighlighter.canonicalLanguage("zsh") == "bash")
        #expect(SyntaxHighlighter.canonicalLanguage("YML") == nil || SyntaxHighlighter.canonicalLanguage("YML") == "yaml")
        #expect(SyntaxHighlighter.canonicalLanguage("ts") == "typescript")
        #expect(SyntaxHighlighter.canonicalLanguage("md") == "markdown")
    }

    @Test func everythingIsEscaped() throws {
        let code = "let s = \"<script>alert('&')</script>\" // <b>\n"
        let html = try #require(highlighter.html(code: code, language: "swift"))
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("&lt;script&gt;"))
        #expect(html.contains("&amp;"))
    }

    @Test func spansNeverCrossLineBreaks() throws {
        let code = "/* one\n two\n three */\nlet x = \"\"\"\n multi\n line\n \"\"\"\n"
        let html = try #require(highlighter.html(code: code, language: "swift"))
        for line in html.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.components(separatedBy: "<span").count == line.components(separatedBy: "</span>").count,
                    "unbalanced line: \(line)")
        }
        // Removing the tags gives back the text.
        #expect(stripTags(html) == code.replacingOccurrences(of: "\"", with: "&quot;"))
    }

    @Test func everyGrammarLoadsWithItsQuery() throws {
        for name in Grammar.names {
            let grammar = try #require(Grammar.named(name), "grammar \(name) does not load")
            if ["kotlin", "graphql"].contains(name) {
                // Queries of ours alone: every pattern compiles.
                let dropped = try #require(grammar.query).droppedPatterns
                #expect(dropped == 0, "\(name): \(dropped) patterns dropped")
            } else {
                let query = try #require(grammar.query, "\(name): no pattern of its highlights.scm compiles")
                // A few patterns may name nodes this grammar revision lacks; most must compile.
                #expect(query.droppedPatterns * 10 <= query.predicates.count, "\(name): \(query.droppedPatterns) patterns dropped")
            }
        }
    }

    @Test func identicalBlocksAreCachedAndStable() throws {
        let first = try #require(highlighter.html(code: "fn main() {}\n", language: "rust"))
        let second = try #require(highlighter.html(code: "fn main() {}\n", language: "rs"))
        #expect(first == second)
    }

    @Test func diffAndConsoleAreColouredByLine() throws {
        let diff = try #require(highlighter.html(code: "@@ -1 +1 @@\n-old\n+new\n same\n", language: "diff"))
        #expect(diff.contains("<span class=\"hl-del\">-old</span>"))
        #expect(diff.contains("<span class=\"hl-ins\">+new</span>"))
        let headers = try #require(highlighter.html(code: "diff --git a/x b/x\n--- a/x\n+++ b/x\n", language: "diff"))
        #expect(headers.contains("<span class=\"hl-del\">--- a/x</span>") && headers.contains("<span class=\"hl-ins\">+++ b/x</span>"))
        #expect(!headers.contains("hl-del\">diff") && !headers.contains("hl-ins\">diff"))
        let console = try #require(highlighter.html(code: "$ echo \"hi\"\nhi\n", language: "console"))
        #expect(console.contains("<span class=\"hl-prm\">$</span>"))
        #expect(console.contains("hl-str"))
        #expect(console.hasSuffix("\nhi\n"))
    }

    /// YAML's scanner classifies plain scalars with our schema.core.c (YAML 1.2 core schema).
    @Test func yamlScalarsFollowTheCoreSchema() throws {
        let html = try #require(highlighter.html(code: "count: 12\nratio: -1.5e3\nok: true\nnone: ~\nname: Folio 2\nhex: 0x1F\n", language: "yml"))
        #expect(html.contains("<span class=\"hl-num\">12</span>"))
        #expect(html.contains("<span class=\"hl-num\">-1.5e3</span>"))
        #expect(html.contains("<span class=\"hl-num\">0x1F</span>"))
        #expect(html.contains("<span class=\"hl-bi\">true</span>"))
        #expect(html.contains("<span class=\"hl-bi\">~</span>"))
        // Keys take the keyword colour; unquoted text is plain, as in Pygments (queries/yaml.scm).
        #expect(html.contains("Folio 2") && !html.contains(">Folio 2</span>"))
        #expect(html.contains("<span class=\"hl-tag\">count</span>"))
    }

    /// A diagram's source: front matter as YAML, the diagram by ``MermaidColourer``, and no keyword
    /// cut out of a longer word (`as` in `base`).
    @Test func mermaidSourcesWithFrontMatter() throws {
        let code = "---\ntitle: Login\nconfig:\n  theme: base\n---\nflowchart TD\n  A[Start] --> B\n"
        let html = try #require(highlighter.html(code: code, language: "mermaid"))
        #expect(html.contains("<span class=\"hl-tag\">title</span>"))
        #expect(html.contains("base") && !html.contains(">base</span>"))
        #expect(!html.contains("b<span"))
        #expect(html.contains("-&gt;"))
    }

    /// Kotlin and GraphQL have queries of ours only (their PyPI packages ship none): keywords come
    /// from the token pass, the rest from the query.
    @Test func ourOwnQueriesColourKotlinAndGraphQL() throws {
        let kotlin = try #require(highlighter.html(code: "fun main() { val x = \"a\" // c\n}\n", language: "kotlin"))
        #expect(kotlin.contains("<span class=\"hl-kw\">fun</span>"))
        #expect(kotlin.contains("hl-str"))
        #expect(kotlin.contains("hl-com"))
        let classes = runs("import kotlin.math\nclass Point(val x: Double)\nfun far(p: Point) = 1\n", "kotlin")
        #expect(classes["kotlin.math"] == .type)
        #expect(classes["Double"] == .type)
        #expect(classes["far"] == .function)
        #expect(classes["Point"] == .type)  // the declaration comes first; the use is plain
        let use = SyntaxHighlighter.runs(of: "fun far(p: Point) = 1\n", language: "kotlin")
        #expect(use.contains { $0.1.contains("Point") && ($0.0 == nil || $0.0 == .plain) }, "\(use)")
        let graphql = runs("type Note { author: Author }\nquery Recent($n: Int) { notes }\n", "graphql")
        #expect(graphql["Note"] == .type)
        #expect(graphql["Recent"] == .function)
        #expect(graphql["type"] == .keyword)
        let field = SyntaxHighlighter.runs(of: "type Note { author: Author }\n", language: "graphql")
        #expect(field.contains { $0.1.contains("Author") && ($0.0 == nil || $0.0 == .plain) }, "\(field)")
    }

    /// The class of each run of `code`, by its text (trimmed; the first run wins a repeated text).
    func runs(_ code: String, _ language: String) -> [String: TokenClass?] {
        Dictionary(SyntaxHighlighter.runs(of: code, language: language).map { ($0.1.trimmingCharacters(in: .whitespacesAndNewlines), $0.0) },
                   uniquingKeysWith: { first, _ in first })
    }

    /// Which capture wins, and the rules after the query (issue 19's agreement work).
    @Test func queryConventionsAndTheTokenPass() throws {
        // TOML's query is written for Neovim: `(pair (bare_key)) @property` beats `(bare_key) @type`;
        // our addition, later still, makes a table header (brackets included) one keyword.
        let toml = runs("[package]\nname = \"folio\"\n", "toml")
        #expect(toml["name"] == .property)
        #expect(toml["[package]"] == .keyword)
        // tree-sitter-sql's `#match? "^[-+]?%d+$"` is a Lua pattern: numbers are numbers, not strings.
        let sql = runs("SELECT 42, 'x' FROM t;\n", "sql")
        #expect(sql["42"] == .number)
        #expect(sql["'x'"] == .string)
        // HTML's query colours the value without its quotes; the quotes belong to the string.
        let html = runs("<a href=\"x.html\">y</a>\n", "html")
        #expect(html["\"x.html\""] == .string)
        // Full stops in Markdown prose are not punctuation of the language.
        let markdown = runs("Some text. More **bold**.\n", "markdown")
        #expect(markdown.values.allSatisfy { $0 == nil }, "\(markdown)")
        // bash's query leaves the number in `$((…))` out; its node type says number.
        #expect(runs("echo $((count + 17))\n", "bash")["17"] == .number)
        // Our `@folio.plain` beats upstream's colour on the same node: a command that is not a
        // builtin, and the `$` of `$name`, are plain; `echo` keeps the builtin's colour.
        let bash = runs("basename \"$dir\"\necho $(pwd)\n", "bash")
        #expect(bash["basename"] == .plain)
        #expect(bash["$"] == .plain)
        #expect(bash["echo"] == .function)
        #expect(bash["$("] == .keyword)
        // Rust: integers are numbers, attributes are directives, `Self` is a keyword.
        let rust = runs("#[derive(Debug)]\nstruct A;\nimpl A { fn n() -> Self { Self } fn m() { x.0 + 7 } }\n", "rust")
        #expect(rust["7"] == .number)
        #expect(rust["#[derive(Debug)]"] == .keyword)
        #expect(rust["Self"] == .keyword)
        // SQL's own functions are built-ins in any case; JavaScript's and Swift's interpolation
        // brackets belong to the string; `constructor` and `init` are keywords.
        #expect(runs("SELECT Count(id) FROM t;\n", "sql")["Count"] == .builtin)
        let js = runs("class A { constructor() {} }\nconst s = `n ${x} m`;\n", "js")
        #expect(js["constructor"] == .keyword)
        #expect(js["`n ${"] == .string)
        let swift = runs("struct A { init() {} }\nlet s = \"n \\(x) m\"\n", "swift")
        #expect(swift["init"] == .keyword)
        #expect(swift["\"n \\("] == .string)
        // Markdown: heading marks belong to the heading, list markers are keywords.
        let markdown2 = runs("# Title\n\n- item\n", "markdown")
        #expect(markdown2["#"] == .heading)
        #expect(markdown2["-"] == .keyword)
        #expect(TextPredicate.regex(fromLuaClasses: "^[-+]?%d*\\.%d*$") == "^[-+]?[0-9]*\\.[0-9]*$")
        #expect(TextPredicate.regex(fromLuaClasses: "[%\\*\\?]") == "[%\\*\\?]")
        #expect(TextPredicate.regex(fromLuaClasses: "[%a_]") == "[A-Za-z_]")
    }

    /// The class of every character of `needle`'s first occurrence in `code`, when they share one;
    /// `.some(nil)` when they differ or the needle is not there.
    func classOf(_ needle: String, in code: String, _ language: String) -> TokenClass?? {
        let perScalar = SyntaxHighlighter.runs(of: code, language: language).flatMap { run in
            run.1.unicodeScalars.map { ($0, run.0) }
        }
        let scalars = perScalar.map(\.0), wanted = Array(needle.unicodeScalars)
        guard let start = (0...max(0, scalars.count - wanted.count)).first(where: {
            Array(scalars[$0..<min(scalars.count, $0 + wanted.count)]) == wanted
        }) else { return .some(nil) }
        let classes = perScalar[start..<start + wanted.count].map(\.1)
        return classes.allSatisfy { $0 == classes[0] } ? classes[0] : .some(nil)
    }

    /// Objective-C as an Xcode reader expects it (objc.scm, `#has-ancestor?`, message sends as
    /// calls): a system header's path and a macro's text are part of the directive; `@class`,
    /// `@required` are keywords; names of protocols and forward-declared classes are coloured where
    /// declared; `nil`, `YES` are the language's own constants, a boxed literal's `@` belongs to it;
    /// a property's type, a superclass, an adopted protocol and a message are uses, plain.
    @Test func objectiveCQueryAdditions() throws {
        let code = """
            #import <Foundation/Foundation.h>
            #import "Counter.h"
            #define LIMIT 10
            #define LOG(fmt, ...) NSLog(fmt)
            #pragma mark - Lifecycle
            @class Note;
            @protocol Counting
            @required
            - (void)reset;
            @end
            @interface Counter : NSObject
            @property (nonatomic) NSString *name;
            @end
            void f(void) { id x = nil; BOOL y = YES; id n = @42; }

            """
        #expect(classOf("<Foundation/Foundation.h>", in: code, "objc") == .keyword)
        #expect(classOf("\"Counter.h\"", in: code, "objc") == .string)
        #expect(classOf("LIMIT", in: code, "objc") == .keyword)
        #expect(classOf("10", in: code, "objc") == .keyword)
        #expect(classOf("mark - Lifecycle", in: code, "objc") == .keyword)
        #expect(classOf("LOG(fmt,", in: code, "objc") == .keyword)
        #expect(classOf("...)", in: code, "objc") == .keyword)
        #expect(classOf("@class", in: code, "objc") == .keyword)
        #expect(classOf("Note", in: code, "objc") == .type)
        #expect(classOf("Counting", in: code, "objc") == .type)
        #expect(classOf("@required", in: code, "objc") == .keyword)
        #expect(classOf("nil", in: code, "objc") == .builtin)
        #expect(classOf("YES", in: code, "objc") == .builtin)
        #expect(classOf("@42", in: code, "objc") == .number)
        let property = classOf("NSString", in: code, "objc")
        #expect(property == .plain || property == .some(.none), "\(String(describing: property))")
        // Upstream's `(identifier) @property (#has-ancestor? @property struct_declaration)` holds
        // only inside a struct or property declaration (Folio evaluates `#has-ancestor?`): a local
        // variable, a call and a message stay plain, an all-caps name is a constant.
        let body = "int main(void) { int total = LIMIT; NSLog(@\"%d\", total); [counter increment]; }\n"
        #expect(classOf("name", in: code, "objc") == .property)
        // A superclass, an adopted protocol and a message's selector are uses: plain.
        let uses = "@interface Counter : NSObject <Counting>\n@end\nvoid f(void) { [counter increment]; }\n"
        for name in ["NSObject", "Counting", "increment"] {
            let found = classOf(name, in: uses, "objc")
            #expect(found == .plain || found == .some(.none), "\(name): \(String(describing: found))")
        }
        for name in ["total", "NSLog", "counter"] {
            let found = classOf(name, in: body, "objc")
            #expect(found == .plain || found == .some(.none), "\(name): \(String(describing: found))")
        }
        #expect(classOf("LIMIT", in: body, "objc") == .constant)
    }

    /// SCSS (css.scm, scss.scm): a colour's `#` belongs to the number; `@if`/`@else` are keywords; a
    /// placeholder selector, `%` included, and the literal part of an interpolated class name are
    /// names; an interpolation's `#{` `}` are drawn as string interpolation.
    @Test func scssQueryAdditions() throws {
        let code = """
            $accent: #0b62d6;
            %shared { color: red; }
            @mixin m($dark) { @if $dark { color: white; } @else { color: black; } }
            .col-#{$name} { width: 1px; }

            """
        #expect(classOf("#0b62d6", in: code, "scss") == .number)
        #expect(classOf("#0b62d6", in: "a { color: #0b62d6; }\n", "css") == .number)
        #expect(classOf("%shared", in: code, "scss") == .type)
        #expect(classOf("@if", in: code, "scss") == .keyword)
        #expect(classOf("@else", in: code, "scss") == .keyword)
        #expect(classOf("col-", in: code, "scss") == .type)
        #expect(classOf("#{", in: code, "scss") == .string)
    }

    @Test func hostileInputStaysBoundedAndEscaped() throws {
        let deep = String(repeating: "(", count: 50_000) + "<"
        let html = try #require(highlighter.html(code: deep, language: "javascript"))
        #expect(html.hasSuffix("&lt;") || html.hasSuffix("&lt;</span>"))
        let huge = String(repeating: "a", count: SyntaxHighlighter.maximumBytes + 1)
        #expect(highlighter.html(code: huge, language: "swift") == huge)
    }

    private func stripTags(_ html: String) -> String {
        var out = "", inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" && inTag { inTag = false } else if !inTag { out.append(character) }
        }
        return out
    }

    /// Rendering copies runs of bytes at a time: it must write what escaping each byte in turn, and
    /// opening and closing a span wherever the class changes, writes (the reference below), on random
    /// text with every entity, line breaks, `plain`, unknown class values and classes shorter than the text.
    @Test func renderingByRunsWritesWhatByteByByteDoes() {
        func reference(_ bytes: [UInt8], _ classes: [UInt8]) -> String {
            var out = ""
            var open: UInt8 = 0
            for (index, byte) in bytes.enumerated() {
                var value = index < classes.count ? classes[index] : 0
                if value == TokenClass.plain.rawValue || byte == 10 { value = 0 }
                if value != open {
                    if open != 0 { out += "</span>"; open = 0 }
                    if value != 0, let tokenClass = TokenClass(rawValue: value), tokenClass != .plain {
                        out += "<span class=\"hl-\(tokenClass.cssName)\">"
                        open = value
                    }
                }
                switch byte {
                case UInt8(ascii: "&"): out += "&amp;"
                case UInt8(ascii: "<"): out += "&lt;"
                case UInt8(ascii: ">"): out += "&gt;"
                case UInt8(ascii: "\""): out += "&quot;"
                default: out += String(decoding: [byte], as: UTF8.self)
                }
            }
            if open != 0 { out += "</span>" }
            return out
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab &<>\"\n\tz".utf8)
        let values: [UInt8] = [0, 1, 2, 4, 11, 20, 200, TokenClass.plain.rawValue]
        for round in 0..<2_000 {
            let count = Int.random(in: 0...40, using: &generator)
            let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
            var classes: [UInt8] = []
            while classes.count < count - Int.random(in: 0...3, using: &generator) {
                classes += Array(repeating: values.randomElement(using: &generator)!, count: Int.random(in: 1...6, using: &generator))
            }
            let expected = reference(bytes, classes)
            #expect(SyntaxHighlighter.render(bytes, classes: classes) == expected, "round \(round): \(bytes) \(classes)")
        }
    }
}
