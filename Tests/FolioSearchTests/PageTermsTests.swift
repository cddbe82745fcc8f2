import Testing
@testable import FolioSearch

/// A page's counted words weigh what ``PageTerms/Weight`` says: title, tag and heading once each
/// whatever the repeats, body occurrences one each up to the cap, all added together.
@Suite struct PageTermsTests {
    static func weights(_ document: SearchDocument) -> [String: UInt16] {
        var tokenizer = SearchTokenizer()
        let terms = PageTerms(document, tokenizer: &tokenizer)
        var result: [String: UInt16] = [:]
        for index in 0..<terms.count { result[String(decoding: terms.word(index), as: UTF8.self)] = terms.weights[index] }
        return result
    }

    @Test func placesAddUpAndBodyCountsStopAtTheCap() {
        let body = "alpha alpha gamma " + String(repeating: "delta ", count: 12)
        let document = SearchDocument(url: "a.html", title: "Alpha beta Alpha", tags: ["beta", "zeta"],
                                      sections: [.init(id: "", heading: "", text: body),
                                                 .init(id: "s", heading: "Gamma epsilon gamma", text: "epsilon")])
        let weights = Self.weights(document)
        typealias Weight = PageTerms.Weight
        #expect(weights["alpha"] == Weight.title + 2)
        #expect(weights["beta"] == Weight.title + Weight.tag)
        #expect(weights["zeta"] == Weight.tag)
        #expect(weights["gamma"] == Weight.heading + 1)
        #expect(weights["delta"] == Weight.bodyCap)
        #expect(weights["epsilon"] == Weight.heading + 1)
        #expect(weights.count == 6)
    }

    /// `search.js` loads a page's heads (title and headings) to check a quoted phrase there only when
    /// each of the phrase's words weighs more than the body's cap on that page: its copy of the cap
    /// must be this one, and a title, tag or heading hit must weigh more than the cap on its own.
    @Test func theBrowserKnowsWhichWeightsComeFromTheTitleOrHeadings() throws {
        let script = try String(contentsOfFile: #filePath.replacingOccurrences(
            of: "Tests/FolioSearchTests/PageTermsTests.swift", with: "Themes/default/search.js"), encoding: .utf8)
        typealias Weight = PageTerms.Weight
        #expect(script.contains("var bodyCap = \(Weight.bodyCap);"))
        #expect([Weight.title, Weight.tag, Weight.heading].allSatisfy { $0 > Weight.bodyCap })
    }
}
