import Testing
@testable import Highlight

/// Names are coloured where they are defined, plain where they are used (``UseSiteRule``), as
/// Pygments draws them; TypeScript's annotations stay types.
@Suite struct UseSiteRuleTests {
    /// The class of each run that `text` is exactly (first one wins).
    static func classOf(_ text: String, in code: String, _ language: String) -> TokenClass? {
        SyntaxHighlighter.runs(of: code, language: language).first { $0.1 == text }?.0 ?? nil
    }

    @Test func functionsAreColouredAtTheirDefinitionNotAtCalls() {
        let js = "function countWords(text) { return text.length }\ncountWords(\"a b\")\n"
        let runs = SyntaxHighlighter.runs(of: js, language: "js").filter { $0.1 == "countWords" }
        #expect(runs.count == 2)
        #expect(runs.first?.0 == .function, "the definition")
        #expect(runs.last?.0 != .function, "the call")
    }

    @Test func typesAreColouredAtTheirDefinitionNotInAnnotations() {
        let swift = "struct Note {\n  let url: URL\n}\n"
        #expect(Self.classOf("Note", in: swift, "swift") == .type)
        #expect(Self.classOf("URL", in: swift, "swift") != .type)
        let ts = "interface Note { id: number }\nconst n: Note = load()\n"
        let notes = SyntaxHighlighter.runs(of: ts, language: "ts").filter { $0.1 == "Note" }
        #expect(notes.count == 2 && notes.allSatisfy { $0.0 == .type }, "TypeScript keeps annotations as types")
    }

    @Test func theRuleReadsNodeTypesNotNames() {
        #expect(UseSiteRule.isCall("call_expression") && UseSiteRule.isCall("method_invocation"))
        #expect(!UseSiteRule.isCall("macro_invocation"))
        #expect(UseSiteRule.isDefinition("class_declaration") && UseSiteRule.isDefinition("function_declarator"))
        #expect(!UseSiteRule.isDefinition("struct_expression"))
        #expect(UseSiteRule.applies(toCapture: "function.call") && !UseSiteRule.applies(toCapture: "type.builtin"))
    }

    /// Node types are matched in the grammar's C string: a part at the start, middle or end, the whole
    /// name, and nothing longer than the name.
    @Test func nodeKindsMatchInPlace() {
        "function_call_expression".withCString { name in
            let kind = UseSiteRule.NodeKind(name)
            #expect(kind.contains("function") && kind.contains("call") && kind.contains("expression"))
            #expect(kind.contains("function_call_expression") && !kind.contains("function_call_expressions"))
            #expect(!kind.contains("calls") && !kind.contains("declaration"))
            #expect(kind == "function_call_expression" && !(kind == "function_call"))
        }
        "x".withCString { #expect(UseSiteRule.NodeKind($0) == "x" && !UseSiteRule.NodeKind($0).contains("xy")) }
        #expect(UseSiteRule.isDefinition("type_spec") && !UseSiteRule.isDefinition("type_spec_list"))
        #expect(UseSiteRule.isCall("new_expression") && !UseSiteRule.isCall("new_expressions"))
    }
}
