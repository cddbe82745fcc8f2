import Foundation

/// Reads one HTTP/1.1 request head (request line and header fields) from bytes as they arrive, in time
/// linear in its size and within fixed bounds.
///
/// FlyingFox 0.27 parses the request line in quadratic time with no limit: a 128 KB line costs 8 s of CPU
/// and three 256 KB lines stall every other client for half a minute. The preview therefore reads request
/// heads itself, before FlyingFox's types see them: each byte is looked at once, a line longer than
/// nginx's 8 KB is refused as soon as its 8,193rd byte arrives (414 for the request line, 431 for a header
/// field), and so is a head larger than 32 KB or with more than 100 fields.
struct RequestHeadParser {
    /// One parsed request head.
    struct Head: Equatable {
        var method: String
        var target: String
        var version: String
        /// Field names as sent, in order; lookups through ``value(of:)`` ignore case.
        var fields: [(name: String, value: String)]

        func value(of name: String) -> String? {
            fields.last { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
        }

        static func == (lhs: Head, rhs: Head) -> Bool {
            lhs.method == rhs.method && lhs.target == rhs.target && lhs.version == rhs.version
                && lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
        }
    }

    /// Why a head was refused, with the status to answer.
    enum Failure: Error, Equatable {
        case requestLineTooLong, headerTooLarge, malformed

        var status: Int {
            switch self {
            case .requestLineTooLong: return 414
            case .headerTooLarge: return 431
            case .malformed: return 400
            }
        }
    }

    enum Outcome: Equatable {
        case needMore
        /// The head, and the bytes that followed it (a body or the next request).
        case complete(Head, leftover: [UInt8])
        case failed(Failure)
    }

    static let maxLineLength = 8 * 1024
    static let maxHeadLength = 32 * 1024
    static let maxFieldCount = 100

    private var buffer: [UInt8] = []
    private var lineStart = 0
    private var scanned = 0
    private var lines: [ArraySlice<UInt8>] = []

    /// Adds bytes and says whether a full head has arrived. After `.complete` or `.failed`, start anew.
    mutating func feed(_ bytes: some Collection<UInt8>) -> Outcome {
        buffer.append(contentsOf: bytes)
        while scanned < buffer.count {
            if buffer[scanned] == UInt8(ascii: "\n") {
                var end = scanned
                if end > lineStart && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = buffer[lineStart..<end]
                scanned += 1
                lineStart = scanned
                if line.isEmpty {
                    if lines.isEmpty { continue }  // RFC 9112 §2.2: ignore blank lines before the request line
                    return finish(leftover: Array(buffer[scanned...]))
                }
                if line.count > Self.maxLineLength { return .failed(lines.isEmpty ? .requestLineTooLong : .headerTooLarge) }
                lines.append(line)
                if lines.count > Self.maxFieldCount + 1 { return .failed(.headerTooLarge) }
            } else {
                scanned += 1
            }
            if scanned - lineStart > Self.maxLineLength {
                return .failed(lines.isEmpty ? .requestLineTooLong : .headerTooLarge)
            }
            if scanned > Self.maxHeadLength + Self.maxLineLength { return .failed(.headerTooLarge) }
        }
        return .needMore
    }

    private func finish(leftover: [UInt8]) -> Outcome {
        guard let first = lines.first else { return .failed(.malformed) }
        let headLength = lines.dropFirst().reduce(0) { $0 + $1.count + 2 }
        if headLength > Self.maxHeadLength { return .failed(.headerTooLarge) }
        let parts = first.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true)
        guard parts.count == 3, let version = Self.text(parts[2]), version.hasPrefix("HTTP/1."),
              let method = Self.text(parts[0]), let target = Self.text(parts[1]) else {
            return .failed(.malformed)
        }
        var fields: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                  let name = Self.text(line[line.startIndex..<colon]), !name.contains(" "), !name.contains("\t"),
                  let value = Self.text(line[(colon + 1)...]) else {
                return .failed(.malformed)
            }
            fields.append((name, value.trimmingCharacters(in: .whitespaces)))
        }
        return .complete(Head(method: method, target: target, version: version, fields: fields), leftover: leftover)
    }

    /// Visible ASCII and Latin-1 obs-text as text; control characters refuse the head.
    private static func text(_ bytes: ArraySlice<UInt8>) -> String? {
        guard !bytes.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
