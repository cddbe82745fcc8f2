import GraphLayout
import MermaidCore
import Testing
@testable import MermaidState

@Suite struct StateDiagramParserTests {
    private func parse(_ body: String) throws -> StateDiagram { try DiagramHarness.parse("stateDiagram-v2\n" + body) }

    @Test func startAndEndAreSharedPerScope() throws {
        let d = try parse("[*] --> Still\nStill --> [*]\nMoving --> [*]\n[*] --> Moving")
        #expect(d.order == ["root_start", "Still", "root_end", "Moving"])
        #expect(d.states["root_start"]?.kind == .start)
        #expect(d.states["root_end"]?.kind == .end)
        #expect(d.transitions.count == 4)
    }

    @Test func descriptionsAndLongNames() throws {
        let d = try parse("state \"This is a state description\" as s2\ns3 : described\ns3 : twice")
        #expect(d.states["s2"]?.label == "This is a state description")
        #expect(d.states["s3"]?.descriptions == ["described", "twice"])
    }

    @Test func transitionLabelsKeepBreaksAndSlashes() throws {
        let d = try parse("FetchingJS --> NavError_Resource : Network Error<br/>(CDN unreachable) / webView(didFail)\nA-->B: tight")
        #expect(d.transitions[0].label == "Network Error<br/>(CDN unreachable) / webView(didFail)")
        #expect(d.transitions[1].source == "A")
        #expect(d.transitions[1].target == "B")
        #expect(d.transitions[1].label == "tight")
    }

    @Test func compositesHaveTheirOwnStartAndDirection() throws {
        let d = try parse("""
        [*] --> First
        state First {
            direction LR
            [*] --> second
            second --> [*]
            state Inner {
                [*] --> deep
            }
        }
        """)
        #expect(d.states["First"]?.kind == .composite)
        #expect(d.states["First_start"]?.scope == ScopeKey(composite: "First", region: 0))
        #expect(d.states["Inner"]?.scope == ScopeKey(composite: "First", region: 0))
        #expect(d.states["deep"]?.scope == ScopeKey(composite: "Inner", region: 0))
        #expect(d.scopes.first { $0.key.composite == "First" }?.direction == .leftToRight)
        #expect(d.states["root_start"] != nil)
        #expect(d.states["First_end"] != nil)
    }

    @Test func concurrencySplitsRegions() throws {
        let d = try parse("state Active {\n[*] --> A\n--\n[*] --> B\n--\n[*] --> C\n}")
        #expect(d.scopes.filter { $0.key.composite == "Active" }.count == 3)
        #expect(d.states["B"]?.scope == ScopeKey(composite: "Active", region: 1))
        #expect(d.states["Active_r2_start"]?.kind == .start)
    }

    @Test func pseudoStates() throws {
        let d = try parse("state if_state <<choice>>\nstate f <<fork>>\nstate j <<join>>")
        #expect(d.states["if_state"]?.kind == .choice)
        #expect(d.states["f"]?.kind == .fork)
        #expect(d.states["j"]?.kind == .join)
    }

    @Test func notesInAllForms() throws {
        let d = try parse("""
        State1 --> State2
        note right of State1
            Important information!
            notes.
        end note
        note left of State2 : To the left.
        """)
        #expect(d.notes.count == 2)
        #expect(d.notes[0].side == .right)
        #expect(d.notes[0].text == "Important information!<br>notes.")
        #expect(d.notes[1].side == .left)
        #expect(d.states[d.notes[1].id]?.kind == .note)
    }

    @Test func stylingStatements() throws {
        let d = try parse("""
        classDef movement font-style:italic
        classDef bad fill:#f00,color:white
        [*] --> Still:::movement
        Crash:::bad --> [*]
        class Still, Crash bad
        class end bad
        style Still fill:#fff
        """)
        #expect(d.states["Still"]?.cssClasses == ["movement", "bad"])
        #expect(d.states["Crash"]?.cssClasses == ["bad", "bad"])
        #expect(d.states["end"] == nil)
        #expect(d.states["Still"]?.styles == ["fill:#fff"])
        #expect(d.classDefs["bad"] == ["fill:#f00", "color:white"])
    }

    @Test func trailingSemicolons() throws {
        let d = try parse("[*] --> A;\nA --> B : go;\nB : waiting;")
        #expect(d.transitions.map(\.target) == ["A", "B"])
        #expect(d.transitions[1].label == "go")
        #expect(d.states["B"]?.descriptions == ["waiting"])
    }

    @Test func directionAndComments() throws {
        let d = try parse("direction LR\n%% comment\nA --> B %% trailing")
        #expect(d.direction == .leftToRight)
        #expect(d.transitions.first?.target == "B")
    }
}

@Suite struct StateDiagramParserErrorTests {
    private func failure(_ text: String) -> MermaidError? {
        do { _ = try DiagramHarness.parse(text); return nil } catch let error as MermaidError { return error } catch { return nil }
    }

    @Test func unclosedComposite() throws {
        let error = try #require(failure("stateDiagram-v2\nstate A {\n  B --> C\n"))
        #expect(error.line == 2)
        #expect(error.sourceLine == "state A {")
    }

    @Test func unclosedNote() throws {
        let error = try #require(failure("stateDiagram-v2\nnote left of A\ntext"))
        #expect(error.line == 2)
    }

    @Test func strayBraceAndConcurrencyOutsideComposite() throws {
        #expect(try #require(failure("stateDiagram\n   }")).column == 4)
        #expect(try #require(failure("stateDiagram\n--")).message.contains("composite"))
    }

    @Test func garbage() throws {
        let error = try #require(failure("stateDiagram\nA --> B\n  this is not a statement"))
        #expect(error.line == 3)
        #expect(error.column == 3)
    }

    @Test func transitionWithoutTarget() throws {
        let error = try #require(failure("stateDiagram\nA -->   "))
        #expect(error.message.contains("after '-->'"))
    }

    @Test func badDirection() throws {
        #expect(try #require(failure("stateDiagram\ndirection sideways")).column == 11)
    }
}
