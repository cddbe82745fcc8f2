import Testing
@testable import FolioSite

@Suite("Front matter")
struct FrontMatterTests {
    @Test func notesStyleWithPunctuatedKeys() {
        let (matter, body) = FrontMatterParser.split("""
        ---
        created: 2025-04-10 05:31:26
        author: Cong Le
        version: "1.0"
        license(s): MIT, CC BY 4.0
        copyright: Copyright (c) 2025 Cong Le. All Rights Reserved.
        mood: curious
        ---

        # Title
        """)
        #expect(matter.error == nil)
        #expect(matter.value("license(s)")?.text == "MIT, CC BY 4.0")
        #expect(matter.value("created")?.text == "2025-04-10 05:31:26", "timestamps stay as written")
        #expect(matter.value("version")?.text == "1.0")
        #expect(matter.value("mood")?.text == "curious", "unknown keys are kept")
        #expect(matter.entries.map(\.key) == ["created", "author", "version", "license(s)", "copyright", "mood"])
        #expect(matter.keyLines["license(s)"] == 5)
        // Body keeps file line numbers: the title is still on line 10.
        #expect(body.split(separator: "\n", omittingEmptySubsequences: false)[9] == "# Title")
    }

    @Test func jekyllStyle() {
        let (matter, _) = FrontMatterParser.split("""
        ---
        layout: post.liquid
        title: 'Building SwiftUI apps in Markdown'
        date: 2021-05-17 17:00:00 +0200
        categories: blog
        ---
        text
        """)
        #expect(matter.value("title")?.text == "Building SwiftUI apps in Markdown")
        #expect(matter.value("date")?.text == "2021-05-17 17:00:00 +0200")
        #expect(matter.value("layout")?.text == "post.liquid")
    }

    @Test func brokenYAMLReportsFilePosition() {
        let (matter, body) = FrontMatterParser.split("---\ntitle: ok\nauthor: [unclosed\n---\n\nBody\n")
        let error = try! #require(matter.error)
        #expect(error.line == 3)
        #expect(error.column == 9)
        #expect(error.message.contains("flow sequence"))
        #expect(body.contains("Body"))
    }

    @Test func badIndentationPointsAtTheLine() {
        let (matter, _) = FrontMatterParser.split("---\ntitle: a\n  bad: : x\nother: [\n---\n")
        let error = try! #require(matter.error)
        #expect(error.line >= 2 && error.line <= 4)
    }

    @Test func aliasBombsStayBounded() {
        var yaml = "---\na: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        yaml += "---\nbody\n"
        let (matter, _) = FrontMatterParser.split(yaml)
        // Refused and reported (issue 11), at the first alias of the key that went over;
        // before, the expansion was cut at a fixed count without a word.
        #expect(matter.error?.message.contains("aliases expand") == true, "\(String(describing: matter.error))")
        #expect(matter.error?.line == 6 && matter.error?.column == 8, "\(String(describing: matter.error))")
    }

    @Test func onlyLeadingDashesStartFrontMatter() {
        #expect(FrontMatterParser.startsWithFrontMatter("---\na: b\n---\n"))
        #expect(FrontMatterParser.startsWithFrontMatter("\u{FEFF}---  \na: b\n---\n"))
        #expect(!FrontMatterParser.startsWithFrontMatter("text\n---\n"))
        #expect(!FrontMatterParser.startsWithFrontMatter("----\n"))
        let (matter, body) = FrontMatterParser.split("---\nno end\n")
        #expect(matter.error != nil)
        #expect(body == "---\nno end\n")
    }

    @Test func keysAreComparedAsTheirLowercasedFormWithoutMakingIt() {
        let keys = ["slug", "Slug", "SLUG", "slugs", "slu", "", "s\u{212A}ug", "\u{212A}ind", "Kind", "İd", "id",
                    "Straße", "STRASSE", "naïve", "NAÏVE", "tag-s", "TAG_S", "weight", "nav_order", "Nav_Order"]
        let names = ["slug", "kind", "id", "i̇d", "straße", "naïve", "tag-s", "weight", "nav_order", "", "s"]
        for key in keys {
            for name in names {
                #expect(FrontMatter.key(key, lowercasedIs: name) == (key.lowercased() == name), "\(key) / \(name)")
            }
        }
    }

    /// `value(first, second)` reads the keys once: the first name wins wherever it stands, the second
    /// is the answer only without it, and each takes its earliest key.
    @Test func valueOfTwoNamesPrefersTheFirstWhereverItStands() {
        func matter(_ pairs: [(String, String)]) -> FrontMatter {
            FrontMatter(entries: pairs.map { (key: $0.0, value: FrontMatterValue.string($0.1)) })
        }
        let orders: [[(String, String)]] = [
            [("nav_order", "2"), ("Weight", "1")], [("weight", "1"), ("nav_order", "2")],
            [("NAV_ORDER", "2"), ("title", "t"), ("nav_order", "3")], [("title", "t")], [],
            [("weight", "1"), ("WEIGHT", "9")],
        ]
        for pairs in orders {
            let front = matter(pairs)
            #expect(front.value("weight", "nav_order")?.text == (front.value("weight") ?? front.value("nav_order"))?.text,
                    "\(pairs)")
        }
        #expect(matter(orders[0]).value("weight", "nav_order")?.text == "1")
        #expect(matter(orders[2]).value("weight", "nav_order")?.text == "2")
    }
}
