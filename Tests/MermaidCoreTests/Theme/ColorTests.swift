import Foundation
import Testing
@testable import MermaidCore

@Suite struct ColorTests {
    /// `#rrggbb` is written as bytes: every channel value, each position, against Foundation's formatting.
    @Test func hexOutputAgreesWithFormattingForEveryChannelValue() {
        for v in 0...255 {
            let (r, g, b) = (v, 255 - v, (v * 7) % 256)
            let expected = String(format: "#%02x%02x%02x", r, g, b)
            #expect(Color(red: Double(r), green: Double(g), blue: Double(b)).css == expected)
        }
        #expect(Color(red: 254.6, green: 0.4, blue: 15.5).css == "#ff0010")
    }

    @Test func parsesEverySyntax() throws {
        #expect(Color(css: "#BEF")?.css == "#bbeeff")
        #expect(Color(css: "#55ff")?.css == "#5555ff")
        #expect(Color(css: "#7C33")?.css == "rgba(119, 204, 51, 0.2)")
        #expect(Color(css: "#dd24")?.css == "rgba(221, 221, 34, 0.267)")
        #expect(Color(css: "#F8B229")?.css == "#f8b229")
        #expect(Color(css: "#11223380")?.css == "rgba(17, 34, 51, 0.502)")
        #expect(Color(css: "rgb(200, 15, 255)")?.css == "#c80fff")
        #expect(Color(css: "rgba(200, 15, 255, 0.2)")?.css == "rgba(200, 15, 255, 0.2)")
        #expect(Color(css: "rgb(200 15 255 / 50%)")?.alpha == 0.5)
        #expect(Color(css: "hsl(120, 100%, 25%)")?.css == "#008000")
        #expect(Color(css: "hsla(0, 100%, 50%, 0.5)")?.css == "rgba(255, 0, 0, 0.5)")
        #expect(Color(css: "Aqua")?.css == "#00ffff")
        #expect(Color(css: "lightgrey")?.css == "#d3d3d3")
        #expect(Color(css: "transparent")?.alpha == 0)
        #expect(Color(css: "#12") == nil)
        #expect(Color(css: "notacolor") == nil)
        #expect(Color(css: "var(--x)") == nil)
    }

    /// Colour functions are split and cleaned without Foundation, with its results.
    @Test func functionsParseAsWithFoundation() throws {
        for text in ["120deg", "deg", "1degdeg2", "dedegg", "4de", "", "12", "ä1deg", "90 deg"] {
            #expect(Color.removingDegrees(text) == text.replacingOccurrences(of: "deg", with: ""), "\(text)")
        }
        #expect(Color(css: "hsl(120deg, 100%, 25%)")?.css == "#008000")
        #expect(Color(css: "hsl(120deg,100%,25%)")?.css == "#008000")
        #expect(Color(css: "rgb(200 , 15 ,, 255)")?.css == "#c80fff")
        #expect(Color(css: "rgb(200/15/255/0.5)")?.css == "rgba(200, 15, 255, 0.5)")
        #expect(Color(css: "hsl(1de2g, 100%, 25%)") == nil)
    }

    @Test func hslRoundTripAndArithmetic() throws {
        let c = try #require(Color(css: "#ECECFF"))
        let hsl = c.hsl
        #expect(abs(hsl.h - 240) < 0.01)
        #expect(abs(hsl.s - 100) < 0.01)
        #expect(abs(hsl.l - 96.27) < 0.01)
        #expect(Color(hue: hsl.h, saturation: hsl.s, lightness: hsl.l).css == "#ececff")
        #expect(try #require(Color(css: "#333")).inverted.css == "#cccccc")
        #expect(try #require(Color(css: "#ff0000")).adjusted(h: 120).css == "#00ff00")
        #expect(try #require(Color(css: "#ff0000")).adjusted(h: -120).css == "#0000ff")
        #expect(try #require(Color(css: "#808080")).lightened(10).css == "#9a9a9a")
        #expect(try #require(Color(css: "white")).darkened(200).css == "#000000")
        #expect(try #require(Color(css: "#000")).isDark)
        #expect(!(try #require(Color(css: "#fff5ad")).isDark))
    }
}

@Suite struct ThemeTests {
    @Test func defaultThemeMatchesMermaid() {
        let t = Theme.named("default")
        #expect(t["primaryColor"] == "#ECECFF")
        #expect(t["nodeBorder"] == "#9370DB")
        #expect(t["clusterBkg"] == "#ffffde")
        #expect(t["lineColor"] == "#333333")
        #expect(t["edgeLabelBackground"] == "rgba(232, 232, 232, 0.8)")
        #expect(t["actorBkg"] == "#ECECFF")
        #expect(t["signalColor"] == "#333")
        #expect(t["noteBkgColor"] == "#fff5ad")
        #expect(t["noteBorderColor"] == "#aaaa33")
        #expect(t["labelBoxBkgColor"] == "#ECECFF")
        #expect(t["sequenceNumberColor"] == "white")
        #expect(t["classText"] == "#131300")
        #expect(t["transitionColor"] == "#333333")
        #expect(t["background"] == "white")
    }

    @Test func defaultKeepsNodeFillWhenPrimaryOverridden() {
        // mermaid's `default` theme does not derive nodes from primaryColor (seed 002_…_1 relies on this).
        let t = Theme.named("default", overrides: ["primaryColor": "#BB2528", "lineColor": "#F8B229"])
        #expect(t["mainBkg"] == "#ECECFF")
        #expect(t["primaryColor"] == "#BB2528")
        #expect(t["lineColor"] == "#F8B229")
        #expect(t["defaultLinkColor"] == "#F8B229")
    }

