import Foundation
import Testing
@testable import FolioServe

/// Issue 11, finding 16: editors that save by truncating a note and then writing it must never make the
/// preview publish an empty page. The real builder, a real session and server on loopback: the note is
/// truncated, a rebuild starts at once, and the new text arrives a moment later, within one debounce
/// interval; the page served after that rebuild holds the new text.
@Suite struct TruncatedSaveTests {
    @Test func aNoteEmptyRightAfterAChangeIsReadAgainAfterOneDebounceInterval() async throws {
        let site = try SiteFixture()
        let rebuilder = FolioSiteRebuilder(options: site.options())
        rebuilder.settleInterval = 0.3
        let session = PreviewSession(configuration: .init(port: 0, watchTargets: []), rebuilder: rebuilder)
        let url = try await session.start()
        defer { Task { await session.stop() } }
        let client = RawHTTPClient(port: url.port ?? 0)
        #expect(try await client.get("/beta.html").text.contains("Body of beta."))

        let note = site.content.appendingPathComponent("beta.md")
        let handle = try FileHandle(forWritingTo: note)
        try handle.truncate(atOffset: 0)  // the editor's first step; the text follows shortly
        let writer = Thread {
            Thread.sleep(forTimeInterval: 0.03)
            handle.write(Data("# Beta\n\nSAVED-IN-TWO-STEPS\n".utf8))
            try? handle.close()
        }
        writer.start()
        let snapshot = session.rebuild(changed: [note.standardizedFileURL.path])
        #expect(snapshot != nil)
        let page = try await client.get("/beta.html")
        #expect(page.status == 200)
        #expect(page.text.contains("SAVED-IN-TWO-STEPS"), "the rebuild published the half-saved (empty) note")
    }
}
