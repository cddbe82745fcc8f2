import CCmarkGFM
import CCmarkAdmonition
import CCmarkMark
import CCmarkDefinitionList
import CCmarkMath
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One-time set-up of cmark-gfm's process-wide state.
///
/// cmark-gfm keeps its syntax extensions in a global registry that is not safe to
/// initialise from two threads at once. Swift initialises `static let` exactly once,
/// thread-safely, so every entry point goes through `CMarkRuntime.shared` first and
/// pages can then be parsed on any number of threads.
final class CMarkRuntime: @unchecked Sendable {
    private static let instance = CMarkRuntime()

    /// The runtime, set up on first use; a pinning handed over with
    /// ``CMarkCharacterPinning/register()`` is installed then, so commands that never parse
    /// Markdown (`folio --version`, `folio mermaid`) never pay for cmark's set-up and probe.
    static var shared: CMarkRuntime {
        instance.pinRegisteredOnce()
        return instance
    }

    private static let registrationLock = PthreadLock()
    nonisolated(unsafe) private static var registered: CMarkCharacterPinning?

    /// Keeps `pinning` for the first use of ``shared``.
    static func register(_ pinning: CMarkCharacterPinning) {
        registrationLock.withLock { registered = pinning }
    }

    private func pinRegisteredOnce() {
        if stateLock.withLock({ pinAttempted }) { return }
        guard let pinning = CMarkRuntime.registrationLock.withLock({ CMarkRuntime.registered }) else { return }
        _ = pin(with: pinning)
    }

    /// The GFM extensions Folio enables, in a stable order. Autolink is attached only to notes
    /// that could hold an autolink (``extensions(autolink:)``).
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// The extension objects (static objects owned by libcmark-gfm-extensions), then Folio's math
    /// extension (`CCmarkMath`) and admonition extension (`CCmarkAdmonition`).
    let extensions: [OpaquePointer]
    /// The math extension (`$…$`, `$$…$$`).
    let math: OpaquePointer
    /// The admonition extension (`:::note`, `!!! note`).
    let admonitions: OpaquePointer
    /// The highlight extension (`==marked==`).
    let highlights: OpaquePointer
    /// The definition list extension (`Term` then `:   definition`).
    let definitionLists: OpaquePointer
    /// The extension for Markdown inside HTML elements (`<div markdown>`, lines marked by Folio's text pass).
    let markdownHTML: OpaquePointer
    /// Every choice of ``extensions(autolink:math:admonitions:highlights:definitionLists:)``, made once (not
    /// per note): index bit 1 autolink, bit 2 math, bit 4 admonitions, bit 8 highlights, bit 16 definition lists,
    /// bit 32 Markdown inside HTML elements.
    private let choices: [[OpaquePointer]]
    /// The GFM extensions and math as the linked list `cmark_render_html` wants (admonitions,
    /// highlights and definition lists have no render hooks: block quotes and custom nodes to cmark's renderer). Built once and never freed: it only
    /// points at the static extension objects.
    let extensionList: UnsafeMutablePointer<cmark_llist>?

    /// The extensions to parse a note with: every one, or without those the note cannot use. Autolink's
    /// inline matcher and its pass over every text node cost about a tenth of cmark's parse for nothing
    /// when no autolink can be in a note (see ``SyntaxCandidates``); math and admonitions are left out
    /// where their syntax cannot occur, or when switched off, and so are highlights and definition lists.
    func extensions(autolink: Bool, math: Bool, admonitions: Bool, highlights: Bool = false,
                    definitionLists: Bool = false, markdownHTML: Bool = false) -> [OpaquePointer] {
        choices[(autolink ? 1 : 0) | (math ? 2 : 0) | (admonitions ? 4 : 0) | (highlights ? 8 : 0) | (definitionLists ? 16 : 0)
                | (markdownHTML ? 32 : 0)]
    }

    /// Whether pages may finish parsing at the same time.
    ///
    /// Inline parsing (inside `cmark_parser_finish`) switches the extensions' special
    /// characters (`~`, `|`, `:`, `w`) on in a process-wide table and off again when it ends,
    /// so a page finishing on one thread switched them off under a page still parsing on
    /// another: its `~~strike~~` and autolinks were then left as text, differently on each
    /// run. An executable that links `CCmarkPinnedCharacters` hands its functions over
    /// (``CMarkCharacterPinning/install()``) to pin the characters on instead; ``pin(with:)``
    /// checks that this works here. Until then, and when it does not, finishes are serialised,
    /// so the library products are correct without the C target.
    /// Block parsing (`cmark_parser_feed`) is parallel either way: in the Debian library
    /// (0.29.0.gfm.6) only `cmark_parser_finish` switches the table, table cells included.
    var parsesInParallel: Bool { stateLock.withLock { pinned } }
    private var pinned = false
    private var pinAttempted = false
    private let stateLock = PthreadLock()
    private let finishLock = PthreadLock()

    /// `cmark_parser_finish(parser)`, serialised unless the characters are pinned.
    func finish(_ parser: OpaquePointer?) -> OpaquePointer? {
        if parsesInParallel { return cmark_parser_finish(parser) }
        return finishLock.withLock { cmark_parser_finish(parser) }
    }

