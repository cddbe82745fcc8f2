import CCmarkGFM

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
