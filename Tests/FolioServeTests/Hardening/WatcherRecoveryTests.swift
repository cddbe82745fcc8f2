import Foundation
import Testing
@testable import FolioServe

/// Issue 11, finding 15: inotify watches inodes, so a sub-folder renamed while serving used to be
/// reported under its old name (edits in it never reached the page), and a content folder deleted and
/// made again was not watched at all. The real builder, a real session with its real watcher and server
/// on loopback; the polling watcher runs the same steps, as the behaviour both must share.
@Suite(.serialized) struct WatcherRecoveryTests {
    /// A preview of `SiteFixture` that watches its content folder.
    func withPreview(polling: Bool, _ body: (SiteFixture, RawHTTPClient) async throws -> Void) async throws {
        let site = try SiteFixture()
        let configuration = PreviewSession.Configuration(
            port: 0, watchTargets: [.tree(site.content)], quietPeriod: 0.05, usesPolling: polling)
        let session = PreviewSession(configuration: configuration,
                                     rebuilder: FolioSiteRebuilder(options: site.options()))
        let url = try await session.start()
        let client = RawHTTPClient(port: url.port ?? 0)
        do {
            try await body(site, client)
        } catch {
            await session.stop()
            throw error
        }
        await session.stop()
    }

    func page(_ client: RawHTTPClient, _ path: String, contains text: String) async -> Bool {
        await eventually(timeout: 15) {
            guard let response = try? await client.get(path) else { return false }
            return response.status == 200 && response.text.contains(text)
        }
    }

    @Test(arguments: [false, true])
    func editsInARenamedSubFolderReachThePage(polling: Bool) async throws {
        try await withPreview(polling: polling) { site, client in
            #expect(try await client.get("/notes/gamma.html").text.contains("Gamma has no front matter."))
            let manager = FileManager.default
            try manager.moveItem(at: site.content.appendingPathComponent("notes"),
                                 to: site.content.appendingPathComponent("guides"))
            #expect(await page(client, "/guides/gamma.html", contains: "Gamma has no front matter."),
                    "the renamed folder's page was not built")
            // Give the watcher time to settle on the move before the edit inside the renamed folder.
            try await Task.sleep(nanoseconds: 300_000_000)
            try Data("# Gamma\n\nEDITED-AFTER-RENAME\n".utf8)
                .write(to: site.content.appendingPathComponent("guides/gamma.md"))
            #expect(await page(client, "/guides/gamma.html", contains: "EDITED-AFTER-RENAME"),
                    "an edit inside the renamed folder never reached the page (polling: \(polling))")
        }
    }

    @Test(arguments: [false, true])
    func aContentFolderDeletedAndMadeAgainIsWatchedAgain(polling: Bool) async throws {
        try await withPreview(polling: polling) { site, client in
            #expect(try await client.get("/beta.html").text.contains("Body of beta."))
            try FileManager.default.removeItem(at: site.content)
            // Finding 9: the preview says what happened, and keeps serving the last good site meanwhile.
            #expect(await page(client, "/beta.html", contains: "does not exist"),
                    "the deleted content folder was not reported (polling: \(polling))")
            #expect(try await client.get("/beta.html").text.contains("Body of beta."))
            try site.folder.write("# Beta\n\nBACK-AGAIN\n", to: "content/beta.md")
            #expect(await page(client, "/beta.html", contains: "BACK-AGAIN"),
                    "the recreated content folder was not rebuilt (polling: \(polling))")
            try await Task.sleep(nanoseconds: 300_000_000)
            try site.folder.write("# Beta\n\nEDITED-IN-THE-NEW-FOLDER\n", to: "content/beta.md")
            #expect(await page(client, "/beta.html", contains: "EDITED-IN-THE-NEW-FOLDER"),
                    "an edit in the recreated content folder was not seen (polling: \(polling))")
            try site.folder.write("# Deep\n\nNESTED-NEW\n", to: "content/sub/deep.md")
            #expect(await page(client, "/sub/deep.html", contains: "NESTED-NEW"))
        }
    }
}
