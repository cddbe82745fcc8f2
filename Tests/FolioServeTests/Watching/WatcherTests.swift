import Foundation
import Testing
@testable import FolioServe

@Suite struct ChangeBatcherTests {
    @Test func aBurstBecomesOneBatchAfterTheQuietPeriod() {
        var batcher = ChangeBatcher(quietPeriod: 0.05, maximumDelay: 1)
        batcher.add(["a"], at: 10.00)
        batcher.add(["b", "a"], at: 10.03)
        #expect(batcher.takeIfDue(at: 10.06) == nil)
        #expect(batcher.takeIfDue(at: 10.08) == ["a", "b"])
        #expect(batcher.takeIfDue(at: 11) == nil && batcher.deadline == nil)
    }

    @Test func aFileThatNeverStopsChangingIsStillReported() {
        var batcher = ChangeBatcher(quietPeriod: 0.05, maximumDelay: 0.2)
        var time = 0.0
        var batches = 0
        while time < 1 {
            batcher.add(["busy"], at: time)
            if batcher.takeIfDue(at: time) != nil { batches += 1 }
            time += 0.01
        }
        #expect(batches >= 4)
    }
}

@Suite struct FileWatcherTests {
    /// Starts `watcher`, runs `change`, and returns the first batch (or nil after 3 s).
    func firstBatch(_ watcher: any FileWatching, after change: () throws -> Void) async throws -> Set<String>? {
        let batches = LockedValue<[Set<String>]>([])
        try watcher.start { batch in batches.update { $0.append(batch) } }
        defer { watcher.stop() }
        try change()
        _ = await eventually(timeout: 3) { !batches.get().isEmpty }
        return batches.get().first
    }

    func watchers(_ folder: TemporaryFolder) -> [any FileWatching] {
        let targets: [WatchTarget] = [.tree(folder.url.appendingPathComponent("content")),
                                      .file(folder.url.appendingPathComponent("folio.yml"))]
        var result: [any FileWatching] = [PollingWatcher(targets: targets, interval: 0.05)]
        #if os(Linux)
        if let inotify = InotifyWatcher(targets: targets) { result.append(inotify) }
        #endif
        return result
    }

    @Test func seesEditsInNestedFoldersAndTheConfigFileButNotEditorNoise() async throws {
        let folder = try TemporaryFolder()
        try folder.write("a", to: "content/deep/er/note.md")
        try folder.write("title: x", to: "folio.yml")
        for watcher in watchers(folder) {
            let batch = try await firstBatch(watcher) {
                try folder.write("b", to: "content/deep/er/note.md")
                try folder.write("swap", to: "content/deep/.note.md.swp")
                try folder.write("title: y!", to: "folio.yml")
                try folder.write("unrelated", to: "elsewhere.txt")
            }
            let paths = try #require(batch, "\(type(of: watcher)) saw nothing")
            #expect(paths.contains(folder.url.appendingPathComponent("content/deep/er/note.md").standardizedFileURL.path))
            #expect(paths.contains(folder.url.appendingPathComponent("folio.yml").standardizedFileURL.path),
                    "\(type(of: watcher)) missed folio.yml: \(paths)")
            #expect(!paths.contains { $0.hasSuffix(".swp") || $0.hasSuffix("elsewhere.txt") })
        }
    }

    @Test func watchesFoldersCreatedAfterStart() async throws {
        let folder = try TemporaryFolder()
        try folder.write("a", to: "content/note.md")
        for watcher in watchers(folder) {
            let batches = LockedValue<Set<String>>([])
            try watcher.start { batch in batches.update { $0.formUnion(batch) } }
            defer { watcher.stop() }
            let fresh = "content/new-\(type(of: watcher))"
            try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(fresh),
                                                    withIntermediateDirectories: true)
            try? await Task.sleep(nanoseconds: 150_000_000)
            try folder.write("late", to: "\(fresh)/late.md")
            let target = folder.url.appendingPathComponent("\(fresh)/late.md").standardizedFileURL.path
            let seen = await eventually(timeout: 3) { batches.get().contains(target) }
            #expect(seen, "\(type(of: watcher)) missed a file in a new folder")
        }
    }
}
