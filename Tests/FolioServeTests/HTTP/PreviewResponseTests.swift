import Foundation
import Testing
@testable import FolioServe

/// The preview's own HTTP encoding (it replaced FlyingFox's, issue 20 item 4): status lines, header
/// fields, and the chunked framing of the live-reload event stream.
@Suite struct PreviewResponseTests {
    @Test func headHasStatusLineFieldsInNameOrderAndBlankLine() {
        var response = PreviewResponse(status: 404, headers: [("X-B", "2"), ("content-type", "text/plain")])
        response.set("Content-Length", "3")
        let head = String(decoding: response.encodedHead(), as: UTF8.self)
        #expect(head == "HTTP/1.1 404 Not Found\r\nContent-Length: 3\r\ncontent-type: text/plain\r\nX-B: 2\r\n\r\n")
    }

    @Test func setReplacesEveryFieldOfThatNameIgnoringCase() {
        var response = PreviewResponse(status: 200, headers: [("Connection", "a"), ("connection", "b")])
        response.set("CONNECTION", "close")
        #expect(response.headers.count == 1)
        #expect(response.value(of: "connection") == "close")
    }

    @Test func chunksCarryHexLengthsAndTheLastChunkIsEmpty() {
        let bytes = Array(repeating: UInt8(ascii: "x"), count: 26)
        #expect(String(decoding: PreviewResponse.chunk(bytes), as: UTF8.self) == "1a\r\n" + String(repeating: "x", count: 26) + "\r\n")
        #expect(String(decoding: PreviewResponse.chunk([]), as: UTF8.self) == "0\r\n\r\n")
    }

    @Test func headAnswersKeepTheLengthTheBodyWouldHave() {
        let full = PreviewRequestHandler.plain(200, "hello\n")
        let head = PreviewRequestHandler.withoutBody(full)
        #expect(head.value(of: "Content-Length") == "6")
        #expect(head.knownLength == 0)
    }

    @Test func unknownMethodsGet405WithAllow() {
        let handler = PreviewRequestHandler(snapshot: { nil }, broadcaster: ReloadBroadcaster())
        let response = handler.respond(to: .init(method: "POST", target: "/", version: "HTTP/1.1", fields: []))
        #expect(response.status == 405)
        #expect(response.value(of: "Allow") == "GET, HEAD")
    }
}
