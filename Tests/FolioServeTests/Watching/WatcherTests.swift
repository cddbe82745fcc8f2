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

    @Test func aCompletedSaveNeedsOnlyTheShortQuietPeriod() {
        var batcher = ChangeBatcher(quietPeriod: 0.05, settledPeriod: 0.015, maximumDelay: 1)
        batcher.add(["a"], at: 10.000)
        batcher.add(["a"], at: 10.005, settled: true)
        #expect(batcher.takeIfDue(at: 10.019) == nil)
        #expect(batcher.takeIfDue(at: 10.021) == ["a"])
        batcher.add(["b"], at: 20.000, settled: true)
        batcher.add(["b"], at: 20.010)  // more writes after the close: wait the full quiet period again
        #expect(batcher.takeIfDue(at: 20.030) == nil)
        #expect(batcher.takeIfDue(at: 20.061) == ["b"])
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
    /// Starts `watcher`, runs `change`, and returns every path reported until `expected` were all seen
    /// (or 3 s passed), plus a short while for anything unexpected to show up.
    func reported(by watcher: any FileWatching, expecting expected: Set<String>,
                  after change: () throws -> Void) async throws -> Set<String> {
        let seen = LockedValue<Set<String>>([])
        try watcher.start { batch in seen.update { $0.formUnion(batch) } }
        defer { watcher.stop() }
        try change()
        _ = await eventually(timeout: 3) { seen.get().isSuperset(of: expected) }
        try? await Task.sleep(nanoseconds: 200_000_000)
        return seen.get()
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
        let note = folder.url.appendingPathComponent("content/deep/er/note.md").standardizedFileURL.path
        let config = folder.url.appendingPathComponent("folio.yml").standardizedFileURL.path
        for watcher in watchers(folder) {
            let paths = try await reported(by: watcher, expecting: [note, config]) {
                try folder.write("b", to: "content/deep/er/note.md")
                try folder.write("swap", to: "content/deep/.note.md.swp")
                try folder.write("title: y!", to: "folio.yml")
                try folder.write("unrelated", to: "elsewhere.txt")
            }
            #expect(paths.contains(note), "\(type(of: watcher)) missed the note: \(paths)")
            #expect(paths.contains(config), "\(type(of: watcher)) missed folio.yml: \(paths)")
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
