// Why: the page's rendered HTML is the one place where everything a reader can find meets: the
// Markdown text, raw HTML the site allowed, code, and the labels inside drawn diagrams (their SVG
// `<text>`). Reading it back as text (rather than walking the Markdown) indexes exactly what the
// page shows. What a reader does not read as text is skipped: styles, scripts, the diagram's
// source in its `<details>` (its labels are already in the SVG), heading anchors and buttons.

import Foundation

/// Reads a page body's HTML back as plain text, cut into sections at headings with an `id`.
package enum SearchTextExtractor {
    /// The sections of `html` (section 0 is the text before the first heading; it is dropped when empty).
    package static func sections(fromHTML html: String) -> [SearchDocument.Section] {
        var html = html
        return html.withUTF8 { bytes in
            // Text and heading each get as many bytes as the page has: neither can outgrow it (ByteRun).
            let room = bytes.count + 16
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * room) { memory in
                var scanner = Scanner(bytes: bytes, text: ByteRun(UnsafeMutableBufferPointer(rebasing: memory[..<room])),
                                      heading: ByteRun(UnsafeMutableBufferPointer(rebasing: memory[room...])))
                return scanner.run()
            }
        }
    }

    /// Packed tag names (``pack(_:)`` of each name, written out so they are compile-time constants;
    /// `SearchTextExtractorTests` checks them).
    enum Names {
        static let style: UInt64 = 0x7374796c65
        static let script: UInt64 = 0x736372697074
        static let template: UInt64 = 0x74656d706c617465
        static let button: UInt64 = 0x627574746f6e
        static let noscript: UInt64 = 0x6e6f736372697074
        static let textarea: UInt64 = 0x7465787461726561
        static let math: UInt64 = 0x6d617468
        static let span: UInt64 = 0x7370616e
        static let a: UInt64 = 0x61
        static let code: UInt64 = 0x636f6465
        static let em: UInt64 = 0x656d
        static let strong: UInt64 = 0x7374726f6e67
        static let b: UInt64 = 0x62
        static let i: UInt64 = 0x69
        static let abbr: UInt64 = 0x61626272
        static let bdi: UInt64 = 0x626469
        static let bdo: UInt64 = 0x62646f
        static let cite: UInt64 = 0x63697465
        static let data: UInt64 = 0x64617461
        static let dfn: UInt64 = 0x64666e
        static let kbd: UInt64 = 0x6b6264
        static let mark: UInt64 = 0x6d61726b
        static let q: UInt64 = 0x71
        static let s: UInt64 = 0x73
        static let samp: UInt64 = 0x73616d70
        static let small: UInt64 = 0x736d616c6c
        static let sub: UInt64 = 0x737562
        static let sup: UInt64 = 0x737570
        static let time: UInt64 = 0x74696d65
        static let u: UInt64 = 0x75
        static let `var`: UInt64 = 0x766172
        static let del: UInt64 = 0x64656c
        static let ins: UInt64 = 0x696e73
        static let br: UInt64 = 0x6272
        static let hr: UInt64 = 0x6872
        static let img: UInt64 = 0x696d67
        static let input: UInt64 = 0x696e707574
        static let meta: UInt64 = 0x6d657461
        static let link: UInt64 = 0x6c696e6b
        static let wbr: UInt64 = 0x776272
        static let col: UInt64 = 0x636f6c
        static let area: UInt64 = 0x61726561
        static let source: UInt64 = 0x736f75726365
        static let details: UInt64 = 0x64657461696c73
    }

    /// A tag name of up to 8 bytes, lowercased, as one integer (longer names keep their first 8 bytes
    /// and a marker bit, so they never equal a short one).
    static func pack(_ name: String) -> UInt64 {
        name.utf8.prefix(8).reduce(0) { $0 << 8 | UInt64($1) } | (name.utf8.count > 8 ? 1 << 63 : 0)
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var sections: [SearchDocument.Section] = [SearchDocument.Section(id: "", heading: "", text: "")]
        var text: ByteRun
        var heading: ByteRun
        /// Inside `<hN id>`: its level.
        var headingLevel: Int? = nil
        /// Skipping an element's content: its name and nesting depth.
        var skipping: (name: UInt64, depth: Int)? = nil
        /// In a section whose heading says `data-search-exclude` (MkDocs-Material): its text, up to the next
        /// heading, is read and then dropped.
        var droppingSection = false

        init(bytes: UnsafeBufferPointer<UInt8>, text: ByteRun, heading: ByteRun) {
            self.bytes = bytes
            self.text = text
            self.heading = heading
        }

        mutating func run() -> [SearchDocument.Section] {
            var i = 0
            let n = bytes.count
            while i < n {
                let byte = bytes[i]
                if byte == 60 {   // <
                    i = tag(at: i)
                    continue
                }
                if skipping != nil {
                    // Nothing but the next tag matters.
                    i = next(60, from: i + 1) ?? n
                    continue
                }
                if byte == 38 {   // &
                    i = entity(at: i)
                    continue
                }
                if byte > 32 {
                    // A run of ordinary text, copied in one go. A single space after a visible byte
                    // is in it too: it reads as itself (only a space after a space collapses).
                    var j = ByteScan.plainTextEnd(bytes, from: i + 1)
                    while j < n {
                        let next = bytes[j]
                        if next > 32 {
                            if next == 60 || next == 38 { break }
                        } else if next != 32 || bytes[j - 1] == 32 {
                            break
                        }
                        j += 1
                    }
                    let run = UnsafeBufferPointer(rebasing: bytes[i..<j])
                    if headingLevel == nil { text.append(run) } else { heading.append(run) }
                    i = j
                    continue
                }
                append(byte)
                i += 1
            }
            closeSection()
            if let first = sections.first, first.id.isEmpty, first.text.isEmpty { sections.removeFirst() }
            return sections
        }

        private mutating func append(_ byte: UInt8) {
            let isSpace = byte == 32 || byte == 10 || byte == 9 || byte == 13 || byte == 12
            if headingLevel != nil {
                if isSpace { heading.space() } else { heading.append(byte) }
            } else {
                if isSpace { text.space() } else { text.append(byte) }
            }
        }

        /// The index of the first `byte` at or after `start`.
        private func next(_ byte: UInt8, from start: Int) -> Int? {
            guard start < bytes.count, let base = bytes.baseAddress,
                  let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }

        @inline(__always) private mutating func space() {
            if headingLevel != nil { heading.space() } else { text.space() }
        }

        private mutating func append(contentsOf scalar: Unicode.Scalar) {
            UTF8.encode(scalar) { append($0) }
        }

        private mutating func closeSection() {
            if droppingSection {
                droppingSection = false
                text.removeAll()
                return
            }
            text.dropTrailingSpaces()
            sections[sections.count - 1].text = text.string
            text.removeAll()
        }

        /// Handles the tag (or comment) starting at `start`; returns the index after it.
        private mutating func tag(at start: Int) -> Int {
            let n = bytes.count
            var j = start + 1
            let closing = j < n && bytes[j] == 47
            if closing { j += 1 }
            let nameStart = j
            // The name read and packed (its first 8 bytes, lowercased) in one pass; a name of up to
            // seven bytes (most) in one load (``packedName(_:length:)``).
            var name: UInt64 = 0
            var packed = false
            if j + 8 <= n, let base = bytes.baseAddress {
                let chunk = UInt64(littleEndian: UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self))
                let length = ByteScan.tagNameLength(chunk)
                if length > 0 && length < 8 {
                    name = Scanner.packedName(chunk, length: length)
                    j += length
                    packed = true
                    // A bare tag (`<td>`, `</li>`: the name, then `>`), most of a page's: no attributes to
                    // look through. A plain block or inline element outside skipped content reads the same
                    // as a start or an end tag, a space or nothing (what `handle` does for it, without the call).
                    if UInt8(truncatingIfNeeded: chunk >> UInt64(8 * length)) == 62 {
                        let kind = HTMLElementKind.of(name)
                        if skipping == nil && kind.isPlain {
                            if !kind.contains(.inline) { space() }
                        } else {
                            handle(name: name, closing: closing, selfClosing: false, attributes: bytes[j..<j])
                        }
                        return j + 1
                    }
                }
            }
            // `<!--` (its `!` is no name byte, so nothing was packed).
            if !packed, start + 3 < n, bytes[start + 1] == 33, bytes[start + 2] == 45, bytes[start + 3] == 45 {
                var j = start + 4
                while j + 2 < n && !(bytes[j] == 45 && bytes[j + 1] == 45 && bytes[j + 2] == 62) { j += 1 }
                return min(n, j + 3)
            }
            while !packed && j < n {
                let byte = bytes[j]
                guard isNameByte(byte) else { break }
                if j - nameStart < 8 { name = name << 8 | UInt64(byte >= 65 && byte <= 90 ? byte + 32 : byte) }
                j += 1
            }
            if j == nameStart {   // not a tag: a literal '<'
                if skipping == nil { append(60) }
                return start + 1
            }
            if j - nameStart > 8 { name |= 1 << 63 }
            let attributesStart = j
            while j < n {
                j = ByteScan.first(of: 62, 34, 39, in: bytes, from: j)
                guard j < n, bytes[j] != 62 else { break }
                // A quoted value may hold '>': jump past its closing quote.
                j = (next(bytes[j], from: j + 1) ?? n) + 1
            }
            let attributes = bytes[attributesStart..<min(j, n)]
            let end = min(n, j + 1)
            let selfClosing = attributes.last == 47
            // A block Folio wrote with MkDocs-Material's `data-search-exclude` (a paragraph's attribute list; a
            // heading's is read by `openSection`) is skipped whole. Most tags end with a quoted value, told by one
            // byte; checked here, not in `handle`, which must stay small enough to have the element kinds inlined.
            if attributes.last == 101, skipping == nil, !closing, endsWithExcludeFlag(attributes), HTMLElementKind.of(name).headingLevel == 0 {
                skipping = (name, 1)
                return end
            }
            handle(name: name, closing: closing, selfClosing: selfClosing, attributes: attributes)
            return end
        }

        /// The name of `length` (1…7) bytes at the start of the little-endian `chunk`, packed as ``pack(_:)``
        /// packs it: setting bit 5 lowercases its letters and leaves its digits, `-` and `:` as they are
        /// (they have it set).
        @inline(__always) static func packedName(_ chunk: UInt64, length: Int) -> UInt64 {
            ((chunk | 0x2020_2020_2020_2020) & (UInt64.max >> UInt64(64 - 8 * length))).byteSwapped >> UInt64(64 - 8 * length)
        }

        private mutating func handle(name: UInt64, closing: Bool, selfClosing: Bool, attributes: Slice<UnsafeBufferPointer<UInt8>>) {
            if let skip = skipping {
                if name == skip.name && !selfClosing {
                    let depth = skip.depth + (closing ? -1 : 1)
                    skipping = depth == 0 ? nil : (skip.name, depth)
                }
                return
            }
            let kind = HTMLElementKind.of(name)
            let inline = kind.contains(.inline)
            if closing {
                if let open = headingLevel, kind.headingLevel == open {
                    headingLevel = nil
                    heading.dropTrailingSpaces()
                    sections[sections.count - 1].heading = heading.string
                    heading.removeAll()
                }
                if !inline { space() }
                return
            }
            if selfClosing || kind.contains(.void) {
                if !inline { space() }
                return
            }
            // Also a block Folio wrote with MkDocs-Material's `data-search-exclude` (a paragraph's attribute list;
            // a heading's is read below): most tags end with a quoted value, told by one byte before any call.
            if kind.contains(.skipped)
                || (kind.contains(.details) && hasClass(attributes, "diagram-source"))
                || (kind.contains(.anchor) && hasClass(attributes, "heading-anchor")) {
                skipping = (name, 1)
                return
            }
            if kind.headingLevel != 0, headingLevel == nil, let id = id(attributes) {
                openSection(id: id, heading: name, level: kind.headingLevel, attributes: attributes)
                return
            }
            if !inline { space() }
        }

        /// A heading with an id starts a section, unless it says MkDocs-Material's `data-search-exclude`
        /// (``PageRenderer/headingHTML`` writes it after the id): then the heading is skipped whole and its
        /// section's text dropped. Not inlined: headings are few, and `handle` must stay small enough to
        /// have the element kinds' table inlined (every tag asks it).
        @inline(never) private mutating func openSection(id: String, heading name: UInt64, level: Int,
                                                         attributes: Slice<UnsafeBufferPointer<UInt8>>) {
            closeSection()
            if endsWithExcludeFlag(attributes) {
                droppingSection = true
                skipping = (name, 1)
                return
            }
            sections.append(SearchDocument.Section(id: id, heading: "", text: ""))
            headingLevel = level
        }

        /// Whether the attributes end with ` data-search-exclude`, where Folio writes MkDocs-Material's flag
        /// (a heading's or a paragraph's attribute list): one byte read for most tags, whose last attribute is quoted.
        private func endsWithExcludeFlag(_ attributes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
            let flag: StaticString = " data-search-exclude"
            var end = attributes.endIndex
            if end > attributes.startIndex, bytes[end - 1] == 47 { end -= 1 }
            guard end - attributes.startIndex >= flag.utf8CodeUnitCount, bytes[end - 1] == 101, let base = bytes.baseAddress else {
                return false
            }
            return memcmp(base + end - flag.utf8CodeUnitCount, flag.utf8Start, flag.utf8CodeUnitCount) == 0
        }

        private func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 45 || byte == 58
        }

        /// The value of the `id` attribute (double-quoted, as Folio and cmark write it), entities left as written.
        private func id(_ attributes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
            guard let valueStart = find(" id=\"", in: attributes) else { return nil }
            var valueEnd = valueStart
            while valueEnd < attributes.endIndex && bytes[valueEnd] != 34 { valueEnd += 1 }
            guard valueEnd < attributes.endIndex else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd]), as: UTF8.self)
        }

        /// True when the `class` attribute lists `name` (compared as bytes; no strings are made).
        private func hasClass(_ attributes: Slice<UnsafeBufferPointer<UInt8>>, _ name: StaticString) -> Bool {
            let needle: StaticString = " class=\""
            guard let valueStart = find(needle, in: attributes) else { return false }
            var i = valueStart
            let end = attributes.endIndex
            let wanted = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
            while i < end && bytes[i] != 34 {
                while i < end && bytes[i] == 32 { i += 1 }
                let tokenStart = i
                while i < end && bytes[i] != 32 && bytes[i] != 34 { i += 1 }
                if i - tokenStart == wanted.count && (0..<wanted.count).allSatisfy({ bytes[tokenStart + $0] == wanted[$0] }) {
                    return true
                }
            }
            return false
        }

        /// The index just after `needle` in `attributes`.
        ///
        /// The candidates are found with `memchr` for the needle's first byte (a space, of which an attribute
        /// list has few): going byte by byte through a long `href` cost most of this search.
        private func find(_ needle: StaticString, in attributes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
            let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
            guard let base = bytes.baseAddress, !pattern.isEmpty else { return nil }
            var i = attributes.startIndex
            let end = attributes.endIndex
            while i + pattern.count <= end {
                guard let found = memchr(base + i, Int32(pattern[0]), end - pattern.count + 1 - i) else { return nil }
                i = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if (1..<pattern.count).allSatisfy({ bytes[i + $0] == pattern[$0] }) {
                    return i + pattern.count
                }
                i += 1
            }
            return nil
        }

        /// Decodes the character reference at `start`; returns the index after it.
        private mutating func entity(at start: Int) -> Int {
            let n = bytes.count
            var j = start + 1
            while j < n, j - start < 12, bytes[j] != 59, bytes[j] != 38, bytes[j] != 60, bytes[j] != 32 { j += 1 }
            guard j < n, bytes[j] == 59 else {
                append(38)
                return start + 1
            }
            if let scalar = SearchTextExtractor.commonReference(UnsafeBufferPointer(rebasing: bytes[(start + 1)..<j])) {
                append(contentsOf: scalar)
                return j + 1
            }
            let body = String(decoding: bytes[(start + 1)..<j], as: UTF8.self)
            var scalar: Unicode.Scalar? = nil
            if body.hasPrefix("#x") || body.hasPrefix("#X") {
                scalar = UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if body.hasPrefix("#") {
                scalar = UInt32(body.dropFirst()).flatMap(Unicode.Scalar.init)
            } else {
                scalar = SearchTextExtractor.namedEntities[body]
            }
            guard let scalar else {
                append(38)
                return start + 1
            }
            append(contentsOf: scalar)
            return j + 1
        }
    }

    /// The character a reference's body (between `&` and `;`) names when it is one of ``namedEntities``
    /// or plain digits (`#39`, `#x2F`, up to 8 of them), read from the bytes; nil for anything else,
    /// which `entity(at:)` then reads as a string (signs, longer numbers, unknown names). A page has
    /// a few dozen references, and making a string and hashing it for each cost about 1,100
    /// instructions a reference.
    static func commonReference(_ body: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        guard let first = body.first else { return nil }
        if first == 35 {   // #
            let hex = body.count > 1 && (body[1] == 120 || body[1] == 88)
            let digits = body.dropFirst(hex ? 2 : 1)
            guard !digits.isEmpty, digits.count <= 8 else { return nil }
            var value: UInt32 = 0
            for byte in digits {
                let digit: UInt32
                switch byte {
                case 48...57: digit = UInt32(byte - 48)
                case 97...102 where hex: digit = UInt32(byte - 87)
                case 65...70 where hex: digit = UInt32(byte - 55)
                default: return nil
                }
                value = value * (hex ? 16 : 10) + digit
            }
            return Unicode.Scalar(value)
        }
        guard body.count <= 7 else { return nil }
        let name = packedName(body)
        return namedByPackedName.first { $0.name == name }?.scalar
    }

    /// Up to 7 bytes and their count as one integer (the count keeps `\0amp` apart from `amp`).
    private static func packedName<Bytes: Collection<UInt8>>(_ name: Bytes) -> UInt64 {
        name.reduce(0) { $0 << 8 | UInt64($1) } | UInt64(name.count) << 56
    }

    /// ``namedEntityList`` by ``packedName(_:)`` (every name is under 8 bytes): a look through 17
    /// integers costs less than hashing one.
    private static let namedByPackedName = namedEntityList.map { (name: packedName(Array($0.name.utf8)), scalar: $0.scalar) }

    /// The named references read, in the order ``namedByPackedName`` looks at them (the most used first).
    static let namedEntityList: [(name: String, scalar: Unicode.Scalar)] = [
        ("amp", "&"), ("lt", "<"), ("gt", ">"), ("quot", "\""), ("apos", "'"), ("nbsp", " "), ("ndash", "\u{2013}"),
        ("mdash", "\u{2014}"), ("hellip", "\u{2026}"), ("copy", "\u{00A9}"), ("rsquo", "\u{2019}"), ("lsquo", "\u{2018}"),
        ("rdquo", "\u{201D}"), ("ldquo", "\u{201C}"), ("rarr", "\u{2192}"), ("larr", "\u{2190}"), ("times", "\u{00D7}"),
    ]

    /// ``namedEntityList`` by name, for references read as a string.
    static let namedEntities = Dictionary(uniqueKeysWithValues: namedEntityList.map { ($0.name, $0.scalar) })
}
