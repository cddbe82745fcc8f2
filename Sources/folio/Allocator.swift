#if canImport(CMimalloc)
import CMimalloc

/// The memory allocator the process runs on, for `--version`-style diagnostics.
///
/// On Linux `folio` links mimalloc, whose shared library exports `malloc`/`free` and so replaces
/// glibc's allocator for everything in the process, cmark-gfm's node allocations included.
/// Naming one of its symbols here keeps the library linked even under `--as-needed`.
enum Allocator {
    static var name: String { "mimalloc \(mi_version() / 100).\(mi_version() % 100 / 10).\(mi_version() % 10)" }
}
#else
/// The memory allocator the process runs on: the platform's own where mimalloc is not linked.
enum Allocator {
    static var name: String { "system malloc" }
}
#endif