    private init() {
        cmark_gfm_core_extensions_ensure_registered()
        var found: [OpaquePointer] = []
        var autolink: OpaquePointer?
        var list: UnsafeMutablePointer<cmark_llist>? = nil
        for name in CMarkRuntime.extensionNames {
            guard let ext = cmark_find_syntax_extension(name) else { continue }
            found.append(ext)
            if name == "autolink" { autolink = ext }
            list = cmark_llist_append(cmark_get_default_mem_allocator(), list, UnsafeMutableRawPointer(ext))
        }
        let math = OpaquePointer(folio_math_syntax_extension()!)
        let admonitions = OpaquePointer(folio_admonition_syntax_extension()!)
        let highlights = OpaquePointer(folio_mark_syntax_extension()!)
        let definitionLists = OpaquePointer(folio_definition_list_syntax_extension()!)
        let markdownHTML = OpaquePointer(folio_markdown_html_syntax_extension()!)
        self.math = math
        self.admonitions = admonitions
        self.highlights = highlights
        self.definitionLists = definitionLists
        self.markdownHTML = markdownHTML
        // Admonitions come first: cmark asks the extensions in order whether a line opens a block, and
        // the table extension answers for every line after a paragraph's, so `:::note` right after a
        // paragraph line (or a list item's text) would never be asked about otherwise. Definition lists
        // come next, for the same reason (their `:` line follows a paragraph's).
        choices = (0..<64).map { bits in
            (bits & 32 != 0 ? [markdownHTML] : []) + (bits & 4 != 0 ? [admonitions] : []) + (bits & 16 != 0 ? [definitionLists] : [])
                + found.filter { bits & 1 != 0 || $0 != autolink }
                + (bits & 2 != 0 ? [math] : []) + (bits & 8 != 0 ? [highlights] : [])
        }
        list = cmark_llist_append(cmark_get_default_mem_allocator(), list, UnsafeMutableRawPointer(math))
        extensions = [markdownHTML, admonitions, definitionLists] + found + [math, highlights]
        extensionList = list
    }

    /// Pins the special characters with `pinning` (once; later calls report the outcome of
    /// the first). The probe holds the finish lock, so no serialised finish runs meanwhile.
    func pin(with pinning: CMarkCharacterPinning) -> Bool {
        stateLock.withLock {
            if !pinAttempted {
                pinAttempted = true
                pinned = finishLock.withLock { CMarkRuntime.pinSpecialCharacters(extensions, list: extensionList, with: pinning) }
            }
            return pinned
        }
    }

    /// Pins the special characters of every extension but autolink on, and shares autolink's
    /// (on while a parser carrying it parses inlines: `pinned_characters.c`), then proves on
    /// probe documents that libcmark-gfm calls the replacement and still parses strikethrough,
    /// tables and autolinks, and strikethrough without autolink. Returns false, with the
    /// library's own switching restored, when any of it fails.
    private static func pinSpecialCharacters(_ extensions: [OpaquePointer], list: UnsafeMutablePointer<cmark_llist>?,
                                             with pinning: CMarkCharacterPinning) -> Bool {
        guard let autolink = cmark_find_syntax_extension("autolink"), extensions.contains(autolink),
              let pin = cmark_parser_new(CMARK_OPT_DEFAULT) else { return false }
        for ext in extensions where ext != autolink { cmark_parser_attach_syntax_extension(pin, ext) }
        // The shared switch lives as long as the process: the replacement switches through it.
        guard let shared = cmark_parser_new(CMARK_OPT_DEFAULT) else { cmark_parser_free(pin); return false }
        cmark_parser_attach_syntax_extension(shared, autolink)
        let pinned = pinning.pin(pin, shared) == 1
        cmark_parser_free(pin)
        guard pinned else { cmark_parser_free(shared); return false }
        let switchesBefore = pinning.switches()
        let text = "a ~~b~~ www.example.org\n\n| c |\n|---|\n| ~~d~~ |\n"
        // strstr, not String.contains: the first generic string search costs a millisecond of
        // runtime type lookups at start-up.
        let rendersAll = probe(text, extensions: extensions, list: list) { chars in
            strstr(chars, "<del>b</del>") != nil && strstr(chars, "<td><del>d</del></td>") != nil
                && strstr(chars, "<a href=\"http://www.example.org\">") != nil
        }
        let rendersWithoutAutolink = probe(text, extensions: extensions.filter { $0 != autolink }, list: list) { chars in
            strstr(chars, "<del>b</del>") != nil && strstr(chars, "<td><del>d</del></td>") != nil
                && strstr(chars, "<a ") == nil
        }
        let reached = pinning.switches() > switchesBefore
        if reached && rendersAll && rendersWithoutAutolink { return true }
        pinning.unpin()
        return false
    }

    /// Parses and renders `text` with `extensions`, and tells whether `check` accepts the HTML.
    private static func probe(_ text: String, extensions: [OpaquePointer], list: UnsafeMutablePointer<cmark_llist>?,
                              check: (UnsafeMutablePointer<CChar>) -> Bool) -> Bool {
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return false }
        defer { cmark_parser_free(parser) }
        for ext in extensions { cmark_parser_attach_syntax_extension(parser, ext) }
        cmark_parser_feed(parser, text, text.utf8.count)
        guard let root = cmark_parser_finish(parser) else { return false }
        defer { cmark_node_free(root) }
        guard let chars = cmark_render_html(root, CMARK_OPT_DEFAULT, list) else { return false }
        defer { free(chars) }
        return check(chars)
    }
}

/// A plain mutex (Markup does not import Foundation).
private final class PthreadLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
