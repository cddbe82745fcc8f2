// Why: `SVGBytes` replaces `[UInt8]` under every writer, so it must keep an array's value
// semantics (a copy never sees the other's writes) and its growth: a writer copied and written
// in turn, as drawing code does when it builds a piece from another, must not double its
// storage on every copy (an early version did, and asked for 32 GB on a big diagram).
import Testing
@testable import MermaidCore

@Suite struct SVGBytesTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func copiesAreIndependentValues() {
        var a = SVGBytes()
        a.append("<svg")
        let b = a
        a.append(UInt8(ascii: ">"))
        #expect(a.array == Self.bytes("<svg>"))
        #expect(b.array == Self.bytes("<svg"))
        var c = a
        c.truncate(to: 1)
        #expect(c.string == "<")
        #expect(a.string == "<svg>")
        var d = a
        d.append(a)
        #expect(d.string == "<svg><svg>")
        #expect(a.string == "<svg>")
    }

    @Test func appendsWhatAnArrayWould() {
        var generator = SeededRandom(seed: 7)
        var bytes = SVGBytes()
        var array: [UInt8] = []
        for _ in 0..<2_000 {
            let piece = (0..<Int.random(in: 0...70, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            switch Int.random(in: 0...3, using: &generator) {
            case 0:
                piece.withUnsafeBufferPointer { bytes.append($0) }
                array += piece
            case 1:
                let byte = piece.first ?? 0
                bytes.append(byte)
                array.append(byte)
            case 2:
                let room = piece.count
                let tail = bytes.tail(reserving: room)
                for (i, byte) in piece.enumerated() { tail[i] = byte }
                bytes.advance(room)
                array += piece
            default:
                let cut = Int.random(in: 0...array.count, using: &generator)
                bytes.truncate(to: cut)
                array.removeSubrange(cut...)
            }
            #expect(bytes.count == array.count)
        }
        #expect(bytes.array == array)
        #expect(SVGBytes(array).array == array)
    }

    @Test func aCopyWrittenInTurnDoesNotDoubleTheStorage() {
        var a = SVGBytes()
        for _ in 0..<100 {
            var b = a
            b.append(UInt8(ascii: "x"))
            a = b
        }
        #expect(a.count == 100)
        #expect(a.capacity <= 256)
        var writer = SVGWriter()
        for _ in 0..<100 {
            var copy = writer
            copy.start("g")
            copy.endEmpty()
            writer = copy
        }
        #expect(writer.byteCount == 400)
    }

    @Test func emptyBuffersShareNothingWritable() {
        var a = SVGBytes(), b = SVGBytes()
        a.append(UInt8(ascii: "a"))
        b.append(UInt8(ascii: "b"))
        #expect(a.string == "a")
        #expect(b.string == "b")
        #expect(SVGBytes().count == 0)
    }
}
