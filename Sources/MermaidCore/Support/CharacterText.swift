// Why: the line scanners of most diagram types (LineScanner, ChartLine, the event-model, mindmap and
// kanban readers) keep a line as `[Character]` and cut words, quoted labels and rests out of it with
// `String(chars[a..<b])`, which appends one `Character` at a time (about 3% of a docs example in the
// profile). Nearly every cut is plain ASCII: those are copied as bytes; anything else (a multi-byte
// character, CR LF as one character) goes to the general `String(slice)` it replaces.
// The front end's line split lives here too: `memchr` over the bytes instead of a generic `split`;
// and `isLetterQuick`, `Character.isLetter` without the Unicode property lookup for ASCII (the word
// readers of a dozen parsers ask it of every character: 1.5% of a docs example).

extension String {
    /// The characters of `slice` joined, as `String(slice)`; one-byte ASCII characters are copied as bytes.
    package init(characters slice: ArraySlice<Character>) {
        let count = slice.count
        guard count > 0 else {
            self = ""
            return
        }
        var ascii = true
        let bytes = String(unsafeUninitializedCapacity: count) { buffer in
            var i = 0
            for c in slice {
                // "\r\n" is one Character whose asciiValue is 10: only a one-byte character is copied.
                guard let byte = c.asciiValue, byte != 10 || c.utf8.count == 1 else {
                    ascii = false
                    return 0
                }
                buffer[i] = byte
                i += 1
            }
            return i
        }
        self = ascii ? bytes : String(slice)
    }

    /// The characters of `array` joined, as `String(array)`.
    package init(characters array: [Character]) {
        self.init(characters: array[...])
    }

    /// The text split at every LF (`\n`) into lines, empty lines kept: the same lines as
    /// `utf8.split(separator: 10, omittingEmptySubsequences: false)` decoded one by one.
    package var lfLines: [String] {
        var text = self
        return text.withUTF8 { buffer in
            var lines: [String] = []
            guard let base = buffer.baseAddress else { return [""] }
            var start = 0
            while start < buffer.count, let hit = memchr(base + start, 10, buffer.count - start) {
                let i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<i]), as: UTF8.self))
                start = i + 1
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self))
            return lines
        }
    }

    /// True when the text holds a carriage return (byte 13).
    package var containsCarriageReturn: Bool {
        var text = self
        return text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, 13, buffer.count) != nil
        }
    }
}

extension Character {
    /// `isLetter`, answered from the byte for ASCII (a–z, A–Z) and by `isLetter` for anything else.
    @inlinable package var isLetterQuick: Bool {
        if let byte = asciiValue { return (byte | 0x20) &- 97 < 26 }
        return isLetter
    }
}

import Foundation
