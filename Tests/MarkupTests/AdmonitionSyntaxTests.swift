import Testing
@testable import Markup

/// Docusaurus/VitePress (`:::note` … `:::`) and MkDocs (`!!! note`) admonitions in the cmark-gfm block
/// extension (`CCmarkAdmonition`): what opens one, what it holds, where it ends, and that everything
/// else parses as before.
@Suite struct AdmonitionSyntaxTests {
    struct Seen: Equatable, CustomStringConvertible {
        var type: String
        var title: String?
        var fold: AdmonitionMarker.Fold = .none
        var body: String
        var description: String { "\(type) \(title.map { "[\($0)]" } ?? "-") \(fold): \(body.debugDescription)" }
    }

    /// Every admonition of `markdown`, outermost first, with the HTML of its body.
    func admonitions(_ markdown: String, on: Bool = true) -> [Seen] {
        let document = MarkdownDocument(parsing: markdown, options: MarkdownDocument.Options(admonitions: on))
        return document.nodes(of: .blockQuote).compactMap { quote in
            guard let marker = quote.admonition else { return nil }
            let body = quote.children.map { $0.renderHTML() }.joined()
            return Seen(type: marker.type, title: marker.title, fold: marker.fold, body: body)
        }
    }

    @Test func colonFencesWithTitles() {
        #expect(admonitions(":::note\nBody *text*.\n:::\n") == [Seen(type: "note", title: nil, body: "<p>Body <em>text</em>.</p>\n")])
        #expect(admonitions(":::tip[Faster builds]\nx\n:::") == [Seen(type: "tip", title: "Faster builds", body: "<p>x</p>\n")])
        #expect(admonitions(":::info Old style title\nx\n:::") == [Seen(type: "info", title: "Old style title", body: "<p>x</p>\n")])
        #expect(admonitions("::: warning VitePress\nx\n:::") == [Seen(type: "warning", title: "VitePress", body: "<p>x</p>\n")])
        #expect(admonitions(":::DANGER{#id}\nx\n:::") == [Seen(type: "danger", title: nil, body: "<p>x</p>\n")])
        #expect(admonitions("::: details Click\nx\n:::") == [Seen(type: "details", title: "Click", fold: .closed, body: "<p>x</p>\n")])
        #expect(admonitions(":::tip[]\nx\n:::") == [Seen(type: "tip", title: "", body: "<p>x</p>\n")])
    }

    @Test func onlyKnownTypesOpen() {
        for text in [":::foo\nx\n:::", ":::note-x\nx\n:::", "::note\nx\n::", ":::\nx\n:::", ":::note:\nx", "!!! foo\n    x", "!!!\n    x",
                     "!! note\n    x", "!!! note \"unclosed\n    x", "text :::note", "    :::note\n    x\n    :::"] {
            #expect(admonitions(text).isEmpty, "\(text)")
        }
    }

    @Test func bodiesHoldBlocksAndEndAtTheirClosingLine() {
        let text = """
        :::note
        - one
        - two

        ```
        :::
        ```
        :::

        After.
        """
        let seen = admonitions(text)
        #expect(seen.count == 1)
        #expect(seen.first?.body == "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<pre><code>:::\n</code></pre>\n", "a closing line inside code is code")
        #expect(MarkdownDocument(parsing: text).renderHTML().hasSuffix("</blockquote>\n<p>After.</p>\n"))
        // Unclosed: the body runs to the end, as an unclosed code fence does.
        #expect(admonitions(":::note\na\n\nb") == [Seen(type: "note", title: nil, body: "<p>a</p>\n<p>b</p>\n")])
        // A paragraph line right before opens it (the table extension is asked after this one).
        #expect(admonitions("para\n:::note\nx\n:::").count == 1)
    }

    @Test func moreColonsNestAndSameLengthNestsToo() {
        let outer = admonitions("::::info Outer\na\n:::danger\nb\n:::\nc\n::::\n")
        #expect(outer.map(\.type) == ["info", "danger"])
        #expect(outer.first?.body.hasSuffix("<p>c</p>\n") == true)
        let same = admonitions(":::note\na\n:::tip\nb\n:::\nc\n:::\nd")
        #expect(same.map(\.type) == ["note", "tip"], "the inner one closes first")
        #expect(same.first?.body.hasSuffix("<p>c</p>\n") == true)
        #expect(MarkdownDocument(parsing: ":::note\na\n:::tip\nb\n:::\nc\n:::\nd").renderHTML().hasSuffix("<p>d</p>\n"))
    }

