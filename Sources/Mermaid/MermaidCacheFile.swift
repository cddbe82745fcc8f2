// Why: `folio build` and `folio mermaid` run as fresh processes; for them to skip unchanged
// diagrams, the outcomes of the last run must outlive it. One file per cache (not one per diagram):
// creating files is the slow part of a build on many disks, and reading one file is one open.
import Foundation
import MermaidCore

/// The on-disk form of a ``MermaidCache``: every entry's full key (source and options, not a hash of
/// them, so two diagrams can never share an entry) and its outcome.
///
/// Layout: the magic line, the format number, the engine version, the entry count, the entries, and
/// a 64-bit checksum of everything before it (``checksum(_:)``). A file that is short, garbled, of another format
/// or written by another engine is refused as a whole, with a reason; it never yields an entry.
enum MermaidCacheFile {
    static let magic = Array("FOLIO-MERMAID-CACHE\n".utf8)
    static let format: UInt32 = 2
    /// Largest file read back (a cache is rewritten with at most `capacity` entries, so a bigger one
    /// was not written by us).
    static let maximumBytes = 1 << 30

    /// Why a file was not used.
    typealias Refusal = CacheFileRefusal

    /// An entry's outcome as the cache holds it: decoded, or still the bytes of the file it was
    /// read from (decoded on its first use: a warm build that reuses every page never needs them).
    enum Stored {
        case decoded(MermaidCache.Outcome)
        case encoded(ArraySlice<UInt8>)
    }

    static func encode(_ entries: [(key: String, outcome: Stored)], engineVersion: String) -> [UInt8] {
        var out = CacheByteWriter()
        out.bytes.append(contentsOf: magic)
        out.u32(format)
        out.string(engineVersion)
        out.u32(UInt32(entries.count))
        for (key, stored) in entries {
            out.string(key)
            switch stored {
            case .encoded(let bytes): out.bytes.append(contentsOf: bytes)
            case .decoded(let outcome): encode(outcome, into: &out)
            }
        }
        out.u64(checksum(out.bytes[...]))
        return out.bytes
    }

    static func encode(_ outcome: MermaidCache.Outcome, into out: inout CacheByteWriter) {
        switch outcome {
        case .success(let result):
            out.bytes.append(0)
            out.string(result.svg)
            out.optionalString(result.title)
            out.string(result.diagramType)
            out.mermaidWarnings(result.warnings)
        case .failure(let error):
            out.bytes.append(1)
            out.u32(UInt32(clamping: error.line))
            out.u32(UInt32(clamping: error.column))
            out.string(error.message)
            out.string(error.sourceLine)
            out.mermaidWarnings(error.warnings)
        }
    }

    /// The entries of a file: keys decoded, outcomes as their bytes, every length checked (a
    /// file whose structure does not add up is refused whole, like a bad checksum).
    static func decode(_ bytes: [UInt8], engineVersion: String) throws -> [(key: String, outcome: Stored)] {
        guard bytes.count <= maximumBytes else { throw Refusal(description: "larger than any cache Folio writes") }
        guard bytes.count >= magic.count + 8, bytes.starts(with: magic) else {
            throw Refusal(description: "not a Folio diagram cache")
        }
        let body = bytes[..<(bytes.count - 8)]
        var trailer = CacheByteReader(bytes: bytes[(bytes.count - 8)...])
        guard try trailer.u64() == checksum(body) else { throw Refusal(description: "damaged (checksum mismatch)") }
        var reader = CacheByteReader(bytes: body.dropFirst(magic.count))
        let fileFormat = try reader.u32()
        guard fileFormat == format else { throw Refusal(description: "format \(fileFormat), expected \(format)") }
        let writer = try reader.string()
        guard writer == engineVersion else {
            throw Refusal(description: "written by another engine (\(writer.prefix(80)))")
        }
        let count = Int(try reader.u32())
        var entries: [(key: String, outcome: Stored)] = []
        entries.reserveCapacity(min(count, 100_000))
        for _ in 0..<count {
            let key = try reader.string()
            let start = reader.bytes.startIndex
            switch try reader.byte() {
            case 0:
                try reader.skipString()
                if try reader.bool() { try reader.skipString() }
                try reader.skipString()
                try reader.skipMermaidWarnings()
            case 1:
                _ = try reader.take(8)
                try reader.skipString()
                try reader.skipString()
                try reader.skipMermaidWarnings()
            default:
                throw Refusal(description: "damaged (unknown entry kind)")
            }
            entries.append((key, .encoded(body[start..<reader.bytes.startIndex])))
        }
        guard reader.isAtEnd else { throw Refusal(description: "damaged (bytes after the last entry)") }
        return entries
    }

    /// One outcome from the bytes ``encode(_:into:)`` wrote.
    static func decodeOutcome(_ bytes: ArraySlice<UInt8>) throws -> MermaidCache.Outcome {
        var reader = CacheByteReader(bytes: bytes)
        switch try reader.byte() {
        case 0:
            let svg = try reader.string()
            let title = try reader.optionalString()
            let type = try reader.string()
            let warnings = try reader.mermaidWarnings()
            return .success(RenderResult(svg: svg, title: title, warnings: warnings, diagramType: type))
        case 1:
            let line = Int(try reader.u32()), column = Int(try reader.u32())
            var error = MermaidError(line: line, column: column, message: try reader.string(), sourceLine: try reader.string())
            error.warnings = try reader.mermaidWarnings()
            return .failure(error)
        default:
            throw Refusal(description: "damaged (unknown entry kind)")
        }
    }

    /// A 64-bit checksum that catches truncation and damage (not an adversary: keys are stored
    /// whole). Eight bytes a step, each mixed by a multiply and a shift: format 1's byte-wise FNV-1a
    /// took a millisecond per megabyte, a third of a warm seed build's diagram-cache time.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                hash = (hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* 0x9e37_79b9_7f4a_7c15
                hash ^= hash >> 29
                offset += 8
            }
            while offset < raw.count {
                hash = (hash ^ UInt64(raw[offset])) &* 0x0000_0100_0000_01b3
                offset += 1
            }
        }
        return hash ^ (hash >> 32)
    }
}

extension CacheByteWriter {
    mutating func mermaidWarnings(_ list: [MermaidWarning]) {
        u32(UInt32(list.count))
        for warning in list {
            u32(UInt32(clamping: warning.line))
            u32(UInt32(clamping: warning.column))
            string(warning.message)
            string(warning.sourceLine)
            string(warning.code)
        }
    }
}

extension CacheByteReader {
    mutating func skipString() throws { _ = try take(Int(try u32())) }

    mutating func skipMermaidWarnings() throws {
        for _ in 0..<(try count(minimumBytes: 8)) {
            _ = try take(8)
            for _ in 0..<3 { try skipString() }
        }
    }

    mutating func mermaidWarnings() throws -> [MermaidWarning] {
        let count = try count(minimumBytes: 8)
        var list: [MermaidWarning] = []
        for _ in 0..<count {
            let line = Int(try u32()), column = Int(try u32())
            list.append(MermaidWarning(line: line, column: column, message: try string(), sourceLine: try string(), code: try string()))
        }
        return list
    }
}
