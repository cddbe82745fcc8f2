import MermaidCore

/// How a participant is drawn: a box, a stick figure, or one of the UML symbols
/// (`participant A@{ "type": "database" }`).
package enum ParticipantKind: String, Sendable, CaseIterable {
    case participant, actor, boundary, control, entity, database, collections, queue
}

/// The head drawn at one end of a message line.
package enum ArrowHead: String, Sendable {
    /// No head (`->`, `-->`).
    case none
    /// Mermaid's filled triangle (`->>`), marker `arrowhead`.
    case filled
    /// A cross (`-x`), marker `crosshead`.
    case cross
    /// The open async head (`-)`), marker `filled-head`.
    case point
    /// Half arrows (`-|\`, `-|/`, `-\\`, `-//` and their reverse forms).
    case solidTop, solidBottom, stickTop, stickBottom
}

/// A message arrow: the token as written, whether it is dotted, and its two heads.
package struct SequenceArrow: Sendable, Equatable {
    package var token: String
    package var dotted: Bool
    package var startHead: ArrowHead
    package var endHead: ArrowHead

    package var isBidirectional: Bool { startHead == .filled && endHead == .filled }
    /// Reverse half arrows draw their head at the start of the line.
    package var isReverse: Bool { startHead != .none && endHead == .none }
}

/// Where a note sits relative to its participants.
package enum NotePlacement: String, Sendable {
    case leftOf, rightOf, over
}

/// Control blocks that frame messages.
package enum BlockKind: String, Sendable {
    case loop, alt, opt, par, parOver = "par_over", critical, `break`, rect
    /// ZenUML's `try` … `catch` … `finally` (see `ZenUMLParser`); sequenceDiagram has no keyword for it.
    case tryCatch = "try"

    /// The keyword drawn in the frame's label box.
    var label: String { self == .parOver ? "par" : rawValue }
}

/// `()` circles at the ends of a message (mermaid's central connections).
package struct CentralConnection: Sendable, Equatable {
    package var atSource: Bool
    package var atTarget: Bool
}

/// One sequence diagram statement with the position it was written at. Blocks are kept
/// flat (start / section / end statements), as mermaid's own parser produces them, so no
/// amount of nesting ever needs recursion.
package struct SequenceStatement: Sendable, Equatable {
    package var kind: Kind
    package var position: SourcePosition

    package enum Kind: Sendable, Equatable {
        /// `participant`/`actor` (optionally `create`d), with an alias and a symbol type.
        case participant(id: String, alias: String?, aliasWrap: Bool?, kind: ParticipantKind, created: Bool)
        case destroy(id: String)
        /// `box [colour] [title]` … `end`.
        case boxStart(color: String?, title: String?)
        case boxEnd
        case message(from: String, to: String, arrow: SequenceArrow, activateTarget: Bool,
                     deactivateSource: Bool, central: CentralConnection?, text: String, wrap: Bool?)
        case note(placement: NotePlacement, actors: [String], text: String, wrap: Bool?)
        case activate(String)
        case deactivate(String)
        case autonumber(start: Double?, step: Double?, visible: Bool)
        case blockStart(BlockKind, label: String, wrap: Bool?)
        /// `else`, `and`, `option`.
        case blockSection(BlockKind, label: String, wrap: Bool?)
        case blockEnd
        /// `link A: label @ url`.
        case link(actor: String, label: String, url: String)
        /// `links A: {"label": "url", …}`.
        case links(actor: String, json: String)
        /// `properties A: {"class": "…", "icon": "…"}`.
        case properties(actor: String, json: String)
        case title(String)
        case accTitle(String)
        case accDescr(String)
    }
}
