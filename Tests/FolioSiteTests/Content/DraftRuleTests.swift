import Testing
@testable import FolioSite

/// Which front matter makes a note a draft (README "Front matter": `draft`, `published`).
@Suite struct DraftRuleTests {
    static func marker(_ yaml: String) -> String? {
        DraftRule.marker(of: FrontMatterParser.split("---\n" + yaml + "---\nBody\n").0)
    }

    @Test func draftTrueAndPublishedFalseMakeADraft() {
        #expect(Self.marker("title: A\ndraft: true\n") == "draft: true")
        #expect(Self.marker("Draft: Yes\n") == "draft: Yes")
        #expect(Self.marker("draft: on\n") == "draft: on")
        #expect(Self.marker("published: false\n") == "published: false")
        #expect(Self.marker("PUBLISHED: no\n") == "published: no")
    }

    @Test func anythingElseIsPublished() {
        #expect(Self.marker("title: A\n") == nil)
        #expect(Self.marker("draft: false\n") == nil)
        #expect(Self.marker("published: true\n") == nil)
        #expect(Self.marker("draft: maybe\n") == nil, "not a boolean: published, as Hugo and Jekyll treat it")
        #expect(Self.marker("draft: [true]\n") == nil)
        #expect(Self.marker("drafts: true\n") == nil)
        #expect(Self.marker("draft:\n") == nil)
        #expect(Self.marker("pubdate: false\n") == nil)
    }

    /// A parsed note is scanned once; a kept summary is asked key by key (``FrontMatter/value(_:)``).
    @Test func theOnePassScanAgreesWithKeyLookups() {
        for yaml in ["draft: true\n", "published: off\n", "draft: no\n", "title: T\n", "Draft: true\ndraft: false\n",
                     "draft: false\nDRAFT: true\n", "published: yes\ndraft: on\n", "dRaFt: TRUE\npublished: false\n"] {
            let matter = FrontMatterParser.split("---\n" + yaml + "---\nBody\n").0
            #expect(DraftRule.marker(of: matter) == DraftRule.marker(draft: matter.value("draft"), published: matter.value("published")),
                    "\(yaml)")
        }
    }
}
