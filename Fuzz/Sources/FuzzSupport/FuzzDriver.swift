// Starts libFuzzer from a SwiftPM executable. Why: SwiftPM links an executable's entry point
// as `<Module>_main` (`--defsym main=…`), so libFuzzer's own `main` is never used; each target
// defines that symbol and hands its body to `runFuzzer`, which gives it to libFuzzer's
// `LLVMFuzzerRunDriver`. The one `LLVMFuzzerTestOneInput` (used when libFuzzer's own main is
// linked instead) is here too.

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                                 _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                                 _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The target's body: one input, any outcome but a crash.
nonisolated(unsafe) private var fuzzBody: (UnsafeBufferPointer<UInt8>) -> Void = { _ in }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzBody(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    return 0
}

/// Runs libFuzzer with the process's arguments (`-max_total_time=…`, corpus folders, …).
public func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                      _ body: @escaping (UnsafeBufferPointer<UInt8>) -> Void) -> CInt {
    fuzzBody = body
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzOneInput)
}
