import Testing
@testable import MermaidSequence
import MermaidCore

/// Geometry that does not depend on font widths must match mermaid's numbers exactly.
@Suite struct SequenceLayoutTests {
    private func geometry(_ body: String, conf: SequenceConfig = SequenceConfig()) throws -> SequenceGeometry {
        let source = SequenceTestSupport.source("sequenceDiagram\n" + body)
        let statements = try SequenceParser.parse(source).statements
        let model = try SequenceModelBuilder.build(statements, source: source, defaultWrap: false).0
        let text = LineMeasurer(measurer: TextMeasurer(fontFamily: nil), lineHeight: conf.lineHeight)
        return SequenceLayout.layout(model, conf: conf, text: text)
    }

    @Test func verticalRhythmMatchesMermaid() throws {
        // Seed 001's structure: mermaid draws these message lines at y = 139, 203, 249, 295
        // (box title row of 18 px, actors at y 28).
        let g = try geometry("""
            actor User
            box rgb(202, 12, 22, 0.1) The App System
            participant Controls as SwiftUI Controls Slider
            participant ContentView as ContentView <br/>@State
            participant Representable as CoreGraphicsDrawingView <br/>@Binding
            participant DrawingView as DrawingView UIView
            end
            User->>+Controls: Adjusts Slider
            Controls->>+ContentView: Updates selectedLineWidth<br/>(@State)
            ContentView-->>-Representable: SwiftUI detects @State change, triggers update
            Representable->>+DrawingView: updateUIView() called: sets lineWidth property
            """)
        #expect(g.messages.map(\.lineY) == [139, 203, 249, 295])
        #expect(g.actors.map(\.topY) == [28, 28, 28, 28, 28])
        #expect(g.actors[0].lifelineStart == 108)
        #expect(g.actors[1].lifelineStart == 93)
        #expect(g.boxes.first?.y == -5)
        #expect(g.boxes.first?.titleY == 14)
    }

    @Test func columnsKeepMermaidMinimums() throws {
        let g = try geometry("A->>B: x\nB->>C: y")
        #expect(g.actors.map(\.width) == [150, 150, 150])
        #expect(g.actors.map(\.x) == [0, 200, 400])
        #expect(g.minX == -50 && g.minY == -10)
    }

    @Test func longMessagesWidenTheGap() throws {
        let long = String(repeating: "word ", count: 40)
        let g = try geometry("A->>B: \(long)")
        let gap = g.actors[1].x - (g.actors[0].x + g.actors[0].width)
        #expect(gap > 50)
        let text = g.messages[0].text[0]
        #expect(text.x == ((g.actors[0].center + 1 + g.actors[1].center - 4) / 2).rounded())
    }

    @Test func notesFitTheirText() throws {
        let g = try geometry("participant A\nparticipant B\nNote over A,B: " + String(repeating: "long ", count: 30))
        guard case .note(let note)? = g.timeline.first else { Issue.record("no note"); return }
        let measurer = TextMeasurer(fontFamily: nil)
        #expect(note.width >= measurer.width(of: note.lines[0].text) + 20)
    }

    @Test func activationsNestAndOffset() throws {
        let g = try geometry("A->>+B: one\nA->>+B: two\nB-->>-A: three\nB-->>-A: four")
        let bars = g.timeline.compactMap { item -> (Double, Int)? in
            if case let .activation(x, _, _, _, level) = item { return (x, level) }
            return nil
        }
        #expect(bars.count == 2)
        #expect(bars[0].0 == 270 && bars[1].0 == 275)
        #expect(bars.map(\.1) == [0, 1])
    }

    @Test func framesContainTheirMessages() throws {
        let g = try geometry("loop outer\nalt inner\nA->>B: x\nelse other\nB->>A: y\nend\nend")
        let frames = g.timeline.compactMap { item -> PlacedFrame? in
            if case .frame(let f) = item { return f }
            return nil
        }
        #expect(frames.count == 2)
        let inner = frames[0], outer = frames[1]
        #expect(inner.kind == .alt && outer.kind == .loop)
        #expect(outer.startX < inner.startX && outer.stopX > inner.stopX)
        #expect(outer.startY < inner.startY && outer.stopY > inner.stopY)
        #expect(inner.sections.count == 1)
        for m in g.messages { #expect(m.lineY > inner.startY && m.lineY < inner.stopY) }
    }

    @Test func createdActorHeaderSitsOnItsMessage() throws {
        let g = try geometry("A->>B: hi\ncreate participant C\nA->>C: make\ndestroy C\nC->>A: bye")
        let c = try #require(g.actors.first { $0.id == "C" })
        let make = g.messages[1]
        #expect(abs(c.topY + c.height / 2 - make.lineY) < 0.01)
        #expect(c.bottomY < g.messages[2].lineY)
    }

    @Test func symbolLabelsMakeRoomBelowTheIcon() throws {
        let g = try geometry("actor A as One<br/>Two<br/>Three\nparticipant B\nA->>B: x")
        let a = g.actors[0]
        #expect(a.lifelineStart == a.topY + 80 + 2 * 16)
        // The first message starts below the three-line label, not across it.
        #expect(g.messages[0].lineY > a.lifelineStart)
        let single = try geometry("actor A\nparticipant B\nA->>B: x")
        #expect(single.actors[0].lifelineStart == 80)
        #expect(single.messages[0].lineY == 111)
    }

    @Test func hideUnusedParticipants() throws {
        var conf = SequenceConfig()
        conf.hideUnusedParticipants = true
        let g = try geometry("participant Idle\nparticipant A\nA->>B: x\nNote over Idle: n", conf: conf)
        #expect(g.actors.map(\.id) == ["A", "B"])
        #expect(g.timeline.isEmpty)
    }
}
