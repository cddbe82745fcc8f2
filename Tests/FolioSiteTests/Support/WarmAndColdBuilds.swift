import Foundation
@testable import FolioSite

/// One content folder built two ways: again and again into one output with a build cache (the warm
/// build), and from nothing into a fresh folder (the cold build), for the tests that hold the build
/// cache's promise that the two are the same, byte for byte.
struct WarmAndColdBuilds {
    let content: URL
    /// Where the warm output and its cache live (and the cold outputs, each removed once read).
    let root: URL
    var warm: URL { root.appendingPathComponent("warm") }
    var cache: URL { root.appendingPathComponent("cache") }

    init(content: URL, root: URL) {
        self.content = content
        self.root = root
    }

    /// A new content folder holding `files` (relative path → text), and a new folder for the builds;
    /// ``remove()`` deletes both.
    init(files: [String: String]) throws {
        self.init(content: try NavigationSiteTests.site(files), root: SiteFixture.temporaryDirectory())
    }

    /// Deletes the content folder and the builds.
    func remove() {
        try? FileManager.default.removeItem(at: content)
        try? FileManager.default.removeItem(at: root)
    }

    /// Builds `content` into the warm output with the cache, or into `output` without one.
    @discardableResult
    func build(into output: URL? = nil) throws -> BuildReport {
        try SiteFixture.build(content.path, into: output ?? warm) { options in
            options.quiet = true
            if output == nil {
                options.cacheDirectory = cache.path
                options.cacheIdentity = "folio test"
            }
        }
    }

    /// Every file of a cold build of `content` as it is now.
    func cold() throws -> [String: Data] {
        let output = root.appendingPathComponent("cold-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        try build(into: output)
        return SiteFixture.snapshot(output)
    }

    /// Whether the warm output is, file for file, what a cold build writes now.
    func warmIsCold() throws -> Bool {
        SiteFixture.snapshot(warm) == (try cold())
    }
}
