import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Why: an `<img>` without `width` and `height` takes no room until its file arrives, so the text under
// it jumps as each image loads (layout shift; Lighthouse's "Image elements do not have explicit width
// and height"). Docusaurus gives a local image its size at build time for that reason. The size is in
// the first bytes of every common format, so it is read from there, never by decoding the picture.

/// The size in pixels of an image file of the content folder, as a browser shows it (a JPEG turned by
/// its EXIF orientation has its sides swapped), read from the file's header.
struct ImageSize: Equatable, Hashable, Sendable {
    var width: Int
    var height: Int

    /// The largest side taken (a header claiming more is not believed).
    static let largestSide = 1_000_000

    /// Lowercased file extensions whose size is read.
    static let extensions: Set<String> = ["png", "apng", "jpg", "jpeg", "jpe", "jfif", "gif", "webp", "bmp", "svg"]

    /// Whether `path` names a file of a format whose size is read (by its extension, any case).
    static func isImagePath(_ path: String) -> Bool {
        guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        let suffix = path.utf8[path.utf8.index(after: dot)...]
        guard suffix.count <= 5, !suffix.contains(UInt8(ascii: "/")) else { return false }
        return extensions.contains(String(decoding: suffix, as: UTF8.self).lowercased())
    }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Checked sides; nil unless both are between 1 and ``largestSide``.
    private init?(checkedWidth width: Int, height: Int) {
        guard (1...Self.largestSide).contains(width), (1...Self.largestSide).contains(height) else { return nil }
        self.init(width: width, height: height)
    }

    /// The size of the image in `bytes` (the whole file, or at least its header); nil when the format is
    /// not known or the header is cut short or implausible.
    static func read(_ bytes: [UInt8]) -> ImageSize? {
        read { offset, count in
            guard offset >= 0, offset < bytes.count, count > 0 else { return [] }
            return Array(bytes[offset..<min(bytes.count, offset + count)])
        }
    }

