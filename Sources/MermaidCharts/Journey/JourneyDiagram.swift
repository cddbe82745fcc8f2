// Why: the parsed user journey, separate from drawing: sections of tasks, each with a score
// (drawn as a face) and the people taking part.

/// A parsed `journey` diagram.
struct JourneyDiagram: Equatable {
    struct Task: Equatable {
        var name: String
        /// The section the task belongs to ("" before the first `section`).
        var section: String
        var score: Double
        var people: [String]
    }

    var title: String?
    var tasks: [Task] = []

    /// Everyone taking part in some task, sorted as mermaid sorts them (by UTF-16 code units).
    var actors: [String] {
        Array(Set(tasks.flatMap(\.people))).sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
    }
}
