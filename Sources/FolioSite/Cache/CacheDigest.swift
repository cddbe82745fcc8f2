import Mermaid

// Why: the page cache decides "unchanged, reuse the page" from digests of a page's inputs, so a
// digest must not collide by accident across a site's thousands of pages and years of edits:
// 128 bits from two independent 64-bit lanes. It reads 8 bytes at a time (notes are read whole on
// every build, so hashing them must cost little next to reading them). Not for adversaries: a
// cache lives on the machine that builds.

/// A 128-bit digest of bytes, stable across runs and machines.
public struct CacheDigest: Hashable, Sendable, CustomStringConvertible {
    public var high: UInt64
    public var low: UInt64

    public static let zero = CacheDigest(high: 0, low: 0)

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The digest of `bytes`.
    ///
    /// Every 8-byte word goes through two independent 64-bit chains (an FNV-style lane and a
    /// multiply-rotate lane); even and odd words go to two such pairs, so the four multiplications of
    /// a 16-byte step do not wait on each other (about twice the speed of one pair).
    public init(_ bytes: UnsafeRawBufferPointer) {
        let count = bytes.count
        var a0: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(count)
        var b0: UInt64 = 0x9e37_79b9_7f4a_7c15 &+ UInt64(count)
        var a1: UInt64 = 0x8422_2325_cbf2_9ce4 ^ UInt64(count)
        var b1: UInt64 = 0x7f4a_7c15_9e37_79b9 &+ UInt64(count)
        var index = 0
        if let base = bytes.baseAddress {
            while index + 16 <= count {
                let even = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let odd = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self))
                a0 = Self.fnvStep(a0, even)
                b0 = Self.rotateStep(b0, even)
                a1 = Self.fnvStep(a1, odd)
                b1 = Self.rotateStep(b1, odd)
                index += 16
            }
            if index + 8 <= count {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                a0 = Self.fnvStep(a0, word)
                b0 = Self.rotateStep(b0, word)
                index += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < count {
                tail |= UInt64(base.load(fromByteOffset: index, as: UInt8.self)) << shift
                shift += 8
                index += 1
            }
            a1 = (a1 ^ tail ^ shift) &* 0x0000_0100_0000_01B3
            b1 = (b1 &+ tail &+ shift) &* 0xc2b2_ae3d_27d4_eb4f
        }
        let a = Self.mix(a0) ^ Self.mix(a1 &+ 0x9e37_79b9_7f4a_7c15)
        let b = Self.mix(b0 &+ 0x632b_e59b_d9b4_e019) &+ Self.mix(b1)
        high = Self.mix(a ^ (b >> 17))
        low = Self.mix(b &+ Self.mix(a))
    }

    @inline(__always) private static func fnvStep(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let next = (lane ^ word) &* 0x0000_0100_0000_01B3
        return next ^ (next >> 29)
    }

    @inline(__always) private static func rotateStep(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let next = (lane &+ word) &* 0xc2b2_ae3d_27d4_eb4f
        return (next << 31) | (next >> 33)
    }

    /// The digest of a string's UTF-8 bytes.
    public init(_ text: String) {
        var text = text
        self = text.withUTF8 { CacheDigest(UnsafeRawBufferPointer($0)) }
    }

    /// This digest joined with `other`'s, or itself when there is no other (a key that gains a part
    /// only when the site has it, such as the folders' `.meta.yml` files).
    func joined(with other: CacheDigest?) -> CacheDigest {
        guard let other else { return self }
        var key = CacheKeyBuilder(capacity: 64)
        key.add(self)
        key.add(other)
        return key.digest
    }

    /// 32 hex digits.
    public var description: String {
        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(high) + hex(low)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x = x &* 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        x = x &* 0xc4ce_b9fe_1a85_ec53
        x ^= x >> 33
        return x
    }
}

/// Collects the parts of a key (each length-prefixed, so parts never run into each other) and
/// digests them at once.
struct CacheKeyBuilder {
    private(set) var bytes: [UInt8] = []

    init() {}

    /// A builder with room for `capacity` bytes.
    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Empties the builder, keeping its room (one builder for many keys).
    mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    mutating func add(_ text: String) {
        bytes.appendLittleEndian(UInt64(text.utf8.count))
        bytes.appendUTF8(text)
    }

    mutating func add(_ data: some Collection<UInt8>) {
        bytes.appendLittleEndian(UInt64(data.count))
        bytes.append(contentsOf: data)
    }

    /// A number as 8 bytes (for fields whose place in the key is fixed).
    mutating func add(_ number: Int) {
        bytes.appendLittleEndian(UInt64(bitPattern: Int64(number)))
    }

    mutating func add(_ digest: CacheDigest) {
        bytes.appendLittleEndian(digest.high)
        bytes.appendLittleEndian(digest.low)
    }

    var digest: CacheDigest { bytes.withUnsafeBytes { CacheDigest($0) } }
}

// Cache files (`pages.cache`, `search.cache`) start with a magic line and end with a digest of all before it.
extension CacheByteWriter {
    /// Ends the file with the 128-bit ``CacheDigest`` of everything written so far.
    mutating func sealWithDigest() {
        let seal = bytes.withUnsafeBytes { CacheDigest($0) }
        digest(seal)
    }
}

extension CacheByteReader {
    /// A reader of what follows `magic` in a file ``CacheByteWriter/sealWithDigest()`` ended, its digest
    /// checked; refused as "not a Folio `kind`" or "damaged".
    init(sealed bytes: [UInt8], magic: [UInt8], kind: String) throws {
        guard bytes.count >= magic.count + 16, bytes.starts(with: magic) else {
            throw CacheFileRefusal(description: "not a Folio \(kind)")
        }
        let body = bytes[..<(bytes.count - 16)]
        var trailer = CacheByteReader(bytes: bytes[(bytes.count - 16)...])
        let digest = body.withUnsafeBytes { CacheDigest($0) }
        guard try trailer.u64() == digest.high, try trailer.u64() == digest.low else {
            throw CacheFileRefusal(description: "damaged (checksum mismatch)")
        }
        self.init(bytes: body.dropFirst(magic.count))
    }
}
