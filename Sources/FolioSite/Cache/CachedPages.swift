import Dispatch

/// The pages of a build that the ``PageCache`` stands in for, their files already put in the
/// staging folder; and, after the build, the entries to keep for the next one.
///
/// Why apart from the pipeline: which pages are reused is ``PageKeys/stale(_:since:)`` (the rule
/// `folio serve` uses for its rebuilds) narrowed to pages whose files are still the ones recorded;
/// the files are linked on every core (on a slow disk a link costs about a quarter of a write).
/// A page whose files cannot be reused after all (gone, changed, a link refused and the copy
/// failing) is simply rendered.
struct CachedPages {
    /// Per index in the site's pages: the kept entry that stands in for rendering it (nil: rendered).
    private(set) var entries: [PageCache.Entry?] = []
    /// How many pages the kept entries stand in for.
    private(set) var count = 0

    /// `check`: the kept pages found in place in the writer's folder while the site was planned
    /// (``KeptPagesCheck``); those are not looked at again.
    init(cache: PageCache, keys: PageKeys, pages: [PageSummary], writer: SiteWriter, folders: SiteFolders, copy: Bool,
         check: KeptPagesCheck? = nil) throws {
        // Every page is a candidate: one whose key changed (``PageKeys/stale(_:since:)``) fails the key
        // check below, as ``PageCache/reusable(_:key:outputFolder:)`` makes it, without a first pass
        // over the site's keys.
        let outputFolder = folders.output.path
        precondition(keys.inPageOrder.count == pages.count, "the keys of another site's pages")
        var slots = [PageCache.Entry?](repeating: nil, count: pages.count)
        // Pages of one file that the kept previous site already holds as the recorded file, stamp and
        // all: taken in one pass over its open folders, the live site not examined (a page unchanged for
        // two builds is the same inode in both). Their entries are looked up on every core.
        if !copy {
            var kept = [PageCache.Entry?](repeating: nil, count: pages.count)
            var passed = [Bool](repeating: false, count: pages.count)
            let check = check.flatMap { $0.folder == writer.sink.folder ? $0 : nil }
            kept.withUnsafeMutableBufferPointer { buffer in
                passed.withUnsafeMutableBufferPointer { passedBuffer in
                    let found = UnsafeSendableBuffer(buffer), checked = UnsafeSendableBuffer(passedBuffer)
                    let run = 1_024
                    DispatchQueue.concurrentPerform(iterations: (pages.count + run - 1) / run) { part in
                        for task in (part * run)..<min(pages.count, (part + 1) * run) {
                            // Fields read in place; keys by position (one path hashed per page, not two).
                            let sourcePath = pages[task].sourcePath
                            guard let entry = cache.entries[sourcePath], entry.key == keys.inPageOrder[task],
                                  entry.outputPath == pages[task].outputPath, entry.files.count == 1,
                                  entry.files[0].path == pages[task].outputPath else { continue }
                            found.buffer[task] = entry
                            checked.buffer[task] = check?.inPlace.contains(sourcePath) ?? false
                        }
                    }
                }
            }
            let tasks = kept.indices.filter { kept[$0] != nil }
            let inPlace = writer.reuseInPlace(tasks.map { kept[$0]!.files[0] }, wholeStamps: true,
                                              checked: check == nil ? nil : tasks.map { passed[$0] })
            for (number, taken) in inPlace.enumerated() where taken {
                slots[tasks[number]] = kept[tasks[number]]
            }
        }
        let counter = WorkCounter()
        slots.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            let workers = max(1, min(4, pages.count))
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let task = counter.next(limit: pages.count) {
                    if slots.buffer[task] != nil { continue }
                    let page = pages[task]
                    guard let key = keys.pages[page.sourcePath],
                          let entry = cache.reusable(page, key: key, outputFolder: outputFolder) else { continue }
                    do {
                        for file in entry.files {
                            try writer.reuse(outputFolder + "/" + file.path, kept: file, as: file.path, copy: copy)
                        }
                        slots.buffer[task] = entry
                    } catch {
                        continue   // rendered instead; a linked file is replaced, never written through
                    }
                }
            }
        }
        entries = slots
        count = slots.count { $0 != nil }
    }

    /// What to keep of `state` for the next build: every page's key, the files it wrote (with the
    /// stamps `writer` saw) and its record. A page `reused` stood in for keeps that very entry (what it
    /// recorded is what the build wrote), still sharing its fields with the one read.
    /// `leavingOut`: parts (``untouchedParts(of:reused:unread:cache:)``) whose pages are left out, by
    /// `partOf` (each page's part, by index).
    static func entries(of state: BuildState, keys: PageKeys, writer: SiteWriter, reused: CachedPages? = nil,
                        leavingOut: Set<Int> = [], partOf: [Int] = []) -> [String: PageCache.Entry] {
        var result: [String: PageCache.Entry] = [:]
        let pages = state.site.plan.pages
        result.reserveCapacity(leavingOut.isEmpty ? pages.count : pages.count / PageCacheParts.count * 2)
        precondition(keys.inPageOrder.count == pages.count, "the keys of another site's pages")
        precondition(leavingOut.isEmpty || partOf.count == pages.count, "parts left out without each page's part")
        for index in pages.indices {
            if !leavingOut.isEmpty && leavingOut.contains(partOf[index]) { continue }
            // Fields read in place (a copy of a summary retains each of its fields).
            if let entry = reused?.entries[index] {
                result[pages[index].sourcePath] = entry
                continue
            }
            let sourcePath = pages[index].sourcePath, outputPath = pages[index].outputPath
            guard let record = state.records[sourcePath] else { continue }
            let files = PageCache.files(of: outputPath).compactMap(writer.kept)
            guard files.first?.path == outputPath else { continue }
            result[sourcePath] = PageCache.Entry(key: keys.inPageOrder[index], outputPath: outputPath, files: files,
                                                 record: record, anchors: state.anchors[outputPath] ?? [])
        }
        return result
    }

    /// The parts of the build cache (``PageCacheParts``) that a build leaves as they were read: every
    /// page in it reused its kept entry (`reused`) and took its kept summary unread (`unread`, by
    /// index), and it holds as many pages as the part read (so the very same ones). Also each page's
    /// part, and how many pages the untouched parts hold.
    static func untouchedParts(of pages: [PageSummary], reused: CachedPages?, unread: [Bool], cache: PageCache)
        -> (untouched: Set<Int>, partOf: [Int], pageCount: Int) {
        let partOf = pages.indices.map { PageCacheParts.part(of: pages[$0].sourcePath) }
        guard let reused, unread.count == pages.count else { return ([], partOf, 0) }
        var counts = [Int](repeating: 0, count: PageCacheParts.count)
        var touched = [Bool](repeating: false, count: PageCacheParts.count)
        for index in pages.indices {
            counts[partOf[index]] += 1
            if reused.entries[index] == nil || !unread[index] { touched[partOf[index]] = true }
        }
        var untouched = Set<Int>(), pageCount = 0
        // An empty part is left to the comparison (with no page unread, the cache's settings may differ).
        for number in counts.indices where counts[number] > 0 && !touched[number] && cache.readPageCount(part: number) == counts[number] {
            untouched.insert(number)
            pageCount += counts[number]
        }
        return (untouched, partOf, pageCount)
    }
}
