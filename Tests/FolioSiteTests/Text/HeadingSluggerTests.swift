import Testing
@testable import FolioSite

@Suite("Heading slugs")
struct HeadingSluggerTests {
    @Test func matchesGitHub() {
        #expect(HeadingSlugger.slug("1. SwiftUI <-> UIKit Bridge (UIViewRepresentable) Interaction")
                == "1-swiftui---uikit-bridge-uiviewrepresentable-interaction")
        #expect(HeadingSlugger.slug("Diagram 4: Tree Building Logic (createJSONItems / createSingleJSONItem)")
                == "diagram-4-tree-building-logic-createjsonitems--createsinglejsonitem")
        #expect(HeadingSlugger.slug("Café & Crème_brûlée") == "café--crème_brûlée")
        #expect(HeadingSlugger.slug("Adding Mermaid.js") == "adding-mermaidjs")
        // Nothing kept (or nothing at all) gives an empty slug; `uniqueSlug` names it `section`.
        #expect(HeadingSlugger.slug("") == "")
        #expect(HeadingSlugger.slug("!?.") == "")
        var slugger = HeadingSlugger()
        #expect(slugger.uniqueSlug("") == "section")
        #expect(slugger.uniqueSlug("?") == "section-1")
    }

    /// The ASCII path writes into the string's own storage: every printable ASCII character and
    /// a long heading agree with the rule by scalars (which the non-ASCII path applies).
    @Test func asciiPathAgreesWithTheScalarRule() {
        let printable = String(decoding: (32...126).map { UInt8($0) }, as: UTF8.self)
        for text in [printable, String(repeating: "Long Heading-With_Parts ", count: 40), "A", " ", "-_-"] {
            var expected = ""
            for scalar in text.lowercased().unicodeScalars {
                if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" { expected.unicodeScalars.append(scalar) }
                else if scalar == " " || scalar == "-" { expected += "-" }
            }
            #expect(HeadingSlugger.slug(text) == expected, "\(text.debugDescription)")
        }
    }

    @Test func uniqueWithinAPage() {
        var slugger = HeadingSlugger()
        #expect(slugger.uniqueSlug("Setup") == "setup")
        #expect(slugger.uniqueSlug("Setup") == "setup-1")
        #expect(slugger.uniqueSlug("Setup 1") == "setup-1-1")
        #expect(slugger.uniqueSlug("Setup") == "setup-2")
        #expect(slugger.uniqueSlug("!!!") == "section")
    }
}

@Suite("HeadingSlugger reserved ids")
struct HeadingSluggerReservedTests {
    /// A shared reserved set behaves exactly like reserving each id one by one.
    @Test func reservedSetMatchesReservingOneByOne() {
        let reserved: Set<String> = ["diagram-1", "diagram-1-svg", "diagram-2"]
        var shared = HeadingSlugger(reserved: reserved)
        var single = HeadingSlugger()
        for id in reserved.sorted() { single.reserve(id) }
        for heading in ["Diagram 1", "Diagram 1", "diagram-1-1", "Diagram 2", "Intro", "Intro", "Diagram 1 svg"] {
            #expect(shared.uniqueSlug(heading) == single.uniqueSlug(heading), "\(heading)")
        }
        var again = HeadingSlugger(reserved: reserved)
        #expect(again.uniqueSlug("Diagram 1") == "diagram-1-1")
    }

    /// A reserved family closed under suffixes (`diagram-N-svg…`) would make `-1`, `-2`… loop for
    /// ever; the slug steps out of it as `section-<base>`, and nothing else changes.
    @Test func aReservedFamilyTerminatesOutsideIt() {
        var slugger = HeadingSlugger(reservedWhere: { $0.hasPrefix("family") })
        #expect(slugger.uniqueSlug("Family") == "section-family")
        #expect(slugger.uniqueSlug("Family") == "section-family-1")
        #expect(slugger.uniqueSlug("Section family") == "section-family-2")
        #expect(slugger.uniqueSlug("Family tree") == "section-family-tree")
        #expect(slugger.uniqueSlug("Other") == "other")
        var figures = HeadingSlugger(reservedWhere: PageRenderer.isFigureID)
        #expect(figures.uniqueSlug("Diagram 3") == "diagram-3-1", "a figure id alone still counts up, as before")
        #expect(figures.uniqueSlug("Diagram 3 SVG node") == "section-diagram-3-svg-node")
        #expect(figures.uniqueSlug("Diagram 3 SVG") == "section-diagram-3-svg")
        #expect(figures.uniqueSlug("Setup") == "setup")
    }
}
