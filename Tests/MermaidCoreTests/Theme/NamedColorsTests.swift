import Testing
@testable import MermaidCore

/// The CSS named colours, read from their packed text: every one of the 148, first, last and
/// those at line breaks, each a six-digit hex value.
@Suite struct NamedColorsTests {
    @Test func everyNamedColourIsRead() {
        let table = NamedColors.table
        #expect(table.count == 148)
        #expect(table["aliceblue"] == "f0f8ff" && table["yellowgreen"] == "9acd32")
        #expect(table["beige"] == "f5f5dc" && table["bisque"] == "ffe4c4", "the pairs either side of a line break")
        #expect(table["rebeccapurple"] == "663399" && table["grey"] == table["gray"])
        #expect(table.allSatisfy { !$0.key.isEmpty && $0.key.allSatisfy(\.isLowercase) && $0.value.count == 6 && $0.value.allSatisfy(\.isHexDigit) })
    }
}
