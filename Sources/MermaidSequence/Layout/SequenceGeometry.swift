/// Where everything of a sequence diagram goes, in SVG user units. Produced by
/// `SequenceLayout`, consumed by `SequenceSVGWriter`.
struct SequenceGeometry {
    var actors: [PlacedActor] = []
    var boxes: [PlacedBox] = []
    /// `rect rgb(…)` backgrounds.
    var backgrounds: [PlacedBackground] = []
    /// Activation bars, notes and block frames, in the order mermaid draws them.
    var timeline: [TimelineItem] = []
    var messages: [PlacedMessage] = []
    var title: String?
    var minX = 0.0
    var minY = 0.0
    var width = 0.0
    var height = 0.0
    /// Horizontal centre of the drawing (for the title).
    var centerX = 0.0
}

struct PlacedActor {
    var id: String
    var kind: ParticipantKind
    var lines: [String]
    var x: Double
    var width: Double
    var height: Double
    /// Top of the header symbol; top of the footer symbol (when mirrored).
    var topY: Double
    var bottomY: Double
    var lifelineStart: Double
    var lifelineEnd: Double
    var links: [(label: String, url: String)]
    /// Created actors have no header at the top; destroyed ones end with a cross.
    var created: Bool
    var destroyed: Bool
    /// `properties` class: replaces `actor` on the box (mermaid's `rect.class`).
    var cssClass: String? = nil
    var center: Double { x + width / 2 }
}

struct PlacedBox {
    var x: Double, y: Double, width: Double, height: Double
    var fill: String
    var title: String?
    var titleX: Double
    var titleY: Double
}

struct PlacedBackground {
    var x: Double, y: Double, width: Double, height: Double
    var fill: String
}

struct PlacedText {
    var x: Double
    var y: Double
    var text: String
}

enum TimelineItem {
    case activation(x: Double, y: Double, width: Double, height: Double, level: Int)
    case note(PlacedNote)
    case frame(PlacedFrame)
    /// A slot reserved when an activation starts, filled when it ends.
    case pending
}

struct PlacedNote {
    var id: Int
    var x: Double, y: Double, width: Double, height: Double
    var anchor: String
    var lines: [PlacedText]
}

struct PlacedFrame {
    var id: Int
    var kind: BlockKind
    var startX: Double, startY: Double, stopX: Double, stopY: Double
    /// Width of the keyword's label box: mermaid's 50 px, wider when the keyword needs it.
    var labelWidth: Double
    var title: [PlacedText]
    /// Dashed separators (`else`, `and`, `option`) with their titles.
    var sections: [(y: Double, title: [PlacedText])]
}

struct PlacedMessage {
    var id: Int
    var from: String
    var to: String
    var arrow: SequenceArrow
    var text: [PlacedText]
    var anchor: String
    var startX: Double
    var stopX: Double
    var lineY: Double
    var isSelf: Bool
    var rightAngles: Bool
    var selfWidth: Double
    var sequenceNumber: (x: Double, label: String)?
    var central: CentralConnection?
}
