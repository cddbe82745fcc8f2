import GraphLayout
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidClass

@Suite struct ClassDiagramParserTests {
    private func parse(_ body: String) throws -> ClassDiagram { try DiagramHarness.parse("classDiagram\n" + body) }

    @Test func classWithBodySplitsAttributesAndMethods() throws {
        let d = try parse("""
        class BankAccount{
            +String owner
            +BigDecimal balance
            +deposit(amount) bool
            +withdrawal(amount) int
        }
        """)
        let c = try #require(d.classes["BankAccount"])
        #expect(c.attributes.map(\.text) == ["+String owner", "+BigDecimal balance"])
        #expect(c.methods.map(\.text) == ["+deposit(amount) : bool", "+withdrawal(amount) : int"])
    }

    @Test func colonMemberLines() throws {
        let d = try parse("BankAccount : +String owner\nBankAccount: +deposit(amount)")
        #expect(d.classes["BankAccount"]?.attributes.map(\.text) == ["+String owner"])
        #expect(d.classes["BankAccount"]?.methods.map(\.text) == ["+deposit(amount)"])
    }

    @Test func genericClassLabelAndBacktickNames() throws {
        let d = try parse("class Square~Shape~{\n int id\n}\nclass Animal[\"Animal with a label\"]\nclass `Animal Class!`")
        #expect(d.classes["Square"]?.displayName == "Square<Shape>")
        #expect(d.classes["Animal"]?.displayName == "Animal with a label")
        #expect(d.classes["Animal Class!"] != nil)
        #expect(d.classOrder == ["Square", "Animal", "Animal Class!"])
    }

    @Test func annotationsInAllThreeForms() throws {
        let d = try parse("""
        class Shape <<interface>>
        class Color{
            <<enumeration>>
            RED
        }
        <<protocol>> Delegate
        """)
        #expect(d.classes["Shape"]?.annotations == ["interface"])
        #expect(d.classes["Color"]?.annotations == ["enumeration"])
        #expect(d.classes["Color"]?.attributes.map(\.text) == ["RED"])
        #expect(d.classes["Delegate"]?.annotations == ["protocol"])
    }

    @Test func relationsCreateClassesInOrder() throws {
        let d = try parse("Animal <|-- Duck\nAnimal <|-- Fish : label")
        #expect(d.classOrder == ["Animal", "Duck", "Fish"])
        #expect(d.relations.count == 2)
        #expect(d.relations[0].source == "Animal")
        #expect(d.relations[0].startEnd == .extension_)
        #expect(d.relations[1].label == "label")
    }

    @Test func bindsLabelIsKeptLiterally() throws {
        let d = try parse("CoreGraphicsDrawingView --* ContentView : <<binds>> state via Binding")
        #expect(d.relations.first?.label == "<<binds>> state via Binding")
        #expect(d.relations.first?.endEnd == .composition)
    }

    @Test func lollipopInterfacesAreSeparateNodes() throws {
        let d = try parse("Class01 --() bar\nClass02 --() bar\nfoo ()-- Class01")
        let interfaces = d.classOrder.filter { d.classes[$0]?.isInterface == true }
        #expect(interfaces.count == 3)
        #expect(interfaces.compactMap { d.classes[$0]?.label } == ["bar", "bar", "foo"])
        #expect(d.classes["foo"] == nil)
    }

    @Test func notes() throws {
        let d = try parse("note \"general\"\nnote for Duck \"can fly<br>can swim\"")
        #expect(d.notes.count == 2)
        #expect(d.notes[0].target == nil)
        #expect(d.notes[1].target == "Duck")
        #expect(d.classes["Duck"] != nil)
    }

    @Test func hierarchicalNamespaces() throws {
        let d = try parse("""
        namespace Company.Engineering.Backend {
            class Developer
        }
        namespace Platform {
            namespace Auth {
                class UserService
            }
        }
        """)
        #expect(d.namespaceOrder == ["Company", "Company.Engineering", "Company.Engineering.Backend", "Platform", "Platform.Auth"])
        #expect(d.namespaces["Company.Engineering.Backend"]?.label == "Backend")
        #expect(d.namespaces["Company.Engineering.Backend"]?.parent == "Company.Engineering")
        #expect(d.classes["Developer"]?.namespace == "Company.Engineering.Backend")
        #expect(d.classes["UserService"]?.namespace == "Platform.Auth")
    }

    @Test func flatNamespacesWhenNotHierarchical() throws {
        let source = try DiagramFront.source("classDiagram\nnamespace A.B {\nclass X\n}\nnamespace Auth[\"Authentication\"] {\nclass Y\n}")
        let d = try ClassDiagramParser.parse(source, hierarchicalNamespaces: false).0
        #expect(d.namespaceOrder == ["A.B", "Auth"])
        #expect(d.namespaces["A.B"]?.label == "A.B")
        #expect(d.namespaces["Auth"]?.label == "Authentication")
    }

