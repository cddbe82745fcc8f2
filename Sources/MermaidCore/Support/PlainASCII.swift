/// Why this exists: every parser's byte path rests on one rule, that in ASCII text without CR each
/// byte is one `Character` (CR LF is one character of two bytes, and past ASCII a character may take
/// several); the rule was written out again in each of them. It is answered here, once.
extension UInt8 {
    /// ASCII and not CR: a byte that is a character of its own in text made only of such bytes.
    package var isPlainASCIIByte: Bool { self < 0x80 && self != 13 }
}

extension UnsafeBufferPointer<UInt8> {
    /// ASCII without CR: each byte is one character.
    package var isPlainASCII: Bool { allSatisfy { $0.isPlainASCIIByte } }
}

extension String {
    /// ASCII without CR: each UTF-8 byte is one character, so the bytes can be read in its place.
    package var isPlainASCII: Bool {
        utf8.withContiguousStorageIfAvailable { $0.isPlainASCII } ?? utf8.allSatisfy { $0.isPlainASCIIByte }
    }
}

extension Substring {
    /// ASCII without CR: each UTF-8 byte is one character, so the bytes can be read in its place.
    package var isPlainASCII: Bool {
        utf8.withContiguousStorageIfAvailable { $0.isPlainASCII } ?? utf8.allSatisfy { $0.isPlainASCIIByte }
    }
}
