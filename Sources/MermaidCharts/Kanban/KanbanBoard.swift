// Why: the parsed kanban board — columns of cards, each card with mermaid's optional metadata
// (`@{ assigned, ticket, priority, label }`) — kept apart from parsing and drawing.

/// A parsed `kanban` diagram.
struct KanbanBoard: Equatable {
    /// mermaid's priorities; each but `medium` draws a coloured bar on the card's left edge.
    enum Priority: String, CaseIterable, Equatable {
        case veryHigh = "Very High", high = "High", medium = "Medium", low = "Low", veryLow = "Very Low"

        /// The bar colour mermaid uses, or nil for none.
        var barColor: String? {
            switch self {
            case .veryHigh: "red"
            case .high: "orange"
            case .medium: nil
            case .low: "blue"
            case .veryLow: "lightblue"
            }
        }
    }

    struct Card: Equatable {
        var id: String
        var label: String
        var assigned: String?
        var ticket: String?
        var priority: Priority?
    }

    struct Column: Equatable {
        var id: String
        var label: String
        var cards: [Card] = []
    }

    var columns: [Column] = []
}
