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
