import Foundation
import Testing
@testable import FolioSite

/// ``ImageSize`` reads each format's header as the format's specification lays it out; headers cut
/// short, implausible or of another format give no size, and no input crashes the reader.
@Suite("Image size")
struct ImageSizeTests {
    static func bigEndian(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
    static func littleEndian(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8((value >> ($0 * 8)) & 0xFF) } }

    /// A PNG's signature and IHDR chunk (the reader needs no more).
    static func png(_ width: Int, _ height: Int) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13, 4) + Array("IHDR".utf8)
            + bigEndian(width, 4) + bigEndian(height, 4) + [8, 6, 0, 0, 0] + [0, 0, 0, 0] + bigEndian(0, 4) + Array("IEND".utf8)
    }

    static func gif(_ width: Int, _ height: Int) -> [UInt8] {
        Array("GIF89a".utf8) + littleEndian(width, 2) + littleEndian(height, 2) + [0, 0, 0, 0x3B]
    }

    /// A JPEG with a JFIF segment, an EXIF segment (`orientation`, when given, in big- or little-endian
    /// TIFF) and a baseline or progressive frame header.
    static func jpeg(_ width: Int, _ height: Int, orientation: Int? = nil, little: Bool = false, progressive: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xE0] + bigEndian(16, 2) + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        if let orientation {
            let number: (Int, Int) -> [UInt8] = little ? littleEndian : bigEndian
            var tiff: [UInt8] = little ? [0x49, 0x49] : [0x4D, 0x4D]
            tiff += number(42, 2) + number(8, 4)
            tiff += number(2, 2)  // two entries: another tag first
            tiff += number(0x010F, 2) + number(2, 2) + number(4, 4) + Array("Cam\0".utf8)
            tiff += number(0x0112, 2) + number(3, 2) + number(1, 4) + number(orientation, 2) + [0, 0]
            tiff += number(0, 4)
            let app1 = Array("Exif".utf8) + [0, 0] + tiff
            bytes += [0xFF, 0xE1] + bigEndian(app1.count + 2, 2) + app1
        }
        bytes += [0xFF, 0xDB] + bigEndian(67, 2) + [UInt8](repeating: 1, count: 65)
        bytes += [0xFF, 0xFF]  // a fill byte between segments
        bytes += [0xFF, progressive ? 0xC2 : 0xC0] + bigEndian(17, 2) + [8] + bigEndian(height, 2) + bigEndian(width, 2)
            + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        return bytes + [0xFF, 0xDA, 0, 8, 1, 1, 0, 0, 0x3F, 0, 0x12, 0x34, 0xFF, 0xD9]
    }

    static func webp(_ chunk: String, _ width: Int, _ height: Int) -> [UInt8] {
        var payload: [UInt8]
        switch chunk {
        case "VP8 ": payload = [0x30, 0x01, 0x00, 0x9D, 0x01, 0x2A] + littleEndian(width, 2) + littleEndian(height, 2)
        case "VP8L": payload = [0x2F] + littleEndian((width - 1) | ((height - 1) << 14), 4)
        default: payload = [0x10, 0, 0, 0] + littleEndian(width - 1, 3) + littleEndian(height - 1, 3)
        }
        payload += [UInt8](repeating: 0, count: 16)
        let body = Array("WEBP".utf8) + Array(chunk.utf8) + littleEndian(payload.count, 4) + payload
        return Array("RIFF".utf8) + littleEndian(body.count, 4) + body
    }

    static func bmp(_ width: Int, _ height: Int) -> [UInt8] {
        Array("BM".utf8) + littleEndian(70, 4) + [0, 0, 0, 0] + littleEndian(54, 4) + littleEndian(40, 4)
            + littleEndian(width, 4) + littleEndian(height & 0xFFFF_FFFF, 4) + littleEndian(1, 2) + littleEndian(24, 2) + [UInt8](repeating: 0, count: 24)
    }

    @Test func readsEachFormatsHeader() {
        #expect(ImageSize.read(Self.png(640, 480)) == ImageSize(width: 640, height: 480))
        #expect(ImageSize.read(Self.gif(16, 9)) == ImageSize(width: 16, height: 9))
        #expect(ImageSize.read(Self.jpeg(1200, 800)) == ImageSize(width: 1200, height: 800))
        #expect(ImageSize.read(Self.jpeg(1200, 800, progressive: true)) == ImageSize(width: 1200, height: 800))
        #expect(ImageSize.read(Self.webp("VP8 ", 300, 200)) == ImageSize(width: 300, height: 200))
        #expect(ImageSize.read(Self.webp("VP8L", 4000, 3)) == ImageSize(width: 4000, height: 3))
        #expect(ImageSize.read(Self.webp("VP8X", 70000, 2)) == ImageSize(width: 70000, height: 2))
        #expect(ImageSize.read(Self.bmp(33, 44)) == ImageSize(width: 33, height: 44))
        #expect(ImageSize.read(Self.bmp(33, -44)) == ImageSize(width: 33, height: 44), "a top-down bitmap")
    }

    /// Browsers show a JPEG turned by its EXIF orientation; 5 to 8 turn it a quarter, so the sides swap.
    @Test func jpegOrientationSwapsTheSides() {
        for orientation in 1...8 {
            for little in [false, true] {
                let size = ImageSize.read(Self.jpeg(1200, 800, orientation: orientation, little: little))
                let turned = orientation >= 5
                #expect(size == (turned ? ImageSize(width: 800, height: 1200) : ImageSize(width: 1200, height: 800)),
                        "orientation \(orientation), little-endian \(little)")
            }
        }
    }

    @Test func svgTakesPlainOrPixelSidesOnly() {
        func size(_ text: String) -> ImageSize? { ImageSize.read(Array(text.utf8)) }
        #expect(size("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"80\"></svg>") == ImageSize(width: 120, height: 80))
        #expect(size("<?xml version=\"1.0\"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n<svg\n  height='40.4px'\n  width = \"10.6\"\n  viewBox=\"0 0 1 1\">")
                == ImageSize(width: 11, height: 40))
        #expect(size("\u{FEFF}<svg width=\"5\" height=\"6\">") == ImageSize(width: 5, height: 6), "a byte order mark")
        #expect(size("<svg width=\"100%\" height=\"80\"></svg>") == nil, "a percentage scales with its box")
        #expect(size("<svg width=\"10em\" height=\"8em\"></svg>") == nil)
        #expect(size("<svg viewBox=\"0 0 100 50\"></svg>") == nil, "only a viewBox scales to the column")
        #expect(size("<svg stroke-width=\"3\" line-height=\"2\"></svg>") == nil, "other attributes ending the same")
        #expect(size("<svg width=\"0\" height=\"7\"></svg>") == nil)
        #expect(size("<html><svg width=\"5\" height=\"6\"></svg></html>") == nil, "not an SVG file")
        #expect(size("<svg width=\"5\" height=\"6") == nil, "cut short")
    }

    @Test func refusesCutOrImplausibleHeaders() {
        #expect(ImageSize.read([]) == nil)
        #expect(ImageSize.read(Array(Self.png(640, 480).prefix(20))) == nil)
        #expect(ImageSize.read(Self.png(0, 480)) == nil)
        #expect(ImageSize.read(Self.png(2_000_000, 480)) == nil)
        #expect(ImageSize.read(Array(Self.jpeg(10, 10).prefix(60))) == nil, "no frame header in what there is")
        #expect(ImageSize.read([0xFF, 0xD8, 0xFF, 0xDA, 0, 2] + [UInt8](repeating: 0, count: 20)) == nil, "a scan before any frame")
        #expect(ImageSize.read(Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8) + [UInt8](repeating: 0, count: 40)) == nil)
        #expect(ImageSize.read(Array("not an image at all, just text".utf8)) == nil)
    }

    /// Random bytes, and every format's header cut at every length and with random bytes written into it,
    /// never crash the reader.
    @Test func survivesAnyBytes() {
        var numbers = SeededNumbers(seed: 7)
        let samples = [Self.png(3, 4), Self.gif(3, 4), Self.jpeg(3, 4, orientation: 6), Self.webp("VP8X", 3, 4), Self.webp("VP8 ", 3, 4),
                       Self.bmp(3, 4), Array("<svg width=\"3\" height=\"4\">".utf8)]
        for sample in samples {
            for length in 0...sample.count { _ = ImageSize.read(Array(sample.prefix(length))) }
            for _ in 0..<300 {
                var bytes = sample
                for _ in 0..<(1 + numbers.next(4)) { bytes[numbers.next(bytes.count)] = UInt8(numbers.next(256)) }
                _ = ImageSize.read(bytes)
            }
        }
        for _ in 0..<500 { _ = ImageSize.read((0..<numbers.next(200)).map { _ in UInt8(numbers.next(256)) }) }
    }

    @Test func knowsImagesByTheirExtension() {
        #expect(ImageSize.isImagePath("img/a.png"))
        #expect(ImageSize.isImagePath("Photos/IMG_0001.JPG"))
        #expect(ImageSize.isImagePath("x.svg") && ImageSize.isImagePath("x.webp") && ImageSize.isImagePath("x.jpeg"))
        #expect(!ImageSize.isImagePath("notes.md") && !ImageSize.isImagePath("png") && !ImageSize.isImagePath("a.png/readme")
                && !ImageSize.isImagePath("a.pngx"))
    }

    /// Files are read from the disk, a JPEG's segments by their lengths.
    @Test func readsFilesOfAFolder() throws {
        let folder = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("img"), withIntermediateDirectories: true)
        try Data(Self.png(10, 20)).write(to: folder.appendingPathComponent("img/a.png"))
        var big = Self.jpeg(30, 40)
        // A 60 KB segment (an embedded thumbnail) before the frame header.
        big.insert(contentsOf: [0xFF, 0xE2] + Self.bigEndian(60_002, 2) + [UInt8](repeating: 7, count: 60_000), at: 2)
        try Data(big).write(to: folder.appendingPathComponent("img/b.jpg"))
        try Data("PNG".utf8).write(to: folder.appendingPathComponent("img/c.png"))
        try Data("a,b".utf8).write(to: folder.appendingPathComponent("d.csv"))
        let sizes = ImageSize.of(assets: ["img/a.png", "img/b.jpg", "img/c.png", "d.csv", "img/missing.png"], contentDirectory: folder.path)
        #expect(sizes == ["img/a.png": ImageSize(width: 10, height: 20), "img/b.jpg": ImageSize(width: 30, height: 40)])
    }
}