    /// The size of the image file at `path`; nil when it cannot be read or is not a known format.
    static func read(file path: String) -> ImageSize? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return read { offset, count in
            guard offset >= 0, count > 0 else { return [] }
            var buffer = [UInt8](repeating: 0, count: count)
            let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
            return got > 0 ? Array(buffer.prefix(got)) : []
        }
    }

    /// The size of each image of `assets` (content-relative paths) in `contentDirectory` whose size
    /// can be read, on every core.
    static func of(assets: Set<String>, contentDirectory: String) -> [String: ImageSize] {
        var images: [String] = []
        for asset in assets where isImagePath(asset) { images.append(asset) }
        guard !images.isEmpty else { return [:] }
        images.sort()
        var sizes = [ImageSize?](repeating: nil, count: images.count)
        sizes.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: images.count) { index in
                slots.buffer[index] = read(file: contentDirectory + "/" + images[index])
            }
        }
        var found: [String: ImageSize] = [:]
        for index in images.indices { if let size = sizes[index] { found[images[index]] = size } }
        return found
    }

    /// Reads through `bytes(offset, count)`, which gives up to `count` bytes from `offset` (fewer at the end).
    private static func read(_ bytes: (Int, Int) -> [UInt8]) -> ImageSize? {
        let head = bytes(0, 64)
        guard head.count >= 10 else { return svg(bytes(0, 8192)) }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            // PNG: the IHDR chunk first, its width and height big-endian.
            guard head.count >= 24, Array(head[12..<16]) == Array("IHDR".utf8) else { return nil }
            return ImageSize(checkedWidth: bigEndian(head, 16, 4), height: bigEndian(head, 20, 4))
        }
        if head.starts(with: Array("GIF87a".utf8)) || head.starts(with: Array("GIF89a".utf8)) {
            return ImageSize(checkedWidth: littleEndian(head, 6, 2), height: littleEndian(head, 8, 2))
        }
        if head[0] == 0xFF, head[1] == 0xD8 { return jpeg(bytes) }
        if head.count >= 16, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) { return webp(head) }
        if head[0] == 0x42, head[1] == 0x4D, head.count >= 26 {
            // BMP: a BITMAPINFOHEADER or later (40 bytes or more) holds signed 32-bit sides (a negative
            // height is a top-down picture).
            guard littleEndian(head, 14, 4) >= 40 else { return nil }
            let width = Int(Int32(truncatingIfNeeded: littleEndian(head, 18, 4)))
            let height = Int(Int32(truncatingIfNeeded: littleEndian(head, 22, 4)))
            return ImageSize(checkedWidth: width, height: abs(height))
        }
        return svg(bytes(0, 8192))
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<(offset + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    /// WebP: lossy (`VP8 `), lossless (`VP8L`) or extended (`VP8X`), each with its own header.
    private static func webp(_ head: [UInt8]) -> ImageSize? {
        guard head.count >= 30 else { return nil }
        switch String(decoding: head[12..<16], as: UTF8.self) {
        case "VP8 ":
            // The key frame's start code, then 14-bit sides.
            guard head[23] == 0x9D, head[24] == 0x01, head[25] == 0x2A else { return nil }
            return ImageSize(checkedWidth: littleEndian(head, 26, 2) & 0x3FFF, height: littleEndian(head, 28, 2) & 0x3FFF)
        case "VP8L":
            guard head[20] == 0x2F else { return nil }
            let bits = littleEndian(head, 21, 4)
            return ImageSize(checkedWidth: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return ImageSize(checkedWidth: littleEndian(head, 24, 3) + 1, height: littleEndian(head, 27, 3) + 1)
        default:
            return nil
        }
    }

    /// JPEG: the segments are walked to the first frame header (SOFn), reading each segment's length
    /// only; an EXIF orientation of 5 to 8 (turned a quarter) swaps the sides, as browsers show it.
    private static func jpeg(_ bytes: (Int, Int) -> [UInt8]) -> ImageSize? {
        var offset = 2
        var quarterTurn = false
        for _ in 0..<512 {
            let marker = bytes(offset, 4)
            guard marker.count == 4, marker[0] == 0xFF else { return nil }
            let kind = marker[1]
            if kind == 0xFF { offset += 1; continue }  // fill byte
            if kind == 0x01 || (0xD0...0xD8).contains(kind) { offset += 2; continue }  // no length
            if kind == 0xD9 || kind == 0xDA { return nil }  // end, or the scan before any frame header
            let length = bigEndian(marker, 2, 2)
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(kind), kind != 0xC4, kind != 0xC8, kind != 0xCC {
                let frame = bytes(offset + 4, 5)
                guard frame.count == 5 else { return nil }
                let height = bigEndian(frame, 1, 2), width = bigEndian(frame, 3, 2)
                return quarterTurn ? ImageSize(checkedWidth: height, height: width) : ImageSize(checkedWidth: width, height: height)
            }
            if kind == 0xE1, !quarterTurn {
                quarterTurn = (5...8).contains(exifOrientation(bytes(offset + 4, min(length - 2, 4096))) ?? 1)
            }
            offset += 2 + length
        }
        return nil
    }

    /// The orientation tag (0x0112) of an APP1 segment's EXIF data (`Exif\0\0` and a TIFF header), if any.
    static func exifOrientation(_ segment: [UInt8]) -> Int? {
        guard segment.count >= 14, segment.starts(with: Array("Exif".utf8) + [0, 0]) else { return nil }
        let tiff = Array(segment[6...])
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func number(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= tiff.count else { return nil }
            return little ? littleEndian(tiff, offset, count) : bigEndian(tiff, offset, count)
        }
        guard let first = number(4, 4), let entries = number(first, 2) else { return nil }
        for entry in 0..<min(entries, 256) {
            let at = first + 2 + entry * 12
            guard let tag = number(at, 2) else { return nil }
            if tag == 0x0112 { return number(at + 8, 2) }
        }
        return nil
    }

    /// SVG: the root element's `width` and `height` when both are plain numbers or pixels (a size in
    /// other units, a percentage or only a `viewBox` leaves the picture to scale as it does now).
    static func svg(_ bytes: [UInt8]) -> ImageSize? {
        guard let start = firstSVGTag(bytes) else { return nil }
        var attributes: [String: String] = [:]
        var index = start + 4
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            guard isSpace(bytes[index]) else { index += 1; continue }
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            let nameStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ">") { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { continue }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            guard index < bytes.count else { return nil }
            if attributes[name] == nil { attributes[name] = String(decoding: bytes[valueStart..<index], as: UTF8.self) }
            index += 1
        }
        guard index < bytes.count, let width = attributes["width"].flatMap(pixels), let height = attributes["height"].flatMap(pixels)
        else { return nil }
        return ImageSize(checkedWidth: width, height: height)
    }

    /// Where the `<svg` start tag is (after any XML declaration, comments and doctype), if it is the first element.
    private static func firstSVGTag(_ bytes: [UInt8]) -> Int? {
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index + 4 < bytes.count, bytes[index] == UInt8(ascii: "<") else { return nil }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
                // A declaration, comment or doctype: skipped to its end.
                let isComment = bytes[index...].starts(with: Array("<!--".utf8))
                let end: [UInt8] = isComment ? Array("-->".utf8) : [UInt8(ascii: ">")]
                guard let close = find(end, in: bytes, from: index + 2) else { return nil }
                index = close + end.count
                continue
            }
            guard Array(bytes[(index + 1)..<(index + 4)]) == Array("svg".utf8), isSpace(bytes[index + 4]) else { return nil }
            return index
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard start <= bytes.count - needle.count else { return nil }
        for index in start...(bytes.count - needle.count) where bytes[index] == needle[0] {
            if Array(bytes[index..<(index + needle.count)]) == needle { return index }
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A length of plain digits (a fraction rounded), with or without `px`.
    private static func pixels(_ value: String) -> Int? {
        var text = Substring(value).drop(while: { $0 == " " })
        while text.last == " " { text = text.dropLast() }
        if text.hasSuffix("px") { text = text.dropLast(2) }
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              text.filter({ $0 == "." }).count <= 1, let number = Double(text), number.isFinite else { return nil }
        let rounded = number.rounded()
        return rounded >= 1 && rounded <= Double(largestSide) ? Int(rounded) : nil
    }
}
