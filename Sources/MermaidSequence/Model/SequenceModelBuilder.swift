import MermaidCore

/// Turns parsed statements into a `SequenceModel`, applying mermaid's rules: implicit
/// participants, `create`/`destroy` bookkeeping, activation balance, boxes, and safe links.
struct SequenceModelBuilder {
    private var model = SequenceModel()
    private let source: DiagramSource
    private let defaultWrap: Bool
    private var currentBox: Int?
    private var lastCreated: (id: String, position: SourcePosition)?
    private var lastDestroyed: (id: String, position: SourcePosition)?
    private var activeCount: [String: Int] = [:]
    private var openBlocks: [BlockKind] = []
    private(set) var warnings: [MermaidWarning] = []

    init(source: DiagramSource, defaultWrap: Bool) {
        self.source = source
        self.defaultWrap = defaultWrap
    }

    static func build(_ statements: [SequenceStatement], source: DiagramSource,
                      defaultWrap: Bool) throws -> (SequenceModel, [MermaidWarning]) {
        var builder = SequenceModelBuilder(source: source, defaultWrap: defaultWrap)
        for statement in statements { try builder.apply(statement) }
        return (builder.model, builder.warnings)
    }

    private mutating func apply(_ statement: SequenceStatement) throws {
        let pos = statement.position
        switch statement.kind {
        case let .participant(id, alias, aliasWrap, kind, created):
            if created {
                if model.actorIndex[id] != nil {
                    throw error("participant '\(id)' already exists; a created participant needs a new id "
                                + "(use 'as' to reuse a name)", at: pos)
                }
                lastCreated = (id, pos)
            }
            try addActor(id, description: alias, wrap: aliasWrap, kind: kind, at: pos)
            if created { model.created[id] = model.events.count }
        case .destroy(let id):
            guard model.actorIndex[id] != nil else {
                throw error("cannot destroy unknown participant '\(id)'", at: pos)
            }
            lastDestroyed = (id, pos)
            model.destroyed[id] = model.events.count
        case let .boxStart(color, title):
            model.boxes.append(SequenceBox(title: title, color: color ?? "transparent"))
            currentBox = model.boxes.count - 1
        case .boxEnd:
            currentBox = nil
        case let .message(from, to, arrow, activateTarget, deactivateSource, central, text, wrap):
            try ensureActor(from, at: pos)
            try ensureActor(to, at: pos)
            if let created = lastCreated {
                guard to == created.id else {
                    throw error("the created participant '\(created.id)' must receive the next message "
                                + "(its creating message)", at: pos)
                }
                lastCreated = nil
            } else if let destroyed = lastDestroyed {
                guard to == destroyed.id || from == destroyed.id else {
                    throw error("the destroyed participant '\(destroyed.id)' must send or receive the next message "
                                + "(its destroying message)", at: pos)
                }
                lastDestroyed = nil
            }
            warnAboutMath(text, at: pos)
            model.events.append(.message(SequenceMessage(
                from: from, to: to, arrow: arrow, text: SequenceText.decodeEntities(text), wrap: wrap ?? defaultWrap,
                activate: activateTarget, central: central)))
            if activateTarget { activate(to) }
            if deactivateSource { try deactivate(from, at: pos) }
        case let .note(placement, actors, text, wrap):
            for a in actors { try ensureActor(a, at: pos) }
            guard let first = actors.first, let last = actors.last else { return }
            warnAboutMath(text, at: pos)
            model.events.append(.note(from: first, to: last, placement: placement,
                                      text: SequenceText.decodeEntities(text), wrap: wrap ?? defaultWrap))
        case .activate(let id):
            try ensureActor(id, at: pos)
            activate(id)
        case .deactivate(let id):
            try ensureActor(id, at: pos)
            try deactivate(id, at: pos)
        case let .autonumber(start, step, visible):
            model.events.append(.autonumber(start: start, step: step, visible: visible))
        case let .blockStart(kind, label, wrap):
            openBlocks.append(kind)
            model.events.append(.blockStart(kind, label: SequenceText.decodeEntities(label), wrap: wrap ?? defaultWrap))
        case let .blockSection(kind, label, wrap):
            model.events.append(.blockSection(kind, label: SequenceText.decodeEntities(label), wrap: wrap ?? defaultWrap))
        case .blockEnd:
            model.events.append(.blockEnd(openBlocks.popLast() ?? .loop))
        case let .link(actor, label, url):
            try ensureActor(actor, at: pos)
            addLink(actor, label: SequenceText.plain(label), url: url, at: pos)
        case let .links(actor, json):
            try ensureActor(actor, at: pos)
            guard let pairs = SequenceModelBuilder.flatJSONObject(json) else {
                warn("could not read the links of '\(actor)': expected a JSON object like {\"Label\": \"https://…\"}", at: pos, code: "invalid-config-value")
                return
            }
            for (label, url) in pairs { addLink(actor, label: label, url: url, at: pos) }
        case let .properties(actor, json):
            try ensureActor(actor, at: pos)
            guard let pairs = SequenceModelBuilder.flatJSONObject(json) else {
                warn("could not read the properties of '\(actor)': expected a JSON object like {\"class\": \"name\"}", at: pos, code: "invalid-config-value")
                return
            }
            for (key, value) in pairs {
                if key == "class", let index = model.actorIndex[actor] {
                    // Class names only: the value lands in an attribute and in no selector.
                    let name = value.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" || $0 == " " }
                    let cleaned = SequenceText.trim(String(String.UnicodeScalarView(name)))
                    model.actors[index].cssClass = cleaned.isEmpty ? nil : cleaned
                } else if key == "icon" {
                    warn("the icon of '\(actor)' is not drawn (mermaid draws it only from a page's own images)", at: pos, code: "unsupported-syntax")
                }
            }
        case .title(let text):
            model.title = SequenceText.plain(text)
        case .accTitle(let text):
            model.accTitle = text
        case .accDescr(let text):
            model.accDescr = text
        }
    }

