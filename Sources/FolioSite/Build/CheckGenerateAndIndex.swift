/// Runs the check and generate phases beside the search index phase, one on each core.
///
/// Why: after the pages are rendered the three were run one after the other, and on a rebuild of one
/// note most of each is waiting on one core (lists of 10,000 pages read, the index's kept files
/// looked up): together about a fifth of such a rebuild. They share nothing they change: the check
/// only reads; generate writes the generated pages and its own fields of the state
/// (``BuildState/generated``, ``BuildState/keptGenerated``, ``BuildState/reusedGenerated``,
/// ``BuildState/cards``) and decodes the plan's kept summaries; the index writes its files and its
/// own fields. Generate works on a copy of the state whose fields are taken back afterwards, so what
/// follows sees the state as when they ran in turn. The writer takes files from several threads.
enum CheckGenerateAndIndex {
    /// Runs all three; returns the check's diagnostics. Throws generate's error first, then the index's.
    static func run(_ state: inout BuildState, checking: CheckPhase, generating: GeneratePhase,
                    indexing: SearchIndexPhase) throws -> [Diagnostic] {
        // ``SideBySide`` hands check and generate to a queue and runs the index on this thread, so the
        // index's and the listings' own `concurrentPerform`s keep both cores (nested in a two-way
        // `concurrentPerform`, libdispatch ran them on one thread: a cold build's index half as fast).
        var side = Side(state: state)
        var indexed: Result<Void, Error> = .success(())
        SideBySide.run(&side, { side in
            side.diagnostics = checking.run(side.state)
            side.generated = Result { try generating.all(&side.state) }
        }, &state, { state in
            indexed = Result { try indexing.run(&state) }
        })
        try side.generated.get()
        try indexed.get()
        state.site = side.state.site
        state.generated = side.state.generated
        state.keptGenerated = side.state.keptGenerated
        state.reusedGenerated = side.state.reusedGenerated
        state.cards = side.state.cards
        return side.diagnostics
    }

    /// The check and generate side: its copy of the state and what it made.
    private struct Side {
        var state: BuildState
        var diagnostics: [Diagnostic] = []
        var generated: Result<Void, Error> = .success(())
    }
}
