// Why: `folio build` and `folio mermaid` run as fresh processes; for them to skip unchanged
// diagrams, the outcomes of the last run must outlive it. One file per cache (not one per diagram):
// creating files is the slow part of a build on many disks, and reading one file is one open.
import Foundation
import MermaidCore

/// The on-disk form of a ``MermaidCache``: every entry's full key (source and options, not a hash of
/// them, so two diagrams can never share an entry) and its outcome.
///
/// Layout: the magic line, the format number, the engine version, the entry count, the entries, and
/// a 64-bit FNV-1a checksum of everything before it. A file that is short, garbled, of another format
/// or written by another engine is refused as a whole, with a reason; it never yields an entry.
enum MermaidCacheFile {
    static let magic = Array("FOLIO-MERMAID-CACHE\n".utf8)
    static let format: UInt32 = 1
    /// Largest file read back (a cache is rewritten with at most `capacity` entries, so a bigger one
    /// was not written by us).
    static let maximumBytes = 1 << 30

    /// Why a file was not used.
    typealias Refusal = CacheFileRefusal

    static func encode(_ entries: [(key: String, outcome: MermaidCache.Outcome)], engineVersion: String) -> [UInt8] {
        var out = CacheByteWriter()
        out.bytes.append(contentsOf: magic)
        out.u32(format)
        out.string(engineVersion)
        out.u32(UInt32(entries.count))
        for (key, outcome) in entries {
            out.string(key)
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
        out.u64(checksum(out.bytes[...]))
        return out.bytes
    }

    static func decode(_ bytes: [UInt8], engineVersion: String) throws -> [(key: String, outcome: MermaidCache.Outcome)] {
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
        var entries: [(key: String, outcome: MermaidCache.Outcome)] = []
        entries.reserveCapacity(min(count, 100_000))
        for _ in 0..<count {
            let key = try reader.string()
            switch try reader.byte() {
            case 0:
                let svg = try reader.string()
                let title = try reader.optionalString()
                let type = try reader.string()
                let warnings = try reader.mermaidWarnings()
                entries.append((key, .success(RenderResult(svg: svg, title: title, warnings: warnings, diagramType: type))))
            case 1:
                let line = Int(try reader.u32()), column = Int(try reader.u32())
                var error = MermaidError(line: line, column: column, message: try reader.string(), sourceLine: try reader.string())
                error.warnings = try reader.mermaidWarnings()
                entries.append((key, .failure(error)))
            default:
                throw Refusal(description: "damaged (unknown entry kind)")
            }
        }
        guard reader.isAtEnd else { throw Refusal(description: "damaged (bytes after the last entry)") }
        return entries
    }

    /// 64-bit FNV-1a: catches truncation and damage (not an adversary: keys are stored whole).
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
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
