// Why: what an `eventmodeling` block says, as mermaid 11's Langium grammar reads it: time frames
// and reset frames (numbered boxes of a kind, linked to earlier frames), named data blocks the
// frames point at, and the statements mermaid parses but does not draw (`entity`, `note`, `gwt`).

/// The five kinds of box, whatever spelling the source used (`cmd` or `command`, …).
enum EventModelKind: String, Equatable {
    case ui, processor, readModel, command, event

    /// The kind for a grammar keyword, nil for anything else.
    init?(keyword: String) {
        switch keyword {
        case "ui": self = .ui
        case "pcr", "processor": self = .processor
        case "rmo", "readmodel": self = .readModel
        case "cmd", "command": self = .command
        case "evt", "event": self = .event
        default: return nil
        }
    }

    static let keywords = ["ui", "pcr", "processor", "rmo", "readmodel", "cmd", "command", "evt", "event"]

    /// The kinds a frame of this kind may take input from (mermaid's validator).
    var allowedSources: Set<EventModelKind> {
        switch self {
        case .command: [.ui, .processor]
        case .event: [.command]
        case .readModel: [.event]
        case .processor, .ui: [.readModel]
        }
    }

    /// How mermaid's validator names the kind in its messages.
    var label: String {
        switch self {
        case .ui: "ui"
        case .processor: "processor"
        case .readModel: "read model"
        case .command: "command"
        case .event: "event"
        }
    }
}

/// `tf 02 cmd Cart.AddItem ->> 01 [[AddItem01]] { … }`: one box on the timeline.
struct EventModelFrame: Equatable {
    /// The frame's number as written (`02`); links refer to it.
    var name: String
    /// A reset frame (`rf`) starts a new flow: nothing links into it.
    var isReset: Bool
    var kind: EventModelKind
    /// `Namespace.Name` or `Name` as written.
    var entity: String
    /// Frame numbers after `->>`, in order.
    var sources: [String] = []
    /// The data block named in `[[…]]`.
    var dataReference: String?
    /// The inline data token as written, braces or quotes included.
    var inlineData: String?
    var line: Int
    var column: Int
}

/// `data Name { … }`: a block of text a frame shows under its name.
struct EventModelData: Equatable {
    var name: String
    /// The token as written, from `{` to `}`.
    var block: String
}

struct EventModelDiagram: Equatable {
    var title: String?
    var frames: [EventModelFrame] = []
    var data: [EventModelData] = []
    /// `entity`, `note` and `gwt` statements: valid, parsed, not drawn (as in mermaid 11).
    var undrawnStatements = 0
}
