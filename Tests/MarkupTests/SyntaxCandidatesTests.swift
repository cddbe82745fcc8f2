import TestRandom
import Testing
@testable import Markup

/// Autolink is attached, and footnotes switched on, only for notes whose bytes could hold them:
/// the rest must render exactly as with both.
@Suite("Syntax candidates")
struct SyntaxCandidatesTests {
    static func mayOccur(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { SyntaxCandidates.autolinkMayOccur(in: UnsafeRawBufferPointer($0)) }
    }

    static func footnoteMayOccur(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { SyntaxCandidates.footnoteMayOccur(in: UnsafeRawBufferPointer($0)) }
    }

    @Test func findsEveryFootnote() {
        for text in ["a[^1]", "[^", "x\n[^note]: text", "[\\^1]", "^", "[&#94;1]", "[&Hat;1]", "&#"] {
            #expect(SyntaxCandidatesTests.footnoteMayOccur(text), "\(text)")
        }
        for text in ["", "[", "[x]", "&hat;", "&Ha", "& #", "&amp;"] { #expect(!SyntaxCandidatesTests.footnoteMayOccur(text), "\(text)") }
    }

    @Test func findsEveryTrigger() {
        for text in ["see www.example.org", "WWW.example.org", "wWw.x", "a https://x.org b", "ftp://h", "me@example.org",
                     "mailto:me@x.org", "xmpp:a@b.c", "www.", "://", "@", "me&#64;x.org", "me&commat;x.org"] {
            #expect(SyntaxCandidatesTests.mayOccur(text), "\(text)")
        }
        for text in ["", "ww", "ww.x", "w.w.w.x", "http:/x", "a: b // c", "mailto:x", "xmpp:y", "w ww.", "ww w.", "https:x", "&amp;", "&comma;", "&commat"] {
            #expect(!SyntaxCandidatesTests.mayOccur(text), "\(text)")
        }
    }

    @Test func notesWithAutolinksStillGetThem() {
        let html = MarkdownDocument(parsing: "Visit www.example.org, https://x.org/a or me@example.org.\n").renderHTML()
        #expect(html.contains("<a href=\"http://www.example.org\">"))
        #expect(html.contains("<a href=\"https://x.org/a\">"))
        #expect(html.contains("<a href=\"mailto:me@example.org\">"))
    }

    /// Random notes from pieces that come close to autolinks and footnotes (and every inline
    /// syntax that splits text) but hold none of their trigger sequences: the HTML with autolink
    /// attached and footnotes on and without must be the same, and their node kinds too.
    @Test func notesWithoutTriggersRenderTheSameWithoutTheExtension() {
        var random = SeededGenerator(seed: 0x5eed_a070)
        var compared = 0
        for _ in 0..<10000 {
            let text = SyntaxCandidatesTests.randomNote(pieces: SyntaxCandidatesTests.nearMisses, using: &random)
            guard !SyntaxCandidatesTests.mayOccur(text), !SyntaxCandidatesTests.footnoteMayOccur(text) else { continue }
            let with = MarkdownDocument(parsing: text, options: .init(), syntax: .always)
            let without = MarkdownDocument(parsing: text, options: .init(), syntax: .never)
            #expect(with.renderHTML() == without.renderHTML(), "\(text)")
            #expect(SyntaxCandidatesTests.kinds(with) == SyntaxCandidatesTests.kinds(without), "\(text)")
            compared += 1
        }
        #expect(compared > 2000)
    }

    /// The comparison above can fail: with the trigger sequences in, leaving the extension off
    /// changes the HTML of many notes.
    @Test func notesWithTriggersDifferWithoutTheExtension() {
        var random = SeededGenerator(seed: 0x5eed_a071)
        var differing = 0
        for _ in 0..<100 {
            let text = SyntaxCandidatesTests.randomNote(pieces: SyntaxCandidatesTests.nearMisses + ["www.example.org", "https://x.org/p", "a@b.io", "[^1]", "\n[^1]: n\n", "[\\^1]", "&#94;", "&Hat;", "&#64;", "&commat;", "^"],
                                                          using: &random)
            let with = MarkdownDocument(parsing: text, options: .init(), syntax: .always).renderHTML()
            let without = MarkdownDocument(parsing: text, options: .init(), syntax: .never).renderHTML()
            let chosen = MarkdownDocument(parsing: text).renderHTML()
            #expect(chosen == with, "\(text)")
            if with != without { differing += 1 }
        }
        #expect(differing > 30)
    }

    static let nearMisses = [
        "w", "ww", "www", "W", "wow", "with ", "window", ".", ". ", "ww.", "w.w", ":", ": ", ":/", "/", "//", "http:", "https:/",
        "ftp:", "mailto:", "xmpp:", "example.org", "x.org", " ", "  ", "\n", "\n\n", "*", "**", "_", "~~", "~", "`", "``",
        "[", "]", "](", ")", "<", ">", "<b>", "&amp;", "&#46;", "\\", "\\.", "!", "|", "| a | b |\n|---|---|\n", "- ", "1. ",
        "> ", "# ", "```\n", "    ", "- [ ] ", "[ ^1]", "[x]: /u\n", "[x]", "&#9", "&Ha", "&hat;", "&comma;", "&colon;//", "&sol;", "&period;", "word", "Note:", "a:b", "w:", "w\\:", "<www", "ww&#119;.",
    ]

    static func randomNote(pieces: [String], using random: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int(random.next() % 60 + 1) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
        return text
    }

    static func kinds(_ document: MarkdownDocument) -> [MarkupNodeKind] {
        document.nodes(of: Set(MarkupNodeKind.allCases)).map(\.kind)
    }
}

extension SyntaxCandidatesTests {
    static func mathMayOccur(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { SyntaxCandidates.mathMayOccur(in: UnsafeRawBufferPointer($0)) }
    }

