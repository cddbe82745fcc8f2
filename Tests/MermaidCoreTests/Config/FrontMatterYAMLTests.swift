import Testing
@testable import MermaidCore

@Suite struct FrontMatterYAMLTests {
    func parse(_ text: String) throws -> ConfigValue {
        try FrontMatterYAML.parse(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                                  firstLine: 2).value
    }

    /// Quoted scalars read on their bytes agree with the character-level reading, or leave it to it.
    @Test func unquotingOnBytesAgreesWithCharacters() throws {
        let position = SourcePosition(line: 1, column: 1)
        let cases = ["'#f9f'", "\"#f9f\"", "''", "\"\"", "'it''s'", "'a''''b'", "\"a 'b' c\"", "'a \"b\" c'",
                     "\"tab\\tnew\\nline\\\\\"", "\"é\"", "'e\u{301}'", "\"a\r\nb\"", "'x'", "\"  spaced  \""]
        for text in cases {
            let reference = try FrontMatterYAML.unquoteByCharacters(text, position: position)
            #expect(try FrontMatterYAML.unquote(text, position: position) == reference, "\(text)")
            if let fast = FrontMatterYAML.unquotedASCII(text) { #expect(fast == reference, "\(text)") }
        }
        // Not quoted, unterminated, or one quote alone: the byte reading declines and `unquote` throws.
        for text in ["'", "\"", "'abc", "abc'", "\"abc'"] {
            #expect(FrontMatterYAML.unquotedASCII(text) == nil)
            #expect(throws: ConfigSyntaxError.self) { try FrontMatterYAML.unquote(text, position: position) }
        }
        #expect(FrontMatterYAML.unquotedASCII("\"tab\\t\"") == nil)
        #expect(FrontMatterYAML.unquotedASCII("'#f9f'") == "#f9f")
        #expect(FrontMatterYAML.unquotedASCII("'it''s'") == "it's")
    }

    @Test func nestedMapsScalarsAndQuotes() throws {
        let v = try parse("""
        title: "A: quoted # not a comment"
        license(s): 'it''s MIT'
        version: 1.0
        config:
          theme: base   # a comment
          themeVariables:
            primaryColor: "#BEF"
            fontSize: 16
          flowchart:
            htmlLabels: false
        """)
        #expect(v["title"]?.stringValue == "A: quoted # not a comment")
        #expect(v["license(s)"]?.stringValue == "it's MIT")
        #expect(v["version"] == .number(1))
        #expect(v["config"]?["theme"]?.stringValue == "base")
        #expect(v["config"]?["themeVariables"]?["primaryColor"]?.stringValue == "#BEF")
        #expect(v["config"]?["themeVariables"]?["fontSize"] == .number(16))
        #expect(v["config"]?["flowchart"]?["htmlLabels"] == .bool(false))
    }

    @Test func listsFlowCollectionsAndBlockScalars() throws {
        let v = try parse("""
        tags:
          - one
          - "two"
          - name: three
            size: 3
        inline: [a, 'b', 3]
        map: {x: 1, 'y': two}
        text: |
          line one
          line two
        """)
        #expect(v["tags"] == .array([.string("one"), .string("two"),
                                     .object(["name": .string("three"), "size": .number(3)])]))
        #expect(v["inline"] == .array([.string("a"), .string("b"), .number(3)]))
        #expect(v["map"] == .object(["x": .number(1), "y": .string("two")]))
        #expect(v["text"]?.stringValue == "line one\nline two")
    }

    @Test func positionsOfKeysAndValues() throws {
        let node = try FrontMatterYAML.parse(["config:", "  theme: dark"], firstLine: 5)
        let theme = try #require(node.entry("config")?.node.entry("theme"))
        #expect(theme.keyPosition == SourcePosition(line: 6, column: 3))
        #expect(theme.node.position == SourcePosition(line: 6, column: 10))
    }

    @Test func badInputThrows() {
        #expect(throws: ConfigSyntaxError.self) { try parse("title: \"unterminated") }
        #expect(throws: ConfigSyntaxError.self) { try parse("just some words") }
    }
}

@Suite struct RelaxedJSONParserTests {
    @Test func singleQuotesBareKeysTrailingCommas() throws {
        let node = try RelaxedJSONParser.parseDocument("{ 'a': 'x', b: 2, \"c\": [true, null,], d: {e: f}, }", line: 1, column: 1)
        #expect(node.value == .object(["a": .string("x"), "b": .number(2), "c": .array([.bool(true), .null]),
                                       "d": .object(["e": .string("f")])]))
    }

    @Test func positionsAcrossLines() throws {
        let node = try RelaxedJSONParser.parseDocument("{\n  'curve': 'natual'\n}", line: 10, column: 4)
        let entry = try #require(node.entry("curve"))
        #expect(entry.keyPosition == SourcePosition(line: 11, column: 3))
        #expect(entry.node.position == SourcePosition(line: 11, column: 12))
    }

    @Test func deepNestingIsBounded() {
        let deep = String(repeating: "{a:", count: 500) + "1" + String(repeating: "}", count: 500)
        #expect(throws: ConfigSyntaxError.self) { try RelaxedJSONParser.parseDocument(deep, line: 1, column: 1) }
    }
}

@Suite struct RelaxedJSONUnicodeTests {
    @Test func multiByteTextAndColumns() throws {
        let node = try RelaxedJSONParser.parseDocument("{'é': 'ünï 😀', k: x}", line: 1, column: 1)
        #expect(node.value == .object(["é": .string("ünï 😀"), "k": .string("x")]))
        let k = try #require(node.entry("k"))
        #expect(k.keyPosition == SourcePosition(line: 1, column: 16))
    }
}

@Suite struct FrontMatterMultiLineTests {
    @Test func quotedScalarOverSeveralLines() throws {
        let text = """
            # a comment first
            title: Ignored
            config:
                themeCSS: " .a { fill: red }
                    #item36 { fill: CadetBlue }

                    .b { x: y } "
                theme: forest
        """
        let node = try FrontMatterYAML.parse(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                                             firstLine: 2)
        let v = node.value
        #expect(v["title"]?.stringValue == "Ignored")
        #expect(v["config"]?["theme"]?.stringValue == "forest")
        let css = try #require(v["config"]?["themeCSS"]?.stringValue)
        #expect(css.contains("#item36 { fill: CadetBlue }"))
        #expect(css.contains(".b { x: y }"))
    }
}
