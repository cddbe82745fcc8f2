import Dispatch

/// Phase 2, load: read notes and parse their front matter, on every core.
///
/// Why: front matter is all that planning needs (the `slug`), and the body read here is the
/// one the renderer parses, so a whole build reads each note once. A rebuild reads only the
/// notes that changed.
struct LoadPhase {
    let loader: PageLoader
    /// How long a note must have been left alone for its stamp to be kept (tests shorten it).
    var settleSeconds = SourceStamp.settleSeconds
    /// True when drafts are left out of the build (``DraftFilter``): a changed note that became one
    /// leaves the site, which only a full build does.
    var leavesOutDrafts = false

    /// Every note of the site, in `files` order; throws the first unreadable one. A note whose text
    /// still has the digest of its summary in `known` is not parsed: the summary stands in. A note
    /// whose file still has the summary's settled ``SourceStamp`` is not even read.
    /// `observations` (by index, when given) are the files' stamps as the content scan saw them: a note
    /// with one is not examined again.
    func all(_ files: [String], observations: [SourceStamp.Observation?] = [], known: [String: PageSummary] = [:]) throws -> [LoadedNote] {
        try allWithUnread(files, observations: observations, known: known).notes
    }

    /// ``all(_:observations:known:)``, and which notes were taken by their stamps, unread (by index).
    func allWithUnread(_ files: [String], observations: [SourceStamp.Observation?] = [],
                           known: [String: PageSummary] = [:]) throws -> (notes: [LoadedNote], unread: [Bool]) {
        var slots = [Result<LoadedNote, Error>?](repeating: nil, count: files.count)
        var unread = [Bool](repeating: false, count: files.count)
        let loader = self.loader, settle = settleSeconds
        slots.withUnsafeMutableBufferPointer { buffer in
            unread.withUnsafeMutableBufferPointer { unreadBuffer in
                let slots = UnsafeSendableBuffer(buffer), unreadSlots = UnsafeSendableBuffer(unreadBuffer)
                DispatchQueue.concurrentPerform(iterations: files.count) { index in
                    slots.buffer[index] = Result {
                        // The stamp is taken before the text is read: an edit in between changes it.
                        let observed = index < observations.count ? observations[index] : nil
                        let stamp = observed.map { $0.settled(settle) } ?? SourceStamp.settled(loader.sourcePath(files[index]), settle: settle)
                        let summary = known[files[index]]
                        if let summary, let stamp, summary.sourceStamp == stamp, LoadedNote.canReuse(summary) {
                            unreadSlots.buffer[index] = true
                            return .known(summary)
                        }
                        let text = try loader.readText(files[index])
                        if var summary, LoadedNote.canReuse(summary, digest: CacheDigest(text)) {
                            summary.sourceStamp = stamp  // touched, not changed: the next build need not read it
                            return .known(summary)
                        }
                        var note = loader.parse(files[index], text: text)
                        note.sourceStamp = stamp
                        return .parsed(note)
                    }
                }
            }
        }
        // Moved out, not copied: copying each note and then freeing the slots retained and released all of
        // their fields once more (8% of a no-change rebuild's reference counting samples).
        let notes = try slots.withUnsafeMutableBufferPointer { buffer in try buffer.indices.map { try buffer[$0].take()!.get() } }
        return (notes, unread)
    }

    /// The notes in `changed` read again, as summaries keeping their output paths, with their
    /// bodies. Nil when one changed its `slug` (output paths move: only a full build is right) or
    /// became a draft that the build leaves out.
    func changed(_ changed: Set<String>, of pages: [PageSummary]) throws -> (pages: [PageSummary], bodies: [String: String])? {
        var pages = pages
        var bodies: [String: String] = [:]
        for (index, page) in pages.enumerated() where changed.contains(page.sourcePath) {
            let stamp = SourceStamp.settled(loader.sourcePath(page.sourcePath), settle: settleSeconds)
            var note = loader.parse(page.sourcePath, text: try loader.readText(page.sourcePath))
            note.sourceStamp = stamp
            if note.slug != page.frontMatter.value("slug")?.text { return nil }
            if leavesOutDrafts, DraftRule.marker(of: note.frontMatter) != nil { return nil }
            // Aliases are planned across the whole site (collisions, warnings): a full build.
            if AliasRedirects.hasAliases(note.frontMatter) || AliasRedirects.hasAliases(page.frontMatter) { return nil }
            pages[index] = loader.summary(of: note, outputPath: page.outputPath)
            pages[index].diagnostics += PathWarnings.check(pages[index], display: loader.displayPath(page.sourcePath))
            bodies[page.sourcePath] = note.body
        }
        return (pages, bodies)
    }
}