    // MARK: - Participants

    private mutating func addActor(_ id: String, description: String?, wrap: Bool?, kind: ParticipantKind,
                                   at pos: SourcePosition) throws {
        let text = description.map(SequenceText.decodeEntities)
        if let description { warnAboutMath(description, at: pos) }
        if let index = model.actorIndex[id] {
            let old = model.actors[index]
            if let box = currentBox, let oldBox = old.box, box != oldBox {
                throw error("participant '\(id)' is already in another box; a participant can be in only one box", at: pos)
            }
            if old.box == nil, let box = currentBox {
                model.actors[index].box = box
                model.boxes[box].actorIDs.append(id)
            }
            model.actors[index].kind = kind
            if let text {
                model.actors[index].description = text
                model.actors[index].wrap = wrap ?? defaultWrap
            }
            return
        }
        model.actorIndex[id] = model.actors.count
        model.actors.append(SequenceActor(id: id, description: text ?? id, kind: kind,
                                          wrap: wrap ?? defaultWrap, box: currentBox))
        if let box = currentBox { model.boxes[box].actorIDs.append(id) }
    }

    private mutating func ensureActor(_ id: String, at pos: SourcePosition) throws {
        if model.actorIndex[id] == nil {
            try addActor(id, description: nil, wrap: nil, kind: .participant, at: pos)
        }
    }

    private mutating func activate(_ id: String) {
        activeCount[id, default: 0] += 1
        model.events.append(.activeStart(id))
    }

    private mutating func deactivate(_ id: String, at pos: SourcePosition) throws {
        guard activeCount[id, default: 0] > 0 else {
            throw error("cannot deactivate '\(id)': it is not active", at: pos)
        }
        activeCount[id, default: 0] -= 1
        model.events.append(.activeEnd(id))
    }

    // MARK: - Links

    private mutating func addLink(_ actor: String, label: String, url: String, at pos: SourcePosition) {
        guard SequenceModelBuilder.isSafeURL(url) else {
            warn("link '\(label)' of '\(actor)' was dropped: only http(s), mailto and relative URLs are allowed", at: pos, code: "unsafe-link")
            return
        }
        guard let index = model.actorIndex[actor] else { return }
        if let existing = model.actors[index].links.firstIndex(where: { $0.label == label }) {
            model.actors[index].links[existing].url = url
        } else {
            model.actors[index].links.append((label, url))
        }
    }

    /// `http:`/`https:` URLs and scheme-less relative paths; never `javascript:`, `data:` and the like.
    static func isSafeURL(_ url: String) -> Bool {
        LinkURL.isSafe(SequenceText.trim(url))
    }

    /// Parses `{"a": "b", "c": "d"}` (string values only), keeping key order.
    static func flatJSONObject(_ text: String) -> [(String, String)]? {
        let s = Array(text.unicodeScalars)
        var i = 0
        func skip() { while i < s.count, SequenceText.isSpace(s[i]) { i += 1 } }
        func string() -> String? {
            guard i < s.count, s[i] == "\"" else { return nil }
            i += 1
            var out = String.UnicodeScalarView()
            while i < s.count, s[i] != "\"" {
                if s[i] == "\\", i + 1 < s.count { i += 1 }
                out.append(s[i])
                i += 1
            }
            guard i < s.count else { return nil }
            i += 1
            return String(out)
        }
        skip()
        guard i < s.count, s[i] == "{" else { return nil }
        i += 1
        var pairs: [(String, String)] = []
        while true {
            skip()
            if i < s.count, s[i] == "}" { return pairs }
            guard let key = string() else { return nil }
            skip()
            guard i < s.count, s[i] == ":" else { return nil }
            i += 1
            skip()
            guard let value = string() else { return nil }
            pairs.append((key, value))
            skip()
            if i < s.count, s[i] == "," { i += 1; continue }
            skip()
            guard i < s.count, s[i] == "}" else { return nil }
            return pairs
        }
    }

    // MARK: - Diagnostics

    private func error(_ message: String, at pos: SourcePosition) -> MermaidError {
        source.error(message, line: pos.line, column: pos.column)
    }

    /// A `$$…$$` formula outside the drawn KaTeX subset is shown as its source text.
    private mutating func warnAboutMath(_ text: String, at pos: SourcePosition) {
        guard text.containsByte(UInt8(ascii: "$")) else { return }
        for problem in MathLabel.problems(in: text) { warn(problem, at: pos, code: "unsupported-syntax") }
    }

    private mutating func warn(_ message: String, at pos: SourcePosition, code: String = "syntax") {
        let line = source.lines.first(where: { $0.number == pos.line })?.original ?? ""
        warnings.append(MermaidWarning(line: pos.line, column: pos.column, message: message, sourceLine: line, code: code))
    }
}