    @Test func directionAndStyling() throws {
        let d = try parse("""
        direction RL
        class Animal:::someclass
        classDef someclass fill:#f96,color:red
        style Animal stroke:#333,stroke-width:4px
        cssClass "Animal,Mineral" other
        """)
        #expect(d.direction == .rightToLeft)
        #expect(d.classes["Animal"]?.cssClasses == ["someclass", "other"])
        // `cssClass` never declares a class (mermaid does not either).
        #expect(d.classes["Mineral"] == nil)
        #expect(d.classDefs["someclass"] == ["fill:#f96", "color:red"])
        #expect(d.classes["Animal"]?.styles == ["stroke:#333", "stroke-width:4px"])
    }

    @Test func linksOnlyWhenSafe() throws {
        let (d, warnings) = try ClassDiagramParser.parse(try DiagramFront.source("""
        classDiagram
        class A
        class B
        class C
        link A "https://example.com" "tip"
        click B href "javascript:alert(1)"
        click C call doIt()
        callback A "fn"
        link C "docs/page.html" _blank
        """))
        #expect(d.classes["A"]?.link == "https://example.com")
        #expect(d.classes["A"]?.tooltip == "tip")
        #expect(d.classes["B"]?.link == nil)
        #expect(d.classes["C"]?.link == "docs/page.html")
        #expect(d.classes["C"]?.linkTarget == "_blank")
        #expect(warnings.count == 3)
        #expect(warnings.first?.line == 6)
    }

    @Test func nonASCIINames() throws {
        let d = try parse("class Größe {\n+Maß wert\n}\nGröße <|-- Ärger : «erbt»")
        #expect(d.classOrder == ["Größe", "Ärger"])
        #expect(d.classes["Größe"]?.attributes.map(\.text) == ["+Maß wert"])
        #expect(d.relations.first?.label == "«erbt»")
    }

    @Test func trailingSemicolons() throws {
        let d = try parse("class A;\nA <|-- B : x;\nclassDef red fill:#f00;")
        #expect(d.classOrder == ["A", "B"])
        #expect(d.relations.first?.label == "x")
        #expect(d.classDefs["red"] == ["fill:#f00"])
    }

    @Test func commentsAreIgnored() throws {
        let d = try parse("%% a comment\nclass A %% trailing\nA : +x")
        #expect(d.classOrder == ["A"])
    }
}

@Suite struct ClassDiagramParserErrorTests {
    private func failure(_ text: String) -> MermaidError? {
        do { _ = try DiagramHarness.parse(text); return nil } catch let error as MermaidError { return error } catch { return nil }
    }

    @Test func unclosedBodyPointsAtTheOpeningLine() throws {
        let error = try #require(failure("classDiagram\nclass A {\n  +x\n"))
        #expect(error.line == 2)
        #expect(error.message.contains("never closed"))
        #expect(error.sourceLine == "class A {")
    }

    @Test func strayClosingBrace() throws {
        let error = try #require(failure("classDiagram\n  }"))
        #expect(error.line == 2)
        #expect(error.column == 3)
    }

    @Test func garbageStatementHasAColumn() throws {
        let error = try #require(failure("classDiagram\nclass A\n   A B C"))
        #expect(error.line == 3)
        #expect(error.column == 6)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let error = try #require(failure("classDiagram\nclass Ä\n  Ä B C"))
        #expect(error.line == 3)
        #expect(error.column == 5)
    }

    @Test func relationWithoutTarget() throws {
        let error = try #require(failure("classDiagram\nA <|-- "))
        #expect(error.line == 2)
        #expect(error.message.contains("after the arrow"))
    }

    @Test func badDirection() throws {
        let error = try #require(failure("classDiagram\ndirection XY"))
        #expect(error.column == 11)
    }

    @Test func noteWithoutQuotes() throws {
        let error = try #require(failure("classDiagram\nnote for A text"))
        #expect(error.line == 2)
        #expect(error.column == 12)
    }
}

/// The parser's space trimming on the bytes agrees with the character walk, at its edges.
@Suite struct SpaceTrimmingTests {
    @Test func byteTrimmingAgreesWithCharacters() {
        let samples = ["", " ", "\t\t", "a", "  a  ", "\tclass A {\t", "  +int x ", " \u{301}a", "a \u{301}", "  é  ",
                       "\u{600} ", "  \u{600} x", " a\r\n ", "\r ", " 日本 ", "x\t\u{301}", "  }  ", " a b "]
        for s in samples {
            #expect(s.spaceTrimmed == s.spaceTrimmedByCharacters, "\(s.debugDescription)")
            let sub = Substring("<" + s + ">").dropFirst().dropLast()
            #expect(sub.spaceTrimmed == sub.spaceTrimmedByCharacters, "\(s.debugDescription)")
        }
    }
}
