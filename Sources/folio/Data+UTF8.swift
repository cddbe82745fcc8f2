import Foundation

// Why: a command's output text becomes `Data` on the way to a file or standard output; copying it from
// the string's storage skips the runtime lookup `Data(text.utf8)` makes on its first call (below).
extension Data {
    /// The UTF-8 bytes of `text`, copied from its storage. `Data(text.utf8)` asks the runtime whether
    /// the view is `ContiguousBytes`, a scan of every conformance record on its first call.
    init(utf8Of text: String) {
        var text = text
        self = text.withUTF8 { bytes in bytes.baseAddress.map { Data(bytes: $0, count: bytes.count) } ?? Data() }
    }
}
