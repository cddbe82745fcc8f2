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
                // Only a one-byte character is copied ("\r\n" is one Character of two bytes).
                guard let byte = c.singleByte else {
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

// `Character.asciiValue` compares the character with "\r\n" and looks at its first scalar (about
// 300 instructions a call); a character of one UTF-8 byte is a single ASCII scalar, and asking its
// `utf8` view for the count and the byte costs a tenth of that. The `…Quick` properties answer on
// that byte and leave every other character to the stdlib property they stand for.
extension Character {
    /// The character's byte when it is one UTF-8 byte (a single ASCII scalar; CR LF is two); else nil.
    @inlinable package var singleByte: UInt8? {
        let bytes = utf8
        return bytes.count == 1 ? bytes.first : nil
    }

    /// `isLetter`, answered from the byte for ASCII (a–z, A–Z) and by `isLetter` for anything else.
    @inlinable package var isLetterQuick: Bool {
        if let byte = singleByte { return (byte | 0x20) &- 97 < 26 }
        return isLetter
    }

    /// `isNumber`, answered from the byte for ASCII (only 0–9 are numbers there).
    @inlinable package var isNumberQuick: Bool {
        if let byte = singleByte { return byte &- 48 < 10 }
        return isNumber
    }

    /// `isASCII`, answered at once for a one-byte character.
    @inlinable package var isASCIIQuick: Bool {
        singleByte != nil || isASCII
    }

    /// `isWhitespace`, answered from the byte for ASCII (tab, LF, VT, FF, CR and space).
    @inlinable package var isWhitespaceQuick: Bool {
        if let byte = singleByte { return byte == 32 || (byte >= 9 && byte <= 13) }
        return isWhitespace
    }
}

import Foundation