    @Test func baseDerivesFromPrimary() {
        let t = Theme.named("base", overrides: ["primaryColor": "#BEF", "primaryTextColor": "#55ff",
                                                "primaryBorderColor": "#7c2", "lineColor": "#F8B229",
                                                "secondaryColor": "#EE2", "tertiaryColor": "#fff"])
        #expect(t["mainBkg"] == "#BEF")
        #expect(t["nodeBorder"] == "#7c2")
        #expect(t["nodeTextColor"] == "#55ff")
        #expect(t["clusterBkg"] == "#fff")
        #expect(t["edgeLabelBackground"] == "#EE2")
        #expect(t["actorBkg"] == "#BEF")
        #expect(t["signalColor"] == "#55ff")
        #expect(t["activationBkgColor"] == "#EE2")
        #expect(t["sequenceNumberColor"] == "#074dd6")
        let plain = Theme.named("base")
        #expect(plain["primaryTextColor"] == "#333")
        #expect(plain["secondaryColor"] == Color(css: "#fff4dd")!.adjusted(h: -120).css)
        #expect(plain["lineColor"] == "#0b0b0b")
        #expect(plain["primaryBorderColor"] == Color(css: "#fff4dd")!.adjusted(s: -40, l: -10).css)
        let dark = Theme.named("base", overrides: ["darkMode": "true", "primaryColor": "#1f2020"])
        #expect(dark["primaryTextColor"] == "#eee")
        #expect(dark["primaryBorderColor"] == Color(css: "#1f2020")!.adjusted(s: -40, l: 10).css)
    }

    @Test func darkForestNeutral() {
        let dark = Theme.named("dark")
        #expect(dark["mainBkg"] == "#1f2020")
        #expect(dark["nodeBorder"] == "#ccc")
        #expect(dark["lineColor"] == "lightgrey")
        #expect(dark["background"] == "#333")
        #expect(dark["textColor"] == "#ccc")
        #expect(dark["actorTextColor"] == "lightgrey")
        #expect(dark["clusterBkg"] == Color(css: "#1f2020")!.lightened(16).css)
        #expect(dark.isDark)
        let forest = Theme.named("forest")
        #expect(forest["mainBkg"] == "#cde498")
        #expect(forest["nodeBorder"] == "#13540c")
        #expect(forest["actorBorder"] == Color(css: "#cde498")!.darkened(20).css)
        let neutral = Theme.named("neutral")
        #expect(neutral["noteBkgColor"] == "#666")
        #expect(neutral["clusterBorder"] == "#707070")
        #expect(neutral["actorBorder"] == Color(css: "#999")!.lightened(23).css)
        #expect(Theme.named("nonsense").name == "default")
    }

    @Test func documentedVariablesExistInEveryTheme() {
        let documented = ["background", "fontFamily", "fontSize", "primaryColor", "primaryTextColor", "secondaryColor",
                          "primaryBorderColor", "secondaryBorderColor", "secondaryTextColor", "tertiaryColor",
                          "tertiaryBorderColor", "tertiaryTextColor", "noteBkgColor", "noteTextColor",
                          "noteBorderColor", "lineColor", "textColor", "mainBkg", "errorBkgColor", "errorTextColor",
                          "nodeBorder", "clusterBkg", "clusterBorder", "defaultLinkColor", "titleColor",
                          "edgeLabelBackground", "nodeTextColor", "actorBkg", "actorBorder", "actorTextColor",
                          "actorLineColor", "signalColor", "signalTextColor", "labelBoxBkgColor",
                          "labelBoxBorderColor", "labelTextColor", "loopTextColor", "activationBorderColor",
                          "activationBkgColor", "sequenceNumberColor", "labelColor", "altBackground", "classText",
                          "fillType0", "fillType7", "pie1", "pieStrokeColor", "transitionColor", "stateBkg",
                          "compositeBackground", "specialStateColor", "innerEndBackground"]
        for name in Theme.names {
            let theme = Theme.named(name)
            for variable in documented {
                #expect(theme[variable] != nil, "\(name) lacks \(variable)")
            }
        }
        #expect(Theme.isKnownVariable("cScale3"))
        #expect(!Theme.isKnownVariable("stroke"))
    }

    @Test func themeCSSIsSanitisedAndScoped() {
        let css = """
        @import url(https://evil.example/x.css);
        .node rect { fill: red; background: url(https://evil.example/a.png) }
        /* </style><script>alert(1)</script> */
        .a, .b { color: expression(alert(1)); marker-end: url(#arrow) }
        @media (max-width: 10px) { .c { fill: blue } }
        </style>
        """
        let out = ThemeCSS.sanitize(css, idPrefix: "d1")
        #expect(!out.contains("@import"))
        #expect(!out.contains("evil"))
        #expect(!out.lowercased().contains("</style"))
        #expect(!out.contains("expression("))
        #expect(!out.contains("script"))
        #expect(out.contains("#d1 .node rect{fill: red; background: none}"))
        #expect(out.contains("#d1 .a,#d1 .b{"))
        #expect(out.contains("url(#arrow)"))
        #expect(out.contains("@media (max-width: 10px){#d1 .c{fill: blue}}"))
    }
}
