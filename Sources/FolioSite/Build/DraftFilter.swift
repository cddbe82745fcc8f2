// Why: a note marked as a draft (``DraftRule``) must not reach the published site: not as a page,
// nor in the index, navigation, tags, feed, sitemap or search. Leaving it out right after the notes
// are loaded, before anything is planned, makes every later phase (and the build cache, which then
// sees the note as absent) treat it exactly as a note that does not exist.

/// Takes the drafts out of a loaded site unless the build includes them (``BuildOptions/includeDrafts``).
enum DraftFilter {
    /// Removes the drafts from `notes` (and the same places of `unread` and of `discovery`'s page lists),
    /// records their paths in ``DiscoverPhase/Discovery/drafts`` and says which were left out as notes.
    static func leaveOut(_ notes: inout [LoadedNote], unread: inout [Bool], discovery: inout DiscoverPhase.Discovery) {
        // Asked in place (a key path's `map` copied every note, retaining all of its fields).
        var markers: [String?] = []
        for index in notes.indices {
            guard let marker = notes[index].draftMarker else { continue }
            if markers.isEmpty { markers = [String?](repeating: nil, count: notes.count) }
            markers[index] = marker
        }
        guard !markers.isEmpty else { return }
        var keptNotes: [LoadedNote] = [], keptUnread: [Bool] = [], keptFiles: [String] = []
        var keptObservations: [SourceStamp.Observation?] = []
        keptNotes.reserveCapacity(notes.count)
        for (index, note) in notes.enumerated() {
            guard let marker = markers[index] else {
                keptNotes.append(note)
                if index < unread.count { keptUnread.append(unread[index]) }
                if index < discovery.pageFiles.count { keptFiles.append(discovery.pageFiles[index]) }
                if index < discovery.pageObservations.count { keptObservations.append(discovery.pageObservations[index]) }
                continue
            }
            discovery.drafts.insert(note.sourcePath)
            discovery.diagnostics.append(Diagnostic(
                file: discovery.loader.displayPath(note.sourcePath), line: 0, column: 0, severity: .note,
                message: "left out of the site: a draft (`\(marker)`); `--drafts` builds it", code: DiagnosticCode.draft))
        }
        notes = keptNotes
        unread = keptUnread
        discovery.pageFiles = keptFiles
        discovery.pageObservations = keptObservations
    }
}
