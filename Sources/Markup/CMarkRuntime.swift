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
    static let shared = CMarkRuntime()

    /// The GFM extensions Folio always enables, in a stable order.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// The extension objects (static objects owned by libcmark-gfm-extensions).
    let extensions: [OpaquePointer]
    /// The same extensions as the linked list `cmark_render_html` wants. Built once and
    /// never freed: it only points at the static extension objects.
    let extensionList: UnsafeMutablePointer<cmark_llist>?

    /// Serialises `cmark_parser_finish`. Inline parsing (inside finish) switches the
    /// extensions' special characters (`~`, `|`, `:`, `w`) on in a process-wide table and
    /// off again when it ends, so a page finishing on one thread switched them off under a
    /// page still parsing on another: its `~~strike~~` and autolinks were then left as text,
    /// differently on each run. Block parsing (`cmark_parser_feed`) stays parallel: in the
    /// Debian library (0.29.0.gfm.6) only `cmark_parser_finish` switches the table, table
    /// cells included (checked by counting calls to `cmark_manage_extensions_special_characters`
    /// through symbol interposition in a C harness). Giving extensions an empty character
    /// list instead of locking does not work: the inline parser also uses those lists to
    /// pair an extension's delimiters, and `a ~~b~~` then loops forever.
    private let finishLock = FinishLock()

    /// `cmark_parser_finish(parser)` with no other finish running at the same time.
    func finish(_ parser: OpaquePointer?) -> OpaquePointer? {
        finishLock.withLock { cmark_parser_finish(parser) }
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
}

/// A plain mutex (Markup does not import Foundation).
private final class FinishLock: @unchecked Sendable {
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
