import Foundation

/// What the preview answers to one request: a status, header fields in order, and a body that is
/// either known in full or an open-ended stream (the live-reload events).
///
/// Why our own type: the preview needs four things of HTTP (a request head, a status line, header
/// fields, a fixed or chunked body). FlyingFox's response type came with its URL-session proxy, which
/// made every `folio` command load libcurl and its twenty-odd libraries at start-up (issue 20, item 4).
/// The socket layer is still FlyingSocks'.
struct PreviewResponse: Sendable {
    enum Body: Sendable {
        case bytes(Data)
        /// Sent chunked, one chunk per element, as soon as it arrives; ends when the stream finishes.
        case stream(AsyncStream<[UInt8]>)
    }

    var status: Int
    var headers: [(name: String, value: String)]
    var body: Body
    /// Set when the answer failed for want of a file descriptor or memory: the connection drops an idle
    /// client (``ConnectionRoster/dropOne()``) and asks once more before sending it.
    var wantsRoom = false

    init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .bytes(Data())) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of the first field called `name` (case-insensitive).
    func value(of name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Replaces every field called `name` (case-insensitive) by one with `value`, or adds it.
    mutating func set(_ name: String, _ value: String) {
        headers.removeAll { $0.name.caseInsensitiveCompare(name) == .orderedSame }
        headers.append((name, value))
    }

    /// The body's length when it is known in full.
    var knownLength: Int? {
        if case .bytes(let data) = body { return data.count }
        return nil
    }

    /// The status line's reason phrase.
    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 302: return "Found"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 414: return "URI Too Long"
        case 421: return "Misdirected Request"
        case 431: return "Request Header Fields Too Large"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Error"
        }
    }

    /// The status line and header fields, ending with the blank line.
    func encodedHead() -> Data {
        var head = "HTTP/1.1 \(status) \(Self.phrase(status))\r\n"
        for field in headers.sorted(by: { $0.name.lowercased() < $1.name.lowercased() }) {
            head += "\(field.name): \(field.value)\r\n"
        }
        head += "\r\n"
        return Data(head.utf8)
    }

    /// One chunk of a chunked body (RFC 9112 §7.1); an empty `bytes` is the last chunk.
    static func chunk(_ bytes: [UInt8]) -> Data {
        if bytes.isEmpty { return Data("0\r\n\r\n".utf8) }
        var data = Data(String(bytes.count, radix: 16).utf8)
        data.append(contentsOf: [13, 10])
        data.append(contentsOf: bytes)
        data.append(contentsOf: [13, 10])
        return data
    }
}
