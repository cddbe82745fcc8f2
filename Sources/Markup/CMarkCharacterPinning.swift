/// The functions of the `CCmarkPinnedCharacters` C target, handed to Markup by an executable.
///
/// Why: that target replaces one of libcmark-gfm's functions for the whole process (ELF
/// symbol interposition), which only an executable should decide. So `Markup` does not link
/// it: the library products parse correctly without it, finishing one page at a time. An
/// executable that links the target passes its three functions here at start-up, which also
/// makes it reference the C object, so the linker keeps the replacement in the executable.
///
/// ```swift
/// import CCmarkPinnedCharacters
/// import Markup
///
/// CMarkCharacterPinning(pin: folio_cmark_pin_special_characters,
///                       unpin: folio_cmark_unpin_special_characters,
///                       switches: folio_cmark_special_character_switches).register()
/// ```
/// (`@unchecked Sendable`: C function pointers capture nothing.)
public struct CMarkCharacterPinning: @unchecked Sendable {
    let pin: @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    let unpin: @convention(c) () -> Void
    let switches: @convention(c) () -> Int

    /// `folio_cmark_pin_special_characters`, `folio_cmark_unpin_special_characters` and
    /// `folio_cmark_special_character_switches` (see `cmark_pinned_characters.h`).
    public init(pin: @escaping @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32,
                unpin: @escaping @convention(c) () -> Void,
                switches: @escaping @convention(c) () -> Int) {
        self.pin = pin
        self.unpin = unpin
        self.switches = switches
    }

    /// Pins the extensions' special characters and checks, on a probe document, that
    /// libcmark-gfm really calls the replacement. Returns true when pages now finish parsing
    /// in parallel; false (nothing changed, finishes stay serialised) when the replacement is
    /// not in effect, e.g. without ELF interposition. Only the first call does the work.
    @discardableResult
    public func install() -> Bool {
        CMarkRuntime.shared.pin(with: self)
    }

    /// Like ``install()``, but the work (cmark's set-up and the probe) waits for the first
    /// Markdown parse: an executable calls this at start-up so commands that parse nothing start
    /// faster. Has no effect once a pinning was installed or a document parsed with it.
    public func register() {
        CMarkRuntime.register(self)
    }
}
