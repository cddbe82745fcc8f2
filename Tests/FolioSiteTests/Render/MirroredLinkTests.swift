// Why: MirroredLink writes a link's URL as the link itself with the target's file name, skipping the
// path arithmetic. That is right only for the links it accepts; these tests hold every accepted link
// to what PathBytes.relativeURL gives for it, on random folders and links, and check what it refuses.
import Testing
@testable import FolioSite

@Suite("Mirrored links")
struct MirroredLinkTests {
    /// The URL MirroredLink's shortcut writes for `destination` from a page in `directory`, when the
    /// target's output path is its content path with `.md` made `.html`; nil when the link is refused.
    static func shortcut(_ destination: String, from directory: String) -> (url: String, contentPath: String)? {
        var destination = destination, directory = directory
        return destination.withUTF8 { link in
            directory.withUTF8 { folder -> (String, String)? in
                guard let mirrored = MirroredLink(destination: link, directory: folder) else { return nil }
                var path = [UInt8](repeating: 0, count: mirrored.contentPathCount(destination: link))
                path.withUnsafeMutableBufferPointer { mirrored.writeContentPath(destination: link, directory: folder, into: $0.baseAddress!) }
                let contentPath = String(decoding: path, as: UTF8.self)
                var target = contentPath.hasSuffix(".md") ? String(contentPath.dropLast(3)) + ".html" : contentPath
                return target.withUTF8 { target -> (String, String)? in
                    path.withUnsafeBufferPointer { content -> (String, String)? in
                        guard let fileStart = mirrored.targetFileStart(target, contentPath: content, destinationCount: link.count)
                        else { return nil }
                        let url = Array(link[..<mirrored.fileStart]) + Array(target[fileStart...])
                        return (String(decoding: url, as: UTF8.self), contentPath)
                    }
                }
            }
        }
    }

    /// What the general steps give: the path joined and normalised, then the relative URL from the page.
    static func general(_ destination: String, from directory: String) -> (url: String, contentPath: String)? {
        guard let contentPath = SitePaths.normalize(joining: directory, Substring(destination)) else { return nil }
        let target = contentPath.hasSuffix(".md") ? String(contentPath.dropLast(3)) + ".html" : contentPath
        let page = directory.isEmpty ? "page.html" : directory + "/page.html"
        return (SitePaths.relativeURL(from: page, to: target), contentPath)
    }

    @Test("every link it accepts gets the URL the general steps give")
    func agreesWithRelativeURL() {
        let folders = ["", "a", "guide", "a/b", "guide/deep", "a/b/c", "x-y_z.1/q~r"]
        let pieces = ["..", "..", "..", ".", "", "a", "b", "c", "guide", "deep", "x-y_z.1", "q~r", "p.md", "index.md",
                      "n-1.md", "s p.md", "é.md", "a%20b.md", "(x).md", "~t.md"]
        var numbers = SeededNumbers(seed: 0x9E37_79B9_7F4A_7C15)
        var accepted = 0
        var total = 0
        for _ in 0..<20_000 {
            let folder = folders[numbers.next(folders.count)]
            let destination = (0..<(1 + numbers.next(5))).map { _ in pieces[numbers.next(pieces.count)] }.joined(separator: "/")
            total += 1
            guard let fast = Self.shortcut(destination, from: folder) else { continue }
            accepted += 1
            let slow = Self.general(destination, from: folder)
            if fast.url != slow?.url || fast.contentPath != slow?.contentPath {
                Issue.record("\(destination.debugDescription) from \(folder.debugDescription): \(fast), general \(String(describing: slow))")
            }
        }
        // The shortcut must cover a real share of these links, or the comparison above proves nothing.
        #expect(accepted > total / 20, "accepted \(accepted) of \(total)")
    }

    @Test("it refuses links whose URL is not the link as written")
    func refusals() {
        #expect(Self.shortcut("../guide/x.md", from: "guide")?.url == nil)        // out of the folder and back in: `x.html`
        #expect(Self.shortcut("../../x.md", from: "guide")?.url == nil)          // climbs out of the site
        #expect(Self.shortcut("./x.md", from: "guide")?.url == nil)
        #expect(Self.shortcut("a//x.md", from: "guide")?.url == nil)
        #expect(Self.shortcut("/x.md", from: "guide")?.url == nil)
        #expect(Self.shortcut("s p.md", from: "guide")?.url == nil)              // needs an escape
        #expect(Self.shortcut("a/", from: "guide")?.url == nil)
        #expect(Self.shortcut("../other/x.md", from: "guide")?.url == "../other/x.html")
        #expect(Self.shortcut("deep/x.md", from: "guide")?.url == "deep/x.html")
        #expect(Self.shortcut("x.md", from: "")?.url == "x.html")
        #expect(Self.shortcut("../../a/b/c/long-name_with.dots~1.md", from: "x/y")?.url == "../../a/b/c/long-name_with.dots~1.html")
    }

    @Test("folders it assumes are plain")
    func plainFolders() {
        #expect(MirroredLink.isPlainFolder(""))
        #expect(MirroredLink.isPlainFolder("a/b"))
        #expect(!MirroredLink.isPlainFolder("a//b"))
        #expect(!MirroredLink.isPlainFolder("/a"))
        #expect(!MirroredLink.isPlainFolder("a/./b"))
        #expect(!MirroredLink.isPlainFolder("a/.."))
    }
}
