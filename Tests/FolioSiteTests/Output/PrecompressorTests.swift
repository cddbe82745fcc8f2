// Why: `compress: true` writes `.gz` and `.br` files that hosts send in place of the original, so
// each must decode to exactly the original bytes, be the same on every build (no time stamp in the
// gzip header), exist only for text files over 1 KB, and follow the file when a rebuild rewrites it.
import CBrotliDecode
import CZlib
import Foundation
import Testing
@testable import FolioSite

@Suite struct PrecompressorTests {
    static func gunzip(_ data: Data) -> Data? {
        var stream = z_stream()
        guard inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output = Data()
        var input = [UInt8](data)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var status: Int32 = Z_OK
        input.withUnsafeMutableBufferPointer { inBuffer in
            stream.next_in = inBuffer.baseAddress
            stream.avail_in = uInt(inBuffer.count)
            while status == Z_OK {
                chunk.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    output.append(out.baseAddress!, count: out.count - Int(stream.avail_out))
                }
            }
        }
        return status == Z_STREAM_END ? output : nil
    }

    static func unbrotli(_ data: Data, expectedSize: Int) -> Data? {
        var size = expectedSize + 1
        var output = [UInt8](repeating: 0, count: size)
        let input = [UInt8](data)
        let result = output.withUnsafeMutableBufferPointer { out in
            BrotliDecoderDecompress(input.count, input, &size, out.baseAddress)
        }
        guard result == BROTLI_DECODER_RESULT_SUCCESS else { return nil }
        return Data(output.prefix(size))
    }

    static func writeSite(compress: String) throws -> URL {
        let root = SiteFixture.temporaryDirectory()
        let content = root.appendingPathComponent("content")
        let long = (1...80).map { "Paragraph \($0) of a note long enough to be worth compressing." }.joined(separator: "\n\n")
        let files: [String: String] = [
            "folio.yml": "title: Packed\nbaseURL: https://example.org/\ncompress: \(compress)\n",
            "index.md": "# Home\n\n" + long,
            "guide/long.md": "# Long\n\n" + long + "\n\n```mermaid\nflowchart LR\n  A --> B\n```\n",
            "media/data.json": "{\"items\": [" + (1...500).map { "\($0)" }.joined(separator: ", ") + "]}\n",
            "media/small.txt": "tiny\n",
            "media/picture.png": String(repeating: "x", count: 4000),
        ]
        try SiteFixture.write(files, under: content)
        return root
    }

    @Test func siblingsDecodeToTheOriginalAndAreStable() throws {
        let root = try Self.writeSite(compress: "true")
        defer { try? FileManager.default.removeItem(at: root) }
        let first = root.appendingPathComponent("one"), second = root.appendingPathComponent("two")
        _ = try SiteFixture.build(root.appendingPathComponent("content").path, into: first)
        _ = try SiteFixture.build(root.appendingPathComponent("content").path, into: second)
        let files = SiteFixture.snapshot(first)
        var checked = 0
        for (path, data) in files where !path.hasSuffix(".gz") && !path.hasSuffix(".br") {
            let wanted = Precompressor.compresses(path, size: data.count)
            for suffix in [".gz", ".br"] {
                #expect((files[path + suffix] != nil) == wanted, "\(path)\(suffix) present: \(!wanted)")
            }
            guard wanted, let gz = files[path + ".gz"], let br = files[path + ".br"] else { continue }
            checked += 1
            #expect(Self.gunzip(gz) == data, "\(path).gz decodes to the original")
            #expect(Self.unbrotli(br, expectedSize: data.count) == data, "\(path).br decodes to the original")
            #expect(gz.count < data.count && br.count < data.count)
            // gzip header: magic, deflate, no flags (no name), time stamp 0.
            #expect(Array(gz.prefix(8)) == [0x1f, 0x8b, 8, 0, 0, 0, 0, 0], "\(path).gz header")
        }
        #expect(checked >= 5, "pages, the stylesheet and the JSON asset were compressed (\(checked))")
        #expect(files["guide/long.html.gz"] != nil && files["media/data.json.br"] != nil)
        #expect(files["media/small.txt.gz"] == nil && files["media/picture.png.gz"] == nil)
        #expect(files == SiteFixture.snapshot(second), "two builds give the same bytes")
    }

    @Test func offByDefaultAndWhenFalse() throws {
        for setting in ["false", "nonsense"] {
            let root = try Self.writeSite(compress: setting)
            defer { try? FileManager.default.removeItem(at: root) }
            let output = root.appendingPathComponent("_site")
            let report = try SiteFixture.build(root.appendingPathComponent("content").path, into: output)
            #expect(SiteFixture.snapshot(output).keys.allSatisfy { !$0.hasSuffix(".gz") && !$0.hasSuffix(".br") })
            #expect(report.diagnostics.contains { $0.message.contains("compress must be true or false") } == (setting == "nonsense"))
        }
    }

    @Test func whichFilesAreCompressed() {
        #expect(Precompressor.compresses("a/b.html", size: 2000))
        #expect(Precompressor.compresses("x.CSS", size: 2000))
        #expect(!Precompressor.compresses("a/b.html", size: 1024))
        #expect(!Precompressor.compresses("a/b.png", size: 5000))
        #expect(!Precompressor.compresses("a.d/README", size: 5000))
        #expect(!Precompressor.compresses("a/b.html.gz", size: 5000))
    }
}