    @Test func mkdocsBodiesAreIndented() {
        #expect(admonitions("!!! warning \"Careful\"\n    Saving **overwrites**.\n\n    Again.\n\nOutside.\n")
            == [Seen(type: "warning", title: "Careful", body: "<p>Saving <strong>overwrites</strong>.</p>\n<p>Again.</p>\n")])
        #expect(admonitions("!!! note \"\"\n    x") == [Seen(type: "note", title: "", body: "<p>x</p>\n")])
        #expect(admonitions("??? question \"Folded\"\n    x") == [Seen(type: "question", title: "Folded", fold: .closed, body: "<p>x</p>\n")])
        #expect(admonitions("???+ example\n    x") == [Seen(type: "example", title: nil, fold: .open, body: "<p>x</p>\n")])
        #expect(admonitions("!!! note inline end \"T\"\n    x") == [Seen(type: "note", title: "T", body: "<p>x</p>\n")])
        #expect(admonitions("!!!tip\n    x").map(\.type) == ["tip"])
        let nested = admonitions("!!! note\n    a\n\n    !!! tip\n        b\n\n    c\n")
        #expect(nested.map(\.type) == ["note", "tip"])
        #expect(nested.first?.body.hasSuffix("<p>c</p>\n") == true)
        #expect(MarkdownDocument(parsing: "!!! note\n    a\n\nb").renderHTML().hasSuffix("</blockquote>\n<p>b</p>\n"))
    }

    /// MkDocs-Material's `inline` and `inline end` after the type place the box beside the text.
    @Test func inlinePlacement() {
        func placement(_ text: String) -> AdmonitionMarker.Placement? {
            MarkdownDocument(parsing: text, options: MarkdownDocument.Options(admonitions: true)).nodes(of: .blockQuote).first?.admonition?.placement
        }
        #expect(placement("!!! note inline end \"T\"\n    x") == .inlineEnd)
        #expect(placement("??? tip INLINE\n    x") == .inlineStart)
        #expect(placement("!!! note end\n    x") == .block, "end alone is only a class")
        #expect(placement("!!! note inlined\n    x") == .block)
        #expect(placement(":::note inline\nx\n:::") == .block, "only MkDocs' syntax has it")
    }

    @Test func insideListsAndQuotes() {
        #expect(admonitions("- item\n  :::caution\n  In a list.\n  :::\n- two").map(\.type) == ["caution"])
        #expect(admonitions("> :::tip\n> quoted\n> :::").map(\.type) == ["tip"])
        #expect(admonitions("1. a\n   !!! tip\n       body").map(\.body) == ["<p>body</p>\n"])
    }

    @Test func positionsAndSwitchingOff() throws {
        let document = MarkdownDocument(parsing: "# T\n\n  :::note\n  x\n  :::\n")
        let quote = try #require(document.nodes(of: .blockQuote).first)
        #expect(quote.location.line == 3 && quote.location.column == 3)
        #expect(admonitions(":::note\nx\n:::", on: false).isEmpty)
        #expect(MarkdownDocument(parsing: ":::note\nx\n:::", options: .init(admonitions: false)).renderHTML() == "<p>:::note\nx\n:::</p>\n")
        // Without the extension's node, a renderer that knows nothing of admonitions shows a quote.
        #expect(MarkdownDocument(parsing: ":::note\nx\n:::").renderHTML() == "<blockquote>\n<p>x</p>\n</blockquote>\n")
    }

    @Test func oneTableOfTypeNames() {
        #expect(AdmonitionMarker.style(ofType: "NOTE", syntax: .alert) == .note)
        #expect(AdmonitionMarker.style(ofType: "caution", syntax: .alert) == .caution)
        #expect(AdmonitionMarker.style(ofType: "caution", syntax: .colons) == .warning, "Docusaurus' caution is yellow")
        #expect(AdmonitionMarker.style(ofType: "important", syntax: .bangs) == .tip, "MkDocs lists important under tip")
        #expect(AdmonitionMarker.style(ofType: "important", syntax: .alert) == .important)
        #expect(AdmonitionMarker.style(ofType: "danger", syntax: .colons) == .caution)
        #expect(AdmonitionMarker.style(ofType: "Info", syntax: .bangs) == .note)
        #expect(AdmonitionMarker.style(ofType: "nope", syntax: .alert) == nil)
        #expect(AdmonitionMarker.style(ofType: "", syntax: .alert) == nil)
        #expect(AdmonitionMarker.style(ofType: String(repeating: "n", count: 40), syntax: .alert) == nil)
    }

    @Test func contentTabs() throws {
        let document = MarkdownDocument(parsing: "=== \"Swift\"\n\n    let x = 1\n\n===+ \"Python\"\n    x = 1\n===! \"New\"\n    y\n")
        let tabs = document.nodes(of: .blockQuote).compactMap(\.admonition)
        #expect(tabs.map(\.title) == ["Swift", "Python", "New"])
        #expect(tabs.allSatisfy { $0.syntax == .tab && $0.type == "tab" })
        #expect(tabs.map(\.selected) == [false, true, false])
        #expect(tabs.map(\.startsSet) == [false, false, true])
        let quotes = document.nodes(of: .blockQuote)
        #expect(quotes.count == 3 && quotes[0].next == quotes[1] && quotes[1].next == quotes[2], "neighbours in the tree")
        for text in ["===", "=== Swift", "===\"x\"", "=== \"open", "Title\n===", "==== \"x\""] {
            #expect(admonitions(text).isEmpty, "\(text)")
        }
        // A setext heading's underline stays one.
        #expect(MarkdownDocument(parsing: "Title\n===\n").renderHTML() == "<h1>Title</h1>\n")
    }
}
