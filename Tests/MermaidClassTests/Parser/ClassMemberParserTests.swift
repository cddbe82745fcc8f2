import Testing
@testable import MermaidClass

@Suite struct ClassMemberParserTests {
    /// Whether a member is a method, read on the bytes of an ASCII line, as the character reading says.
    @Test func methodTestOnBytesAgreesWithCharacters() {
        let members = ["draw()", "+getMessages() List~string~", "-int sizeInFeet$", ")(", "a)", ")", "(", "x(", "f(a)(b)",
                       "", "  spaced() ", "é()", "f\u{301}()", "g()\u{301}", "h(\r\n)", "+-#~", "\u{212A}()", "a (b) c"]
        for member in members {
            #expect(ClassMemberParser.isMethod(member) == ClassMemberParser.isMethodByCharacters(member), "\(member.debugDescription)")
        }
        #expect(ClassMemberParser.isMethod("draw()") && !ClassMemberParser.isMethod(")(x"))
        #expect(!ClassMemberParser.isMethod("noParens") && !ClassMemberParser.isMethod(")"))
    }

    @Test func attributesKeepVisibilityAndText() {
        #expect(ClassMemberParser.parse("+String owner") == ClassMember(text: "+String owner"))
        #expect(ClassMemberParser.parse("-int sizeInFeet") == ClassMember(text: "-int sizeInFeet"))
        #expect(ClassMemberParser.parse("#isOpaque") == ClassMember(text: "#isOpaque"))
        #expect(ClassMemberParser.parse("~internalThing") == ClassMember(text: "~internalThing"))
        #expect(ClassMemberParser.parse("+State selectedColor: Color") == ClassMember(text: "+State selectedColor: Color"))
    }

    @Test func methodsShowReturnTypeAfterColon() {
        #expect(ClassMemberParser.parse("+makeUIView() WKWebView") == ClassMember(text: "+makeUIView() : WKWebView", isMethod: true))
        #expect(ClassMemberParser.parse("+deposit(amount) bool") == ClassMember(text: "+deposit(amount) : bool", isMethod: true))
        #expect(ClassMemberParser.parse("+webView(didFinish:)") == ClassMember(text: "+webView(didFinish:)", isMethod: true))
        #expect(ClassMemberParser.parse("+ init(MermaidWebView)") == ClassMember(text: "+ init(MermaidWebView)", isMethod: true))
    }

    @Test func classifiers() {
        #expect(ClassMemberParser.parse("someMethod()$") == ClassMember(text: "someMethod()", classifier: .isStatic, isMethod: true))
        #expect(ClassMemberParser.parse("someAbstract()*") == ClassMember(text: "someAbstract()", classifier: .isAbstract, isMethod: true))
        #expect(ClassMemberParser.parse("count() int$") == ClassMember(text: "count() : int", classifier: .isStatic, isMethod: true))
        #expect(ClassMemberParser.parse("String id$") == ClassMember(text: "String id", classifier: .isStatic))
        #expect(ClassMemberParser.parse("String name*") == ClassMember(text: "String name", classifier: .isAbstract))
    }

    @Test func genericsBecomeAngleBrackets() {
        #expect(ClassMemberParser.parse("+List~JSONItem~? children").text == "+List<JSONItem>? children")
        #expect(ClassMemberParser.parse("+getDistanceMatrix() List~List~int~~").text == "+getDistanceMatrix() : List<List<int>>")
        #expect(ClassMemberParser.parse("setPoints(List~int~ points)").text == "setPoints(List<int> points)")
        // Mermaid pairs tildes per comma-separated piece, outermost first, so this one comes out
        // half converted in mermaid too.
        #expect(GenericTypes.display("Map~String, List~int~~") == "Map~String, List<int~>")
        #expect(GenericTypes.display("Map~K, V~") == "Map<K, V>")
        #expect(GenericTypes.display("no generics") == "no generics")
        #expect(GenericTypes.display("dangling~") == "dangling~")
    }

    @Test func methodDetection() {
        #expect(ClassMemberParser.isMethod("draw()"))
        #expect(ClassMemberParser.isMethod("+run(int speed) void"))
        #expect(!ClassMemberParser.isMethod("noOfVertices"))
        #expect(!ClassMemberParser.isMethod("... other methods"))
    }
}
