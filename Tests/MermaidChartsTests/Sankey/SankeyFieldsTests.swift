// Why: sankey rows of plain ASCII without quotes are cut at their commas on the bytes; the fields and
// columns must be those the general CSV reader gives, and any other row must go to that reader.
import MermaidCore
import Testing
@testable import MermaidCharts

@Suite struct SankeyFieldsTests {
    @Test func plainRowsReadAsTheGeneralReaderReadsThem() throws {
        let rows = ["a,b,1", "Agricultural 'waste',Bio-conversion,124.729", " a , b ,  2 ", ",,", "a,b,", "a", "", " ",
                    "a,,b,c,d", "\t x\t,y,3e2", "x,y,-1", "a;b,c,1"]
        let source = DiagramSource(lines: [], keyword: "sankey")
        for row in rows {
            let line = SourceLine(number: 2, text: row)
            let plain = SankeyParser.plainFields(row)
            #expect(plain != nil, "\(row.debugDescription)")
            #expect(plain == (try SankeyParser.fieldsByCharacters(of: line, in: source)), "\(row.debugDescription)")
        }
        for row in ["\"a,b\",c,1", "é,b,1", "a,b\r,1", "a,\"b\"\"c\",2", "x\u{301},y,1"] {
            #expect(SankeyParser.plainFields(row) == nil, "\(row.debugDescription)")
        }
    }
}
