// Why: the parsed timeline, separate from drawing: periods (mermaid's "tasks") with their
// events, grouped in optional sections.

/// A parsed `timeline` diagram.
struct TimelineDiagram: Equatable {
    struct Period: Equatable {
        var text: String
        /// Index into `sections`, nil before the first `section`.
        var section: Int?
        var events: [String]
    }

    var title: String?
    /// `timeline TD` draws top-down; the default is left to right.
    var topDown = false
    var sections: [String] = []
    var periods: [Period] = []
}
