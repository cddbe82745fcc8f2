#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Why: a kept file of coloured blocks is read on a rebuild that re-renders a few notes, so finding a
// block must not mean reading the whole file (34 MB for the 30,000 blocks of a 10,000-note site): an
// index of key hashes, sorted, comes first, and a lookup reads the index and then only the records it
// names. The block's own text is stored too and compared byte for byte, and each record carries a
// check over its bytes, verified when it is used: a damaged or colliding record is coloured again,
// never served.

/// The byte format of ``KeptBlocks``'s file.
///
/// ```
/// "FOLIO-HL 2\n"  u32 identity length, identity bytes  u32 record count
/// index, sorted by key hash: per record u64 key hash, u64 offset (from the file's start), u32 length
/// records: u64 key hash, u64 check, u8 language length, u32 code length, u32 html length,
///          language bytes, code bytes, html bytes
/// ```
/// Integers are little-endian; the check is ``hash(_:)`` of the language, code and html bytes. A file
/// whose head or index does not read whole is refused; a record that does not is coloured again.
enum KeptBlocksFile {
    static let magic = Array("FOLIO-HL 2\n".utf8)
    /// Bytes of one index entry.
    static let indexEntry = 8 + 8 + 4
    /// Bytes before a record's language: hash, check, three lengths.
    static let recordHead = 8 + 8 + 1 + 4 + 4

    /// One index entry: where a record with this key hash lies.
    struct Place {
        var keyHash: UInt64
        var offset: Int
        var length: Int
    }

    /// One record, decoded from its bytes.
    struct Record {
        var keyHash: UInt64
        var language: ArraySlice<UInt8>
        var code: ArraySlice<UInt8>
        var html: ArraySlice<UInt8>
        /// The whole record, head included, as it is written.
        var bytes: [UInt8]
    }

    /// The file's head for `identity` and `count` records.
    static func head(identity: String, count: Int) -> [UInt8] {
        var bytes = magic
        append(UInt32(identity.utf8.count), to: &bytes)
        bytes += identity.utf8
        append(UInt32(count), to: &bytes)
        return bytes
    }

