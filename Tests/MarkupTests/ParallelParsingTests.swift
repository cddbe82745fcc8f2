import Dispatch
import Testing
@testable import Markup

@Suite("Parallel parsing")
struct ParallelParsingTests {
    /// cmark-gfm switches the extensions' special characters on and off in a process-wide
    /// table around each inline parse; without serialising that step, a page finishing on
    /// one thread left `~~strike~~` and autolinks unparsed on another, at random.
    @Test func extensionsWorkOnEveryThread() {
        // Tables matter too: the table extension parses each row's inlines while block
        // parsing, switching the same characters on and off.
        let text = (1...200).map {
            "Line \($0) ~~gone~~ and www.example.org/\($0) | x |\n\n| a | b |\n|---|---|\n| ~~\($0)~~ | https://x.org/\($0) |"
        }.joined(separator: "\n\n")
        let expected = MarkdownDocument(parsing: text).renderHTML()
        #expect(expected.contains("<del>gone</del>"))
        #expect(expected.contains("<td><del>7</del></td>"))
        #expect(expected.contains("<a href=\"https://x.org/7\">"))
        let count = 64
        var results = [String](repeating: "", count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = SendableSlots(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.buffer[index] = MarkdownDocument(parsing: text).renderHTML()
            }
        }
        let differing = results.filter { $0 != expected }.count
        #expect(differing == 0, "\(differing) of \(count) parallel parses differ from a lone parse")
    }

    /// On Linux the executable's replacement for libcmark-gfm's switch must be in effect, so
    /// pages finish parsing in parallel (elsewhere finishes are serialised instead).
    @Test func specialCharactersArePinnedOnLinux() {
        #if os(Linux)
        #expect(CMarkRuntime.shared.parsesInParallel)
        #endif
        let html = MarkdownDocument(parsing: "~~a~~ www.example.org").renderHTML()
        #expect(html.contains("<del>a</del>"))
        #expect(html.contains("<a href=\"http://www.example.org\">"))
    }

    @Test func nodesOfSeveralKindsKeepsDocumentOrder() {
        let doc = MarkdownDocument(parsing: "# A\n\n[x](y) ![i](j)\n\n```swift\nlet a = 1\n```\n\n## B\n")
        let kinds = doc.nodes(of: [.heading, .link, .image, .codeBlock]).map(\.kind)
        #expect(kinds == [.heading, .link, .image, .codeBlock, .heading])
    }
}

private struct SendableSlots: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<String>
}