    @Test func findsEveryFormulaStart() {
        for text in ["$x$", "a $$", "$`x`$", "$5", "end $$", "\\$x", "$\u{00A0}"] { #expect(Self.mathMayOccur(text), "\(text)") }
        for text in ["", "$", "a $", "$ ls", "$\tx", "$\nx", "$\r\n", "price $ 5", "no dollars"] {
            #expect(!Self.mathMayOccur(text), "\(text)")
        }
    }

    /// Random notes whose dollars are all followed by a blank (shell prompts) render the same with the
    /// math extension attached and without it; with formula starts in, many differ.
    @Test func notesWithoutAFormulaStartRenderTheSameWithoutMath() {
        Self.compareAttachment(seed: 0x5eed_a072,
                               pieces: Self.nearMisses + ["$", "$ ", " $", "$\n", "\\$", "`$ x`", "$ ls", "$$ ", "$\t", "$x", "$$", "$`"],
                               on: .init(math: true), off: .init(math: false), mayOccur: Self.mathMayOccur)
    }

    /// 6,000 random notes of `pieces`, parsed with an extension (`on`) and without (`off`): those where
    /// `mayOccur` says no render the same both ways, and where it says yes, Folio's own choice is `on`'s
    /// parse; enough of both kinds, and enough differing, for the check to mean something.
    static func compareAttachment(seed: UInt64, pieces: [String], on: MarkdownDocument.Options, off: MarkdownDocument.Options,
                                  mayOccur: (String) -> Bool) {
        var random = SeededGenerator(seed: seed)
        var compared = 0, differing = 0
        for _ in 0..<6000 {
            let text = randomNote(pieces: pieces, using: &random)
            let with = MarkdownDocument(parsing: text, options: on, syntax: .always)
            let without = MarkdownDocument(parsing: text, options: off, syntax: .always)
            if mayOccur(text) {
                if with.renderHTML() != without.renderHTML() { differing += 1 }
                #expect(MarkdownDocument(parsing: text).renderHTML() == with.renderHTML(), "\(text)")
                continue
            }
            #expect(with.renderHTML() == without.renderHTML(), "\(text)")
            #expect(kinds(with) == kinds(without), "\(text)")
            compared += 1
        }
        #expect(compared > 500 && differing > 200, "compared \(compared), differing \(differing)")
    }

    /// Character references can make an `@` or a footnote's `^`; cmark-gfm treats `[\^a]`
    /// differently with footnotes on. Such notes are parsed with both, as before.
    @Test func referencesAndEscapesCountAsTriggers() {
        for text in ["me&#64;example.org", "me&commat;example.org", "[\\^1] and [&#94;1] and [&Hat;1]\n\n[^1]: n\n"] {
            let with = MarkdownDocument(parsing: text, options: .init(), syntax: .always).renderHTML()
            let without = MarkdownDocument(parsing: text, options: .init(), syntax: .never).renderHTML()
            #expect(with != without, "\(text): the case matters")
            #expect(MarkdownDocument(parsing: text).renderHTML() == with, "\(text)")
        }
    }

    static func admonitionMayOccur(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { SyntaxCandidates.admonitionMayOccur(in: UnsafeRawBufferPointer($0)) }
    }

    @Test func findsEveryAdmonitionStart() {
        for text in [":::note", "a !!! tip", "??? x", "x:::", "::::"] { #expect(Self.admonitionMayOccur(text), "\(text)") }
        for text in ["", "::", ": ::", "!!", "?? ?", "a:b:c", "!?!"] { #expect(!Self.admonitionMayOccur(text), "\(text)") }
    }

    /// Random notes without `:::`, `!!!` or `???` render the same with the admonition extension attached
    /// and without it; with admonition openers in, many differ, and the chosen parse is the attached one.
    @Test func notesWithoutAnAdmonitionStartRenderTheSameWithoutTheExtension() {
        Self.compareAttachment(seed: 0xad_0e17,
                               pieces: Self.nearMisses + ["::", ":", "!!", "??", "?", ":: note", "!! note", "\n:::note\n", "\n!!! tip\n", "    ",
                                                          "\n:::\n", "\n??? info \"T\"\n", "[x]", "\n::: details\n", "\n::::\n"],
                               on: .init(admonitions: true), off: .init(admonitions: false), mayOccur: Self.admonitionMayOccur)
    }

    static func highlightMayOccur(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { SyntaxCandidates.highlightMayOccur(in: UnsafeRawBufferPointer($0)) }
    }

    /// Random notes without `==` render the same with the highlight extension attached and without it (its
    /// `=` is special either way once pinned); with `==` in, many differ, and the chosen parse is the attached one.
    @Test func notesWithoutAHighlightStartRenderTheSameWithoutTheExtension() {
        for text in ["==a==", "x==", "a ==b"] { #expect(Self.highlightMayOccur(text), "\(text)") }
        for text in ["", "=", "a = b", "=x=", "= ="] { #expect(!Self.highlightMayOccur(text), "\(text)") }
        Self.compareAttachment(seed: 0x3a_2c,
                               pieces: Self.nearMisses + ["=", "= ", " =", "==", "==x==", "a==b==c", "\\==", "`==`", "===", "x=y", "\n===\n"],
                               on: .init(highlights: true), off: .init(highlights: false), mayOccur: Self.highlightMayOccur)
    }

    static func definitionListMayOccur(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { SyntaxCandidates.definitionListMayOccur(in: UnsafeRawBufferPointer($0)) }
    }

    /// Random notes without a `:` and a blank at a line's start (after blanks and `>`) render the same with the
    /// definition list extension attached and without it; with one in, many differ, and the chosen parse is the
    /// attached one.
    @Test func notesWithoutADefinitionLineRenderTheSameWithoutTheExtension() {
        for text in ["T\n: d", ": d", "  :\td", "> : d", "a\n>  > : d", "\r: x"] { #expect(Self.definitionListMayOccur(text), "\(text)") }
        for text in ["", ":", "a: b", "Time: 10:30", "::: note", "x\n:d", "- : d", "\n:"] {
            #expect(!Self.definitionListMayOccur(text), "\(text)")
        }
        Self.compareAttachment(seed: 0x0d_1f,
                               pieces: Self.nearMisses + [":", ": ", "\n: ", "\n:   ", "\n:\t", "\n  : ", "\n> : ", "a: b", "\n\n", "\n    ",
                                                          "\n- ", "Term\n", "\n```\n"],
                               on: .init(definitionLists: true), off: .init(definitionLists: false), mayOccur: Self.definitionListMayOccur)
    }
}