    /// The index of the file open as `fd`, or nil when it is not a file `identity` wrote whole.
    static func index(of fd: Int32, identity: String) -> [Place]? {
        let expected = head(identity: identity, count: 0)
        guard let head = readBytes(fd, at: 0, count: expected.count), head.count == expected.count,
              head.prefix(expected.count - 4).elementsEqual(expected.prefix(expected.count - 4)) else { return nil }
        let count = head.suffix(4).withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self))) }
        guard let table = readBytes(fd, at: expected.count, count: count * indexEntry), table.count == count * indexEntry else { return nil }
        var places: [Place] = []
        places.reserveCapacity(count)
        table.withUnsafeBytes { raw in
            for number in 0..<count {
                let at = number * indexEntry
                places.append(Place(keyHash: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)),
                                    offset: Int(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at + 8, as: UInt64.self))),
                                    length: Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at + 16, as: UInt32.self)))))
            }
        }
        // Sorted, and every record after the index: else the file is not one this code wrote.
        let dataStart = expected.count + count * indexEntry
        guard zip(places, places.dropFirst()).allSatisfy({ $0.keyHash <= $1.keyHash }),
              places.allSatisfy({ $0.offset >= dataStart && $0.length >= recordHead }) else { return nil }
        return places
    }

    /// The record at `place` when it reads whole and its check holds.
    static func record(in fd: Int32, at place: Place) -> Record? {
        guard place.offset >= 0, place.length >= recordHead, place.length <= Int(UInt32.max),
              let bytes = readBytes(fd, at: place.offset, count: place.length), bytes.count == place.length else { return nil }
        return record(bytes)
    }

    /// The record `bytes` hold, when they are one whole record whose check holds.
    static func record(_ bytes: [UInt8]) -> Record? {
        guard bytes.count >= recordHead else { return nil }
        let (keyHash, check, languageLength, codeLength, htmlLength) = bytes.withUnsafeBytes { raw in
            (UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)),
             UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)),
             Int(raw[16]),
             Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 17, as: UInt32.self))),
             Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 21, as: UInt32.self))))
        }
        guard recordHead + languageLength + codeLength + htmlLength == bytes.count,
              hash(bytes[recordHead...]) == check else { return nil }
        let codeStart = recordHead + languageLength, htmlStart = codeStart + codeLength
        return Record(keyHash: keyHash, language: bytes[recordHead..<codeStart], code: bytes[codeStart..<htmlStart],
                      html: bytes[htmlStart...], bytes: bytes)
    }

    /// One record's bytes, for a block coloured in this run.
    static func encodeRecord(keyHash: UInt64, language: [UInt8], code: [UInt8], html: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(recordHead + language.count + code.count + html.count)
        append(keyHash, to: &bytes)
        append(UInt64(0), to: &bytes)  // the check, set below from the bytes as written
        bytes.append(UInt8(language.count))
        append(UInt32(code.count), to: &bytes)
        append(UInt32(html.count), to: &bytes)
        bytes += language
        bytes += code
        bytes += html
        let check = hash(bytes[recordHead...])
        withUnsafeBytes(of: check.littleEndian) { bytes.replaceSubrange(8..<16, with: $0) }
        return bytes
    }

    /// The whole file for `identity` holding `records` (each as ``encodeRecord(language:code:html:)`` made it).
    static func encode(_ records: [[UInt8]], identity: String) -> [UInt8] {
        let head = head(identity: identity, count: records.count)
        let keys = records.map { $0.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) } }
        let order = records.indices.sorted { keys[$0] < keys[$1] }
        var offset = head.count + records.count * indexEntry
        var offsets = [Int](repeating: 0, count: records.count)
        for number in records.indices {
            offsets[number] = offset
            offset += records[number].count
        }
        var bytes = head
        bytes.reserveCapacity(offset)
        for number in order {
            append(keys[number], to: &bytes)
            append(UInt64(offsets[number]), to: &bytes)
            append(UInt32(records[number].count), to: &bytes)
        }
        for record in records { bytes += record }
        return bytes
    }

    /// The table key of a block: its language and text (also the in-memory cache's key, so a block
    /// is hashed once: ``SyntaxHighlighter``).
    static func keyHash(language: [UInt8], code: [UInt8]) -> UInt64 {
        language.withUnsafeBytes { language in code.withUnsafeBytes { keyHash(language: language, code: $0) } }
    }

    /// ``keyHash(language:code:)`` of bytes in memory.
    static func keyHash(language: UnsafeRawBufferPointer, code: UnsafeRawBufferPointer) -> UInt64 {
        hash(code) ^ (hash(language) &* 0x9e37_79b9_7f4a_7c15)
    }

    /// A 64-bit hash of `bytes`, stable across runs and machines (8 bytes a step, multiply-rotate).
    static func hash(_ bytes: [UInt8]) -> UInt64 { hash(bytes[...]) }

    /// ``hash(_:)`` of a slice, read in place.
    static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { hash($0) }
    }

    /// ``hash(_:)`` of bytes in memory.
    static func hash(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        var state: UInt64 = 0x9e37_79b9_7f4a_7c15 ^ UInt64(raw.count)
        var index = 0
        while index + 8 <= raw.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            state = rotate((state ^ word) &* 0xff51_afd7_ed55_8ccd) &+ 0xc4ce_b9fe_1a85_ec53
            index += 8
        }
        var tail: UInt64 = 0
        for (shift, byte) in raw[index...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
        state = rotate((state ^ tail ^ 0xff) &* 0xff51_afd7_ed55_8ccd)
        state ^= state >> 33
        state &*= 0xc4ce_b9fe_1a85_ec53
        return state ^ (state >> 33)
    }

    private static func rotate(_ value: UInt64) -> UInt64 { (value << 29) | (value >> 35) }

    private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    /// Up to `count` bytes of `fd` from `offset` (fewer at the end of the file), nil on an error.
    static func readBytes(_ fd: Int32, at offset: Int, count: Int) -> [UInt8]? {
        guard count >= 0, offset >= 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        let failed = bytes.withUnsafeMutableBytes { buffer -> Bool in
            while done < count {
                let got = pread(fd, buffer.baseAddress! + done, count - done, off_t(offset + done))
                if got < 0, errno == EINTR { continue }
                if got < 0 { return true }
                if got == 0 { break }
                done += got
            }
            return false
        }
        if failed { return nil }
        if done < count { bytes.removeLast(count - done) }
        return bytes
    }

    /// Writes `bytes` to `path` whole or not at all: a temporary file beside it, renamed over it.
    static func replace(_ path: String, with bytes: [UInt8]) throws {
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw KeptBlocks.WriteError(path: temporary, code: errno) }
        var failure: Int32?
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let count = write(fd, buffer.baseAddress! + done, buffer.count - done)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { failure = errno; return }
                done += count
            }
        }
        close(fd)
        if let failure {
            unlink(temporary)
            throw KeptBlocks.WriteError(path: temporary, code: failure)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw KeptBlocks.WriteError(path: path, code: code)
        }
    }
}
