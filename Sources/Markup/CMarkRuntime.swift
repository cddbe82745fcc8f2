import CCmarkGFM
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

    /// The GFM extensions Folio always enables, in a stable order.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// The extension objects (static objects owned by libcmark-gfm-extensions).
    let extensions: [OpaquePointer]
    /// The same extensions as the linked list `cmark_render_html` wants. Built once and
    /// never freed: it only points at the static extension objects.
    let extensionList: UnsafeMutablePointer<cmark_llist>?

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
        var list: UnsafeMutablePointer<cmark_llist>? = nil
        for name in CMarkRuntime.extensionNames {
            guard let ext = cmark_find_syntax_extension(name) else { continue }
            found.append(ext)
            list = cmark_llist_append(cmark_get_default_mem_allocator(), list, UnsafeMutableRawPointer(ext))
        }
        extensions = found
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

    /// Pins the special characters of `extensions` on, then proves on a probe document that
    /// libcmark-gfm calls the replacement and still parses strikethrough and autolinks.
    /// Returns false, with the library's own switching restored, when either fails.
    private static func pinSpecialCharacters(_ extensions: [OpaquePointer], list: UnsafeMutablePointer<cmark_llist>?,
                                             with pinning: CMarkCharacterPinning) -> Bool {
        guard let pin = cmark_parser_new(CMARK_OPT_DEFAULT) else { return false }
        for ext in extensions { cmark_parser_attach_syntax_extension(pin, ext) }
        let pinned = pinning.pin(pin) == 1
        cmark_parser_free(pin)
        guard pinned else { return false }
        let switchesBefore = pinning.switches()
        var rendersBoth = false
        if let probe = cmark_parser_new(CMARK_OPT_DEFAULT) {
            for ext in extensions { cmark_parser_attach_syntax_extension(probe, ext) }
            let text = "a ~~b~~ www.example.org\n\n| c |\n|---|\n| ~~d~~ |\n"
            cmark_parser_feed(probe, text, text.utf8.count)
            if let root = cmark_parser_finish(probe) {
                if let chars = cmark_render_html(root, CMARK_OPT_DEFAULT, list) {
                    // strstr, not String.contains: the first generic string search costs a
                    // millisecond of runtime type lookups at start-up.
                    rendersBoth = strstr(chars, "<del>b</del>") != nil && strstr(chars, "<td><del>d</del></td>") != nil
                        && strstr(chars, "<a href=\"http://www.example.org\">") != nil
                    free(chars)
                }
                cmark_node_free(root)
            }
            cmark_parser_free(probe)
        }
        let reached = pinning.switches() > switchesBefore
        if reached && rendersBoth { return true }
        pinning.unpin()
        return false
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
