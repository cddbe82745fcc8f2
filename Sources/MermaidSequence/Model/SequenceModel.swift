import MermaidCore

/// A participant after all declarations, implicit uses, aliases and boxes are resolved.
struct SequenceActor {
    var id: String
    /// The text drawn in the participant's box (alias, or the id).
    var description: String
    var kind: ParticipantKind
    var wrap: Bool
    var box: Int?
    /// Safe links only (`http(s)` or relative), in declaration order.
    var links: [(label: String, url: String)] = []
    /// `properties A: {"class": "…"}`: the class mermaid draws the participant's box with.
    var cssClass: String?
}

/// `box … end` around a group of participants.
struct SequenceBox {
    var title: String?
    var color: String
    var actorIDs: [String] = []
}

/// One step of the diagram's timeline, in source order (mermaid's `messages` list).
enum SequenceEvent {
    case message(SequenceMessage)
    case note(from: String, to: String, placement: NotePlacement, text: String, wrap: Bool)
    case activeStart(String)
    case activeEnd(String)
    case blockStart(BlockKind, label: String, wrap: Bool)
    case blockSection(BlockKind, label: String, wrap: Bool)
    case blockEnd(BlockKind)
    case autonumber(start: Double?, step: Double?, visible: Bool)
}

struct SequenceMessage {
    var from: String
    var to: String
    var arrow: SequenceArrow
    var text: String
    var wrap: Bool
    /// `+` on the target: mermaid nudges the arrow onto the activation bar it opens.
    var activate: Bool
    var central: CentralConnection?
}

/// The resolved diagram: participants in column order, boxes, and the event timeline.
struct SequenceModel {
    var actors: [SequenceActor] = []
    var actorIndex: [String: Int] = [:]
    var boxes: [SequenceBox] = []
    var events: [SequenceEvent] = []
    /// Participant id → index of the event (message) that creates / destroys it.
    var created: [String: Int] = [:]
    var destroyed: [String: Int] = [:]
    var title: String?
    var accTitle: String?
    var accDescr: String?

    func actor(_ id: String) -> SequenceActor? {
        actorIndex[id].map { actors[$0] }
    }
}
