import CCmarkArena
import Testing
@testable import Markup

/// The allocator cmark gets: arena blocks keep their bytes as they grow and go with their arena;
/// blocks made with no arena entered stay the system allocator's, whatever is entered later. A
/// document drops its tree with its arena, so none of Markup's calls may allocate outside it.
/// Serialized: one test makes system blocks on purpose, another counts them.
@Suite("cmark arena", .serialized)
struct CmarkArenaTests {
    private static func fill(_ pointer: UnsafeMutableRawPointer, _ count: Int, from first: UInt8) {
        for index in 0..<count { pointer.storeBytes(of: first &+ UInt8(truncatingIfNeeded: index), toByteOffset: index, as: UInt8.self) }
    }

    private static func holds(_ pointer: UnsafeMutableRawPointer, _ count: Int, from first: UInt8) -> Bool {
        (0..<count).allSatisfy { pointer.load(fromByteOffset: $0, as: UInt8.self) == first &+ UInt8(truncatingIfNeeded: $0) }
    }

    @Test func arenaBlocksAreZeroedAndKeepTheirBytesAsTheyGrow() throws {
        let arena = try #require(folio_arena_create())
        defer { folio_arena_destroy(arena) }
        let previous = folio_arena_enter(arena)
        defer { folio_arena_enter(previous) }
        let zeroed = try #require(folio_arena_calloc(10, 8))
        #expect((0..<80).allSatisfy { zeroed.load(fromByteOffset: $0, as: UInt8.self) == 0 })
        // The newest block grows in place; an older one is copied; a large one gets its own chunk.
        var grown = try #require(folio_arena_realloc(nil, 24))
        Self.fill(grown, 24, from: 1)
        grown = try #require(folio_arena_realloc(grown, 200))
        #expect(Self.holds(grown, 24, from: 1))
        let other = try #require(folio_arena_calloc(1, 16))
        Self.fill(other, 16, from: 100)
        grown = try #require(folio_arena_realloc(grown, 1_000))
        #expect(Self.holds(grown, 24, from: 1))
        let large = try #require(folio_arena_realloc(grown, 100_000))
        #expect(Self.holds(large, 24, from: 1))
        Self.fill(large, 100_000, from: 7)
        #expect(Self.holds(other, 16, from: 100))
        #expect(Self.holds(large, 100_000, from: 7))
        folio_arena_free(large)   // nothing: it goes with the arena
        #expect(folio_arena_reserved_bytes(arena) >= 100_000)
    }

    @Test func systemBlocksStayTheSystemAllocators() throws {
        let system = try #require(folio_arena_calloc(4, 4))
        Self.fill(system, 16, from: 3)
        let arena = try #require(folio_arena_create())
        let previous = folio_arena_enter(arena)
        // Grown while an arena is entered, it is still a system block (freed below, after the arena is gone).
        let grown = try #require(folio_arena_realloc(system, 4_096))
        #expect(Self.holds(grown, 16, from: 3))
        folio_arena_enter(previous)
        folio_arena_destroy(arena)
        #expect(Self.holds(grown, 16, from: 3))
        folio_arena_free(grown)
    }

    /// Every Markup call that reaches cmark allocates in the document's arena (a block made outside it
    /// would outlive the tree, or leak: the tree is dropped with the arena, not freed node by node).
    @Test func markupNeverAllocatesOutsideTheArena() {
        let before = folio_arena_system_blocks()
        let text = "# Title *em*\n\n> [!NOTE]\n> quoted [link](a.md \"t\") ![img](i.png)\n\n```swift {x}\nlet a = 1\n```\n\n"
            + "| a | b |\n|---|---|\n| ~~c~~ | www.example.org |\n\n- [ ] task\n\ntext[^1] <b>raw</b>\n\n[^1]: note\n"
        for _ in 0..<3 {
            let document = MarkdownDocument(parsing: text)
            for node in document.nodes(of: [.link, .image, .codeBlock, .heading, .htmlInline, .blockQuote, .text]) {
                _ = node.literal
                _ = node.destination
                _ = node.title
                _ = node.fenceInfo
                _ = node.plainText
                _ = node.plainTextChildrenHTML
                if node.kind == .link { node.destination = "a.html"; node.title = "T" }
                if node.kind == .text { node.literal = (node.literal ?? "") + "!" }
            }
            document.nodes(of: .heading).first?.prependRawHTMLChild("<a href=\"#x\">#</a>")
            document.nodes(of: .heading).first?.appendRawHTMLChild("<span></span>")
            _ = document.nodes(of: .blockQuote).first?.unwrap(openingHTML: "<div>", closingHTML: "</div>")
            document.nodes(of: .codeBlock).first?.replace(withRawHTML: "<pre>x</pre>")
            document.nodes(of: .image).first?.remove()
            _ = document.nodes(of: .heading).first?.renderHTML()
            #expect(document.renderHTML().contains("<pre>x</pre>"))
        }
        #expect(folio_arena_system_blocks() == before)
    }

    /// A document's rewrites and renders use its own arena, with other documents alive on the thread.
    @Test func documentsKeepTheirTreesApart() {
        let first = MarkdownDocument(parsing: "# One\n\n[a](b.md) and `code`\n")
        var second: MarkdownDocument? = MarkdownDocument(parsing: "Two ~~struck~~ www.example.org\n")
        for link in first.nodes(of: .link) { link.destination = "b.html" }
        second?.root.prependRawHTMLChild("<span>x</span>")
        let secondHTML = second?.renderHTML()
        second = nil
        #expect(first.renderHTML() == "<h1>One</h1>\n<p><a href=\"b.html\">a</a> and <code>code</code></p>\n")
        #expect(secondHTML?.contains("<del>struck</del>") == true)
        #expect(first.nodes(of: .heading).first?.plainText == "One")
    }
}
