// Why: the index and the query must cut text into the same words, or a reader's query misses
// pages that contain it. Both sides fold case and diacritics (NFKD, combining marks dropped,
// lowercase), treat runs of letters and digits as words, give each CJK ideograph or kana its own
// token (those scripts do not separate words with spaces), and drop one-letter ASCII words and
// a short list of English stop words. `Themes/default/search.js` does the same with
// `normalize('NFKD')`, `toLowerCase()` and `\p{L}\p{N}`; keep the two in step.
import Foundation

/// Receives the words a ``SearchTokenizer`` cuts, with their hash (``WordTable/hash(_:)``).
/// The bytes may be read up to eight past their start whatever their count (the tokenizer's word buffer
/// has the room), so a short word can be loaded in one step.
package protocol SearchWordSink {
    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64)
}

/// Collects words as byte arrays.
struct WordCollector: SearchWordSink {
    var words: [[UInt8]] = []
    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) { words.append(Array(bytes)) }
}

/// Cuts text into folded search words. Not thread-safe (it caches folds); make one per worker.
package struct SearchTokenizer {
    /// Words too common to help a search; the index leaves them out and queries ignore them.
    package static let stopWords: [String] = [
        "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "from", "has", "have", "in", "is",
        "it", "its", "of", "on", "or", "that", "the", "this", "to", "was", "were", "will", "with",
    ]
    /// Longer words are ids, hashes or data, not words anyone types.
    package static let maximumWordBytes = 48

    /// True for a stop word of 2–4 bytes, packed by ``pack(_:)`` (the constants are ``stopWords`` packed,
    /// written out so the check needs no lazy global; `SearchTokenizerTests` checks they agree).
    static func isPackedStopWord(_ packed: UInt32) -> Bool {
        switch packed {
        case 0x616e, 0x616e64, 0x617265, 0x6173, 0x6174, 0x6265, 0x627574, 0x6279, 0x666f72, 0x66726f6d, 0x686173, 0x68617665, 0x696e, 0x6973, 0x6974, 0x697473, 0x6f66, 0x6f6e, 0x6f72, 0x74686174, 0x746865, 0x74686973, 0x746f, 0x776173, 0x77657265, 0x77696c6c, 0x77697468: return true
        default: return false
        }
    }

    static func pack<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }
    /// Folded UTF-8 per non-ASCII scalar: empty for marks, nil for separators.
    private var folds: [UInt32: [UInt8]?] = [:]

    package init() {}

    /// Hands each word of `text`, folded, as UTF-8 bytes to `sink` (the bytes are valid only during the call).
    package mutating func forEachWord<Sink: SearchWordSink>(in text: String, into sink: inout Sink) {
        var text = text
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Word.capacity) { buffer in
            var word = Word(buffer: buffer.baseAddress!)
            text.withUTF8 { utf8 in scan(utf8, word: &word, into: &sink) }
            word.flush(into: &sink)
        }
    }

    /// Calls `body` with each word of `text` (tests and queries; the index uses a ``SearchWordSink``).
    package mutating func forEachWord(in text: String, _ body: (ArraySlice<UInt8>) -> Void) {
        var collector = WordCollector()
        forEachWord(in: text, into: &collector)
        for word in collector.words { body(word[...]) }
    }

    /// The word being read: its folded bytes in a fixed buffer, hashed once whole when it is handed
    /// over (not per byte: most words dropped are never hashed). Bytes past the buffer only mark the
    /// word as too long (it is dropped).
    private struct Word {
        static let capacity = SearchTokenizer.maximumWordBytes + 8
        let buffer: UnsafeMutablePointer<UInt8>
        var count = 0
        var asciiOnly = true

        init(buffer: UnsafeMutablePointer<UInt8>) { self.buffer = buffer }

        @inline(__always) mutating func append(_ byte: UInt8) {
            if count < Word.capacity { buffer[count] = byte }
            count += 1
        }

        /// Appends the ASCII letters and digits `text[start..<end]` lowercased: setting bit 5 is the fold
        /// for all of them (digits have it set already). Eight bytes a step while `text` has eight to read
        /// and the buffer eight to write: bytes past `end` land past `count`, where nothing reads them.
        @inline(__always) mutating func appendASCIIWordBytes(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
            let room = max(0, min(end - start, Word.capacity - count))
            var index = 0
            if let base = text.baseAddress {
                let raw = UnsafeRawPointer(base)
                while index < room && count + index + 8 <= Word.capacity && start + index + 8 <= text.count {
                    let chunk = raw.loadUnaligned(fromByteOffset: start + index, as: UInt64.self) | 0x2020_2020_2020_2020
                    UnsafeMutableRawPointer(buffer + count + index).storeBytes(of: chunk, as: UInt64.self)
                    index += 8
                }
            }
            while index < room {
                buffer[count + index] = text[start + index] | 0x20
                index += 1
            }
            count += end - start
        }

        mutating func append(_ bytes: [UInt8]) {
            for byte in bytes {
                if byte >= 0x80 { asciiOnly = false }
                append(byte)
            }
        }

        /// Hands over the ASCII word of `length` (1…7) bytes at the start of the little-endian `chunk`
        /// (what ``flush(into:)`` does for it, without reading the bytes back one by one).
        @inline(__always) mutating func emitShort<Sink: SearchWordSink>(_ chunk: UInt64, length: Int, into sink: inout Sink) {
            guard length >= 2 else { return }
            // Letters and digits lowercased by setting bit 5; the bytes after the word cleared.
            let folded = (chunk | 0x2020_2020_2020_2020) & (UInt64.max >> UInt64(64 - 8 * length))
            if length <= 4 && SearchTokenizer.isPackedStopWord(UInt32(truncatingIfNeeded: folded.byteSwapped >> UInt64(64 - 8 * length))) {
                return
            }
            UnsafeMutableRawPointer(buffer).storeBytes(of: folded, as: UInt64.self)
            sink.word(UnsafeBufferPointer(start: buffer, count: length), hash: WordTable.hash(short: folded, count: length))
        }

        mutating func flush<Sink: SearchWordSink>(into sink: inout Sink) {
            defer {
                count = 0
                asciiOnly = true
            }
            guard count > 0, count <= SearchTokenizer.maximumWordBytes else { return }
            if asciiOnly && (count < 2 || (count <= 4 && SearchTokenizer.isPackedStopWord(packed))) { return }
            let bytes = UnsafeBufferPointer(start: buffer, count: count)
            sink.word(bytes, hash: WordTable.hash(bytes))
        }

        private var packed: UInt32 {
            var value: UInt32 = 0
            for index in 0..<count { value = value << 8 | UInt32(buffer[index]) }
            return value
        }
    }

    private mutating func scan<Sink: SearchWordSink>(_ utf8: UnsafeBufferPointer<UInt8>, word: inout Word,
                                                     into sink: inout Sink) {
        var i = 0
        let n = utf8.count
        while i < n {
            let byte = utf8[i]
            if byte < 0x80 {
                let folded = SearchTokenizer.asciiFold(byte)
                if folded == 0 {
                    if word.count > 0 { word.flush(into: &sink) }
                    i += 1
                    continue
                }
                // A short ASCII word that starts here and ends, at an ASCII separator, within eight bytes:
                // read in one load and handed over from registers (most words of most pages).
                if word.count == 0, i + 8 < n, let base = utf8.baseAddress {
                    let chunk = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    let length = ByteScan.asciiWordLength(chunk)
                    if length < 8 && utf8[i + length] < 0x80 {
                        word.emitShort(chunk, length: length, into: &sink)
                        i += length + 1   // the separator after it ends no word
                        continue
                    }
                }
                // A run of ASCII word bytes: found first (eight bytes a step), then copied folded in one go.
                var end = ByteScan.asciiWordEnd(utf8, from: i + 1)
                while end < n && SearchTokenizer.asciiFold(utf8[end]) != 0 { end += 1 }
                word.appendASCIIWordBytes(utf8, i, end)
                i = end
                continue
            }
            // A multi-byte scalar (the string is valid UTF-8).
            var value: UInt32
            var length: Int
            if byte < 0xE0 { value = UInt32(byte & 0x1F); length = 2 }
            else if byte < 0xF0 { value = UInt32(byte & 0x0F); length = 3 }
            else { value = UInt32(byte & 0x07); length = 4 }
            for k in 1..<length where i + k < n { value = value << 6 | UInt32(utf8[i + k] & 0x3F) }
            i += length
            if SearchTokenizer.isIdeographic(value) {
                word.flush(into: &sink)
                if let scalar = Unicode.Scalar(value) { word.append(Array(String(scalar).utf8)) }
                word.flush(into: &sink)
                continue
            }
            guard let scalar = Unicode.Scalar(value), let folded = fold(scalar) else {
                word.flush(into: &sink)
                continue
            }
            if !folded.isEmpty { word.append(folded) }
        }
    }

    /// An ASCII byte's lowercase form when it is part of a word, else 0.
    @inline(__always) static func asciiFold(_ byte: UInt8) -> UInt8 {
        let lower = byte | 0x20   // 'A'…'Z' to 'a'…'z' (and nothing else into that range)
        if lower &- 97 < 26 { return lower }
        if byte &- 48 < 10 { return byte }
        return 0
    }

    /// The folded words of `text`, as strings (queries, tests).
    package mutating func words(in text: String) -> [String] {
        var result: [String] = []
        forEachWord(in: text) { result.append(String(decoding: $0, as: UTF8.self)) }
        return result
    }

    /// Han, kana and Hangul: each one is a word of its own.
    static func isIdeographic(_ value: UInt32) -> Bool {
        switch value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FA1F:
            return true
        default:
            return false
        }
    }

    /// A non-ASCII scalar folded: its compatibility decomposition without marks, lowercased; empty
    /// for a mark (part of the word, dropped); nil when it is not part of a word.
    private mutating func fold(_ scalar: Unicode.Scalar) -> [UInt8]? {
        if let cached = folds[scalar.value] { return cached }
        var result: [UInt8]? = nil
        if SearchTokenizer.isMark(scalar) {
            result = []
        } else if SearchTokenizer.isWordCharacter(scalar) {
            var bytes: [UInt8] = []
            for part in String(scalar).decomposedStringWithCompatibilityMapping.unicodeScalars {
                if SearchTokenizer.isMark(part) { continue }
                if part.value < 0x80 {
                    let byte = UInt8(part.value)
                    if (65...90).contains(byte) { bytes.append(byte + 32) }
                    else if (97...122).contains(byte) || (48...57).contains(byte) { bytes.append(byte) }
                } else if SearchTokenizer.isWordCharacter(part) {
                    bytes.append(contentsOf: Array(String(part).lowercased().utf8))
                }
            }
            result = bytes
        }
        folds[scalar.value] = result
        return result
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
